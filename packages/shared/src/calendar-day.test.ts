import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatNoticeDate, truncateNoticeTitle } from './calendar-day.js';
import { NOTICE_TITLE_MAX } from './constants.js';

const DATES: Array<string | number | Date | null | undefined> = [
  '2026-11-22 10:20:30',
  '2026-11-22',
  '2026-1-5',
  '2026/11/22 08:00',
  '2026-11-22T23:59:59',
  '2026-11-22T23:59:59.123',
  '2026-11-22T23:59:59Z',
  '2026-11-22T23:59:59.000Z',
  '2026-11-22T18:30:00+08:00',
  '20261122',
  '2026-12',
  '2026',
  'Sun Nov 22 2026 10:00:00 GMT+0800',
  'not a date',
  '2026-13-45',
  '',
  null,
  undefined,
  0,
  Date.UTC(2026, 10, 21, 20, 0, 0),
  new Date(2026, 0, 1, 0, 0, 0),
  new Date(Number.NaN),
];

describe('formatCalendarDay', () => {
  it.each(DATES.map((d) => [d]))('reads %j as dayjs does', (value) => {
    const expected =
      value === null || value === undefined || value === '' || !dayjs(value).isValid()
        ? ''
        : dayjs(value).format('YYYY-MM-DD');
    expect(formatCalendarDay(value, '-')).toBe(expected);
  });

  it("formats a notice's date as YYYY.MM.DD, as dayjs would", () => {
    for (const value of DATES) {
      const valid = value !== null && value !== undefined && value !== '' && dayjs(value).isValid();
      expect(formatNoticeDate(value)).toBe(valid ? dayjs(value).format('YYYY.MM.DD') : '');
    }
  });
});

describe('truncateNoticeTitle', () => {
  it('keeps titles up to the limit and cuts longer ones by characters, not UTF-16 units', () => {
    expect(NOTICE_TITLE_MAX).toBe(30);
    expect(truncateNoticeTitle('')).toBe('');
    expect(truncateNoticeTitle('五'.repeat(30))).toBe('五'.repeat(30));
    expect(truncateNoticeTitle('长'.repeat(31))).toBe(`${'长'.repeat(30)}...`);
    expect(truncateNoticeTitle('😀'.repeat(40))).toBe(`${'😀'.repeat(30)}...`);
  });
});
