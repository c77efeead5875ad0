import {
  CLIENT_LOG_LIMITS,
  OperType,
  PAGE_LOAD_REPORT_DEBOUNCE_MS,
  PAGE_LOAD_REPORT_THRESHOLD_MS,
  type OperLogEntry,
} from '@pn/shared';
import { api } from './api-client';
import { CLIENT_LOG_BATCH_MAX } from './error-log-queue';

/** The spec's operation-log path; the server files what comes here as client-reported. */
const PAGE_LOAD_LOG_PATH = 'sm/sysOperStandardLog';

export interface PageLatencyReporterOptions {
  send?: (logList: OperLogEntry[]) => Promise<unknown>;
  /** Milliseconds since the document's navigation start (performance.now()). */
  now?: () => number;
  thresholdMs?: number;
  debounceMs?: number;
}

function sendPageLoads(logList: OperLogEntry[]): Promise<unknown> {
  return api.post(PAGE_LOAD_LOG_PATH, { logList }, { needsLogin: true, background: true });
}

/**
 * Measures how long each page took from navigation start until it rendered and reports
 * loads slower than 3000 ms, batched with a 500 ms debounce. The server keeps them in its
 * client-reported log (not the operation log) within a budget per address and session; an
 * upload that fails or is refused past that budget (429) is dropped without a word, since
 * a report must never disturb the page.
 */
export function createPageLatencyReporter(options: PageLatencyReporterOptions = {}) {
  const send = options.send ?? sendPageLoads;
  const now = options.now ?? (() => performance.now());
  const thresholdMs = options.thresholdMs ?? PAGE_LOAD_REPORT_THRESHOLD_MS;
  const debounceMs = options.debounceMs ?? PAGE_LOAD_REPORT_DEBOUNCE_MS;

  // The first page is measured from the document's own navigation start (time 0).
  let startedAt: number | undefined = 0;
  let pending: OperLogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): void {
    timer = undefined;
    const logList = pending;
    pending = [];
    if (logList.length) void send(logList).catch(() => undefined);
  }

  /** Records one page load; only slow ones are reported. */
  function record(operUrl: string, title: string, timeDelay: number): void {
    if (!(timeDelay > thresholdMs)) return;
    pending.push({
      operType: OperType.BROWSE,
      operUrl: operUrl.slice(0, CLIENT_LOG_LIMITS.operUrl),
      title: title.slice(0, CLIENT_LOG_LIMITS.title),
      timeDelay: Math.round(timeDelay),
      status: '0',
    });
    pending = pending.slice(-CLIENT_LOG_BATCH_MAX);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  }

  return {
    record,
    /** A client-side navigation began (the router started loading the next route). */
    navigationStarted(): void {
      startedAt = now();
    },
    /**
     * The page of the current location has rendered. Navigations that never went
     * through a loading state were synchronous and are not measured.
     */
    pageRendered(operUrl: string, title: string): void {
      if (startedAt === undefined) return;
      const delay = now() - startedAt;
      startedAt = undefined;
      record(operUrl, title, delay);
    },
  };
}

export type PageLatencyReporter = ReturnType<typeof createPageLatencyReporter>;

/** The app's reporter. */
export const pageLatency = createPageLatencyReporter();
