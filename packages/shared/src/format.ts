import dayjs from 'dayjs';
import { UserType } from './constants.js';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Formats a date as `YYYY-MM-DD HH:mm:ss`; empty string for missing or invalid input. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_TIME_FORMAT) : '';
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Human-readable size in base 1024, Bytes to YB, two decimals. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const value = bytes / 1024 ** i;
  return `${Number(value.toFixed(decimals))} ${BYTE_UNITS[i]}`;
}

/**
 * A value made on its first use, then kept. For Intl formatters: the first one of a locale
 * loads that locale's data (some 20 ms on a phone), a cost that a module making it at its
 * top level puts on the start of every page importing it.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const numberFormat = onFirstUse(
  () => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/** Number with thousands separators and two decimals, e.g. `1,234,567.80`. */
export function formatNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return '-';
  return numberFormat().format(n);
}

/** Masks characters 4 to 7 of a phone number: 138****8000. */
export function maskPhone(tel: string | null | undefined): string {
  if (!tel) return '';
  if (tel.length < 7) return tel;
  return `${tel.slice(0, 3)}****${tel.slice(7)}`;
}

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Operation-log user type by account id: 0 OCB enterprise, 2 mainland mobile number, else 1. */
export function userTypeOf(loginAccount: string | null | undefined): UserType {
  if (!loginAccount) return UserType.OTHER;
  if (loginAccount.startsWith('OCB')) return UserType.ENTERPRISE;
  if (MOBILE_PATTERN.test(loginAccount)) return UserType.MOBILE;
  return UserType.OTHER;
}
