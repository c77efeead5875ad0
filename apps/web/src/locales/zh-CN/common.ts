/** User-facing interface text (not content) of the web app. */

export const APP_TITLE = '5G专网运营平台';

export const common = {
  appTitle: APP_TITLE,
  backHome: '返回首页',
  retry: '重新加载',
  refresh: '刷新页面',
  loading: '加载中…',
  backToTop: '回到顶部',
  close: '关闭',
};

export const nav = {
  home: '首页',
  product: '产品',
  solution: '行业解决方案',
  case: '客户案例',
  application: '应用市场',
  news: '新闻资讯',
  support: '服务与支持',
  console: '控制台',
  login: '登录',
  openMenu: '打开导航菜单',
  mainNav: '主导航',
  expandMenu: (label: string) => `展开${label}菜单`,
  menuLoading: '加载中…',
  viewAll: '查看全部',
};

export const notice = {
  label: '最新公告',
  more: '更多公告',
  platformNotices: '平台公告',
};

export const contactText = {
  title: '联系我们',
  phone: '业务咨询',
  hotline: '举报热线',
  email: '业务邮箱',
  hours: (hours: string) => `服务时间：${hours}`,
  loading: '加载中…',
  failed: '联系方式暂时无法获取，请稍后再试',
};

export const footer = {
  quickLinks: '快速链接',
  hotProducts: '热门产品',
  contact: '联系我们',
  relatedLinks: '相关链接',
  mailbox: '联系邮箱',
  consult: '提交需求咨询',
  tagline: '面向行业客户的 5G 专网产品、解决方案与一站式运营服务。',
  copyright: (year: number) => `© ${year} ${APP_TITLE} 版权所有`,
  industryNews: '行业资讯',
  provinceText: '服务覆盖全国31个省（自治区、直辖市）',
  external: {
    miit: '工业和信息化部',
    caict: '中国信息通信研究院',
  },
};

export const errors = {
  notFound: '页面不存在',
  notFoundDetail: '抱歉，您访问的页面不存在或已被移除，请检查地址是否正确。',
  forbiddenTitle: '403',
  forbidden: '无权访问',
  forbiddenDetail: '抱歉，您没有访问此页面的权限，如有疑问请联系管理员。',
  crashTitle: '页面出错了',
  crashDetail: '抱歉，页面遇到了意外错误。请刷新页面后重试，如问题持续存在请联系我们。',
  chunkTimeoutTitle: '页面加载超时',
  chunkFailedTitle: '页面加载失败',
  chunkDetail: '网络不稳定或系统刚刚完成升级，请重新加载页面。',
};

export const consoleText = {
  title: '控制台',
  touristTitle: '访客体验',
  adminTitle: '运营后台',
  /** The console root in breadcrumbs and menus (spec: shown as dashboard). */
  dashboard: '工作台',
  portal: '返回门户',
  toConsole: '控制台',
  toAdmin: '运营后台',
  openMenu: '打开菜单',
  menuTitle: '菜单',
  notices: '消息通知',
  noticesUnread: (n: number) => `消息通知，${n} 条未读`,
  comingSoon: '建设中',
  comingSoonTip: '该功能正在建设中，敬请期待',
  noMenus: '当前分组暂无可用菜单',
};

export const userMenu = {
  userCenter: '用户中心',
  changePassword: '修改密码',
  logout: '退出登录',
  visitor: '访客',
  account: '账号菜单',
};
