import { api } from './api-client';
import { CLIENT_LOG_BATCH_MAX, readErrorLogs, removeErrorLogs } from './error-log-queue';
import { getToken, useSession } from './session';

const ERROR_LOG_PATH = 'sm/sysOperStandardLog/error/add';
/** How often queued error logs are retried while the page is open. */
export const ERROR_LOG_FLUSH_INTERVAL_MS = 60_000;

let inFlight: Promise<void> | undefined;

/**
 * Uploads the queued non-success responses, once a token exists (spec §8). Uploaded
 * entries leave the queue; on failure (a refusal past the server's budget, 429, included)
 * they stay, silently, for the next attempt.
 */
export function flushErrorLogs(): Promise<void> {
  if (inFlight) return inFlight;
  if (!getToken()) return Promise.resolve();
  const batch = readErrorLogs().slice(0, CLIENT_LOG_BATCH_MAX);
  if (batch.length === 0) return Promise.resolve();
  inFlight = api
    .post(ERROR_LOG_PATH, { logList: batch }, { needsLogin: true, background: true })
    .then(() => removeErrorLogs(batch))
    .catch(() => {
      // Kept in the queue; the next login, timer tick or page hide retries.
    })
    .finally(() => {
      inFlight = undefined;
    });
  return inFlight;
}

/** Flushes on login, on a timer and when the page is hidden. Returns the stop function. */
export function startErrorLogUploader(intervalMs = ERROR_LOG_FLUSH_INTERVAL_MS): () => void {
  const unsubscribe = useSession.subscribe((state, previous) => {
    const token = state.loginInfo?.token;
    if (token && token !== previous.loginInfo?.token) void flushErrorLogs();
  });
  const timer = setInterval(() => void flushErrorLogs(), intervalMs);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') void flushErrorLogs();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  void flushErrorLogs();
  return () => {
    unsubscribe();
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
