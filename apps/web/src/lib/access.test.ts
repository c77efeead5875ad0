import { Messages } from '@pn/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideWebEnv } from '@/config/env';
import { customerMenus, editorMenus, productMenuResult } from '@/test/menus';
import { createGuard, decideGuard, loginLoader, requiresLogin } from './access';
import { browser } from './browser';
import { toast } from './message';
import { loadedMenus } from './permissions';
import { queryClient } from './query-client';
import { clearUser, setLoginInfo, StorageKey } from './session';

vi.mock('./message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

function respondMenus(groups = customerMenus()) {
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ status: '0', message: '成功', result: productMenuResult(groups) }),
      ),
  );
}

function args(url: string): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${url}`),
    params: {},
    context: undefined,
  } as never;
}

/** Runs a loader and returns the redirect location it threw, or null when it let the navigation pass. */
async function outcome(run: Promise<unknown>): Promise<string | null> {
  try {
    await run;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

function logIn() {
  setLoginInfo({
    name: '客户',
    token: 'tok',
    custCode: 'C',
    beId: '200',
    username: 'u',
    loginAccount: 'OCB1',
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.warning).mockClear();
  clearUser();
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requiresLogin (spec §4)', () => {
  it('needs login with no matched route, a hasLogin route, or a /control or /base/unionmall path', () => {
    expect(requiresLogin('/whatever', undefined)).toBe(true);
    expect(requiresLogin('/news', { hasLogin: true })).toBe(true);
    expect(requiresLogin('/admin/x', { area: 'admin' })).toBe(true);
    expect(requiresLogin('/legacy/control/page', {})).toBe(true);
    expect(requiresLogin('/base/unionmall/anything', {})).toBe(true);
    expect(requiresLogin('/no/such/page', {})).toBe(false);
    expect(requiresLogin('/home', {})).toBe(false);
  });

  it('decides: login without token, menus with token in an area, pass otherwise', () => {
    expect(
      decideGuard({
        pathname: '/control/home',
        search: '?a=1',
        token: '',
        route: { area: 'console' },
      }),
    ).toEqual({
      action: 'login',
      redirect: '/control/home?a=1',
    });
    expect(
      decideGuard({
        pathname: '/control/home',
        search: '',
        token: 't',
        route: { area: 'console' },
      }),
    ).toEqual({
      action: 'menus',
      area: 'console',
    });
    expect(
      decideGuard({
        pathname: '/base/unionmall/editpwd',
        search: '',
        token: 't',
        route: { hasLogin: true },
      }),
    ).toEqual({
      action: 'pass',
    });
    expect(decideGuard({ pathname: '/nope', search: '', token: '', route: {} })).toEqual({
      action: 'pass',
    });
  });
});

describe('guard loader', () => {
  it('without a token: warns 请先进行登录！, clears storage keeping timing records, goes to /login?redirect=', async () => {
    localStorage.setItem('stale', 'x');
    localStorage.setItem(StorageKey.LOGIN_TIME, '500');
    const location = await outcome(
      createGuard({ area: 'console' })(args('/control/user/account/list?tab=2')),
    );
    expect(location).toBe(
      `/login?redirect=${encodeURIComponent('/control/user/account/list?tab=2')}`,
    );
    expect(toast.warning).toHaveBeenCalledWith(Messages.LOGIN_REQUIRED);
    expect(localStorage.getItem('stale')).toBeNull();
    expect(localStorage.getItem(StorageKey.LOGIN_TIME)).toBe('500');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with a token: loads the menus once, then lets the navigation through', async () => {
    logIn();
    respondMenus();
    const guard = createGuard({ area: 'console' });
    expect(await outcome(guard(args('/control/home')))).toBeNull();
    expect(await outcome(guard(args('/control/user/account/list')))).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/unionmallmanage/user/account/productMenu');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('UserToken')).toBe('tok');
    expect(loadedMenus()?.groups.map((g) => g.id)).toEqual(['home', 'ordered', 'user']);
    expect(localStorage.getItem(StorageKey.IS_5G_CPE)).toBe('true');
  });

  it('records the start time of a console path', async () => {
    logIn();
    respondMenus();
    await createGuard({ area: 'console' })(args('/control/home'));
    expect(JSON.parse(localStorage.getItem(StorageKey.PERFORMANCE)!)).toEqual({
      startTime: expect.any(Number),
      path: '/control/home',
    });
  });

  it('sends an account without menus of the area to /403', async () => {
    logIn();
    respondMenus(editorMenus());
    expect(await outcome(createGuard({ area: 'tourist' })(args('/tourist/control')))).toBe('/403');
    expect(await outcome(createGuard({ area: 'admin' })(args('/admin')))).toBeNull();
  });

  it('clears the user and goes to login when the menus fail to load', async () => {
    logIn();
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ status: '100500', message: '系统繁忙，请稍后再试', result: null }),
        {
          status: 500,
        },
      ),
    );
    const location = await outcome(createGuard({ area: 'console' })(args('/control/home')));
    expect(location).toBe(`/login?redirect=${encodeURIComponent('/control/home')}`);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets anonymous visitors reach pages that need no login', async () => {
    expect(await outcome(createGuard({})(args('/no/such/page')))).toBeNull();
    expect(await outcome(createGuard({})(args('/base/unionmall/x')))).toBe(
      `/login?redirect=${encodeURIComponent('/base/unionmall/x')}`,
    );
  });
});

describe('login loader', () => {
  it('marks the permission routes for reload', async () => {
    logIn();
    respondMenus();
    await createGuard({ area: 'console' })(args('/control/home'));
    expect(loadedMenus()).toBeDefined();
    loginLoader();
    expect(loadedMenus()).toBeUndefined();
    await createGuard({ area: 'console' })(args('/control/home'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('opens the external login page when one is configured', () => {
    const restore = overrideWebEnv({ externalLoginUrl: 'https://4a.example.com/login' });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    try {
      loginLoader();
      expect(assign).toHaveBeenCalledWith('https://4a.example.com/login');
    } finally {
      restore();
      assign.mockRestore();
    }
  });
});
