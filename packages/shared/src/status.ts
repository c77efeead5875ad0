/**
 * Response statuses and user-facing messages shared by the API server and the web client.
 * The envelope of every API response is `{ status, message, result }`; statuses are strings.
 */

/** Statuses the server answers. */
export const Status = {
  OK: '0',
  /** Business warning: the client shows `message` as a warning toast. */
  WARNING: '101101',
  /** Session missing, expired or revoked. */
  SESSION_EXPIRED: '401',
  VALIDATION_FAILED: '100400',
  FORBIDDEN: '100403',
  NOT_FOUND: '100404',
  /** The path exists, but not with this method (the answer's Allow header lists those it has). */
  METHOD_NOT_ALLOWED: '100405',
  /** The request did not arrive in full in time. */
  REQUEST_TIMEOUT: '100408',
  CONFLICT: '100409',
  PAYLOAD_TOO_LARGE: '100413',
  /** A path (parameter) longer than the router accepts. */
  URI_TOO_LONG: '100414',
  /** A body in a content type the route does not read. */
  UNSUPPORTED_MEDIA_TYPE: '100415',
  /** Request headers larger than the server accepts. */
  HEADERS_TOO_LARGE: '100431',
  TOO_MANY_REQUESTS: '100429',
  /** Wrong account or password; `result` says whether a captcha is now needed. */
  LOGIN_FAILED: '100411',
  /** Image captcha missing, wrong or expired. */
  CAPTCHA_INVALID: '100412',
  /** SMS code wrong, expired or used. */
  SMS_CODE_INVALID: '100420',
  ACCOUNT_LOCKED: '100423',
  ACCOUNT_DISABLED: '100424',
  /** Content gateway: the `operCode` header is missing or does not match the operation. */
  OPER_CODE_INVALID: '100430',
  /** Content gateway: the `securityToken` header is missing, wrong or expired. */
  SECURITY_TOKEN_INVALID: '100432',
  /** An application already exists (export permission): the client shows a warning. */
  ALREADY_APPLIED: '1',
  INTERNAL_ERROR: '100500',
  UNAVAILABLE: '100503',
} as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** Statuses a caller treats as success. */
export const SUCCESS_STATUSES: readonly string[] = ['0', '00000', '2', '200', '100006', '100029'];
/** Statuses handed back to the caller as data rather than rejected. */
export const PASS_THROUGH_STATUSES: readonly string[] = ['100006', '100029', '2', '200', '40050'];
/** Statuses meaning the login has expired (HTTP 401 means the same). */
export const SESSION_EXPIRED_STATUSES: readonly string[] = ['103', '120001', '401'];
/** Status whose message is shown as a warning toast. */
export const WARNING_STATUS = '101101';

export function isSuccessStatus(status: unknown): boolean {
  return SUCCESS_STATUSES.includes(String(status));
}

/** User-facing messages of the error catalogue. */
export const Messages = {
  SESSION_EXPIRED: '登录信息过期，请重新登录！',
  TIMEOUT: '网络请求超时',
  NETWORK_ERROR: '请检查网络连接是否正常',
  LOGIN_REQUIRED: '请先进行登录！',
  VERIFY_CODE_REQUIRED: '验证码不能为空',
  INPUT_EMPTY: '输入框内容不能为空',
  SUBMIT_OK: '提交成功！',
  VERIFY_OK: '验证成功!',
  /** `请求出错：{code}` */
  requestFailed: (code: string | number) => `请求出错：${code}`,
  ALREADY_APPLIED: '您已完成数据导出权限申请，请勿重复申请。申请成功后将会收到短信通知',
  NO_PERMISSION: '非常抱歉，您暂未获得数据导出许可，无法导出数据。',
  OK: '成功',
  VALIDATION_FAILED: '请求参数不正确',
  NUL_CHARACTER: '输入内容不能包含空字符',
  /** A name or other one-line identifier holds a bidi control or an invisible character. */
  NAME_INVISIBLE_CHARS: '名称不能包含不可见或控制字符',
  FORBIDDEN: '您没有访问该功能的权限',
  NOT_FOUND: '请求的资源不存在',
  PAYLOAD_TOO_LARGE: '请求内容过大',
  URI_TOO_LONG: '请求地址过长',
  BAD_URL: '请求地址格式不正确',
  METHOD_NOT_ALLOWED: '不支持该请求方法',
  UNSUPPORTED_MEDIA_TYPE: '不支持的请求内容类型',
  INVALID_JSON: '请求内容不是有效的JSON',
  BAD_CONTENT_LENGTH: '请求内容长度与声明不符',
  BAD_REQUEST: '请求格式不正确',
  HEADERS_TOO_LARGE: '请求头过大',
  REQUEST_TIMEOUT: '请求超时，请重试',
  TOO_MANY_REQUESTS: '操作过于频繁，请稍后再试',
  INTERNAL_ERROR: '系统繁忙，请稍后再试',
  UNAVAILABLE: '服务暂不可用，请稍后再试',
  DATABASE_UNAVAILABLE: '数据库不可用',
  LOGIN_FAILED: '账号或密码错误',
  /** `账号或密码错误，还可尝试{n}次` */
  loginFailedRemaining: (n: number) => `账号或密码错误，还可尝试${n}次`,
  /** `密码错误次数过多，账号已锁定，请{n}分钟后再试` */
  accountLocked: (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`,
  ACCOUNT_DISABLED: '账号已停用，请联系管理员',
  CAPTCHA_REQUIRED: '请输入图片验证码',
  CAPTCHA_INVALID: '图片验证码错误或已过期',
  SMS_CODE_INVALID: '短信验证码错误或已过期',
  /** `验证码发送过于频繁，请{n}秒后再试` */
  smsTooFrequent: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  SMS_DAILY_LIMIT: '今日验证码发送次数已达上限，请明天再试',
  SMS_SENT: '验证码已发送',
  /** What sendCode answers for every number (it never tells whether the number has an account). */
  SMS_SENT_IF_REGISTERED: '若该手机号已注册，验证码已发送，请注意查收',
  /** What create/sendCode answers for every number (a registered one is texted a notice instead). */
  SMS_SENT_REGISTER: '短信已发送，请注意查收',
  VISITOR_READ_ONLY: '访客模式仅支持浏览，无法执行此操作',
  READ_ONLY_ROLE: '当前账号的角色为只读权限，无法执行此操作',
  PHONE_NOT_REGISTERED: '该手机号未注册',
  ACCOUNT_EXISTS: '该账号已存在',
  PHONE_TAKEN: '该手机号已被其他账号绑定',
  OLD_PASSWORD_WRONG: '原密码不正确',
  SSO_INVALID: '单点登录校验失败，请重新登录',
  LOGOUT_OK: '已退出登录',
  OPER_CODE_REQUIRED: '缺少操作编码（operCode），请刷新页面后重试',
  /** `操作编码与当前操作不符，本操作应使用{code}` */
  operCodeMismatch: (expected: string) => `操作编码与当前操作不符，本操作应使用${expected}`,
  SECURITY_TOKEN_REQUIRED: '缺少内容安全令牌（securityToken），请重新获取后再试',
  SECURITY_TOKEN_INVALID: '内容安全令牌无效或已过期，请重新获取后再试',
} as const;

/** The JSON envelope of every API response. */
export interface ApiEnvelope<T = unknown> {
  status: string;
  message: string;
  result: T;
}
