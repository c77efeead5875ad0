/** The visitor console (访客体验): read-only screens on the demo enterprise. */
export const visitorText = {
  badge: '访客模式',
  register: '立即注册',
  login: '登录',
  /** Tooltip of every disabled write control. */
  readOnlyTip: '访客体验仅供浏览，注册成为企业客户后即可办理',
  notice:
    '您正在以访客身份浏览控制台，以下为演示企业的数据，仅供参考；办理、变更、导出等操作均不可用。',
  noticeCta: '注册成为企业客户，管理自己的业务',
  demoTitle: '演示企业数据一览',
  demoDetail: '演示企业的物联网卡概况，点击进入各页面体验完整的控制台。',
  toOverview: '查看卡片概览',
} as const;
