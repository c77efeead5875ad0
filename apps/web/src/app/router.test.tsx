import { Messages, type MenuNode } from '@pn/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_TITLE } from '@/components/errors/not-found';
import { hero } from '@/features/home/content';
import { toast } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import { clearUser, setLoginInfo, storeLoginOutcome } from '@/lib/session';
import {
  adminMenus,
  consoleHome,
  customerMenus,
  defaultHomeChildren,
  editorMenus,
  node,
  orderedGroup,
  productMenuResult,
  userGroup,
  visitorMenus,
} from '@/test/menus';
import { parseRedirectMessage } from '@/lib/page-arrival';
import { AppProvider } from './provider';
import { createRouterOptions, routes } from './router';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

const notice = {
  id: 1,
  title: '关于5G专网运营平台11月28日凌晨系统升级维护的公告（请各位客户提前做好业务安排）',
  content: '…',
  status: 1,
  place: 1,
  releaseTime: '2026-11-20 09:00:00',
  createTime: '2026-11-22 10:37:25',
};

/** What the fake server answers, by path under /unionmallmanage/. */
let menus: MenuNode[] | 'fail' = [];
const fetchMock = vi.fn<typeof fetch>();

function ok(result: unknown) {
  return new Response(JSON.stringify({ status: '0', message: '成功', result }));
}

function fakeServer(input: RequestInfo | URL): Response {
  const path = new URL(String(input), 'http://localhost').pathname.replace('/unionmallmanage/', '');
  switch (path) {
    case 'user/account/productMenu':
      return menus === 'fail'
        ? new Response(JSON.stringify({ status: '100500', message: '系统繁忙', result: null }), {
            status: 500,
          })
        : ok(productMenuResult(menus));
    case 'user/account/userCenter/getUserInfo':
      return ok({
        provinceName: '广东',
        cityName: '广州',
        securityAccount: '',
        department: '',
        name: '广州港务集团',
        tel: '13800138000',
      });
    case 'user/account/getLevelInfo':
      return ok({ level: null, beId: '200', areaCode: '020' });
    case 'icm/sim/overview':
      return ok({
        total: 2,
        byStatus: [{ status: 2, cards: 2 }],
        monthDataKb: 1024,
        poolDataKb: 0,
        topCards: [],
        dailyTrend: [],
        monthlyTrend: [],
        alarms: [],
        openAlarms: 0,
        expiringCards: 0,
        onlineRate: null,
      });
    case 'icm/sim/list':
    case 'icm/sim/business/list':
    case 'icm/sim/group/list':
      return ok({ data: [], total: 0, page: 1, pageSize: 10 });
    case 'icm/sim/tariff/list':
      return ok([]);
    case 'sm/workplace/admin':
      return ok({
        roleName: '全国管理员',
        region: '全国',
        demands: { pending: 3, following: 1, newThisMonth: 4 },
        approvals: { pending: 2, decidedThisMonth: 0 },
        content: null,
        accounts: null,
      });
    case 'user/platform/contactInfo':
      return ok({
        phone: '400-000-5855',
        hotline: '400-000-5856',
        email: 'service@example.com',
        serviceHours: '7×24小时',
        address: '',
        edition: 'national',
        icpFiling: null,
        demoNotice: null,
      });
    default:
      return ok({ data: [notice], total: 1, page: 1, pageSize: 1 });
  }
}

function productMenuCalls(): number {
  return fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/user/account/productMenu'))
    .length;
}

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], ...createRouterOptions() });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function logInWith(groups: MenuNode[]) {
  menus = groups;
  storeLoginOutcome({
    accountId: 7,
    name: '广州港务集团',
    token: 't',
    custCode: 'C1',
    beId: '200',
    username: 'gzport',
    loginAccount: 'OCB1000000001',
    realName: '李晓明',
    tel: '13800138000',
  });
}

async function landsOn(router: ReturnType<typeof renderAt>, pathname: string) {
  // Landed: at the address, with its loaders done (the first location is there at once).
  await vi.waitFor(
    () => {
      expect(router.state.location.pathname).toBe(pathname);
      expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true);
    },
    { timeout: 10_000 },
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => fakeServer(input));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.warning).mockClear();
  queryClient.clear();
  clearUser();
  menus = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router', () => {
  it('redirects / to /home and renders the portal with the latest notice', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: hero.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
    // Title cut to 30 characters plus '...', date as YYYY.MM.DD.
    expect(
      await screen.findByText(`${Array.from(notice.title).slice(0, 30).join('')}...`),
    ).toBeTruthy();
    expect(screen.getByText('2026.11.20')).toBeTruthy();
  });

  it('renders the 404 page, titled in Chinese, for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(NOT_FOUND_TITLE).toBe('页面不存在 - 5G专网运营平台');
  });

  it('follows same-origin redirect messages and ignores other origins', async () => {
    const router = renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: hero.title });
    const visited: string[] = [];
    const unsubscribe = router.subscribe((state) => visited.push(state.location.pathname));

    const post = (name: string, origin: string) =>
      act(async () => {
        window.dispatchEvent(
          new MessageEvent('message', { data: { action: 'redirect', name }, origin }),
        );
      });
    await post('notFound', 'https://evil.example.com');
    await post('forbidden', window.location.origin);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/403'));
    unsubscribe();
    expect(visited).not.toContain('/404');
  });
});

describe('route guard (spec §4)', () => {
  it('sends a visitor without a token from the console to login', async () => {
    const router = renderAt('/control?tab=2');
    await landsOn(router, '/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/control?tab=2')}`);
    expect(toast.warning).toHaveBeenCalledWith(Messages.LOGIN_REQUIRED);
    expect(productMenuCalls()).toBe(0);
  });

  it('guards menu screens, /admin and /base/unionmall pages without a token', async () => {
    for (const path of ['/control/user/account/list', '/admin', '/base/unionmall/editpwd']) {
      const router = renderAt(path);
      await landsOn(router, '/login');
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    }
  });

  it('clears the user and goes to login when the menus fail to load', async () => {
    logInWith([]);
    menus = 'fail';
    const router = renderAt('/control/home');
    await landsOn(router, '/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('reloads the menus after a visit to /login', async () => {
    logInWith(customerMenus());
    const router = renderAt('/control/home');
    await landsOn(router, '/control/home');
    expect(productMenuCalls()).toBe(1);
    await act(() => router.navigate('/login'));
    await landsOn(router, '/login');
    const before = productMenuCalls();
    await act(() => router.navigate('/control/user/account/list'));
    await landsOn(router, '/control/user/account/list');
    expect(productMenuCalls()).toBe(before + 1);
  });
});

describe('console: /control → /control/root → first permitted screen', () => {
  it('takes a customer to the overview, with real name and region', async () => {
    logInWith(customerMenus());
    const router = renderAt('/control');
    await landsOn(router, '/control/home');
    expect(await screen.findByText(/李晓明/, { selector: 'h1' })).toBeTruthy();
    expect(await screen.findByText('广东 · 广州')).toBeTruthy();
    // Header groups from the menu tree.
    const nav = screen.getByRole('navigation', { name: '控制台' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['控制台', '已订购业务', '用户中心']);
  });

  it('takes an account without home menus to its first user-centre screen', async () => {
    logInWith(editorMenus());
    const router = renderAt('/control');
    await landsOn(router, '/control/user/account/list');
    expect(await screen.findByText('基本信息')).toBeTruthy();
  });

  it('sends an account with no console screen to /403', async () => {
    logInWith(visitorMenus().slice(0, 1).concat(adminMenus().slice(3)));
    const router = renderAt('/control/root');
    await landsOn(router, '/403');
  });
});

describe('menu → route registration', () => {
  it('registers only menu entries with a known screen', async () => {
    // Permitted but no screen in this build: the area's 404.
    const path = '/control/5g-cpe/cpe-index/not-built';
    logInWith([
      consoleHome([...defaultHomeChildren(), node('cpe.unbuilt', '未建页面', path)]),
      orderedGroup(),
      userGroup(),
    ]);
    const router = renderAt(path);
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(
      router.routes.flatMap(function ids(r): string[] {
        return [r.id, ...(r.children ?? []).flatMap(ids)];
      }),
    ).not.toContain(`menu:${path}`);
  });

  it('opens a sub-page of a menu screen with its breadcrumb', async () => {
    logInWith(customerMenus());
    const router = renderAt('/control/SIM/manage/serviceInfo');
    expect(
      await screen.findByRole('heading', { level: 1, name: '业务办理查询' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/control/SIM/manage/serviceInfo');
    const crumbs = document.querySelector('.ant-breadcrumb');
    expect(crumbs?.textContent).toBe('工作台/物联网卡/卡片管理/业务办理查询');
    expect(crumbs?.querySelector('a[href="/control/SIM/manage"]')).toBeTruthy();
  });

  it('does not open a sub-page without its parent menu', async () => {
    logInWith(editorMenus());
    const router = renderAt('/control/SIM/manage/serviceInfo');
    expect(await screen.findByText('页面不存在', undefined, { timeout: 4000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/control/SIM/manage/serviceInfo');
  });

  it('does not register screens the account lacks', async () => {
    logInWith(editorMenus());
    renderAt('/control/home');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
  });

  it('sends the older message address on to the console’s message page', async () => {
    logInWith(customerMenus());
    const router = renderAt('/user/notice/detail?id=42');
    await landsOn(router, '/control/user/notice/detail/42');
    const list = renderAt('/user/notice/detail');
    await landsOn(list, '/control/user/notice/list');
  });

  it('leads a menu folder to its first screen and shows the breadcrumb', async () => {
    logInWith(customerMenus());
    const router = renderAt('/control/user');
    await landsOn(router, '/control/user/account/list');
    const crumbs = await waitFor(() => {
      const nav = document.querySelector('.ant-breadcrumb');
      expect(nav).toBeTruthy();
      return nav;
    });
    expect(crumbs?.textContent).toContain('工作台');
    expect(crumbs?.textContent).toContain('用户中心');
    expect(crumbs?.textContent).toContain('账号信息');
  });

  it('opens the back office for admins and /403 for customers', async () => {
    logInWith(adminMenus());
    renderAt('/admin');
    expect(await screen.findByText(/欢迎回来/)).toBeTruthy();
    expect(await screen.findByText('全国管理员 · 管辖范围：全国')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '待审批导出申请 2' })).toBeTruthy();
    queryClient.clear();
    clearUser();

    logInWith(customerMenus());
    const router = renderAt('/admin');
    await landsOn(router, '/403');
  });

  it('opens the visitor console for a visitor session', async () => {
    logInWith(visitorMenus());
    setLoginInfo(
      {
        name: '访客',
        token: 'v',
        custCode: '',
        beId: '',
        username: 'visitor',
        loginAccount: 'visitor',
      },
      { visitor: true },
    );
    const router = renderAt('/tourist/control');
    expect(await screen.findByText(/您正在以访客身份浏览控制台/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tourist/control');
    // The demo enterprise's figures, linked to the mirrored overview.
    expect(await screen.findAllByText('2 张')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: '查看卡片概览' }).getAttribute('href')).toBe(
      '/tourist/control/SIM/overview',
    );
  });

  it('mirrors the card table in the visitor console with every write disabled', async () => {
    logInWith(visitorMenus());
    const router = renderAt('/tourist/control/SIM/manage');
    const suspend = await screen.findByRole('button', { name: /停\s*机/ }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/tourist/control/SIM/manage');
    expect(suspend.hasAttribute('disabled')).toBe(true);
    expect(suspend.closest('[data-read-only]')).toBeTruthy();
    // 导出 and its format menu.
    const exports = screen.getAllByRole('button', { name: /导\s*出/ });
    expect(exports).toHaveLength(2);
    for (const button of exports) expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: /业务办理查询/ }).hasAttribute('disabled')).toBe(
      false,
    );
  }, 15_000);
});

describe('redirect messages', () => {
  it('maps names with :params to path parameters and others to the query string', () => {
    expect(
      parseRedirectMessage({
        action: 'redirect',
        name: 'productIntroduce',
        params: { type: 'B2' },
      }),
    ).toBe('/product/introduce/B2');
    expect(parseRedirectMessage({ action: 'redirect', name: 'news', params: { page: 2 } })).toBe(
      '/news?page=2',
    );
    expect(parseRedirectMessage(JSON.stringify({ action: 'redirect', name: 'home' }))).toBe(
      '/home',
    );
  });

  it('rejects unknown names, other actions and missing path parameters', () => {
    expect(parseRedirectMessage({ action: 'redirect', name: 'nope' })).toBeNull();
    expect(parseRedirectMessage({ action: 'open', name: 'home' })).toBeNull();
    expect(parseRedirectMessage({ action: 'redirect', name: 'productIntroduce' })).toBeNull();
    expect(parseRedirectMessage('not json')).toBeNull();
  });
});
