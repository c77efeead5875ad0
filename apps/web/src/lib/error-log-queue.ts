import { CLIENT_LOG_LIMITS, type ErrorLogEntry } from '@pn/shared';
import { StorageKey } from './session';
import { storage } from './storage';

/** Largest batch the log upload endpoints accept, and so the longest queue kept. */
export const CLIENT_LOG_BATCH_MAX = CLIENT_LOG_LIMITS.batch;

/** Field limits of the upload; an entry over a limit would make the server refuse the batch. */
const limits = CLIENT_LOG_LIMITS;

function clip(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** Queued non-success responses, oldest first. */
export function readErrorLogs(): ErrorLogEntry[] {
  const list = storage.getJson<unknown>(StorageKey.ERROR_LOGS);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown): ErrorLogEntry[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { transId, message, status } = item as Record<string, unknown>;
    return [
      {
        transId: String(transId ?? ''),
        message: String(message ?? ''),
        status: String(status ?? ''),
      },
    ];
  });
}

/** Queues one non-success response; the oldest entries go when the queue is full. */
export function enqueueErrorLog(entry: ErrorLogEntry): void {
  const list = readErrorLogs();
  list.push({
    transId: clip(entry.transId, limits.transId),
    message: clip(entry.message, limits.message),
    status: clip(entry.status, limits.status),
  });
  storage.setJson(StorageKey.ERROR_LOGS, list.slice(-CLIENT_LOG_BATCH_MAX));
}

/** Drops the uploaded entries, keeping anything queued meanwhile. */
export function removeErrorLogs(uploaded: readonly ErrorLogEntry[]): void {
  const ids = new Set(uploaded.map((e) => e.transId));
  const rest = readErrorLogs().filter((e) => !ids.has(e.transId));
  if (rest.length) storage.setJson(StorageKey.ERROR_LOGS, rest);
  else storage.remove(StorageKey.ERROR_LOGS);
}
