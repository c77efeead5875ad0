import { describe, expect, it } from 'vitest';
import {
  adminMenus,
  consoleHome,
  customerMenus,
  editorMenus,
  node,
  productMenuResult,
  userGroup,
  visitorMenus,
} from '@/test/menus';
import {
  activeGroupOf,
  areaOfPath,
  firstPermittedPath,
  groupsOfArea,
  hasCpePanel,
  menuGroupsOf,
  menuLinkOf,
  pathInArea,
  planMenuRoutes,
  sideMenuOf,
} from './menu-tree';

// The screens of this build (as app/routes/screens.ts lists them).
const KNOWN = new Set([
  '/control/home',
  '/control/user/account/list',
  '/control/user/account/changePassword',
  '/control/user/account/changeMobile',
  '/tourist/control',
  '/tourist/control/SIM/overview',
  '/tourist/control/SIM/manage',
  '/tourist/control/user',
  '/admin',
]);
const known = (url: string) => KNOWN.has(url);

describe('menu → route registration', () => {
  it('registers only entries with a known screen, plus folders leading to one', () => {
    const routes = planMenuRoutes(adminMenus(), known);
    expect(routes.map((r) => [r.portalUrl, r.kind, r.area, r.index])).toEqual([
      ['/control/home', 'screen', 'console', false],
      ['/control/user', 'redirect', 'console', false],
      ['/control/user/account/list', 'screen', 'console', false],
      ['/control/user/account/changeMobile', 'screen', 'console', false],
      ['/control/user/account/changePassword', 'screen', 'console', false],
      ['/admin', 'screen', 'admin', true],
    ]);
    const urls = routes.map((r) => r.portalUrl);
    // Permitted but without a screen in this build: no route.
    for (const url of [
      '/control/SIM',
      '/control/SIM/manage',
      '/control/ordered',
      '/admin/content',
    ]) {
      expect(urls).not.toContain(url);
    }
  });

  it('registers nothing the account does not hold', () => {
    const urls = planMenuRoutes(editorMenus(), known).map((r) => r.portalUrl);
    expect(urls).toEqual([
      '/control/user',
      '/control/user/account/list',
      '/control/user/account/changePassword',
      '/admin',
    ]);
    expect(urls).not.toContain('/control/home');
    expect(urls).not.toContain('/control/user/account/changeMobile');
  });

  it('skips new-tab and external entries and keeps each portalUrl once', () => {
    const groups = [
      consoleHome([
        node('home.overview', '首页概览', '/control/home'),
        node('dup', '首页概览（重复）', '/control/home'),
        node('ext', '外部系统', 'https://partner.example.com/?token=', [], { navigateMethod: 2 }),
        node('tab', '新窗口', '/control/home', [], { navigateMethod: 2 }),
      ]),
    ];
    expect(planMenuRoutes(groups, known).map((r) => r.portalUrl)).toEqual(['/control/home']);
  });

  it('gives breadcrumbs of menu ancestors, leaving out the area root', () => {
    const account = planMenuRoutes(customerMenus(), known).find(
      (r) => r.portalUrl === '/control/user/account/list',
    );
    expect(account?.crumbs).toEqual([
      { title: '用户中心', path: '/control/user' },
      { title: '账号信息' },
    ]);
    const home = planMenuRoutes(customerMenus(), known).find(
      (r) => r.portalUrl === '/control/home',
    );
    expect(home?.crumbs).toEqual([{ title: '首页概览' }]);
  });

  it('registers the visitor console root as its index screen, then its mirrored screens', () => {
    const routes = planMenuRoutes(visitorMenus(), known);
    expect(routes.every((r) => r.area === 'tourist')).toBe(true);
    expect(routes).toEqual([
      expect.objectContaining({ portalUrl: '/tourist/control', index: true, kind: 'screen' }),
      expect.objectContaining({ portalUrl: '/tourist/control/SIM', kind: 'redirect' }),
      expect.objectContaining({
        portalUrl: '/tourist/control/SIM/overview',
        kind: 'screen',
        crumbs: [{ title: '物联网卡', path: '/tourist/control/SIM' }, { title: '卡片概览' }],
      }),
      expect.objectContaining({ portalUrl: '/tourist/control/SIM/manage', kind: 'screen' }),
      expect.objectContaining({ portalUrl: '/tourist/control/user', index: false }),
    ]);
  });
});

describe('/control/root: first permitted menu', () => {
  it('is the first known screen in group order (home, ordered, user)', () => {
    expect(firstPermittedPath(customerMenus(), 'console', known)).toBe('/control/home');
    // The user group comes after home even when the server sends it first.
    expect(firstPermittedPath([...customerMenus()].reverse(), 'console', known)).toBe(
      '/control/home',
    );
  });

  it('falls through groups without a known screen', () => {
    expect(firstPermittedPath(editorMenus(), 'console', known)).toBe('/control/user/account/list');
    const noOverview = [consoleHome([node('sim', '物联网卡', '/control/SIM')]), userGroup()];
    expect(firstPermittedPath(noOverview, 'console', known)).toBe('/control/user/account/list');
  });

  it('follows menu order (orderId), not the order sent', () => {
    const group = userGroup([
      node('b', '修改密码', '/control/user/account/changePassword', [], { orderId: 2 }),
      node('a', '修改手机号', '/control/user/account/changeMobile', [], { orderId: 1 }),
    ]);
    expect(firstPermittedPath([group], 'console', known)).toBe(
      '/control/user/account/changeMobile',
    );
  });

  it('is null (→ /403) without any console screen', () => {
    expect(firstPermittedPath([], 'console', known)).toBeNull();
    expect(
      firstPermittedPath(
        [consoleHome([node('sim', '物联网卡', '/control/SIM')])],
        'console',
        known,
      ),
    ).toBeNull();
    expect(firstPermittedPath(visitorMenus().slice(0, 1), 'console', known)).toBeNull();
  });
});

describe('new-tab entries: token marker', () => {
  it('never puts the session token in the address: the marker is left empty and the entry asks for a ticket', () => {
    expect(
      menuLinkOf({ id: 'bi', portalUrl: 'https://iot.example.com/sso?token={token}&from=pn' }),
    ).toEqual({
      href: 'https://iot.example.com/sso?token=&from=pn',
      ticketMenuId: 'bi',
    });
    expect(menuLinkOf({ id: 'x', portalUrl: 'https://x.example.com/?a=1&token=&b=2' })).toEqual({
      href: 'https://x.example.com/?a=1&token=&b=2',
      ticketMenuId: 'x',
    });
  });

  it('leaves addresses without a marker or with a filled token alone', () => {
    expect(menuLinkOf({ id: 'p', portalUrl: 'https://x.example.com/page' })).toEqual({
      href: 'https://x.example.com/page',
    });
    expect(menuLinkOf({ id: 'p', portalUrl: 'https://x.example.com/?token=abc' })).toEqual({
      href: 'https://x.example.com/?token=abc',
    });
    expect(menuLinkOf({ id: 'p', portalUrl: 'https://x.example.com/?mytoken=' })).toEqual({
      href: 'https://x.example.com/?mytoken=',
    });
  });

  it('new-tab side-menu entries with a marker ask for their address on click', () => {
    const group = consoleHome([
      node('report', '报表中心', 'https://bi.example.com/?token=', [], { navigateMethod: 2 }),
    ]);
    expect(sideMenuOf(group, known, '工作台')).toEqual([
      expect.objectContaining({
        label: '报表中心',
        href: 'https://bi.example.com/?token=',
        ticketMenuId: 'report',
      }),
    ]);
  });
});

describe('groups, areas and flags', () => {
  it('reads the groups from productMenuList[0].menuNodeList[0].childMenuList', () => {
    expect(menuGroupsOf(productMenuResult(customerMenus())).map((g) => g.id)).toEqual([
      'home',
      'ordered',
      'user',
    ]);
    expect(menuGroupsOf({})).toEqual([]);
  });

  it('splits groups by area, console groups in spec order', () => {
    const groups = [...adminMenus()].reverse();
    expect(groupsOfArea(groups, 'console').map((g) => g.id)).toEqual(['home', 'ordered', 'user']);
    expect(groupsOfArea(groups, 'admin').map((g) => g.id)).toEqual(['admin']);
    expect(groupsOfArea(editorMenus(), 'console').map((g) => g.id)).toEqual(['user']);
  });

  it('maps paths to areas', () => {
    expect(areaOfPath('/control/user/account/list')).toBe('console');
    expect(areaOfPath('/tourist/control/user')).toBe('tourist');
    expect(areaOfPath('/admin')).toBe('admin');
    expect(areaOfPath('/administrator')).toBeNull();
    expect(areaOfPath('/home')).toBeNull();
  });

  it('sets is5GCPE from the panel-customer menu', () => {
    expect(hasCpePanel(customerMenus())).toBe(true);
    expect(hasCpePanel(editorMenus())).toBe(false);
  });

  it('finds the active group by the longest matching portalUrl', () => {
    const groups = groupsOfArea(customerMenus(), 'console');
    expect(activeGroupOf('/control/user/account/list', groups)?.id).toBe('user');
    expect(activeGroupOf('/control/ordered/business/overview', groups)?.id).toBe('ordered');
    expect(activeGroupOf('/control/home', groups)?.id).toBe('home');
  });

  it('marks side-menu entries without a screen as disabled', () => {
    const entries = sideMenuOf(consoleHome(), known, '工作台');
    expect(entries.map((e) => [e.label, e.to ?? null, Boolean(e.disabled)])).toEqual([
      ['首页概览', '/control/home', false],
      ['物联网卡', null, true],
      ['5G快线', null, true],
    ]);
    const admin = sideMenuOf(adminMenus()[3]!, known, '工作台');
    expect(admin[0]).toEqual(expect.objectContaining({ label: '工作台', to: '/admin' }));
  });
});

describe('console paths in the visitor console', () => {
  it('moves console paths under /tourist in the tourist area, with their query', () => {
    expect(pathInArea('/control/SIM/manage', 'tourist')).toBe('/tourist/control/SIM/manage');
    expect(pathInArea('/control/SIM/manage?tariffId=3', 'tourist')).toBe(
      '/tourist/control/SIM/manage?tariffId=3',
    );
    expect(pathInArea('/control', 'tourist')).toBe('/tourist/control');
  });

  it('leaves other paths and other areas alone', () => {
    expect(pathInArea('/controls', 'tourist')).toBe('/controls');
    expect(pathInArea('/registCustomer', 'tourist')).toBe('/registCustomer');
    expect(pathInArea('/tourist/control/user', 'tourist')).toBe('/tourist/control/user');
    expect(pathInArea('/control/SIM/manage', 'console')).toBe('/control/SIM/manage');
    expect(pathInArea('/control/SIM/manage', 'admin')).toBe('/control/SIM/manage');
  });
});
