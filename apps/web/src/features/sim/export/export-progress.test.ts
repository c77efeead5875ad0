import { describe, expect, it } from 'vitest';
import { BYTES_PER_ROW, exportPercent, rowsReceived, type ExportProgress } from './export-progress';

const at = (
  received: number,
  contentLength: number | null,
  totalCount: number | null,
  done = false,
): ExportProgress => ({ received, expected: { contentLength, totalCount }, done });

describe('export progress', () => {
  it('measures against Content-Length when the file has one', () => {
    expect(exportPercent(at(250, 1000, null))).toBe(25);
    // Every byte in but not yet saved: not 100 until done.
    expect(exportPercent(at(1000, 1000, null))).toBe(99);
    expect(exportPercent(at(1000, 1000, null, true))).toBe(100);
    expect(rowsReceived(at(500, 1000, 40))).toBe(20);
  });

  it('estimates rows from bytes against X-Total-Count for a streamed file', () => {
    const total = 10_000;
    expect(rowsReceived(at(BYTES_PER_ROW * 2500, null, total))).toBe(2500);
    expect(exportPercent(at(BYTES_PER_ROW * 2500, null, total))).toBe(25);
    // A file bigger than estimated stays at 99% and never counts more rows than there are.
    expect(exportPercent(at(BYTES_PER_ROW * total * 3, null, total))).toBe(99);
    expect(rowsReceived(at(BYTES_PER_ROW * total * 3, null, total))).toBe(total);
    expect(rowsReceived(at(1, null, total, true))).toBe(total);
  });

  it('is indeterminate when nothing tells the size', () => {
    expect(exportPercent(at(4096, null, null))).toBeNull();
    expect(rowsReceived(at(4096, null, null))).toBeNull();
    expect(exportPercent(at(4096, null, null, true))).toBe(100);
  });
});
