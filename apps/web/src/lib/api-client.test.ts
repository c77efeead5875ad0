import {
  ClientLogMessages,
  Messages,
  PASS_THROUGH_STATUSES,
  RELOGIN_REDIRECT_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  ROUTE_VALUE,
  SUCCESS_STATUSES,
} from '@pn/shared';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  api,
  ApiError,
  authApi,
  fileNameOf,
  request,
  requestBlob,
  requestEnvelope,
  saveDownloadedFile,
} from './api-client';
import { browser } from './browser';
import { CLIENT_LOG_BATCH_MAX, enqueueErrorLog, readErrorLogs } from './error-log-queue';
import { flushErrorLogs, startErrorLogUploader } from './error-log-uploader';
import { toast } from './message';
import { TOKEN_OPEN_ENDPOINTS } from './token-open-endpoints';
import { clearUser, getToken, setLoginInfo, StorageKey, type LoginInfo } from './session';

vi.mock('./message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();

const user: LoginInfo = {
  name: '张国栋',
  token: 'tok-123',
  custCode: 'C0001',
  beId: '571',
  username: 'zhangguodong',
  loginAccount: 'OCB0001',
};

function envelope(status: string, result: unknown = null, message = '提示信息') {
  return { status, message, result };
}

function respond(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

/** A fetch that, like the real one, only settles when its signal aborts. */
function hangUntilAborted() {
  fetchMock.mockImplementationOnce(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

function lastCall() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [input, init] = call;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(toast.warning).mockClear();
  vi.mocked(toast.error).mockClear();
  clearUser();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('request basics', () => {
  it('resolves with the result of a success envelope and calls under /unionmallmanage/', async () => {
    respond(envelope('0', { id: 7 }));
    await expect(api.get('sm/thing', { page: 1, pageSize: 10, empty: undefined })).resolves.toEqual(
      { id: 7 },
    );
    const { url, init, headers } = lastCall();
    expect(url).toBe('/unionmallmanage/sm/thing?page=1&pageSize=10');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each(SUCCESS_STATUSES)('treats status %s as success', async (status) => {
    respond(envelope(status, 'ok'));
    await expect(request('sm/thing')).resolves.toBe('ok');
  });

  it('puts DELETE parameters in the query string and sends POST bodies as JSON', async () => {
    respond(envelope('0'));
    await api.delete('user/account/9', { reason: 'a b' });
    expect(lastCall().url).toBe('/unionmallmanage/user/account/9?reason=a+b');
    expect(lastCall().init.method).toBe('DELETE');

    respond(envelope('0'));
    await api.post('sm/marketdemand', { companyName: '鹏程' });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ companyName: '鹏程' }));
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends the auth headers only when the call needs login and a token exists', async () => {
    respond(envelope('0'));
    await api.get('user/x', undefined, { needsLogin: true });
    expect(lastCall().headers.get('UserToken')).toBeNull();

    setLoginInfo(user);
    respond(envelope('0'));
    await api.get('sm/public');
    expect(lastCall().headers.get('UserToken')).toBeNull();

    respond(envelope('0'));
    await api.get('user/x', undefined, { needsLogin: true });
    const { headers } = lastCall();
    expect(headers.get('UserToken')).toBe(user.token);
    expect(headers.get('csttoken')).toBe(user.token);
    expect(headers.get('custCode')).toBe(user.custCode);
    expect(headers.get('beId')).toBe(user.beId);
    expect(headers.get('routeValue')).toBe(ROUTE_VALUE);
  });
});

describe('auth headers (spec §6)', () => {
  it('go to token-open endpoints whenever a token exists, without the flag', async () => {
    setLoginInfo(user);
    for (const path of TOKEN_OPEN_ENDPOINTS) {
      respond(envelope('0'));
      await api.post(path, {});
      expect(lastCall().headers.get('UserToken'), path).toBe(user.token);
    }
    respond(envelope('0'));
    await api.post('user/account/common/login', {});
    expect(lastCall().headers.get('UserToken')).toBeNull();
    // An explicit false wins over the list.
    respond(envelope('0'));
    await api.post('user/account/loginout', {}, { needsLogin: false });
    expect(lastCall().headers.get('UserToken')).toBeNull();
  });

  it('authApi (console and back-office modules) sends them by default', async () => {
    setLoginInfo(user);
    respond(envelope('0'));
    await authApi.get('user/account/getLevelInfo');
    expect(lastCall().headers.get('UserToken')).toBe(user.token);
    respond(envelope('0'));
    await authApi.patch('user/account/userCenter/edit', { department: '网络部' });
    expect(lastCall().headers.get('csttoken')).toBe(user.token);
  });

  it('adds mallToken when a service-provider record exists and platId on platform-user calls', async () => {
    setLoginInfo(user);
    localStorage.setItem(StorageKey.PLAT_ID, 'P01');
    respond(envelope('0'));
    await authApi.get('user/x');
    expect(lastCall().headers.get('mallToken')).toBeNull();
    expect(lastCall().headers.get('platId')).toBeNull();

    localStorage.setItem(StorageKey.SERVICE_PROVIDER, JSON.stringify({ mallToken: 'mall-1' }));
    respond(envelope('0'));
    await authApi.get('user/platform/users', undefined, { platformUser: true });
    expect(lastCall().headers.get('mallToken')).toBe('mall-1');
    expect(lastCall().headers.get('platId')).toBe('P01');
  });
});

describe('pass-through statuses', () => {
  it.each(PASS_THROUGH_STATUSES)(
    'requestEnvelope() hands status %s back as data',
    async (status) => {
      respond(envelope(status, { n: 1 }, '已提交'));
      await expect(requestEnvelope('sm/x')).resolves.toEqual({
        status,
        message: '已提交',
        result: { n: 1 },
      });
    },
  );

  it('request() rejects the pass-through status that is not a success (40050)', async () => {
    respond(envelope('40050', null, '需要确认'));
    const error = await rejection(request('sm/x'));
    expect(error).toMatchObject({ status: '40050', message: '需要确认', kind: 'status' });
  });
});

describe('status 101101', () => {
  it('shows its message as a warning, then rejects', async () => {
    respond(envelope('101101', null, '该号码已在办理中'));
    const error = await rejection(request('sm/x'));
    expect(toast.warning).toHaveBeenCalledExactlyOnceWith('该号码已在办理中');
    expect(error).toMatchObject({ status: '101101', kind: 'warning', message: '该号码已在办理中' });
  });

  it('stays quiet for background calls', async () => {
    respond(envelope('101101', null, '该号码已在办理中'));
    await rejection(request('sm/x', { background: true }));
    expect(toast.warning).not.toHaveBeenCalled();
  });
});

describe('session expiry', () => {
  const cases: [string, () => void][] = [
    ['status 103', () => respond(envelope('103'))],
    ['status 120001', () => respond(envelope('120001'))],
    ['status 401', () => respond(envelope('401'))],
    ['HTTP 401 whatever the envelope says', () => respond(envelope('100500'), 401)],
    ['HTTP 401 without an envelope', () => respond('Unauthorized', 401)],
  ];

  it.each(cases)('%s: message, clear the user, login after 500 ms', async (_name, answer) => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/control/home?tab=1');
    setLoginInfo(user);
    window.localStorage.setItem(StorageKey.LOGIN_TIME, '1234');
    answer();

    const error = await rejection(api.get('user/x', undefined, { needsLogin: true }));
    expect(error.kind).toBe('session-expired');
    expect(error.message).toBe(Messages.SESSION_EXPIRED);
    expect(toast.error).toHaveBeenCalledWith(Messages.SESSION_EXPIRED);
    expect(getToken()).toBe('');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('name')).toBeNull();
    expect(window.localStorage.getItem(StorageKey.LOGIN_TIME)).toBe('1234');

    vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `/login?redirect=${encodeURIComponent('/control/home?tab=1')}`,
    );
  });

  it('returns to a page whose path mentions login; not from the login page itself', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/admin/system/login-log?success=false');
    respond(envelope('401'));
    await rejection(request('sm/loginAttempt/list', { needsLogin: true }));
    vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `/login?redirect=${encodeURIComponent('/admin/system/login-log?success=false')}`,
    );

    assign.mockClear();
    window.history.pushState({}, '', '/login?redirect=%2Fcontrol');
    respond(envelope('401'));
    await rejection(request('user/x', { needsLogin: true }));
    vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS);
    expect(assign).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });

  it('redirects once when several calls expire together', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    respond(envelope('401'));
    respond(envelope('401'));
    await Promise.allSettled([request('a'), request('b')]);
    vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('rejects any other status with a typed ApiError and no toast', async () => {
    respond(envelope('100400', null, '页码最小为1'), 400);
    const error = await rejection(api.get('sm/x'));
    expect(error).toMatchObject({
      status: '100400',
      message: '页码最小为1',
      httpStatus: 400,
      kind: 'status',
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it('rejects a response that is not an envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await rejection(api.get('sm/x'));
    expect(error).toMatchObject({ status: '502', httpStatus: 502, kind: 'http' });
    expect(error.message).toBe(Messages.requestFailed(502));
  });

  it('times out after 120000 ms with 网络请求超时', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const settled = vi.fn();
    const call = api.get('sm/slow');
    call.then(settled, settled);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    const error = await rejection(call);
    expect(error).toMatchObject({ kind: 'timeout', message: Messages.TIMEOUT });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(Messages.TIMEOUT);
  });

  it('reports a network error with 请检查网络连接是否正常', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(api.get('sm/x'));
    expect(error).toMatchObject({ kind: 'network', message: Messages.NETWORK_ERROR });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(Messages.NETWORK_ERROR);
  });

  it('rejects silently when the caller cancels', async () => {
    hangUntilAborted();
    const controller = new AbortController();
    const call = api.get('sm/x', undefined, { signal: controller.signal });
    controller.abort();
    const error = await rejection(call);
    expect(error.kind).toBe('canceled');
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
    expect(readErrorLogs()).toEqual([]);
  });
});

describe('error-log queue', () => {
  it('queues non-success responses and uploads them only once a token exists', async () => {
    respond(envelope('0'));
    await api.get('sm/fine');
    expect(readErrorLogs()).toEqual([]);

    respond(envelope('100500', null, '系统繁忙，请稍后再试'), 500);
    await rejection(api.get('sm/broken'));
    const requestId = lastCall().headers.get('x-request-id');
    expect(readErrorLogs()).toEqual([
      { transId: requestId, message: '系统繁忙，请稍后再试', status: '100500' },
    ]);

    // No token yet: nothing is sent.
    fetchMock.mockClear();
    await flushErrorLogs();
    expect(fetchMock).not.toHaveBeenCalled();

    const stop = startErrorLogUploader();
    try {
      respond(envelope('0', { accepted: 1 }));
      setLoginInfo(user);
      await vi.waitFor(() => expect(readErrorLogs()).toEqual([]));

      expect(fetchMock).toHaveBeenCalledTimes(1);
      const { url, init, headers } = lastCall();
      expect(url).toBe('/unionmallmanage/sm/sysOperStandardLog/error/add');
      expect(init.method).toBe('POST');
      expect(JSON.parse(String(init.body))).toEqual({
        logList: [{ transId: requestId, message: '系统繁忙，请稍后再试', status: '100500' }],
      });
      expect(headers.get('UserToken')).toBe(user.token);
    } finally {
      stop();
    }
  });

  it('keeps the queue when the upload fails', async () => {
    setLoginInfo(user);
    enqueueErrorLog({ transId: 'a1', message: 'x', status: '100500' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await flushErrorLogs();
    expect(readErrorLogs()).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps the queue, silently, when the server refuses the upload past its budget (429)', async () => {
    setLoginInfo(user);
    enqueueErrorLog({ transId: 'a1', message: 'x', status: '100500' });
    respond(envelope('100429', null, ClientLogMessages.TOO_FREQUENT), 429);
    await flushErrorLogs();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Nothing shown, and the refusal itself is not queued as another error log.
    expect(readErrorLogs()).toEqual([{ transId: 'a1', message: 'x', status: '100500' }]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it(`keeps at most the newest ${CLIENT_LOG_BATCH_MAX} entries`, () => {
    for (let i = 0; i < CLIENT_LOG_BATCH_MAX + 5; i += 1) {
      enqueueErrorLog({ transId: `t${i}`, message: 'x', status: '100500' });
    }
    const logs = readErrorLogs();
    expect(logs).toHaveLength(CLIENT_LOG_BATCH_MAX);
    expect(logs[0]?.transId).toBe('t5');
  });
});

describe('multipart uploads', () => {
  it('send the FormData as it is, with the session headers and no JSON content type', async () => {
    setLoginInfo(user);
    respond(envelope('0', { url: '/x.png' }));
    const form = new FormData();
    form.append('filePath', 'case');
    form.append('upload', new File(['png'], 'a.png', { type: 'image/png' }));
    await expect(authApi.upload('sm/file/upload', form)).resolves.toEqual({ url: '/x.png' });
    const { url, init, headers } = lastCall();
    expect(url).toBe('/unionmallmanage/sm/file/upload');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headers.get('content-type')).toBeNull();
    expect(headers.get('UserToken')).toBe(user.token);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('reject with the server’s message and expire the session like any call', async () => {
    respond(envelope('100400', null, '仅支持 PNG、JPEG、GIF、WebP 格式的图片'), 400);
    const refused = await rejection(authApi.upload('sm/file/upload', new FormData()));
    expect(refused).toMatchObject({
      kind: 'status',
      message: '仅支持 PNG、JPEG、GIF、WebP 格式的图片',
    });

    vi.useFakeTimers();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/admin/content/case?edit=new');
    setLoginInfo(user);
    respond(envelope('120001'));
    const expired = await rejection(authApi.upload('sm/file/upload', new FormData()));
    expect(expired.kind).toBe('session-expired');
    expect(toast.error).toHaveBeenCalledWith(Messages.SESSION_EXPIRED);
    expect(getToken()).toBe('');
    vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      `/login?redirect=${encodeURIComponent('/admin/content/case?edit=new')}`,
    );
  });
});

describe('file downloads', () => {
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  function file(bytes: Uint8Array, headers: Record<string, string>, status = 200) {
    fetchMock.mockResolvedValueOnce(
      new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers }),
    );
  }

  it('resolve with the file under its Content-Disposition name, reporting progress', async () => {
    setLoginInfo(user);
    const bytes = new Uint8Array(2048).fill(7);
    file(bytes, {
      'content-type': XLSX,
      'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('市场需求_20261122.xlsx')}`,
    });
    const progress: number[] = [];
    const got = await authApi.download(
      'sm/marketdemand/export',
      { status: 0, keyword: undefined },
      { fallbackName: '市场需求.xlsx', onProgress: (n) => progress.push(n) },
    );
    expect(got.fileName).toBe('市场需求_20261122.xlsx');
    expect(got.blob.size).toBe(2048);
    expect(got.blob.type).toBe(XLSX);
    expect(progress.at(-1)).toBe(2048);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/unionmallmanage/sm/marketdemand/export?status=0');
    expect(init.method).toBe('GET');
    expect(headers.get('UserToken')).toBe(user.token);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('report progress against Content-Length and X-Total-Count when the answer has them', async () => {
    const chunks = [new Uint8Array(300).fill(1), new Uint8Array(700).fill(2)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    fetchMock.mockResolvedValueOnce(
      new Response(body as ReadableStream<Uint8Array<ArrayBuffer>>, {
        headers: { 'content-type': XLSX, 'content-length': '1000', 'x-total-count': '25' },
      }),
    );
    const calls: [number, unknown][] = [];
    const got = await requestBlob('icm/sim/export', {
      onProgress: (received, expected) => calls.push([received, expected]),
    });
    expect(got.blob.size).toBe(1000);
    const expected = { contentLength: 1000, totalCount: 25 };
    expect(calls).toEqual([
      [0, expected],
      [300, expected],
      [1000, expected],
    ]);

    // A streamed file announces neither (or something unreadable): null, not NaN.
    file(new Uint8Array(10), { 'content-type': XLSX, 'x-total-count': 'many' });
    const last: unknown[] = [];
    await requestBlob('icm/sim/export', { onProgress: (_n, e) => last.push(e) });
    expect(last.at(-1)).toEqual({ contentLength: null, totalCount: null });
  });

  it('fall back to the given name when the answer has none', async () => {
    file(new Uint8Array([1, 2, 3]), { 'content-type': 'application/octet-stream' });
    const got = await requestBlob('sm/x/export', { fallbackName: '导出.xlsx' });
    expect(got.fileName).toBe('导出.xlsx');
    expect(got.blob.size).toBe(3);
  });

  it('read a JSON answer as the envelope it is: the refusal’s message, no file', async () => {
    respond(envelope('100403', null, '您暂无数据导出权限'), 403);
    const refused = await rejection(authApi.download('sm/marketdemand/export'));
    expect(refused).toMatchObject({
      kind: 'status',
      status: '100403',
      message: '您暂无数据导出权限',
    });
    expect(readErrorLogs()).toHaveLength(1);

    // Even a success envelope is no file.
    respond(envelope('0', null, '成功'));
    const notFile = await rejection(authApi.download('sm/marketdemand/export'));
    expect(notFile).toMatchObject({ kind: 'http', status: '0' });
  });

  it('expire the session on status 401 or HTTP 401: message, then the login page', async () => {
    for (const answer of [
      () => respond(envelope('401')),
      () => fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 })),
    ]) {
      vi.useFakeTimers();
      vi.mocked(toast.error).mockClear();
      const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
      window.history.pushState({}, '', '/admin/market-demand?status=0');
      setLoginInfo(user);
      answer();
      const error = await rejection(authApi.download('sm/marketdemand/export'));
      expect(error.kind).toBe('session-expired');
      expect(toast.error).toHaveBeenCalledExactlyOnceWith(Messages.SESSION_EXPIRED);
      expect(getToken()).toBe('');
      vi.advanceTimersByTime(RELOGIN_REDIRECT_DELAY_MS);
      expect(assign).toHaveBeenCalledExactlyOnceWith(
        `/login?redirect=${encodeURIComponent('/admin/market-demand?status=0')}`,
      );
      assign.mockRestore();
      vi.useRealTimers();
    }
  });

  it('time out like any call when the file does not come', async () => {
    vi.useFakeTimers();
    hangUntilAborted();
    const call = authApi.download('sm/marketdemand/export');
    const settled = rejection(call);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    expect(await settled).toMatchObject({ kind: 'timeout', message: Messages.TIMEOUT });
    expect(toast.error).toHaveBeenCalledExactlyOnceWith(Messages.TIMEOUT);
  });

  it('a page that is no envelope and no file rejects with the HTTP status', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const error = await rejection(requestBlob('sm/x/export'));
    expect(error).toMatchObject({
      kind: 'http',
      status: '502',
      message: Messages.requestFailed(502),
    });
  });
});

describe('saving a downloaded file', () => {
  it('hands the blob to the browser under its name, then lets the address go', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:export-1');
    const revokeObjectURL = vi.fn();
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const blob = new Blob(['x']);
    saveDownloadedFile({ blob, fileName: '市场需求_20261122.xlsx' });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('市场需求_20261122.xlsx');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:export-1');
    expect(clicked[0]?.isConnected).toBe(false);
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export-1');
  });
});

describe('Content-Disposition file names', () => {
  it('prefer the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="market-demand_20261122.xlsx"; filename*=UTF-8''${encodeURIComponent('市场需求_20261122.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('市场需求_20261122.xlsx');
    expect(fileNameOf('attachment; filename="a b.xlsx"', 'x.xlsx')).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
