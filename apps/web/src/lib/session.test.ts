import type { LoginResult } from '@pn/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeLogin,
  LOGIN_FAILURE_RECORDS_MAX,
  recordConsoleEntry,
  recordLoginFailure,
} from './login-records';
import { queryClient } from './query-client';
import { clearUser, displayNameOf, StorageKey, useSession } from './session';
import { startKeepalive } from './keepalive';

const fetchMock = vi.fn<typeof fetch>();

const result: LoginResult = {
  accountId: 42,
  token: 'tok-42',
  name: '广州港务集团',
  username: 'gzport',
  loginAccount: 'OCB1000000001',
  custCode: 'C1000000001',
  beId: '200',
  platId: 'P01',
  realName: '李晓明',
  tel: '13800138000',
  visitor: false,
};

function stored(): Record<string, string> {
  return Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)!]));
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ status: '0', message: '成功', result: null })),
  );
  vi.stubGlobal('fetch', fetchMock);
  clearUser();
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('storage after login (spec §3)', () => {
  it('keeps the login info fields, ctInfo, accountId, userInfo, platId, visitor flag and login duration', () => {
    completeLogin(result, { durationMs: 812.4 });
    const s = stored();
    expect({
      name: s.name,
      token: s.token,
      custCode: s.custCode,
      beId: s.beId,
      username: s.username,
      loginAccount: s.loginAccount,
    }).toEqual({
      name: '广州港务集团',
      token: 'tok-42',
      custCode: 'C1000000001',
      beId: '200',
      username: 'gzport',
      loginAccount: 'OCB1000000001',
    });
    expect(JSON.parse(s.ctInfo!)).toEqual({
      name: '广州港务集团',
      tel: '13800138000',
      username: 'gzport',
      userId: '42',
      token: 'tok-42',
      platId: 'P01',
    });
    expect(s.accountId).toBe('42');
    expect(JSON.parse(s.userInfo!)).toEqual({ loginAccount: 'OCB1000000001', realName: '李晓明' });
    expect(s.platId).toBe('P01');
    expect(s[StorageKey.VISITOR]).toBe('false');
    expect(s[StorageKey.LOGIN_TIME]).toBe('812');
  });

  it('updates the session store: token, real name for the header, visitor flag', () => {
    completeLogin(result, { visitor: true });
    const state = useSession.getState();
    expect(state.loginInfo?.token).toBe('tok-42');
    expect(state.isVisitor).toBe(true);
    expect(state.profile).toEqual({
      accountId: '42',
      realName: '李晓明',
      tel: '13800138000',
      platId: 'P01',
    });
    expect(displayNameOf(state)).toBe('李晓明');
    expect(localStorage.getItem(StorageKey.VISITOR)).toBe('true');
  });

  it('uploads the queued error logs right after login', async () => {
    localStorage.setItem(
      StorageKey.ERROR_LOGS,
      JSON.stringify([{ transId: 't1', message: '请求出错：500', status: '500' }]),
    );
    completeLogin(result);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain(
        '/unionmallmanage/sm/sysOperStandardLog/error/add',
      ),
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('UserToken')).toBe('tok-42');
  });

  it('keeps failed-login time and message lists, newest last and bounded', () => {
    recordLoginFailure('账号或密码错误，还可尝试4次', new Date(2026, 10, 22, 9, 30, 5));
    recordLoginFailure('账号或密码错误，还可尝试3次', new Date(2026, 10, 22, 9, 31, 0));
    expect(JSON.parse(localStorage.getItem(StorageKey.LOGIN_TIME_FAIL)!)).toEqual([
      '2026-11-22 09:30:05',
      '2026-11-22 09:31:00',
    ]);
    expect(JSON.parse(localStorage.getItem(StorageKey.LOGIN_FAIL_ERROR)!)).toEqual([
      '账号或密码错误，还可尝试4次',
      '账号或密码错误，还可尝试3次',
    ]);
    for (let i = 0; i < LOGIN_FAILURE_RECORDS_MAX + 5; i++) recordLoginFailure(`m${i}`);
    const messages = JSON.parse(localStorage.getItem(StorageKey.LOGIN_FAIL_ERROR)!) as string[];
    expect(messages).toHaveLength(LOGIN_FAILURE_RECORDS_MAX);
    expect(messages.at(-1)).toBe(`m${LOGIN_FAILURE_RECORDS_MAX + 4}`);
  });
});

describe('storage after clearUser (spec §4)', () => {
  it('wipes everything but the timing records and the error-log queue', () => {
    completeLogin(result, { durationMs: 300 });
    recordLoginFailure('账号或密码错误');
    recordConsoleEntry('/control/home', 1_700_000_000_000);
    localStorage.setItem(StorageKey.IS_5G_CPE, 'true');
    localStorage.setItem(StorageKey.SERVICE_PROVIDER, JSON.stringify({ mallToken: 'm' }));
    localStorage.setItem(StorageKey.PORTAL_TIME_DELAY, '[]');
    localStorage.setItem(StorageKey.API_CALL_DELAY, '[]');
    localStorage.setItem(StorageKey.ERROR_LOGS, '[]');

    clearUser();

    expect(Object.keys(stored()).sort()).toEqual(
      [
        StorageKey.API_CALL_DELAY,
        StorageKey.ERROR_LOGS,
        StorageKey.LOGIN_FAIL_ERROR,
        StorageKey.LOGIN_TIME,
        StorageKey.LOGIN_TIME_FAIL,
        StorageKey.PERFORMANCE,
        StorageKey.PORTAL_TIME_DELAY,
      ].sort(),
    );
    expect(JSON.parse(localStorage.getItem(StorageKey.PERFORMANCE)!)).toEqual({
      startTime: 1_700_000_000_000,
      path: '/control/home',
    });
    expect(useSession.getState()).toEqual({ loginInfo: null, isVisitor: false, profile: null });
  });

  it('stops the periodic keep-alive', () => {
    vi.useFakeTimers();
    const stop = startKeepalive(1000);
    completeLogin(result);
    fetchMock.mockClear();
    vi.advanceTimersByTime(2500);
    const keepalives = () =>
      fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/user/account/keepalive')).length;
    expect(keepalives()).toBe(2);
    clearUser();
    vi.advanceTimersByTime(5000);
    expect(keepalives()).toBe(2);
    stop();
  });
});
