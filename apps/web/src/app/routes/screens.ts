import { paths } from '@/config/paths';
import { withChunkTimeout } from '@/lib/chunk';
import { pathInArea } from '@/lib/menu-tree';

/**
 * The screen registry: every menu portalUrl this build has a screen for, with its lazy
 * route module. Menu entries whose portalUrl is not here get no route (spec §2); add a
 * line here when a later issue builds another console or back-office screen.
 */
/** 客户工单 of the back office. */
const ADMIN_WORK_ORDER = paths.adminWorkOrder;

const MENU_SCREENS = {
  [paths.controlHome]: withChunkTimeout(() => import('./console/overview')),
  [paths.userAccount]: withChunkTimeout(() => import('./console/account')),
  [paths.userChangePassword]: withChunkTimeout(() => import('./console/change-password')),
  [paths.userChangeMobile]: withChunkTimeout(() => import('./console/change-mobile')),
  [paths.userLog]: withChunkTimeout(() => import('./console/user-log')),
  [paths.userSubAccount]: withChunkTimeout(() => import('./console/user-sub-account')),
  [paths.userRole]: withChunkTimeout(() => import('./console/user-role')),
  [paths.userOrganization]: withChunkTimeout(() => import('./console/user-organization')),
  [paths.userWorkOrder]: withChunkTimeout(() => import('./console/user-work-order')),
  [paths.userOrder]: withChunkTimeout(() => import('./console/user-order')),
  [paths.userNotice]: withChunkTimeout(() => import('./console/user-notice')),
  [paths.simOverview]: withChunkTimeout(() => import('./console/sim-overview')),
  [paths.simManage]: withChunkTimeout(() => import('./console/sim-manage')),
  [paths.simTariff]: withChunkTimeout(() => import('./console/sim-tariff')),
  [paths.simDiagnosis]: withChunkTimeout(() => import('./console/sim-diagnosis')),
  [paths.simRisk]: withChunkTimeout(() => import('./console/sim-risk')),
  [paths.simProbeOverview]: withChunkTimeout(() => import('./console/sim-probe-overview')),
  [paths.simProbeManage]: withChunkTimeout(() => import('./console/sim-probe-manage')),
  [paths.orderedSimFee]: withChunkTimeout(() => import('./console/ordered-sim-fee')),
  [paths.orderedGroupFee]: withChunkTimeout(() => import('./console/ordered-group-fee')),
  [paths.controlA2]: withChunkTimeout(() => import('./console/a2')),
  [paths.orderedA2Case]: withChunkTimeout(() => import('./console/ordered-a2')),
  [paths.orderedOverview]: withChunkTimeout(() => import('./console/ordered-overview')),
  [paths.b1Overview]: withChunkTimeout(() => import('./console/b1')),
  [paths.a7DnnView]: withChunkTimeout(() => import('./console/a7-dnn-view')),
  [paths.a7Statistic]: withChunkTimeout(() => import('./console/a7-statistic')),
  [paths.a1Sessions]: withChunkTimeout(() => import('./console/a1-sessions')),
  [paths.orderedA1]: withChunkTimeout(() => import('./console/ordered-a1')),
  [paths.cpePanelCustomer]: withChunkTimeout(() => import('./console/cpe-panel')),
  [paths.cpeMiniPanel]: withChunkTimeout(() => import('./console/cpe-mini-panel')),
  [paths.cpeMiniService]: withChunkTimeout(() => import('./console/cpe-mini-service')),
  [paths.cpeMiniGroup]: withChunkTimeout(() => import('./console/cpe-mini-group')),
  [paths.cpeList]: withChunkTimeout(() => import('./console/cpe-list')),
  [paths.cpeGroup]: withChunkTimeout(() => import('./console/cpe-group')),
  [paths.cpeUsers]: withChunkTimeout(() => import('./console/cpe-users')),
  [paths.sxPanel]: withChunkTimeout(() => import('./console/sx-panel')),
  [paths.sxDevices]: withChunkTimeout(() => import('./console/sx-devices')),
  [paths.sxBound]: withChunkTimeout(() => import('./console/sx-bound')),
  [paths.sxLog]: withChunkTimeout(() => import('./console/sx-log')),
  [paths.cpeCardGroup]: withChunkTimeout(() => import('./console/cpe-settings-card-group')),
  [paths.cpeDnnList]: withChunkTimeout(() => import('./console/cpe-settings-dnn')),
  [paths.cpeIpManage]: withChunkTimeout(() => import('./console/cpe-settings-ip')),
  [paths.cpeSmsSendlog]: withChunkTimeout(() => import('./console/cpe-settings-sms')),
  [paths.cpeNoticeManage]: withChunkTimeout(() => import('./console/cpe-settings-notice')),
  [paths.saasFirmware]: withChunkTimeout(() => import('./console/saas-firmware-list')),
  [paths.saasUpgrade]: withChunkTimeout(() => import('./console/saas-upgrade-list')),
  [paths.industryDevice]: withChunkTimeout(() => import('./console/industry-device-list')),
  [paths.industryOverview]: withChunkTimeout(() => import('./console/industry-overview')),
  [paths.industryDeviceMonitor]: withChunkTimeout(
    () => import('./console/industry-device-monitor'),
  ),
  [paths.industryLink]: withChunkTimeout(() => import('./console/industry-link')),
  [paths.industryApplication]: withChunkTimeout(() => import('./console/industry-application')),
  [paths.industryProbe]: withChunkTimeout(() => import('./console/industry-probe')),
  [paths.saasOverview]: withChunkTimeout(() => import('./console/saas-overview')),
  [paths.saasStatistic]: withChunkTimeout(() => import('./console/saas-statistic')),
  [paths.saasModels]: withChunkTimeout(() => import('./console/saas-model-list')),
  [paths.saasDevices]: withChunkTimeout(() => import('./console/saas-device-list')),
  [paths.saasGroups]: withChunkTimeout(() => import('./console/saas-device-group')),
  [paths.saasClients]: withChunkTimeout(() => import('./console/saas-client-list')),
  [paths.saasEco]: withChunkTimeout(() => import('./console/saas-eco-list')),
  [paths.touristControl]: withChunkTimeout(() => import('./tourist/home')),
  [paths.touristControlUser]: withChunkTimeout(() => import('./tourist/user')),
  [paths.admin]: withChunkTimeout(() => import('./admin/dashboard')),
  [paths.adminCase]: withChunkTimeout(() => import('./admin/content-case')),
  [paths.adminSolution]: withChunkTimeout(() => import('./admin/content-solution')),
  [paths.adminNews]: withChunkTimeout(() => import('./admin/content-news')),
  [paths.adminNotice]: withChunkTimeout(() => import('./admin/content-notice')),
  [paths.adminIndustry]: withChunkTimeout(() => import('./admin/content-industry')),
  [paths.adminFaq]: withChunkTimeout(() => import('./admin/content-faq')),
  [paths.adminApplication]: withChunkTimeout(() => import('./admin/content-application')),
  [paths.adminMarketDemand]: withChunkTimeout(() => import('./admin/market-demand')),
  [paths.adminApprovalCenter]: withChunkTimeout(() => import('./admin/approval-center')),
  [paths.adminApprovalExport]: withChunkTimeout(() => import('./admin/approval-export')),
  [paths.adminOperLog]: withChunkTimeout(() => import('./admin/system-oper-log')),
  [paths.adminLoginLog]: withChunkTimeout(() => import('./admin/system-login-log')),
  [paths.adminSmsOutbox]: withChunkTimeout(() => import('./admin/system-sms-outbox')),
  [paths.adminAccount]: withChunkTimeout(() => import('./admin/system-account')),
  [paths.adminSystemMenu]: withChunkTimeout(() => import('./admin/system-menu')),
  [paths.adminSystemRole]: withChunkTimeout(() => import('./admin/system-role')),
  [ADMIN_WORK_ORDER]: withChunkTimeout(() => import('./admin/work-order')),
  [paths.adminMonitor]: withChunkTimeout(() => import('./admin/monitor')),
  [paths.adminStatistics]: withChunkTimeout(() => import('./admin/statistics')),
  [paths.adminAlarmRecord]: withChunkTimeout(() => import('./admin/alarm-record')),
  [paths.adminAlarmRule]: withChunkTimeout(() => import('./admin/alarm-rule')),
  [paths.adminAlarmWorkOrder]: withChunkTimeout(() => import('./admin/alarm-workorder')),
  [paths.adminAlarmScene]: withChunkTimeout(() => import('./admin/alarm-scene')),
  [paths.adminCustomer]: withChunkTimeout(() => import('./admin/customer')),
  [paths.adminOrderList]: withChunkTimeout(() => import('./admin/order-list')),
  [paths.adminOrderRefund]: withChunkTimeout(() => import('./admin/order-refund')),
  [paths.adminProductList]: withChunkTimeout(() => import('./admin/product-list')),
  [paths.adminProductCategory]: withChunkTimeout(() => import('./admin/product-category')),
  [paths.adminProductProps]: withChunkTimeout(() => import('./admin/product-props')),
} satisfies Record<string, () => Promise<{ Component: unknown }>>;

export type ScreenLoader = () => Promise<{ Component: unknown }>;

/** A page under a menu screen that is no menu entry itself (a query or result page). */
export interface ScreenChild {
  /** Its own path (under the parent's portalUrl by convention). */
  path: string;
  /** Its breadcrumb step. */
  title: string;
  lazy: ScreenLoader;
}

/**
 * Sub-pages of menu screens, by the parent's portalUrl. Each is registered beside its
 * parent, behind the parent's menu permission, with the breadcrumb parent › child (a
 * sibling whose path is a prefix of this one's comes in between).
 */
const MENU_SCREEN_CHILDREN = {
  [paths.orderedA2Case]: [
    {
      path: paths.orderedA2CaseDetail,
      title: 'DNN实例详情',
      lazy: withChunkTimeout(() => import('./console/ordered-a2-detail')),
    },
  ],
  [paths.userOrder]: [
    {
      path: paths.userOrderDetail,
      title: '订单详情',
      lazy: withChunkTimeout(() => import('./console/user-order-detail')),
    },
    {
      path: paths.userFreqOrderDetail,
      title: '账期明细',
      lazy: withChunkTimeout(() => import('./console/user-freq-order-detail')),
    },
  ],
  [paths.userWorkOrder]: [
    {
      path: paths.userWorkOrderDetail,
      title: '工单详情',
      lazy: withChunkTimeout(() => import('./console/user-work-order-detail')),
    },
  ],
  [ADMIN_WORK_ORDER]: [
    {
      path: `${ADMIN_WORK_ORDER}/detail/:id`,
      title: '工单详情',
      lazy: withChunkTimeout(() => import('./admin/work-order-detail')),
    },
  ],
  [paths.adminAlarmWorkOrder]: [
    {
      path: paths.adminAlarmWorkOrderDetail,
      title: '运维工单详情',
      lazy: withChunkTimeout(() => import('./admin/alarm-workorder-detail')),
    },
  ],
  [paths.adminOrderList]: [
    {
      path: paths.adminOrderDetail,
      title: '订单详情',
      lazy: withChunkTimeout(() => import('./admin/order-detail')),
    },
  ],
  [paths.adminProductList]: [
    {
      path: paths.adminProductCreate,
      title: '新建产品',
      lazy: withChunkTimeout(() => import('./admin/product-edit')),
    },
    {
      path: paths.adminProductEdit,
      title: '编辑产品',
      lazy: withChunkTimeout(() => import('./admin/product-edit')),
    },
  ],
  [paths.userNotice]: [
    {
      path: paths.userNoticeDetail,
      title: '消息详情',
      lazy: withChunkTimeout(() => import('./console/user-notice-detail')),
    },
  ],
  [paths.simManage]: [
    {
      path: paths.simServiceInfo,
      title: '业务办理查询',
      lazy: withChunkTimeout(() => import('./console/sim-service-info')),
    },
    {
      path: paths.simServiceResult,
      title: '办理结果',
      lazy: withChunkTimeout(() => import('./console/sim-service-result')),
    },
  ],
  [paths.cpeMiniService]: [
    {
      path: paths.cpeMiniServiceDetail,
      title: '小微业务详情',
      lazy: withChunkTimeout(() => import('./console/cpe-mini-service-detail')),
    },
  ],
  [paths.cpeList]: [
    {
      path: paths.cpeDetail,
      title: '终端详情',
      lazy: withChunkTimeout(() => import('./console/cpe-detail')),
    },
  ],
  [paths.orderedA1]: [
    {
      path: paths.orderedA1Detail,
      title: '实例详情',
      lazy: withChunkTimeout(() => import('./console/ordered-a1-detail')),
    },
  ],
  [paths.saasFirmware]: [
    {
      path: paths.saasFirmwareDetail,
      title: '固件详情',
      lazy: withChunkTimeout(() => import('./console/saas-firmware-detail')),
    },
  ],
  [paths.saasUpgrade]: [
    {
      path: paths.saasUpgradeDetail,
      title: '升级任务详情',
      lazy: withChunkTimeout(() => import('./console/saas-upgrade-detail')),
    },
  ],
  [paths.saasModels]: [
    {
      path: paths.saasModelDetail,
      title: '型号详情',
      lazy: withChunkTimeout(() => import('./console/saas-model-detail')),
    },
    {
      path: paths.saasModelDeviceDetail,
      title: '设备详情',
      lazy: withChunkTimeout(() => import('./console/saas-model-device-detail')),
    },
  ],
  [paths.saasDevices]: [
    {
      path: paths.saasDeviceDetail,
      title: '设备详情',
      lazy: withChunkTimeout(() => import('./console/saas-device-detail')),
    },
  ],
  [paths.saasClients]: [
    {
      path: paths.saasClientDetail,
      title: '终端详情',
      lazy: withChunkTimeout(() => import('./console/saas-client-detail')),
    },
  ],
  [paths.saasEco]: [
    {
      path: paths.saasEcoDetail,
      title: '生态设备详情',
      lazy: withChunkTimeout(() => import('./console/saas-eco-detail')),
    },
  ],
  [paths.sxDevices]: [
    {
      path: paths.sxDeviceDetail,
      title: '设备详情',
      lazy: withChunkTimeout(() => import('./console/sx-device-detail')),
    },
  ],
  [paths.cpeDnnList]: [
    {
      path: paths.cpeDnnDetail,
      title: 'DNN详情',
      lazy: withChunkTimeout(() => import('./console/cpe-settings-dnn-detail')),
    },
  ],
  [paths.industryDevice]: [
    {
      path: paths.industryDeviceGuide,
      title: '数据上报指南',
      lazy: withChunkTimeout(() => import('./console/industry-device-guide')),
    },
    {
      path: paths.industryDeviceDetail,
      title: '终端详情',
      lazy: withChunkTimeout(() => import('./console/industry-device-detail')),
    },
  ],
} satisfies Record<string, readonly ScreenChild[]>;

// Visitor console (/tourist/control): console screens shown read-only on the demo
// enterprise, registered at /tourist + their path against the same lazy modules. Only
// screens whose every write control goes through WriteGuard belong here.
const TOURIST_MIRRORED = [
  paths.simOverview,
  paths.simManage,
  paths.simTariff,
  paths.simDiagnosis,
  paths.simRisk,
  paths.simProbeOverview,
  paths.simProbeManage,
  paths.orderedSimFee,
  paths.orderedGroupFee,
  paths.b1Overview,
  paths.a1Sessions,
  paths.controlA2,
  paths.a7DnnView,
  paths.a7Statistic,
  paths.orderedOverview,
  paths.orderedA1,
  paths.orderedA2Case,
  paths.cpePanelCustomer,
  paths.cpeMiniPanel,
  paths.cpeMiniService,
  paths.cpeMiniGroup,
  paths.cpeList,
  paths.cpeGroup,
  paths.cpeCardGroup,
  paths.saasFirmware,
  paths.saasUpgrade,
  paths.saasOverview,
  paths.saasStatistic,
  paths.saasModels,
  paths.saasDevices,
  paths.saasGroups,
  paths.saasClients,
  paths.saasEco,
  paths.cpeDnnList,
  paths.cpeIpManage,
  paths.cpeUsers,
  paths.cpeSmsSendlog,
  paths.cpeNoticeManage,
  paths.sxPanel,
  paths.sxDevices,
  paths.sxBound,
  paths.sxLog,
  paths.industryDevice,
  paths.industryOverview,
  paths.industryDeviceMonitor,
  paths.industryLink,
  paths.industryApplication,
  paths.industryProbe,
] as const satisfies readonly (keyof typeof MENU_SCREENS)[];

const touristPathOf = (consolePath: string) => pathInArea(consolePath, 'tourist');

type MenuScreenLoader = (typeof MENU_SCREENS)[keyof typeof MENU_SCREENS];
type MenuScreenChildren = (typeof MENU_SCREEN_CHILDREN)[keyof typeof MENU_SCREEN_CHILDREN];

/** Every menu screen: the console's, the visitor console's mirrors of them, the back office's. */
export const SCREENS: Readonly<Record<string, MenuScreenLoader>> = {
  ...MENU_SCREENS,
  ...Object.fromEntries(TOURIST_MIRRORED.map((p) => [touristPathOf(p), MENU_SCREENS[p]])),
};

/** Sub-pages of menu screens, the visitor console's mirrors included. */
export const SCREEN_CHILDREN: Readonly<Record<string, MenuScreenChildren>> = {
  ...MENU_SCREEN_CHILDREN,
  ...Object.fromEntries(
    TOURIST_MIRRORED.flatMap((p) => {
      const children = Object.hasOwn(MENU_SCREEN_CHILDREN, p)
        ? MENU_SCREEN_CHILDREN[p as keyof typeof MENU_SCREEN_CHILDREN]
        : [];
      return children.length
        ? [[touristPathOf(p), children.map((c) => ({ ...c, path: touristPathOf(c.path) }))]]
        : [];
    }),
  ),
};

/** Whether this build has a screen for `portalUrl`. */
export function isKnownScreen(portalUrl: string): boolean {
  return Object.hasOwn(SCREENS, portalUrl);
}
