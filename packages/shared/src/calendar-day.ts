import { NOTICE_TITLE_MAX } from './constants.js';

// Calendar days and notice titles without dayjs: the portal's first screens (the notice
// strip, the home page's news) show them, and dayjs would be some 3 KB more on the wire of a
// first visit for two dates. A date is read as dayjs reads it (calendar-day.test.ts checks
// the two against each other). Kept out of format.ts, which imports dayjs: importing these
// names from the package's index takes this module alone into a bundle.

/** A date-time without a zone, which dayjs reads as local time (dayjs's REGEX_PARSE). */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The time `value` stands for, as `dayjs(value)` reads it. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const m = LOCAL_DATE_TIME.exec(value);
    if (m) {
      return new Date(
        Number(m[1]),
        Number(m[2]) - 1 || 0,
        Number(m[3] || 1),
        Number(m[4] || 0),
        Number(m[5] || 0),
        Number(m[6] || 0),
        Number((m[7] || '0').slice(0, 3)),
      );
    }
  }
  return new Date(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The calendar day of `value` as year, month and day joined by `separator`
 * (`YYYY-MM-DD`, `YYYY.MM.DD`); empty for a missing or invalid date.
 */
export function formatCalendarDay(
  value: string | number | Date | null | undefined,
  separator: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1), pad(date.getDate())].join(
    separator,
  );
}

/** Formats a notice date as `YYYY.MM.DD`. */
export const formatNoticeDate = (value: string | number | Date | null | undefined): string =>
  formatCalendarDay(value, '.');

/** Cuts a notice title to 30 characters plus an ellipsis. */
export function truncateNoticeTitle(title: string, max = NOTICE_TITLE_MAX): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title;
}
