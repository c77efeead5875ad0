/** Copy of the back office's 系统管理 screens. */

/** What the four screens share: the time filter, outcomes, the row details. */
export const systemAdminText = {
  startPlaceholder: '开始日期',
  endPlaceholder: '结束日期',
  keyword: '关键词',
  success: '成功',
  failure: '失败',
  expand: '展开',
  collapse: '收起',
  none: '-',
} as const;

/** 操作日志 */
export const operLogText = {
  title: '操作日志',
  intro:
    '平台接口的调用记录，按您的管理范围展示。密码、验证码、令牌等参数已隐藏，手机号与邮箱已脱敏；展开一行可查看请求参数。',
  dateRange: '操作时间',
  operType: '操作类型',
  operTypePlaceholder: '全部类型',
  result: '操作结果',
  resultPlaceholder: '全部结果',
  keywordPlaceholder: '接口、操作名称或账号',
  /** The console's log: the enterprise's own accounts. */
  customerIntro:
    '本企业主账号与子账号在平台上的操作记录。密码、验证码、令牌等参数已隐藏，手机号与邮箱已脱敏；展开一行可查看请求参数。',
  exportFileName: '操作日志.xlsx',
  listTitle: '日志列表',
  listLabel: '操作日志列表',
  empty: '暂无符合条件的操作记录',

  colTime: '操作时间',
  colAccount: '操作账号',
  colType: '操作类型',
  colOperation: '操作内容',
  colResult: '结果',
  colDelay: '耗时',
  colIp: 'IP 地址',
  anonymous: '未登录',
  delay: (ms: number) => `${ms} ms`,
  failedWith: (status: string) => `失败（${status}）`,

  detailLabel: '请求详情',
  detailUrl: '接口地址',
  detailUserType: '账号类型',
  detailHttp: 'HTTP 状态',
  detailQuery: '查询参数',
  detailBody: '请求体',
  detailError: '失败原因',
  noParams: '无',
} as const;

/** 登录记录 */
export const loginLogText = {
  title: '登录记录',
  intro:
    '账号的每次登录尝试（成功与失败），按账号所属地区与您的管理范围展示；不存在的账号的尝试只对全国管理员可见。',
  dateRange: '登录时间',
  method: '登录方式',
  methodPlaceholder: '全部方式',
  result: '登录结果',
  resultPlaceholder: '全部结果',
  keywordPlaceholder: '登录账号',
  listTitle: '记录列表',
  listLabel: '登录记录列表',
  empty: '暂无符合条件的登录记录',

  colTime: '登录时间',
  colAccount: '登录账号',
  colMethod: '登录方式',
  colResult: '结果',
  colReason: '失败原因',
  colIp: 'IP 地址',
  unknownAccount: '（账号不存在）',
} as const;

/** 短信发件箱 */
export const smsOutboxText = {
  title: '短信发件箱',
  intro: '平台经短信网关发出的全部短信：验证码、密码重置与审批通知等，最新的在前。',
  dateRange: '发送时间',
  purpose: '短信用途',
  purposePlaceholder: '全部用途',
  tel: '手机号码',
  telPlaceholder: '完整的手机号码',
  telInvalid: '请输入数字手机号码',
  listTitle: '发件列表',
  listLabel: '短信发件列表',
  empty: '暂无符合条件的短信',

  colTime: '发送时间',
  colTel: '手机号码',
  colPurpose: '用途',
  colContent: '短信内容',
} as const;

/** 账号管理 */
export const accountAdminText = {
  title: '账号管理',
  intro:
    '您管理范围内的账号：全国管理员可见全部账号，省、地市管理员可见本省、本市的企业客户账号。手机号已脱敏。',
  kind: '账号类型',
  kindPlaceholder: '全部类型',
  status: '账号状态',
  statusPlaceholder: '全部状态',
  keywordPlaceholder: '账号、姓名、企业或手机号码',
  listTitle: '账号列表',
  listLabel: '账号列表',
  empty: '暂无符合条件的账号',

  colAccount: '账号',
  colKind: '类型',
  colCompany: '所属企业',
  colPlace: '所属地区',
  colTel: '手机号码',
  colStatus: '状态',
  colLastLogin: '最近登录',
  colActions: '操作',
  locked: '已锁定',
  never: '从未登录',
  subAccount: '子账号',
  adminOf: (kind: string, level: string) => `${level}${kind}`,
  self: '本人',

  enable: '启用',
  disable: '停用',
  resetPassword: '重置密码',
  noTel: '未绑定手机号，无法重置密码',
  disableTitle: (account: string) => `确定停用账号“${account}”吗？`,
  disableContent: '停用后该账号无法登录，已登录的会话立即失效；可随时重新启用。',
  enableTitle: (account: string) => `确定启用账号“${account}”吗？`,
  enableContent: '启用后该账号可以重新登录。',
  resetTitle: (account: string) => `确定重置账号“${account}”的密码吗？`,
  resetContent: (tel: string) =>
    `系统将生成新密码并以短信发送到该账号绑定的手机号 ${tel}，原密码与已登录的会话立即失效。`,
  disabled: '账号已停用',
  enabled: '账号已启用',
  passwordReset: '密码已重置，新密码已通过短信发送',
} as const;
