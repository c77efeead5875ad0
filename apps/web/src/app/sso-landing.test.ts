import { Messages } from '@pn/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { toast } from '@/lib/message';
import { StorageKey, useSession } from '@/lib/session';
import { isSsoLanding, runSsoLanding, withoutSsoParams } from './sso-landing';

vi.mock('@/lib/message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

function at(url: string): Location {
  const u = new URL(url, 'http://localhost');
  return { pathname: u.pathname, search: u.search, hash: u.hash } as Location;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SSO landing (spec §4)', () => {
  it('recognises a landing by its token query', () => {
    expect(isSsoLanding('?token=abc&platId=P1')).toBe(true);
    expect(isSsoLanding('?redirect=%2Fcontrol')).toBe(false);
  });

  it('drops only the SSO parameters', () => {
    expect(
      withoutSsoParams(
        '/control/home',
        '?token=t&loginAccount=a&platId=p&timestamp=1&sign=s&tab=2',
        '#x',
      ),
    ).toBe('/control/home?tab=2#x');
    expect(withoutSsoParams('/home', '?token=t')).toBe('/home');
  });

  it('posts every query parameter, stores the user and reloads without the SSO parameters', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          status: '0',
          message: '成功',
          result: { username: 'admin', name: '张国栋', token: 'sso-tok', platId: 'P01' },
        }),
      ),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const outcome = await runSsoLanding(
      at('/control/home?token=t1&loginAccount=admin&platId=P01&timestamp=123&tab=2'),
    );
    expect(outcome).toBe('reloading');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/unionmallmanage/user/account/third/control/sso');
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 't1',
      loginAccount: 'admin',
      platId: 'P01',
      timestamp: '123',
      tab: '2',
    });
    expect(localStorage.getItem('token')).toBe('sso-tok');
    expect(localStorage.getItem(StorageKey.PLAT_ID)).toBe('P01');
    expect(JSON.parse(localStorage.getItem(StorageKey.CT_INFO)!)).toMatchObject({
      name: '张国栋',
      username: 'admin',
      token: 'sso-tok',
      platId: 'P01',
    });
    expect(useSession.getState().loginInfo?.token).toBe('sso-tok');
    expect(assign).toHaveBeenCalledWith('/control/home?tab=2');
  });

  it('on failure clears storage, shows the message and cleans the address', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem(StorageKey.LOGIN_TIME, '300');
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ status: '100403', message: Messages.SSO_INVALID, result: null }),
        {
          status: 403,
        },
      ),
    );
    const replace = vi.spyOn(window.history, 'replaceState');
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    expect(await runSsoLanding(at('/home?token=bad&from=x'))).toBe('failed');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(StorageKey.LOGIN_TIME)).toBe('300');
    expect(toast.error).toHaveBeenCalledWith(Messages.SSO_INVALID);
    expect(replace.mock.calls[0]?.[2]).toBe('/home?from=x');
    expect(assign).not.toHaveBeenCalled();
  });
});
