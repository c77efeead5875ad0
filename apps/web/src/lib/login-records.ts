import { formatDateTime } from '@pn/shared';
import { flushErrorLogs } from './error-log-uploader';
import { markMenusStale } from './permissions';
import { StorageKey, storeLoginOutcome, type LoginOutcome } from './session';
import { storage } from './storage';

// Kept with the session: the route guard records it, and the portal's first load carries the
// guard but not this module's date formatting.
export { recordConsoleEntry } from './session';

/** Failed-login details kept for later reporting: the newest entries only. */
export const LOGIN_FAILURE_RECORDS_MAX = 20;

function append(key: string, value: string): void {
  const list = storage.getJson<unknown>(key);
  const items = Array.isArray(list) ? list.map(String) : [];
  items.push(value);
  storage.setJson(key, items.slice(-LOGIN_FAILURE_RECORDS_MAX));
}

/** Spec §8: keeps the time and message of a failed login (loginTimeFail / loginFailError). */
export function recordLoginFailure(message: string, at: Date = new Date()): void {
  append(StorageKey.LOGIN_TIME_FAIL, formatDateTime(at));
  append(StorageKey.LOGIN_FAIL_ERROR, message);
}

/**
 * Spec §4 successful login: store the user, record how long the login took (loginTime,
 * milliseconds), reload the menus for the new account and upload the queued error logs.
 */
export function completeLogin(
  outcome: LoginOutcome,
  options: { visitor?: boolean; durationMs?: number } = {},
): void {
  storeLoginOutcome(outcome, { visitor: options.visitor ?? false });
  if (options.durationMs !== undefined) {
    storage.set(StorageKey.LOGIN_TIME, String(Math.max(0, Math.round(options.durationMs))));
  }
  markMenusStale();
  void flushErrorLogs();
}
