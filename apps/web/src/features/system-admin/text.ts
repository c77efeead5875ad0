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

/** 菜单管理 */
export const menuAdminText = {
  title: '菜单管理',
  intro:
    '控制台、运营后台与访客体验的全部菜单和操作权限。可修改内置菜单（名称、地址、排序、图标等）或将其隐藏，新增的菜单可以删除；修改在各账号下一次刷新菜单时生效，新增的菜单须在角色管理中授予角色后才会显示。',
  listTitle: '菜单树',
  listLabel: '菜单列表',
  empty: '暂无菜单',
  add: '新增菜单',
  expandAll: '全部展开',
  collapseAll: '全部收起',

  colName: '菜单名称',
  colTags: '标记',
  colUrl: '菜单地址',
  colOrder: '排序',
  colActions: '操作',
  noUrl: '-',

  tagHidden: '隐藏',
  tagNewTab: '新窗口打开',
  tagCustom: '新增',
  tagEdited: '已修改',
  tagAction: '操作权限',
  tagExcluded: (n: number) => `${n}省不开放`,
  excludedTip: (names: string) => `不开放的省份：${names}`,
  tagNoScreen: '无对应页面',
  noScreenTip: '本版本没有与该地址对应的页面，菜单显示为不可用。',
  actionTip: '操作权限不显示在菜单中，由角色授予',

  edit: '编辑',
  addChild: '新增下级',
  remove: '删除',
  removeTitle: (name: string) => `确定删除菜单“${name}”吗？`,
  removeContent: '删除后，授予它的角色与账号随之失去该菜单，且不可恢复。',
  removed: '菜单已删除',

  createTitle: '新增菜单',
  createChildTitle: (parent: string) => `新增“${parent}”的下级菜单`,
  editTitle: (name: string) => `编辑菜单“${name}”`,
  saved: '保存成功',
  parent: '上级菜单',
  parentPlaceholder: '请选择上级菜单',
  parentSameGroup: '只能在同一菜单分组内移动',
  name: '菜单名称',
  url: '菜单地址',
  urlPlaceholder: '/control/… 或 https://…',
  urlHelp:
    '站内页面以 / 开头；http(s):// 地址在新窗口打开。地址中的 {token}（或空的 token= 参数）会附加一次性票据（60秒内有效，合作方在服务端兑换用户身份），仅对配置了白名单的主机；其他主机打开时不带票据。',
  urlNoScreen: '本版本没有与该地址对应的页面，菜单将显示为不可用。',
  order: '排序',
  orderHelp: '同级菜单按数字从小到大排列',
  navigateMethod: '打开方式',
  inApp: '站内',
  newTab: '新窗口',
  divider: '下方分隔线',
  hidden: '隐藏',
  hiddenHelp: '隐藏后所有账号的菜单中都不再显示该项。',
  icon: '图标',
  iconPlaceholder: '如 WifiOutlined，可留空',
  iconPreview: '图标预览',
  iconFallback: '侧边菜单未收录该图标，将显示默认图标',
  provinces: '不开放的省份',
  provincesPlaceholder: '全部省份开放',
  provincesHelp: '所选省份的账号既看不到也不能使用该菜单。',
} as const;

/** 角色管理 */
export const roleAdminText = {
  title: '角色管理',
  intro:
    '平台角色及其授予的菜单与操作权限。修改对持有该角色的全部账号在其下一次请求时生效，无需重新登录；内置角色不能删除，访客角色由系统维护。',
  listTitle: '角色列表',
  listLabel: '角色列表',
  empty: '暂无角色',
  add: '新增角色',

  colName: '角色名称',
  colCode: '角色编码',
  colAudience: '类型',
  colTags: '标记',
  colMenus: '菜单数',
  colAccounts: '账号数',
  colUpdated: '更新时间',
  colActions: '操作',
  readOnly: '只读',
  builtIn: '内置',

  edit: '编辑',
  remove: '删除',
  visitorTip: '访客角色由系统维护，不能修改',
  inUseTip: '仍有账号使用该角色，不能删除',
  removeTitle: (name: string) => `确定删除角色“${name}”吗？`,
  removeContent: '删除后不可恢复。',
  removed: '角色已删除',

  createTitle: '新增角色',
  editTitle: (name: string) => `编辑角色“${name}”`,
  appliesNext: (accounts: number) =>
    accounts > 0
      ? `保存后，持有该角色的 ${accounts} 个账号在下一次请求时即按新的权限生效。`
      : '保存后，持有该角色的账号在下一次请求时即按新的权限生效。',
  code: '角色编码',
  codePlaceholder: '如 province_auditor',
  audience: '角色类型',
  audienceFixed: '编码与类型创建后不能修改',
  name: '角色名称',
  description: '角色说明',
  readOnlyLabel: '只读',
  readOnlyHelp: '只读角色授予的菜单仅供查看。',
  menus: '菜单与操作权限',
  menusHelp: '勾选下级菜单时，其上级菜单一并授予。',
  menusFirst: '请先选择角色类型',
  actionTag: '操作权限',
  hiddenTag: '隐藏',
  menusFailed: '菜单加载失败',
} as const;
