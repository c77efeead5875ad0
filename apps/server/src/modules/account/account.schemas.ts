import type { AccountPatchSchema } from '@pn/shared';
import { z } from 'zod';

// Local until packages/shared carries them (the list's schemas already live there).

export { AccountItemSchema, AccountListQuerySchema, AccountPageSchema } from '@pn/shared';

export type AccountPatchInput = z.infer<typeof AccountPatchSchema>;

/** `{id}` of the account-management paths: a numeric account id. */
export const AccountIdParamsSchema = z.object({
  id: z.coerce.number({ error: '账号编号不正确' }).int('账号编号不正确').positive('账号编号不正确'),
});

/** `{id}` of forgetPassword: the account's phone number or login account. */
export const AccountKeyParamsSchema = z.object({
  id: z.string().trim().min(1, '请输入账号或手机号码').max(64, '账号不能超过64个字符'),
});

export const RegisterResultSchema = z.object({ loginAccount: z.string() });
export const MaskedTelResultSchema = z.object({ tel: z.string() });
