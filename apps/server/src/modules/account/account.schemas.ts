import { pageQuery, pageResult, type AccountPatchSchema } from '@pn/shared';
import { z } from 'zod';

// Local until packages/shared carries them.

export type AccountPatchInput = z.infer<typeof AccountPatchSchema>;

/** `{id}` of the account-management paths: a numeric account id. */
export const AccountIdParamsSchema = z.object({
  id: z.coerce.number({ error: '账号编号不正确' }).int('账号编号不正确').positive('账号编号不正确'),
});

/** `{id}` of forgetPassword: the account's phone number or login account. */
export const AccountKeyParamsSchema = z.object({
  id: z.string().trim().min(1, '请输入账号或手机号码').max(64, '账号不能超过64个字符'),
});

const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

export const AccountListQuerySchema = pageQuery().extend({
  keyword: z.string().trim().max(64, '关键字不能超过64个字符').optional(),
  kind: z.preprocess(
    blankAsMissing,
    z.enum(['customer', 'admin', 'operator'], { error: '账号类型不正确' }).optional(),
  ),
  status: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().min(0, '状态只能是0或1').max(1, '状态只能是0或1').optional(),
  ),
});

export const AccountItemSchema = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  name: z.string(),
  realName: z.string(),
  kind: z.enum(['customer', 'admin', 'operator', 'visitor']),
  /** Masked: characters 4 to 7 hidden. */
  tel: z.string(),
  email: z.string(),
  /** 1 enabled, 0 disabled. */
  status: z.number().int(),
  /** Locked after too many wrong passwords. */
  locked: z.boolean(),
  customerId: z.number().int().nullable(),
  custCode: z.string(),
  custName: z.string(),
  parentAccountId: z.number().int().nullable(),
  adminLevel: z.number().int().nullable(),
  beId: z.string(),
  provinceName: z.string(),
  areaCode: z.string(),
  cityName: z.string(),
  department: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, empty if never. */
  lastLoginTime: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export const AccountPageSchema = pageResult(AccountItemSchema);

export const RegisterResultSchema = z.object({ loginAccount: z.string() });
export const MaskedTelResultSchema = z.object({ tel: z.string() });
