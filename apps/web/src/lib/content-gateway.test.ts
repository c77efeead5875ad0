import { ContentOperCode, Status } from '@pn/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentGateway, forgetSecurityToken, getSecurityToken } from './content-gateway';
import { clearUser, setLoginInfo } from './session';

vi.mock('./message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

function json(status: string, result: unknown = null, message = '') {
  return new Response(JSON.stringify({ status, message, result }), {
    status: status === '0' ? 200 : 403,
    headers: { 'content-type': 'application/json' },
  });
}

const tokenAnswer = (token: string, expiresIn = 900) =>
  json('0', { securityToken: token, expiresIn, expireTime: '2026-01-01 00:15:00' });

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes(path));
}

function headersOf(index: number) {
  return new Headers(fetchMock.mock.calls[index]?.[1]?.headers);
}

function logIn(token: string) {
  setLoginInfo({
    name: '内容编辑',
    token,
    custCode: '',
    beId: '',
    username: 'editor',
    loginAccount: 'editor',
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  forgetSecurityToken();
  logIn('session-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearUser();
});

describe('content gateway', () => {
  it('sends the operation code and the session’s token with a write', async () => {
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-1'));
    fetchMock.mockResolvedValueOnce(json('0', { pkId: 7 }));

    const saved = await contentGateway.post<{ pkId: number }>(
      'sm/success/case',
      { name: '港口案例' },
      ContentOperCode.CASE_ADD,
    );

    expect(saved).toEqual({ pkId: 7 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/sm/content/securityToken');
    const write = headersOf(1);
    expect(write.get('operCode')).toBe('CASE_ADD');
    expect(write.get('securityToken')).toBe('sec-1');
    expect(write.get('UserToken')).toBe('session-1');
  });

  it('reuses the token until shortly before it expires, then fetches a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-1', 900));
    await getSecurityToken();
    expect(await getSecurityToken()).toBe('sec-1');
    expect(callsTo('securityToken')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 14.5 * 60_000);
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-2', 900));
    expect(await getSecurityToken()).toBe('sec-2');
    expect(callsTo('securityToken')).toHaveLength(2);
  });

  it('asks once for a token however many writes start together', async () => {
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-1'));
    const [a, b] = await Promise.all([getSecurityToken(), getSecurityToken()]);
    expect([a, b]).toEqual(['sec-1', 'sec-1']);
    expect(callsTo('securityToken')).toHaveLength(1);
  });

  it('never hands one login’s token to another', async () => {
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-1'));
    await getSecurityToken();
    logIn('session-2');
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-2'));
    expect(await getSecurityToken()).toBe('sec-2');
  });

  it('replaces a refused token and sends the write once more', async () => {
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-old'));
    fetchMock.mockResolvedValueOnce(
      json(Status.SECURITY_TOKEN_INVALID, null, '内容安全令牌无效或已过期，请重新获取后再试'),
    );
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-new'));
    fetchMock.mockResolvedValueOnce(json('0', { pkId: 3, state: 1 }));

    const result = await contentGateway.get<{ state: number }>(
      'sm/success/case/updateStats',
      { id: 3, status: 1 },
      ContentOperCode.PUBLISH,
    );

    expect(result.state).toBe(1);
    expect(headersOf(3).get('securityToken')).toBe('sec-new');
    expect(headersOf(3).get('operCode')).toBe('PUBLISH');
    expect(String(fetchMock.mock.calls[3]?.[0])).toContain('id=3&status=1');
  });

  it('passes other refusals on without retrying', async () => {
    fetchMock.mockResolvedValueOnce(tokenAnswer('sec-1'));
    fetchMock.mockResolvedValueOnce(json(Status.CONFLICT, null, '该方案尚未完成展示授权'));

    await expect(
      contentGateway.get('sm/content/manager/updateStats', { id: 1, status: 1 }, 'PUBLISH'),
    ).rejects.toMatchObject({ message: '该方案尚未完成展示授权' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
