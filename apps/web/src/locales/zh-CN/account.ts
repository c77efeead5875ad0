import { AdminLevel } from '@pn/shared';

/**
 * What a 4A account is, where an enterprise user meets the term (user centre, export
 * application): the operator's unified identity account, and how to get one.
 */
export const SECURITY_ACCOUNT_HELP =
  '4A账号是运营商统一的身份管理账号（集中管理账号、认证、授权与审计），申请数据导出等敏感操作时用于核验身份。尚未开通的企业用户可联系客户经理办理，或填写贵单位指定的4A账号。';

/** Text of the account screens, the console overview and the export-permission flow. */
export const accountText = {
  accountTitle: '账号信息',
  basicInfo: '基本信息',
  loginAccount: '登录账号',
  realName: '姓名',
  tel: '手机号码',
  province: '所属省份',
  city: '所属地市',
  department: '所属部门',
  securityAccount: '4A账号',
  securityAccountHelpLabel: '什么是4A账号',
  notSet: '未填写',
  adminInfo: '管理员信息',
  adminLevel: '管理员级别',
  adminScope: '管辖范围',
  areaCode: '区域编码',
  security: '账号安全',
  changeMobile: '修改手机号',
  changePassword: '修改密码',
  showFullTel: '查看完整号码',
  goChange: '去修改',
  dataExport: '数据导出权限',
  dataExportDetail: '导出账号、订单等数据前需申请数据导出权限，由管理员在1-2个工作日内审批。',
  applyExport: '申请数据导出权限',
  exportPermitted: '您已获得数据导出权限',
  loadFailed: '信息加载失败',
  // Change password
  oldPassword: '原密码',
  oldPasswordPlaceholder: '请输入原密码',
  newPassword: '新密码',
  newPasswordPlaceholder: '8-64位，含字母、数字和特殊字符',
  confirmPassword: '确认新密码',
  confirmPasswordPlaceholder: '请再次输入新密码',
  passwordChanged: '密码修改成功，请重新登录',
  submit: '确认修改',
  // Change mobile
  currentTel: '当前手机号',
  newTel: '新手机号',
  newTelPlaceholder: '请输入新手机号码',
  code: '短信验证码',
  codePlaceholder: '请输入6位短信验证码',
  mobileChanged: '手机号修改成功',
  // Overview
  greeting: (hour: number) =>
    hour < 6
      ? '夜深了'
      : hour < 12
        ? '上午好'
        : hour < 14
          ? '中午好'
          : hour < 18
            ? '下午好'
            : '晚上好',
  welcome: '欢迎使用5G专网控制台',
  quickLinks: '常用功能',
  quickLinksEmpty: '暂无可用功能',
  accountCard: '我的账号',
  region: '所在地区',
  lastLogin: '本次登录',
  // Visitor
  visitorTitle: '访客体验',
  visitorUserTitle: '访客信息',
  visitorAccountType: '账号类型',
  visitorType: '访客（只读）',
  visitorScope: '可用功能',
  visitorScopeDetail: '浏览演示企业的物联网卡与已订购业务（只读）',
  visitorCta: '注册企业账号，体验完整功能',
  visitorRegister: '立即注册',
  visitorLogin: '账号登录',
};

export const levelLabels: Record<number, string> = {
  [AdminLevel.NATIONAL]: '全国管理员',
  [AdminLevel.PROVINCE]: '省级管理员',
  [AdminLevel.CITY]: '地市管理员',
};

export const exportText = {
  promptTitle: '提示',
  next: '申请导出权限',
  rejectedBefore: (reason: string) =>
    `您上次的申请未通过审批${reason ? `（原因：${reason}）` : ''}，可补充信息后重新申请。`,
  cancel: '取消',
  dialogTitle: '申请数据导出权限',
  intro: '请填写以下信息，提交后由管理员审批，审批结果将以短信通知您。',
  applicant: '申请账号',
  adminType: '账号级别',
  location: '所属区域',
  department: '所属部门',
  departmentPlaceholder: '请输入所属部门',
  applyAccount: '4A账号',
  applyAccountPlaceholder: '请输入4A账号',
  applyAccountHelp: SECURITY_ACCOUNT_HELP,
  vaultCode: '验证码',
  vaultCodePlaceholder: '请输入短信验证码',
  submit: '提交申请',
  submitted: '申请已提交',
  submittedDetail: (name: string, tel: string) =>
    `您的数据导出权限申请已提交至审批人${name}${tel ? `（${tel}）` : ''}，预计1-2个工作日内完成审批，审批通过后将以短信通知您。`,
  customer: '企业用户',
  codeSentTo: (tel: string) => `验证码已发送至 ${tel}`,
  export: '导出',
  exporting: '导出中',
  exportProgress: (kb: number) => (kb > 0 ? `正在导出，已接收 ${kb} KB…` : '正在生成导出文件…'),
  exportDone: (name: string) => `已导出 ${name}`,
  exportFailed: '导出失败，请稍后再试',
};

export const verifyText = {
  title: '身份验证',
  detail: '为保障账号安全，请输入发送至您绑定手机的验证码。',
  placeholder: '请输入验证码',
  confirm: '确定',
};

export const smsText = {
  send: '获取验证码',
  resend: (s: number) => `${s}秒后重新获取`,
  sent: '验证码已发送',
};
