import { Messages } from '@pn/shared';

/** Interface text of the market-demand (需求咨询) dialog. */
export const adviceText = {
  title: '需求咨询',
  lead: '留下企业信息与业务需求，专属客户经理将尽快与您联系，为您量身定制 5G 专网方案。',
  companyName: '企业名称',
  companyNamePlaceholder: '请输入企业全称',
  address: '企业所在地',
  addressPlaceholder: '请选择省 / 市 / 区',
  areasLoading: '地区加载中…',
  areasFailed: '地区加载失败，请稍后重试',
  userName: '联系人',
  userNamePlaceholder: '请输入联系人姓名',
  userTel: '联系电话',
  userTelPlaceholder: '请输入11位手机号码',
  userEmail: '邮箱',
  userEmailPlaceholder: '请输入常用邮箱',
  // Spec §5: the 200-character field is 其他需求 (its message: 其他需求不能为空).
  userMarketDemand: '其他需求',
  userMarketDemandPlaceholder: '请简要描述您的行业场景、覆盖范围与网络需求',
  verifyCode: '图片验证码',
  verifyCodePlaceholder: '请输入右侧字符',
  captchaAlt: '图片验证码，点击更换',
  captchaRefresh: '看不清？换一张',
  privacy: '您提交的信息仅用于本次业务咨询联系，我们将严格保护您的隐私。',
  cancel: '取消',
  submit: '提交',
  /** The read-only line saying what the demand is about: `咨询产品：优享模式`. */
  subject: (label: string, name: string) => `${label}：${name}`,
  /** The demand text a consult button starts with; the visitor goes on or replaces it. */
  seed: (name: string) => `关于“${name}”：`,
  submitted: (refNo: string) =>
    `${Messages.SUBMIT_OK}您的需求编号为 ${refNo}，客户经理将尽快与您联系。`,
};
