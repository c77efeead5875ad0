import { formatCalendarDay } from '@pn/shared';

// Not dayjs: the home page's news shows these (see @pn/shared's calendar-day.ts).

/** `YYYY-MM-DD` of a news release time; empty when missing or invalid. */
export function formatNewsDate(value: string | null | undefined): string {
  return formatCalendarDay(value, '-');
}

/** Made on first use: the first formatter of a locale loads its data. */
let countFormat: Intl.NumberFormat | undefined;

/** A view count with thousands separators. */
export function formatViewCount(count: number): string {
  countFormat ??= new Intl.NumberFormat('zh-CN');
  return countFormat.format(count);
}
