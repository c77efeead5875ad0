import {
  ClientLogMessages,
  OperType,
  PAGE_LOAD_REPORT_DEBOUNCE_MS,
  PAGE_LOAD_REPORT_THRESHOLD_MS,
} from '@pn/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readErrorLogs } from './error-log-queue';
import { toast } from './message';
import { createPageLatencyReporter } from './page-latency';

vi.mock('./message', () => ({
  toast: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
  bindMessageApi: vi.fn(),
}));

const fetchMock = vi.fn<typeof fetch>();
let now = 0;

function reporter() {
  return createPageLatencyReporter({ now: () => now });
}

function sentBodies(): unknown[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(() => {
  vi.useFakeTimers();
  now = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ status: '0', message: '成功', result: {} })),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('page-load latency reporter', () => {
  it('does not report a page that took 3000 ms or less', async () => {
    const latency = reporter();
    latency.navigationStarted();
    now = PAGE_LOAD_REPORT_THRESHOLD_MS;
    latency.pageRendered('/home', '首页');
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS * 4);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a slower page once, after the 500 ms debounce', async () => {
    const latency = reporter();
    now = 1000;
    latency.navigationStarted();
    now = 1000 + PAGE_LOAD_REPORT_THRESHOLD_MS + 1;
    latency.pageRendered('/control?tab=1', '控制台');
    // A second render report for the same navigation must not count again.
    latency.pageRendered('/control?tab=1', '控制台');

    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/unionmallmanage/sm/sysOperStandardLog');
    expect(init?.method).toBe('POST');
    expect(sentBodies()).toEqual([
      {
        logList: [
          {
            operType: OperType.BROWSE,
            operUrl: '/control?tab=1',
            title: '控制台',
            timeDelay: PAGE_LOAD_REPORT_THRESHOLD_MS + 1,
            status: '0',
          },
        ],
      },
    ]);

    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS * 4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('batches slow pages that come within the debounce window into one upload', async () => {
    const latency = reporter();
    latency.record('/home', '首页', 4000);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS - 100);
    latency.record('/news', '新闻资讯', 5000);
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [body] = sentBodies() as [{ logList: { operUrl: string }[] }];
    expect(body.logList.map((e) => e.operUrl)).toEqual(['/home', '/news']);
  });

  it('measures the first page from the document navigation start', async () => {
    const latency = reporter();
    now = 4200;
    latency.pageRendered('/home', '首页');
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS);
    expect(sentBodies()).toMatchObject([{ logList: [{ operUrl: '/home', timeDelay: 4200 }] }]);
  });

  it('drops a report refused past the budget (429) without a word', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            status: '100429',
            message: ClientLogMessages.TOO_FREQUENT,
            result: null,
          }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '30' } },
        ),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const latency = reporter();
      latency.record('/home', '首页', 4000);
      await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(unhandled).not.toHaveBeenCalled();
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.warning).not.toHaveBeenCalled();
      expect(readErrorLogs()).toEqual([]);

      // The next slow page is still reported; the refused one is not sent again.
      latency.record('/news', '新闻资讯', 5000);
      await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS);
      expect(sentBodies()).toMatchObject([
        { logList: [{ operUrl: '/home' }] },
        { logList: [{ operUrl: '/news' }] },
      ]);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('ignores navigations that never went through a loading state', async () => {
    const latency = reporter();
    now = 10;
    latency.pageRendered('/home', '首页');
    now = 60_000;
    latency.pageRendered('/news', '新闻资讯');
    await vi.advanceTimersByTimeAsync(PAGE_LOAD_REPORT_DEBOUNCE_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
