import { z } from 'zod';
import { SmsPurpose } from '../constants.js';
import { pageQuery, pageResult } from './common.js';

/**
 * The back office's 系统管理 lists: operation log, login records, SMS outbox and account
 * management. Query schemas are what the server validates; item schemas what it answers.
 */

const blankAsMissing = (v: unknown) => (v === '' ? undefined : v);

/** `YYYY-MM-DD`, optionally with `HH:mm` or `HH:mm:ss`. */
export const LOG_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

const dateParam = z.preprocess(
  blankAsMissing,
  z
    .string()
    .trim()
    .regex(LOG_DATE_PATTERN, '日期格式应为YYYY-MM-DD或YYYY-MM-DD HH:mm:ss')
    .optional(),
);

/** Filters every log list takes: a keyword and a time range in server-local time. */
const logFilters = {
  keyword: z.string().trim().max(64, '关键字不能超过64个字符').optional(),
  /** From this day (or moment) on, `YYYY-MM-DD[ HH:mm[:ss]]`. */
  dateFrom: dateParam,
  /** Up to the end of this day, or up to this moment when a time is given. */
  dateTo: dateParam,
};

/** `true`/`false` (or `1`/`0`) in a query string. */
const booleanParam = (message: string) =>
  z.preprocess(blankAsMissing, z.enum(['true', 'false', '1', '0'], { error: message }).optional());

// ---- Operation log ----

/** Operation types of the operation log (OperType), as the back office names them. */
export const OPER_TYPE_LABELS: Readonly<Record<number, string>> = {
  0: '登录',
  1: '退出登录',
  2: '其他操作',
  3: '浏览查询',
};

/** Account types by login-account format (UserType). */
export const USER_TYPE_LABELS: Readonly<Record<number, string>> = {
  0: '企业编码账号',
  1: '其他账号',
  2: '手机号账号',
};

export const OperLogQuerySchema = pageQuery().extend({
  ...logFilters,
  operType: z.preprocess(
    blankAsMissing,
    z.coerce.number().int().min(0, '操作类型不正确').max(3, '操作类型不正确').optional(),
  ),
  /** The answer's status exactly (`0` is success). */
  status: z.string().trim().max(32, '状态不能超过32个字符').optional(),
  /** Succeeded (status `0`) or failed (any other status). */
  success: booleanParam('操作结果只能是true或false'),
});
export type OperLogQuery = z.infer<typeof OperLogQuerySchema>;

/** Most rows one operation-log export writes; more is refused before anything is sent. */
export const OPER_LOG_EXPORT_MAX_ROWS = 10_000;

/** GET /sm/sysOperStandardLog/export: the list's filters, without paging. */
export const OperLogExportQuerySchema = OperLogQuerySchema.omit({ page: true, pageSize: true });
export type OperLogExportQuery = z.infer<typeof OperLogExportQuerySchema>;

export const OperLogItemSchema = z.object({
  id: z.number().int(),
  /** The answer's status: `0` success, else the failure's status or HTTP code. */
  status: z.string(),
  /** 0 login, 1 logout, 2 other, 3 browse. */
  operType: z.number().int(),
  operUrl: z.string(),
  title: z.string(),
  operatorType: z.number().int(),
  /** Milliseconds. */
  timeDelay: z.number().int(),
  userType: z.number().int(),
  /** Query parameters as JSON, secrets hidden and contact details masked. */
  operParam: z.string(),
  /** Body as JSON, masked the same way. */
  bodyParam: z.string(),
  /** HTTP status code. */
  code: z.string(),
  errorMsg: z.string(),
  loginAccount: z.string(),
  ip: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export type OperLogItem = z.infer<typeof OperLogItemSchema>;
export const OperLogPageSchema = pageResult(OperLogItemSchema);

// ---- Login records ----

export const LOGIN_METHOD_LABELS: Readonly<Record<string, string>> = {
  password: '账号密码',
  sms: '短信验证码',
  sso: '单点登录',
  visitor: '访客体验',
};

/** Why a login was refused, as recorded with the attempt. */
export const LOGIN_FAILURE_LABELS: Readonly<Record<string, string>> = {
  unknown_account: '账号不存在',
  wrong_password: '密码错误',
  wrong_password_locked: '密码错误次数过多，账号已锁定',
  locked: '账号已锁定',
  captcha: '图片验证码错误',
  disabled: '账号已停用',
  unknown_tel: '手机号未注册',
  sms_code: '短信验证码错误或已失效',
  sso_disabled: '未开启单点登录',
  missing_params: '单点登录参数不完整',
  bad_timestamp: '单点登录时间戳不正确',
  expired: '单点登录请求已过期',
  bad_signature: '单点登录签名不正确',
  replayed: '单点登录请求已使用过',
};

export const LoginAttemptQuerySchema = pageQuery().extend({
  ...logFilters,
  success: booleanParam('登录结果只能是true或false'),
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
  /** Why it failed (LOGIN_FAILURE_LABELS); empty on success. */
  reason: z.string(),
  ip: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export type LoginAttemptItem = z.infer<typeof LoginAttemptItemSchema>;
export const LoginAttemptPageSchema = pageResult(LoginAttemptItemSchema);

// ---- SMS outbox ----

/** What an outbox message was sent for: the code purposes and plain notices. */
export const SMS_OUTBOX_PURPOSES = [...Object.values(SmsPurpose), 'notice'] as const;
export type SmsOutboxPurpose = (typeof SMS_OUTBOX_PURPOSES)[number];

export const SMS_PURPOSE_LABELS: Readonly<Record<string, string>> = {
  login: '登录验证码',
  bind: '绑定手机号',
  register: '注册验证码',
  reset: '找回密码',
  verify: '身份验证',
  notice: '通知',
};

export const SmsOutboxQuerySchema = pageQuery().extend({
  tel: z.string().trim().max(20, '手机号码不能超过20个字符').optional(),
  purpose: z.preprocess(
    blankAsMissing,
    z.enum(SMS_OUTBOX_PURPOSES, { error: '短信用途不正确' }).optional(),
  ),
  dateFrom: logFilters.dateFrom,
  dateTo: logFilters.dateTo,
});
export type SmsOutboxQuery = z.infer<typeof SmsOutboxQuerySchema>;

export const SmsOutboxItemSchema = z.object({
  id: z.number().int(),
  tel: z.string(),
  content: z.string(),
  purpose: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` */
  createTime: z.string(),
});
export type SmsOutboxItem = z.infer<typeof SmsOutboxItemSchema>;
export const SmsOutboxPageSchema = pageResult(SmsOutboxItemSchema);

// ---- Account management ----

export const ACCOUNT_KINDS = ['customer', 'admin', 'operator', 'visitor'] as const;

export const ACCOUNT_KIND_LABELS: Readonly<Record<string, string>> = {
  customer: '企业客户',
  admin: '管理员',
  operator: '运营人员',
  visitor: '访客',
};

/** Account state: 1 enabled, 0 disabled. */
export const AccountStatus = { DISABLED: 0, ENABLED: 1 } as const;
export const ACCOUNT_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: '已停用',
  1: '已启用',
};

/** Administrator levels (AdminLevel). */
export const ADMIN_LEVEL_LABELS: Readonly<Record<number, string>> = {
  0: '全国',
  1: '省级',
  2: '地市',
};

export const AccountListQuerySchema = pageQuery().extend({
  /** Matches login account, real name, phone number or enterprise name. */
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
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

export const AccountItemSchema = z.object({
  id: z.number().int(),
  loginAccount: z.string(),
  name: z.string(),
  realName: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
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
export type AccountItem = z.infer<typeof AccountItemSchema>;
export const AccountPageSchema = pageResult(AccountItemSchema);

/** The action permission that enables, disables and resets back-office managed accounts. */
export const ACCOUNT_MANAGE_PERMISSION = 'action.account.manage';
