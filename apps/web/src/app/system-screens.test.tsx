import { ACCOUNT_MANAGE_PERMISSION, type AccountItem, type MenuNode } from '@pn/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/message';
import { queryClient } from '@/lib/query-client';
import { clearUser, storeLoginOutcome } from '@/lib/session';
import { adminGroup, node, productMenuResult } from '@/test/menus';
import { AppProvider } from './provider';
import { createRouterOptions, routes } from './router';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(() => () => undefined),
}));

/** The back office with its 系统管理 folder, as the server sends it to administrators. */
function systemMenus(): MenuNode[] {
  const admin = adminGroup();
  admin.childMenuList = [
    ...(admin.childMenuList ?? []),
    node('admin.system', '系统管理', '/admin/system', [
      node('admin.system.operLog', '操作日志', '/admin/system/oper-log'),
      node('admin.system.loginLog', '登录记录', '/admin/system/login-log'),
      node('admin.system.account', '账号管理', '/admin/system/account'),
    ]),
  ];
  return [admin];
}

const account: AccountItem = {
  id: 42,
  loginAccount: 'OCB1000000001',
  name: '鹏城智能',
  realName: '李晓明',
  kind: 'customer',
  tel: '138****6781',
  email: '',
  status: 1,
  locked: false,
  customerId: 1,
  custCode: 'C1',
  custName: '深圳市鹏城智能制造有限公司',
  parentAccountId: null,
  adminLevel: null,
  beId: '200',
  provinceName: '广东',
  areaCode: '755',
  cityName: '深圳',
  department: '',
  lastLoginTime: '',
  createTime: '2026-11-01 09:00:00',
};

let permissions: string[] = [];
const fetchMock = vi.fn<typeof fetch>();

const ok = (result: unknown) =>
  new Response(JSON.stringify({ status: '0', message: '成功', result }));
const page = (data: unknown[]) => ok({ data, total: data.length, page: 1, pageSize: 10 });

function fakeServer(input: RequestInfo | URL): Response {
  const path = new URL(String(input), 'http://localhost').pathname.replace('/unionmallmanage/', '');
  switch (path) {
    case 'user/account/productMenu':
      return ok(productMenuResult(systemMenus(), permissions));
    case 'user/account/getLevelInfo':
      return ok({ level: 1, beId: '200', areaCode: '' });
    case 'sm/loginAttempt/list':
      return page([
        {
          id: 9,
          loginAccount: 'gd_admin',
          accountId: 3,
          method: 'password',
          success: true,
          reason: '',
          ip: '127.0.0.1',
          createTime: '2026-11-24 21:28:10',
        },
        {
          id: 8,
          loginAccount: 'ghost_user',
          accountId: null,
          method: 'sms',
          success: false,
          reason: 'unknown_tel',
          ip: '127.0.0.1',
          createTime: '2026-11-24 21:27:00',
        },
      ]);
    case 'user/account/list':
      return page([account]);
    case `user/account/${account.id}/changeState`:
      return ok(null);
    default:
      return page([]);
  }
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

function logInAsProvinceAdmin() {
  storeLoginOutcome({
    accountId: 3,
    name: '广东省管理员',
    token: 'admin-token',
    custCode: '',
    beId: '200',
    username: 'gd_admin',
    loginAccount: 'gd_admin',
    realName: '陈广',
    tel: '',
  });
}

/** Rendering the router, antd and a lazy screen under jsdom takes a while on a busy machine. */
const SLOW = { timeout: 8000 };

/** The antd table labelled `name` (role queries over the whole page are slow in jsdom). */
async function tableNamed(name: string): Promise<HTMLElement> {
  let table: HTMLElement | null = null;
  await vi.waitFor(() => {
    table = document.querySelector<HTMLElement>(`table[aria-label="${name}"]`);
    expect(table).not.toBeNull();
  }, SLOW);
  return table!;
}

const calls = (suffix: string) =>
  fetchMock.mock.calls.filter(([u]) =>
    new URL(String(u), 'http://localhost').pathname.endsWith(suffix),
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => fakeServer(input));
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.warning).mockClear();
  vi.mocked(toast.success).mockClear();
  queryClient.clear();
  clearUser();
  permissions = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('系统管理 screens', { timeout: 20_000 }, () => {
  it('keeps a signed-in administrator on 登录记录: a path that mentions login is no login page', async () => {
    logInAsProvinceAdmin();
    const router = renderAt('/admin/system/login-log?success=true');
    expect(await screen.findByText('登录记录', { selector: 'h1' }, SLOW)).toBeTruthy();
    const table = await tableNamed('登录记录列表');
    expect(await within(table).findByText('gd_admin', undefined, SLOW)).toBeTruthy();
    expect(within(table).getByText('账号密码')).toBeTruthy();
    expect(within(table).getByText('手机号未注册')).toBeTruthy();
    expect(within(table).getByText('（账号不存在）')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/system/login-log');
    expect(toast.warning).not.toHaveBeenCalled();
    // The filter in the address reached the server.
    expect(String(calls('/sm/loginAttempt/list')[0]?.[0])).toContain('success=true');
  });

  it('sends a visitor without a session to login and remembers 登录记录', async () => {
    const router = renderAt('/admin/system/login-log');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), SLOW);
    expect(router.state.location.search).toBe('?redirect=%2Fadmin%2Fsystem%2Flogin-log');
  });

  it('shows account actions only to holders of account management', async () => {
    logInAsProvinceAdmin();
    renderAt('/admin/system/account');
    const table = await tableNamed('账号列表');
    expect(await within(table).findByText('OCB1000000001', undefined, SLOW)).toBeTruthy();
    expect(table.querySelectorAll('button')).toHaveLength(0);
    expect(within(table).queryByText('操作')).toBeNull();
  });

  it('disables an account only after the confirm dialog', async () => {
    permissions = [ACCOUNT_MANAGE_PERMISSION];
    logInAsProvinceAdmin();
    renderAt('/admin/system/account');
    const table = await tableNamed('账号列表');
    const disable = await within(table).findByText(/^停\s?用$/, { selector: 'button span' }, SLOW);
    expect(within(table).getByText('重置密码', { selector: 'button span' })).toBeTruthy();

    await act(async () => fireEvent.click(disable));
    const title = await screen.findByText(
      '确定停用账号“OCB1000000001”吗？',
      { selector: '.ant-modal-confirm-title' },
      SLOW,
    );
    const dialog = title.closest<HTMLElement>('.ant-modal')!;
    expect(calls('/changeState')).toHaveLength(0);

    await act(async () =>
      fireEvent.click(within(dialog).getByText(/^确\s?定$/, { selector: 'button span' })),
    );
    await vi.waitFor(() => expect(calls('/changeState')).toHaveLength(1), SLOW);
    const [, init] = calls('/changeState')[0]!;
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 0 });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('账号已停用'), SLOW);
  });
});
