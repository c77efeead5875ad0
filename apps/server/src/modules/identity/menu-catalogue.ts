/**
 * Every console and back-office menu, and the actions that guard endpoints without a
 * screen. Seeded into the `menu` table; roles grant them. Ids are stable: server routes
 * name the id they require, the web app matches `portalUrl` to its screens.
 */
export type MenuGroup = 'home' | 'ordered' | 'user' | 'admin' | 'tourist';

export interface MenuDef {
  id: string;
  parentId: string | null;
  name: string;
  portalUrl: string;
  group: MenuGroup;
  orderId: number;
  kind?: 'menu' | 'action';
  navigateMethod?: 1 | 2;
  isBorderBottom?: boolean;
  activeMenu?: string;
  icon?: string;
  /**
   * Visitor console entries only: the console menu whose screen this entry shows read-only.
   * The API checks that menu's id, so the visitor role holds it too (see ROLE_MENUS).
   */
  mirrors?: string;
}

const m = (
  id: string,
  parentId: string | null,
  name: string,
  portalUrl: string,
  group: MenuGroup,
  orderId: number,
  extra: Partial<MenuDef> = {},
): MenuDef => ({ id, parentId, name, portalUrl, group, orderId, ...extra });

/** A visitor console entry showing console menu `mirrors` read-only at /tourist + its path. */
const mirror = (mirrors: string, parentId: string, name: string, path: string, orderId: number) =>
  m(`tourist.${mirrors}`, parentId, name, `/tourist${path}`, 'tourist', orderId, { mirrors });

export const MENUS: MenuDef[] = [
  // Console: home/control group
  m('home', null, '控制台', '/control', 'home', 1, { icon: 'AppstoreOutlined' }),
  m('home.overview', 'home', '首页概览', '/control/home', 'home', 1, { icon: 'DashboardOutlined' }),
  m('sim', 'home', '物联网卡', '/control/SIM', 'home', 2, { icon: 'CreditCardOutlined' }),
  m('sim.overview', 'sim', '卡片概览', '/control/SIM/overview', 'home', 1),
  m('sim.manage', 'sim', '卡片管理', '/control/SIM/manage', 'home', 2),
  m('sim.tariff', 'sim', '资费变更', '/control/SIM/tariff', 'home', 3),
  m('sim.diagnosis', 'sim', '智能诊断', '/control/SIM/diagnosis', 'home', 4),
  m('sim.risk', 'sim', '风险防控', '/control/SIM/riskPrevention', 'home', 5),
  m('sim.probe.overview', 'sim', '探针卡概览', '/control/SIM/probe-card/overview', 'home', 6),
  m('sim.probe.manage', 'sim', '探针卡管理', '/control/SIM/probe-card/manage', 'home', 7, {
    isBorderBottom: true,
  }),
  m('cpe', 'home', '5G快线', '/control/5g-cpe/cpe-index', 'home', 3, { icon: 'WifiOutlined' }),
  m('cpe.panel', 'cpe', '业务总览', '/control/5g-cpe/cpe-index/panel-customer', 'home', 1),
  m('cpe.list', 'cpe', '终端列表', '/control/5g-cpe/cpe-index/list', 'home', 2),
  m('cpe.group', 'cpe', '终端分组', '/control/5g-cpe/cpe-index/group', 'home', 3),
  m('cpe.cardGroup', 'cpe', '卡组管理', '/control/5g-cpe/cpe-index/card-group', 'home', 4),
  m('cpe.dnn', 'cpe', 'DNN管理', '/control/5g-cpe/cpe-index/cpe-dnn/list', 'home', 5),
  m('cpe.ip', 'cpe', 'IP访问控制', '/control/5g-cpe/cpe-index/ip-manage', 'home', 6),
  m('cpe.users', 'cpe', '上网用户', '/control/5g-cpe/cpe-index/user-manage', 'home', 7),
  m('cpe.sms', 'cpe', '短信发送记录', '/control/5g-cpe/cpe-index/sms-sendlog', 'home', 8),
  m('cpe.notice', 'cpe', '通知管理', '/control/5g-cpe/cpe-index/notice-manage', 'home', 9),
  m('cpe.miniPanel', 'cpe', '小微业务总览', '/control/5g-cpe/cpe-index/mini-panel', 'home', 10),
  m('cpe.miniService', 'cpe', '小微业务', '/control/5g-cpe/cpe-index/mini-service', 'home', 11),
  m('cpe.miniGroup', 'cpe', '小微分组', '/control/5g-cpe/cpe-index/mini-group', 'home', 12),
  m('sx', 'home', '5G多卡', '/control/sx/sx-index', 'home', 4, { icon: 'ClusterOutlined' }),
  m('sx.panel', 'sx', '业务总览', '/control/sx/sx-index/panel-customer', 'home', 1),
  m('sx.devices', 'sx', '设备列表', '/control/sx/sx-index/device/list', 'home', 2),
  m('sx.bound', 'sx', '设备绑定', '/control/sx/sx-index/device-bound', 'home', 3),
  m('sx.log', 'sx', '绑定日志', '/control/sx/sx-index/log', 'home', 4),
  m('saas', 'home', '设备管理', '/control/saas/cpe-index', 'home', 5, {
    icon: 'DeploymentUnitOutlined',
  }),
  m('saas.overview', 'saas', '设备概览', '/control/saas/cpe-index/overview', 'home', 1),
  m('saas.statistic', 'saas', '厂商统计', '/control/saas/cpe-index/statistic', 'home', 2),
  m('saas.models', 'saas', '型号管理', '/control/saas/cpe-index/model/list', 'home', 3),
  m('saas.devices', 'saas', '设备列表', '/control/saas/cpe-index/device/list', 'home', 4),
  m('saas.firmware', 'saas', '固件管理', '/control/saas/cpe-index/firmware/list', 'home', 5),
  m('saas.upgrade', 'saas', '升级任务', '/control/saas/cpe-index/upgrade/list', 'home', 6),
  m('saas.eco', 'saas', '生态设备', '/control/saas/cpe-index/eco-device/list', 'home', 7),
  m('saas.groups', 'saas', '设备分组', '/control/saas/cpe-index/device/group', 'home', 8),
  m('saas.clients', 'saas', '接入终端', '/control/saas/cpe-index/connect-device/list', 'home', 9),
  m('industryDevice', 'home', '行业终端', '/control/industry-device/list', 'home', 6, {
    icon: 'ApiOutlined',
  }),
  m('industry', 'home', '行业专网', '/control/industry', 'home', 7, { icon: 'GlobalOutlined' }),
  m('industry.overview', 'industry', '专网总览', '/control/industry/overview', 'home', 1),
  m('industry.device', 'industry', '终端监控', '/control/industry/device', 'home', 2),
  m('industry.link', 'industry', '链路监控', '/control/industry/link', 'home', 3),
  m('industry.application', 'industry', '应用监控', '/control/industry/application', 'home', 4),
  m('industry.probe', 'industry', '探针管理', '/control/industry/probe', 'home', 5),
  m('b1', 'home', '优享专网', '/control/B1', 'home', 8, { icon: 'SafetyCertificateOutlined' }),
  m('a1', 'home', '业务加速', '/control/A1', 'home', 9, { icon: 'ThunderboltOutlined' }),
  m('a2', 'home', '业务隔离', '/control/A2', 'home', 10, { icon: 'BlockOutlined' }),
  m('a7', 'home', '专线', '/control/A7/dnnView', 'home', 11, { icon: 'NodeIndexOutlined' }),
  m('a7.statistic', 'a7', '专线统计', '/control/A7/statistic', 'home', 1),

  // Console: ordered business group
  m('ordered', null, '已订购业务', '/control/ordered', 'ordered', 2, { icon: 'ShoppingOutlined' }),
  m('ordered.overview', 'ordered', '业务总览', '/control/ordered/business/overview', 'ordered', 1),
  m('ordered.b1.simFee', 'ordered', '物联网卡资费', '/control/ordered/B1/SIMCardFee', 'ordered', 2),
  m('ordered.b1.groupFee', 'ordered', '群组资费', '/control/ordered/B1/groupFee', 'ordered', 3),
  m('ordered.a1', 'ordered', '业务加速实例', '/control/ordered/A1/business', 'ordered', 4),
  m('ordered.a2', 'ordered', 'DNN实例', '/control/ordered/A2/case', 'ordered', 5),

  // Console: user centre group
  m('user', null, '用户中心', '/control/user', 'user', 3, { icon: 'UserOutlined' }),
  m('user.account', 'user', '账号信息', '/control/user/account/list', 'user', 1),
  m('user.changeMobile', 'user', '修改手机号', '/control/user/account/changeMobile', 'user', 2),
  m('user.changePassword', 'user', '修改密码', '/control/user/account/changePassword', 'user', 3),
  m('user.subAccount', 'user', '子账号管理', '/control/user/subAccount', 'user', 4),
  m('user.role', 'user', '角色管理', '/control/user/role', 'user', 5),
  m('user.organization', 'user', '组织管理', '/control/user/organization', 'user', 6),
  m('user.order', 'user', '我的订单', '/control/user/order', 'user', 7),
  m('user.log', 'user', '操作日志', '/control/user/log', 'user', 8),
  m('user.notice', 'user', '消息通知', '/control/user/notice/list', 'user', 9),
  m('user.workOrder', 'user', '工单管理', '/control/user/workOrder/list', 'user', 10),

  // Visitor (tourist) console: console screens under /tourist/control, read-only, showing
  // the demo enterprise (VISITOR_CUSTCODE).
  m('tourist', null, '访客体验', '/tourist/control', 'tourist', 1, { icon: 'EyeOutlined' }),
  m('tourist.sim', 'tourist', '物联网卡', '/tourist/control/SIM', 'tourist', 1, {
    icon: 'CreditCardOutlined',
  }),
  mirror('sim.overview', 'tourist.sim', '卡片概览', '/control/SIM/overview', 1),
  mirror('sim.manage', 'tourist.sim', '卡片管理', '/control/SIM/manage', 2),
  mirror('sim.tariff', 'tourist.sim', '资费变更', '/control/SIM/tariff', 3),
  mirror('sim.diagnosis', 'tourist.sim', '智能诊断', '/control/SIM/diagnosis', 4),
  mirror('sim.risk', 'tourist.sim', '风险防控', '/control/SIM/riskPrevention', 5),
  mirror('sim.probe.overview', 'tourist.sim', '探针卡概览', '/control/SIM/probe-card/overview', 6),
  mirror('sim.probe.manage', 'tourist.sim', '探针卡管理', '/control/SIM/probe-card/manage', 7),
  m('tourist.cpe', 'tourist', '5G快线', '/tourist/control/5g-cpe/cpe-index', 'tourist', 2, {
    icon: 'WifiOutlined',
  }),
  mirror('cpe.panel', 'tourist.cpe', '业务总览', '/control/5g-cpe/cpe-index/panel-customer', 1),
  mirror('cpe.list', 'tourist.cpe', '终端列表', '/control/5g-cpe/cpe-index/list', 2),
  mirror('cpe.group', 'tourist.cpe', '终端分组', '/control/5g-cpe/cpe-index/group', 3),
  mirror('cpe.cardGroup', 'tourist.cpe', '卡组管理', '/control/5g-cpe/cpe-index/card-group', 4),
  mirror('cpe.dnn', 'tourist.cpe', 'DNN管理', '/control/5g-cpe/cpe-index/cpe-dnn/list', 5),
  mirror('cpe.ip', 'tourist.cpe', 'IP访问控制', '/control/5g-cpe/cpe-index/ip-manage', 6),
  mirror('cpe.users', 'tourist.cpe', '上网用户', '/control/5g-cpe/cpe-index/user-manage', 7),
  mirror('cpe.sms', 'tourist.cpe', '短信发送记录', '/control/5g-cpe/cpe-index/sms-sendlog', 8),
  mirror('cpe.notice', 'tourist.cpe', '通知管理', '/control/5g-cpe/cpe-index/notice-manage', 9),
  mirror(
    'cpe.miniPanel',
    'tourist.cpe',
    '小微业务总览',
    '/control/5g-cpe/cpe-index/mini-panel',
    10,
  ),
  mirror(
    'cpe.miniService',
    'tourist.cpe',
    '小微业务',
    '/control/5g-cpe/cpe-index/mini-service',
    11,
  ),
  mirror('cpe.miniGroup', 'tourist.cpe', '小微分组', '/control/5g-cpe/cpe-index/mini-group', 12),
  m('tourist.sx', 'tourist', '5G多卡', '/tourist/control/sx/sx-index', 'tourist', 2, {
    icon: 'ClusterOutlined',
  }),
  mirror('sx.panel', 'tourist.sx', '业务总览', '/control/sx/sx-index/panel-customer', 1),
  mirror('sx.devices', 'tourist.sx', '设备列表', '/control/sx/sx-index/device/list', 2),
  mirror('sx.bound', 'tourist.sx', '设备绑定', '/control/sx/sx-index/device-bound', 3),
  mirror('sx.log', 'tourist.sx', '绑定日志', '/control/sx/sx-index/log', 4),
  m('tourist.saas', 'tourist', '设备管理', '/tourist/control/saas/cpe-index', 'tourist', 2, {
    icon: 'DeploymentUnitOutlined',
  }),
  mirror('saas.firmware', 'tourist.saas', '固件管理', '/control/saas/cpe-index/firmware/list', 1),
  mirror('saas.upgrade', 'tourist.saas', '升级任务', '/control/saas/cpe-index/upgrade/list', 2),
  mirror('saas.overview', 'tourist.saas', '设备概览', '/control/saas/cpe-index/overview', 0),
  mirror('saas.statistic', 'tourist.saas', '厂商统计', '/control/saas/cpe-index/statistic', 4),
  mirror('saas.models', 'tourist.saas', '型号管理', '/control/saas/cpe-index/model/list', 5),
  mirror('saas.devices', 'tourist.saas', '设备列表', '/control/saas/cpe-index/device/list', 6),
  mirror('saas.eco', 'tourist.saas', '生态设备', '/control/saas/cpe-index/eco-device/list', 7),
  mirror('saas.groups', 'tourist.saas', '设备分组', '/control/saas/cpe-index/device/group', 8),
  mirror(
    'saas.clients',
    'tourist.saas',
    '接入终端',
    '/control/saas/cpe-index/connect-device/list',
    9,
  ),
  m('tourist.network', 'tourist', '专网业务', '/tourist/control/network', 'tourist', 2, {
    icon: 'SafetyCertificateOutlined',
  }),
  mirror('b1', 'tourist.network', '优享专网', '/control/B1', 1),
  mirror('a1', 'tourist.network', '业务加速', '/control/A1', 2),
  mirror('a2', 'tourist.network', '业务隔离', '/control/A2', 3),
  mirror('a7', 'tourist.network', '专线', '/control/A7/dnnView', 4),
  mirror('a7.statistic', 'tourist.network', '专线统计', '/control/A7/statistic', 5),
  m('tourist.ordered', 'tourist', '已订购业务', '/tourist/control/ordered', 'tourist', 3, {
    icon: 'ShoppingOutlined',
  }),
  mirror(
    'ordered.overview',
    'tourist.ordered',
    '业务总览',
    '/control/ordered/business/overview',
    0,
  ),
  mirror(
    'ordered.b1.simFee',
    'tourist.ordered',
    '物联网卡资费',
    '/control/ordered/B1/SIMCardFee',
    1,
  ),
  mirror('ordered.b1.groupFee', 'tourist.ordered', '群组资费', '/control/ordered/B1/groupFee', 2),
  mirror('ordered.a1', 'tourist.ordered', '业务加速实例', '/control/ordered/A1/business', 3),
  mirror('ordered.a2', 'tourist.ordered', 'DNN实例', '/control/ordered/A2/case', 4),
  m('tourist.industry', 'tourist', '行业专网', '/tourist/control/industry', 'tourist', 3, {
    icon: 'GlobalOutlined',
  }),
  mirror('industryDevice', 'tourist.industry', '行业终端', '/control/industry-device/list', 1),
  mirror('industry.overview', 'tourist.industry', '专网总览', '/control/industry/overview', 2),
  mirror('industry.device', 'tourist.industry', '终端监控', '/control/industry/device', 3),
  mirror('industry.link', 'tourist.industry', '链路监控', '/control/industry/link', 4),
  mirror(
    'industry.application',
    'tourist.industry',
    '应用监控',
    '/control/industry/application',
    5,
  ),
  mirror('industry.probe', 'tourist.industry', '探针管理', '/control/industry/probe', 6),
  m('tourist.user', 'tourist', '访客信息', '/tourist/control/user', 'tourist', 4, {
    icon: 'UserOutlined',
  }),

  // Back office
  m('admin', null, '运营后台', '/admin', 'admin', 4, { icon: 'SettingOutlined' }),
  m('admin.content', 'admin', '内容管理', '/admin/content', 'admin', 1, {
    icon: 'FileTextOutlined',
  }),
  m('admin.content.case', 'admin.content', '成功案例', '/admin/content/case', 'admin', 1),
  m(
    'admin.content.solution',
    'admin.content',
    '行业解决方案',
    '/admin/content/solution',
    'admin',
    2,
  ),
  m('admin.content.news', 'admin.content', '新闻资讯', '/admin/content/news', 'admin', 3),
  m('admin.content.notice', 'admin.content', '公告管理', '/admin/content/notice', 'admin', 4),
  m('admin.content.industry', 'admin.content', '行业与场景', '/admin/content/industry', 'admin', 5),
  m('admin.content.faq', 'admin.content', '智能客服问答', '/admin/content/faq', 'admin', 6),
  m(
    'admin.content.application',
    'admin.content',
    '应用市场',
    '/admin/content/application',
    'admin',
    7,
  ),
  m('admin.demand', 'admin', '需求管理', '/admin/market-demand', 'admin', 2, {
    icon: 'SolutionOutlined',
  }),
  m('admin.customer', 'admin', '客户管理', '/admin/customer', 'admin', 2, {
    icon: 'TeamOutlined',
  }),
  m('admin.workOrder', 'admin', '客户工单', '/admin/work-order', 'admin', 2, {
    icon: 'CustomerServiceOutlined',
  }),
  m('admin.order', 'admin', '订单管理', '/admin/order', 'admin', 2, {
    icon: 'ShoppingCartOutlined',
  }),
  m('admin.order.list', 'admin.order', '订单审核', '/admin/order/list', 'admin', 1),
  m('admin.order.refund', 'admin.order', '退款管理', '/admin/order/refund', 'admin', 2),
  m('admin.product', 'admin', '产品管理', '/admin/product', 'admin', 2, {
    icon: 'AppstoreAddOutlined',
  }),
  m('admin.product.list', 'admin.product', '产品列表', '/admin/product/list', 'admin', 1),
  m('admin.product.category', 'admin.product', '产品类目', '/admin/product/category', 'admin', 2),
  m('admin.product.props', 'admin.product', '产品属性', '/admin/product/props', 'admin', 3),
  m('admin.approval', 'admin', '审批管理', '/admin/approval', 'admin', 3, {
    icon: 'AuditOutlined',
  }),
  m('admin.approval.center', 'admin.approval', '审批中心', '/admin/approval/center', 'admin', 0),
  m(
    'admin.approval.export',
    'admin.approval',
    '数据导出权限审批',
    '/admin/approval/export',
    'admin',
    1,
  ),
  m('admin.alarm', 'admin', '告警中心', '/admin/alarm', 'admin', 3, { icon: 'AlertOutlined' }),
  m('admin.alarm.record', 'admin.alarm', '告警记录', '/admin/alarm/record', 'admin', 1),
  m('admin.alarm.rule', 'admin.alarm', '告警规则', '/admin/alarm/rule', 'admin', 2),
  m('admin.alarm.workorder', 'admin.alarm', '运维工单', '/admin/alarm/workorder', 'admin', 3),
  m('admin.alarm.scene', 'admin.alarm', '故障场景', '/admin/alarm/scene', 'admin', 4),
  m('admin.system', 'admin', '系统管理', '/admin/system', 'admin', 4, { icon: 'ToolOutlined' }),
  m('admin.monitor', 'admin', '平台监控', '/admin/monitor', 'admin', 5, {
    icon: 'DashboardOutlined',
  }),
  m('admin.statistics', 'admin', '统计分析', '/admin/statistics', 'admin', 5, {
    icon: 'BarChartOutlined',
  }),
  m('admin.system.operLog', 'admin.system', '操作日志', '/admin/system/oper-log', 'admin', 1),
  m('admin.system.loginLog', 'admin.system', '登录记录', '/admin/system/login-log', 'admin', 2),
  m('admin.system.sms', 'admin.system', '短信发件箱', '/admin/system/sms-outbox', 'admin', 3),
  m('admin.system.account', 'admin.system', '账号管理', '/admin/system/account', 'admin', 4),
  m('admin.system.menu', 'admin.system', '菜单管理', '/admin/system/menu', 'admin', 5),
  m('admin.system.role', 'admin.system', '角色管理', '/admin/system/role', 'admin', 6),

  // Actions (no screen of their own)
  m('action.export', 'home', '数据导出', '', 'home', 99, { kind: 'action' }),
  m('action.account.manage', 'admin.system.account', '账号启停与重置', '', 'admin', 99, {
    kind: 'action',
  }),
];

const all = (pred: (d: MenuDef) => boolean) => MENUS.filter(pred).map((d) => d.id);
/** 告警中心: every administrator works alarms of its own area. */
const ALARM_MENUS = all((d) => d.id === 'admin.alarm' || d.parentId === 'admin.alarm');
const consoleMenus = all(
  (d) => ['home', 'ordered', 'user'].includes(d.group) && d.kind !== 'action',
);

/** Menus each role grants. Sub-accounts get a subset of their customer's. */
export const ROLE_MENUS: Record<string, string[]> = {
  national_admin: [...consoleMenus, ...all((d) => d.group === 'admin'), 'action.export'],
  province_admin: [
    ...consoleMenus,
    'admin',
    'admin.demand',
    'admin.customer',
    'admin.workOrder',
    'admin.order',
    'admin.order.list',
    'admin.order.refund',
    'admin.approval',
    'admin.approval.center',
    'admin.approval.export',
    ...ALARM_MENUS,
    'admin.system',
    'admin.system.operLog',
    'admin.system.loginLog',
    'admin.system.account',
    'admin.statistics',
    'action.account.manage',
    'action.export',
  ],
  city_admin: [
    ...consoleMenus,
    'admin',
    'admin.demand',
    'admin.customer',
    'admin.workOrder',
    'admin.order',
    'admin.order.list',
    'admin.order.refund',
    'admin.approval',
    'admin.approval.center',
    'admin.approval.export',
    ...ALARM_MENUS,
    'admin.system',
    'admin.system.operLog',
    'admin.system.loginLog',
    'admin.statistics',
    'action.export',
  ],
  content_editor: [
    'admin',
    'admin.content',
    ...all((d) => d.parentId === 'admin.content'),
    'user',
    'user.account',
    'user.changePassword',
  ],
  export_approver: [
    'admin',
    'admin.approval',
    'admin.approval.center',
    'admin.approval.export',
    'user',
    'user.account',
    'user.changePassword',
    'user.notice',
  ],
  // 专线 (a7) is granted here and withheld per province (menu_province_exclusion).
  enterprise_customer: [...consoleMenus, 'action.export'],
  // The visitor console's entries, plus the console menus they mirror so that the API
  // serves their reads (a visitor's writes are refused whatever it holds). The mirrored
  // menus' folders (home, sim, ordered) are not granted: the menu tree leaves out a child
  // whose parent is not granted, so the visitor sees only the 访客体验 area.
  visitor: [
    ...all((d) => d.group === 'tourist'),
    ...MENUS.flatMap((d) => (d.mirrors ? [d.mirrors] : [])),
  ],
};
