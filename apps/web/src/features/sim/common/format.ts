import { formatBytes, onFirstUse } from '@pn/shared';
import dayjs from 'dayjs';

/** Data usage stored in KB, shown as B / KB / MB / GB / TB. */
export function formatKb(kb: number | null | undefined, decimals = 2): string {
  if (kb === null || kb === undefined || !Number.isFinite(kb) || kb <= 0) return '0 KB';
  return formatBytes(kb * 1024, decimals);
}

/** A data cap in MB, or 不限 when there is none. */
export function formatCapMb(mb: number | null | undefined): string {
  return mb === null || mb === undefined ? '不限' : formatBytes(mb * 1024 * 1024, 2);
}

const countFormat = onFirstUse(() => new Intl.NumberFormat('zh-CN'));

/** An integer count with thousands separators (1,234,567). */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '-' : countFormat().format(n);
}

/** A share as a percentage with one decimal, 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  if (!whole || !Number.isFinite(part) || !Number.isFinite(whole)) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** An ISO timestamp as YYYY-MM-DD HH:mm, or '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '-';
}

/** An ISO timestamp as YYYY-MM-DD, or '-'. */
export function formatDay(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '-';
}

const UNITS = ['KB', 'MB', 'GB', 'TB', 'PB'] as const;
export type DataUnit = (typeof UNITS)[number];

/**
 * One unit for a whole chart axis of KB values: the largest unit in which the biggest
 * value is still at least 1, so every point is drawn in the same unit.
 */
export function axisUnitOf(maxKb: number): { unit: DataUnit; divisor: number } {
  let i = 0;
  while (i < UNITS.length - 1 && maxKb >= 1024 ** (i + 1)) i += 1;
  return { unit: UNITS[i]!, divisor: 1024 ** i };
}
