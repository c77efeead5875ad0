import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatNumber, maskPhone, userTypeOf } from './format.js';
import { formatNoticeDate, truncateNoticeTitle } from './calendar-day.js';
import { isSuccessStatus } from './status.js';
import { PageQuerySchema } from './schemas/common.js';

describe('formatters', () => {
  it('formats dates as YYYY-MM-DD HH:mm:ss and notice dates as YYYY.MM.DD', () => {
    const d = new Date(2026, 10, 2, 8, 5, 9);
    expect(formatDateTime(d)).toBe('2026-11-02 08:05:09');
    expect(formatNoticeDate(d)).toBe('2026.11.02');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('cuts notice titles to 30 characters plus an ellipsis', () => {
    const long = '关于'.repeat(20);
    expect(truncateNoticeTitle(long)).toBe(`${long.slice(0, 30)}...`);
    expect(truncateNoticeTitle('短标题')).toBe('短标题');
    expect(truncateNoticeTitle('字'.repeat(30))).toBe('字'.repeat(30));
  });

  it('formats byte sizes in base 1024 from Bytes to YB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 ** 3 * 2.25)).toBe('2.25 GB');
    expect(formatBytes(1024 ** 9)).toBe('1024 YB');
  });

  it('formats numbers with thousands separators and two decimals', () => {
    expect(formatNumber(1234567.8)).toBe('1,234,567.80');
    expect(formatNumber('12')).toBe('12.00');
    expect(formatNumber(undefined)).toBe('-');
  });

  it('masks characters 4 to 7 of a phone number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('')).toBe('');
  });

  it('derives the operation-log user type from the account id', () => {
    expect(userTypeOf('OCB1000000001')).toBe(0);
    expect(userTypeOf('13800138000')).toBe(2);
    expect(userTypeOf('12800138000')).toBe(1);
    expect(userTypeOf('admin')).toBe(1);
  });
});

describe('statuses and paging', () => {
  it('knows the success statuses of the catalogue', () => {
    for (const s of ['0', '00000', '2', '200', '100006', '100029'])
      expect(isSuccessStatus(s)).toBe(true);
    for (const s of ['1', '401', '101101', '100400']) expect(isSuccessStatus(s)).toBe(false);
    expect(isSuccessStatus(0)).toBe(true);
  });

  it('defaults page 1 of 10 and clamps the page size', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(PageQuerySchema.parse({ page: '3', pageSize: '20' })).toEqual({ page: 3, pageSize: 20 });
    expect(PageQuerySchema.parse({ pageSize: '500' }).pageSize).toBe(50);
    expect(PageQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
