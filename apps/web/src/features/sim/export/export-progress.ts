import type { SimExportFormat } from '@pn/shared';
import type { DownloadExpected } from '@/lib/api-client';

/**
 * Progress of a card-list export as it streams in. A streamed file has no Content-Length,
 * so when the server announces the row count (X-Total-Count) the rows received are
 * estimated from the bytes: each format takes about BYTES_PER_ROW per card row.
 */

/** Measured on the million-card export of `npm run bench:sim` (MB of the file / rows). */
export const BYTES_PER_ROW: Readonly<Record<SimExportFormat, number>> = {
  xlsx: 127,
  csv: 195,
};
/** Short of done until the last byte is in: an estimate never claims 100%. */
const ESTIMATE_CAP = 99;

export interface ExportProgress {
  format: SimExportFormat;
  received: number;
  expected: DownloadExpected;
  done: boolean;
}

export const exportStarting = (format: SimExportFormat): ExportProgress => ({
  format,
  received: 0,
  expected: { contentLength: null, totalCount: null },
  done: false,
});

/** Rows received so far (estimated), capped at the announced total; null when unknown. */
export function rowsReceived({ format, received, expected, done }: ExportProgress): number | null {
  const total = expected.totalCount;
  if (total === null) return null;
  if (done) return total;
  if (expected.contentLength) return Math.floor((received / expected.contentLength) * total);
  return Math.min(total, Math.floor(received / BYTES_PER_ROW[format]));
}

/** Whole percent for the progress bar, or null when nothing tells how big the file is. */
export function exportPercent(progress: ExportProgress): number | null {
  if (progress.done) return 100;
  const { received, expected } = progress;
  if (expected.contentLength) {
    return Math.min(ESTIMATE_CAP, Math.floor((received / expected.contentLength) * 100));
  }
  const total = expected.totalCount;
  if (total === null) return null;
  if (total === 0) return ESTIMATE_CAP;
  const rows = rowsReceived(progress) ?? 0;
  return Math.min(ESTIMATE_CAP, Math.floor((rows / total) * 100));
}
