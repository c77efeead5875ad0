import type { RefundQuery } from '@pn/shared';
import { requestBlob, type DownloadedFile } from '@/lib/api-client';
import { orderAdminText as text } from '../text';

/** POST cp/om/web/refund/export: the .xlsx of the refunds matching the list's filters. */
export const REFUND_EXPORT_PATH = 'cp/om/web/refund/export';

/** A refund export may stream for a while; the usual call timeout is too short for it. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/**
 * Downloads the refund records of `filters` (the list's, without paging), reporting the
 * bytes received so far. Refused without the data-export permission.
 */
export function exportRefunds(
  filters: Omit<RefundQuery, 'page' | 'pageSize'>,
  onProgress: (bytes: number) => void,
): Promise<DownloadedFile> {
  return requestBlob(REFUND_EXPORT_PATH, {
    method: 'POST',
    body: filters,
    needsLogin: true,
    timeoutMs: EXPORT_TIMEOUT_MS,
    fallbackName: text.refundFileName,
    onProgress: (received) => onProgress(received),
  });
}
