import { isApiError } from './api-client';
import { toast } from './message';

/**
 * Shows why a user action failed, unless the API client already did (warnings, timeouts,
 * network errors, session expiry) or the call was cancelled.
 */
export function showActionError(error: unknown, fallback = '操作失败，请稍后再试'): void {
  if (isApiError(error)) {
    if (error.kind === 'status' || error.kind === 'http') toast.error(error.message || fallback);
    return;
  }
  toast.error(fallback);
}

/** The message of a failed call, for inline display. */
export function errorMessageOf(error: unknown, fallback = '操作失败，请稍后再试'): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
