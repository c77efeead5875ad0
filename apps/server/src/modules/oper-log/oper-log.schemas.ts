import { pageQuery, pageResult } from '@pn/shared';
import { z } from 'zod';

// Local until packages/shared carries them.

const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const dateParam = z.preprocess(
  blankAsMissing,
  z.string().trim().regex(DATE_PATTERN, '日期格式应为YYYY-MM-DD或YYYY-MM-DD HH:mm:ss').optional(),
);

const common = {
  keyword: z.string().trim().max(64, '关键字不能超过64个字符').optional(),
  /** From this day (or moment) on, `YYYY-MM-DD[ HH:mm[:ss]]`. */
  dateFrom: dateParam,
  /** Up to the end of this day, or up to this moment when a time is given. */
  dateTo: dateParam,
};

export const OperLogQuerySchema = pageQuery().extend({
  ...common,
  operType: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().min(0, '操作类型不正确').max(3, '操作类型不正确').optional(),
  ),
  status: z.string().trim().max(32, '状态不能超过32个字符').optional(),
});
export type OperLogQuery = z.infer<typeof OperLogQuerySchema>;

export const OperLogItemSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  /** 0 login, 1 logout, 2 other, 3 browse. */
  operType: z.number().int(),
  operUrl: z.string(),
  title: z.string(),
  operatorType: z.number().int(),
  timeDelay: z.number().int(),
  userType: z.number().int(),
  operParam: z.string(),
  bodyParam: z.string(),
  code: z.string(),
  errorMsg: z.string(),
  loginAccount: z.string(),
  ip: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export const OperLogPageSchema = pageResult(OperLogItemSchema);

export const LoginAttemptQuerySchema = pageQuery().extend({
  ...common,
  success: z.preprocess(
    blankAsMissing,
    z.enum(['true', 'false', '1', '0'], { error: '登录结果只能是true或false' }).optional(),
  ),
  method: z.string().trim().max(16, '登录方式不正确').optional(),
});
export type LoginAttemptQuery = z.infer<typeof LoginAttemptQuerySchema>;

export const LoginAttemptItemSchema = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  accountId: z.number().int().nullable(),
  /** password, sms, sso, visitor */
  method: z.string(),
  success: z.boolean(),
  reason: z.string(),
  ip: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export const LoginAttemptPageSchema = pageResult(LoginAttemptItemSchema);
