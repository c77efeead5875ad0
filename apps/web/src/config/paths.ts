/**
 * Every route path of the app, once, by name. Routes, links and the `redirect` window
 * message all use these names.
 */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  forgetPwd: '/forgetPwd',
  registCustomer: '/registCustomer',
  productIntroduce: '/product/introduce/:type',
  productIntro: '/product/intro/:name',
  productOrder: '/product/order/:type',
  support: '/support',
  news: '/news',
  newsDetail: '/newsDetail',
  solution: '/solution',
  solutionDetail: '/solution/detail',
  case: '/case',
  caseDetail: '/case/detail',
  application: '/application',
  applicationDetail: '/application/detail',
  customerCasePreview: '/customerCasePreview',
  industrySolutionPreview: '/industrySolutionPreview',
  forbidden: '/403',
  notFound: '/404',
  control: '/control',
  controlRoot: '/control/root',
  controlHome: '/control/home',
  controlOrdered: '/control/ordered',
  controlUser: '/control/user',
  userAccount: '/control/user/account/list',
  userChangeMobile: '/control/user/account/changeMobile',
  userChangePassword: '/control/user/account/changePassword',
  userLog: '/control/user/log',
  userSubAccount: '/control/user/subAccount',
  userRole: '/control/user/role',
  userOrganization: '/control/user/organization',
  userOrder: '/control/user/order',
  userOrderDetail: '/control/user/order/orderDetail',
  userFreqOrderDetail: '/control/user/order/freqOrderDetail',
  userWorkOrder: '/control/user/workOrder/list',
  userWorkOrderDetail: '/control/user/workOrder/detail/:id',
  userNotice: '/control/user/notice/list',
  userNoticeDetail: '/control/user/notice/detail/:id',
  /** The older address of one message: /user/notice/detail?id=… */
  userNoticeDetailLegacy: '/user/notice/detail',
  cpePanelCustomer: '/control/5g-cpe/cpe-index/panel-customer',
  cpeMiniPanel: '/control/5g-cpe/cpe-index/mini-panel',
  /** 5G快线 小微业务: subscriptions, one of them, and their groups. */
  cpeMiniService: '/control/5g-cpe/cpe-index/mini-service',
  cpeMiniServiceDetail: '/control/5g-cpe/cpe-index/mini-service/:id',
  cpeMiniGroup: '/control/5g-cpe/cpe-index/mini-group',
  cpeList: '/control/5g-cpe/cpe-index/list',
  cpeDetail: '/control/5g-cpe/cpe-index/list/:id',
  cpeGroup: '/control/5g-cpe/cpe-index/group',
  cpeUsers: '/control/5g-cpe/cpe-index/user-manage',
  a1Sessions: '/control/A1',
  orderedA1: '/control/ordered/A1/business',
  orderedA1Detail: '/control/ordered/A1/business/detail/:id',
  simOverview: '/control/SIM/overview',
  simManage: '/control/SIM/manage',
  simServiceInfo: '/control/SIM/manage/serviceInfo',
  simServiceResult: '/control/SIM/manage/serviceInfo/result',
  simTariff: '/control/SIM/tariff',
  simDiagnosis: '/control/SIM/diagnosis',
  simRisk: '/control/SIM/riskPrevention',
  simProbeOverview: '/control/SIM/probe-card/overview',
  simProbeManage: '/control/SIM/probe-card/manage',
  orderedSimFee: '/control/ordered/B1/SIMCardFee',
  orderedGroupFee: '/control/ordered/B1/groupFee',
  controlA2: '/control/A2',
  orderedA2Case: '/control/ordered/A2/case',
  orderedA2CaseDetail: '/control/ordered/A2/case/detail/:id',
  orderedOverview: '/control/ordered/business/overview',
  b1Overview: '/control/B1',
  a7DnnView: '/control/A7/dnnView',
  a7Statistic: '/control/A7/statistic',
  /** 5G多卡 (multi-SIM devices). */
  sxPanel: '/control/sx/sx-index/panel-customer',
  sxDevices: '/control/sx/sx-index/device/list',
  sxDeviceDetail: '/control/sx/sx-index/device/list/:id',
  sxBound: '/control/sx/sx-index/device-bound',
  sxLog: '/control/sx/sx-index/log',
  /** 5G快线 settings screens. */
  cpeCardGroup: '/control/5g-cpe/cpe-index/card-group',
  cpeDnnList: '/control/5g-cpe/cpe-index/cpe-dnn/list',
  cpeDnnDetail: '/control/5g-cpe/cpe-index/cpe-dnn/detail',
  cpeIpManage: '/control/5g-cpe/cpe-index/ip-manage',
  cpeSmsSendlog: '/control/5g-cpe/cpe-index/sms-sendlog',
  cpeNoticeManage: '/control/5g-cpe/cpe-index/notice-manage',
  /** 设备管理: firmware and staged upgrade tasks. */
  saasFirmware: '/control/saas/cpe-index/firmware/list',
  saasFirmwareDetail: '/control/saas/cpe-index/firmware/list/:id',
  saasUpgrade: '/control/saas/cpe-index/upgrade/list',
  saasUpgradeDetail: '/control/saas/cpe-index/upgrade/list/:id',
  /** 行业终端 and 行业专网 monitoring. */
  industryDevice: '/control/industry-device/list',
  industryDeviceDetail: '/control/industry-device/list/:id',
  industryDeviceGuide: '/control/industry-device/list/guide',
  industryOverview: '/control/industry/overview',
  industryDeviceMonitor: '/control/industry/device',
  industryLink: '/control/industry/link',
  industryApplication: '/control/industry/application',
  industryProbe: '/control/industry/probe',
  /** 设备管理: overview, vendors and models, devices, terminals and ecosystem devices. */
  saasIndex: '/control/saas/cpe-index',
  saasOverview: '/control/saas/cpe-index/overview',
  saasStatistic: '/control/saas/cpe-index/statistic',
  saasModels: '/control/saas/cpe-index/model/list',
  saasModelDetail: '/control/saas/cpe-index/model/detail',
  saasModelDeviceDetail: '/control/saas/cpe-index/model/device-detail',
  saasEco: '/control/saas/cpe-index/eco-device/list',
  saasEcoDetail: '/control/saas/cpe-index/eco-device/detail',
  saasDevices: '/control/saas/cpe-index/device/list',
  saasDeviceDetail: '/control/saas/cpe-index/device/list/:id',
  saasGroups: '/control/saas/cpe-index/device/group',
  saasClients: '/control/saas/cpe-index/connect-device/list',
  saasClientDetail: '/control/saas/cpe-index/connect-device/detail/:id',
  touristControl: '/tourist/control',
  touristControlUser: '/tourist/control/user',
  userCenter: '/base/unionmall/userCenter/page',
  editPwd: '/base/unionmall/editpwd',
  admin: '/admin',
  adminCase: '/admin/content/case',
  adminSolution: '/admin/content/solution',
  adminNews: '/admin/content/news',
  adminNotice: '/admin/content/notice',
  adminIndustry: '/admin/content/industry',
  adminFaq: '/admin/content/faq',
  adminApplication: '/admin/content/application',
  adminMarketDemand: '/admin/market-demand',
  adminApprovalCenter: '/admin/approval/center',
  adminApprovalExport: '/admin/approval/export',
  adminOperLog: '/admin/system/oper-log',
  adminLoginLog: '/admin/system/login-log',
  adminSmsOutbox: '/admin/system/sms-outbox',
  adminAccount: '/admin/system/account',
  adminSystemMenu: '/admin/system/menu',
  adminSystemRole: '/admin/system/role',
  adminWorkOrder: '/admin/work-order',
  /** 告警中心. */
  adminAlarmRecord: '/admin/alarm/record',
  adminAlarmRule: '/admin/alarm/rule',
  adminAlarmWorkOrder: '/admin/alarm/workorder',
  adminAlarmWorkOrderDetail: '/admin/alarm/workorder/detail/:id',
  adminAlarmScene: '/admin/alarm/scene',
  adminMonitor: '/admin/monitor',
  adminStatistics: '/admin/statistics',
  adminCustomer: '/admin/customer',
  adminOrderList: '/admin/order/list',
  adminOrderDetail: '/admin/order/list/detail/:id',
  adminOrderRefund: '/admin/order/refund',
  adminProductList: '/admin/product/list',
  adminProductCreate: '/admin/product/list/create',
  adminProductEdit: '/admin/product/list/edit/:id',
  adminProductCategory: '/admin/product/category',
  adminProductProps: '/admin/product/props',
} as const;

export type RouteName = keyof typeof paths;
export type RouteParams = Record<string, string | number | boolean>;

export function isRouteName(name: unknown): name is RouteName {
  return typeof name === 'string' && Object.hasOwn(paths, name);
}

/**
 * The href of a named route. Names whose path has `:params` take `params` as path
 * parameters (throws when one is missing); the others put `params` in the query string.
 */
export function hrefOf(name: RouteName, params: RouteParams = {}): string {
  const pattern: string = paths[name];
  const strings = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  if (pattern.includes(':')) {
    // Each parameter is a whole, required segment; an empty one drops its segment.
    const segments = pattern.split('/').map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = strings[segment.slice(1)];
      if (value === undefined) throw new Error(`Missing "${segment}" param`);
      return encodeURIComponent(value);
    });
    return `/${segments.filter(Boolean).join('/')}`;
  }
  const query = new URLSearchParams(strings).toString();
  return query ? `${pattern}?${query}` : pattern;
}

/** Query parameter of /login naming the page to return to. */
export const REDIRECT_PARAM = 'redirect';

/** The login page, remembering where to come back to. */
export function loginHref(redirect?: string): string {
  return redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
}

/**
 * Whether `href` (a path, with or without query and hash) is the login page itself. Only
 * the path counts, whole: /admin/system/login-log or /loginHelp are other pages.
 */
export function isLoginPage(href: string): boolean {
  const pathname = href.split(/[?#]/, 1)[0] ?? '';
  return pathname === paths.login || pathname === `${paths.login}/`;
}

/**
 * The in-app path a `redirect` query names, or `fallback` when it is missing, could leave
 * the site (absolute URLs, `//host`, back-slashes) or is the login page.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  return isLoginPage(value) ? fallback : value;
}
