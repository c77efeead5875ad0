import type { MenuNode } from '@pn/shared';

/** A menu node as the server sends it; tests give only what matters. */
export function node(
  id: string,
  name: string,
  portalUrl: string,
  childMenuList: MenuNode[] = [],
  extra: Partial<MenuNode> = {},
): MenuNode {
  return {
    id,
    name,
    portalUrl,
    orderId: 0,
    navigateMethod: 1,
    isBorderBottom: false,
    activeMenu: '',
    icon: '',
    // Unset (0) orders follow the list order.
    childMenuList: childMenuList.map((c, i) => ({ ...c, orderId: c.orderId || i + 1 })),
    ...extra,
  };
}

/** Menus shaped like the seeded catalogue, per role. */
export const consoleHome = (children: MenuNode[] = defaultHomeChildren()) =>
  node('home', '控制台', '/control', children, { orderId: 1 });

export function defaultHomeChildren(): MenuNode[] {
  return [
    node('home.overview', '首页概览', '/control/home'),
    node('sim', '物联网卡', '/control/SIM', [
      node('sim.overview', '卡片概览', '/control/SIM/overview'),
      node('sim.manage', '卡片管理', '/control/SIM/manage'),
    ]),
    node('cpe', '5G快线', '/control/5g-cpe/cpe-index', [
      node('cpe.panel', '业务总览', '/control/5g-cpe/cpe-index/panel-customer'),
    ]),
  ];
}

export const orderedGroup = () =>
  node(
    'ordered',
    '已订购业务',
    '/control/ordered',
    [node('ordered.overview', '业务总览', '/control/ordered/business/overview')],
    { orderId: 2 },
  );

export const userGroup = (
  children: MenuNode[] = [
    node('user.account', '账号信息', '/control/user/account/list'),
    node('user.changeMobile', '修改手机号', '/control/user/account/changeMobile'),
    node('user.changePassword', '修改密码', '/control/user/account/changePassword'),
    node('user.subAccount', '子账号管理', '/control/user/subAccount'),
  ],
) => node('user', '用户中心', '/control/user', children, { orderId: 3 });

export const adminGroup = () =>
  node(
    'admin',
    '运营后台',
    '/admin',
    [
      node('admin.content', '内容管理', '/admin/content', [
        node('admin.content.case', '成功案例', '/admin/content/case'),
      ]),
    ],
    { orderId: 4 },
  );

export const touristGroup = () =>
  node('tourist', '访客体验', '/tourist/control', [
    node('tourist.sim', '物联网卡', '/tourist/control/SIM', [
      node('tourist.sim.overview', '卡片概览', '/tourist/control/SIM/overview'),
      node('tourist.sim.manage', '卡片管理', '/tourist/control/SIM/manage'),
    ]),
    node('tourist.user', '访客信息', '/tourist/control/user'),
  ]);

export const customerMenus = () => [consoleHome(), orderedGroup(), userGroup()];
export const adminMenus = () => [consoleHome(), orderedGroup(), userGroup(), adminGroup()];
export const editorMenus = () => [
  adminGroup(),
  userGroup([
    node('user.account', '账号信息', '/control/user/account/list'),
    node('user.changePassword', '修改密码', '/control/user/account/changePassword'),
  ]),
];
/** The visitor sees only its own area; the console menus it reads through are no tree nodes. */
export const visitorMenus = () => [touristGroup()];

/** The productMenu result wrapping `groups`. */
export function productMenuResult(groups: MenuNode[], permissions: string[] = []) {
  return { productMenuList: [{ menuNodeList: [{ childMenuList: groups }] }], permissions };
}
