import { onFirstUse } from '@pn/shared';
import dayjs from 'dayjs';

/** `YYYY-MM-DD` of a news release time; empty when missing or invalid. */
export function formatNewsDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : '';
}

const countFormat = onFirstUse(() => new Intl.NumberFormat('zh-CN'));

/** A view count with thousands separators. */
export function formatViewCount(count: number): string {
  return countFormat().format(count);
}
