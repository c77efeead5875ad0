import { describe, expect, it } from 'vitest';
import { BYTES_PER_ROW, exportPercent, rowsReceived, type ExportProgress } from './export-progress';

const at = (
  received: number,
  contentLength: number | null,
  totalCount: number | null,
  done = false,
  format: 'xlsx' | 'csv' = 'xlsx',
): ExportProgress => ({ format, received, expected: { contentLength, totalCount }, done });

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
    const perRow = BYTES_PER_ROW.xlsx;
    expect(rowsReceived(at(perRow * 2500, null, total))).toBe(2500);
    expect(exportPercent(at(perRow * 2500, null, total))).toBe(25);
    // A file bigger than estimated stays at 99% and never counts more rows than there are.
    expect(exportPercent(at(perRow * total * 3, null, total))).toBe(99);
    expect(rowsReceived(at(perRow * total * 3, null, total))).toBe(total);
    expect(rowsReceived(at(1, null, total, true))).toBe(total);
  });

  it('estimates a CSV by its own bytes per row (uncompressed, larger than the zipped sheet)', () => {
    const total = 10_000;
    expect(BYTES_PER_ROW.csv).toBeGreaterThan(BYTES_PER_ROW.xlsx);
    const bytes = BYTES_PER_ROW.csv * 5000;
    expect(rowsReceived(at(bytes, null, total, false, 'csv'))).toBe(5000);
    expect(exportPercent(at(bytes, null, total, false, 'csv'))).toBe(50);
    // The same bytes of a zipped sheet would be more rows than that.
    expect(rowsReceived(at(bytes, null, total, false, 'xlsx'))).toBeGreaterThan(5000);
  });

  it('is indeterminate when nothing tells the size', () => {
    expect(exportPercent(at(4096, null, null))).toBeNull();
    expect(rowsReceived(at(4096, null, null))).toBeNull();
    expect(exportPercent(at(4096, null, null, true))).toBe(100);
  });
});
