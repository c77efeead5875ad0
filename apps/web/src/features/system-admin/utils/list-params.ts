import { LOGIN_METHOD_LABELS, OPER_TYPE_LABELS, SMS_OUTBOX_PURPOSES } from '@pn/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { filterParam, type FiltersOf } from '@/lib/use-admin-list-query';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `true` succeeded, `false` failed: how the outcome filters travel. */
export const OUTCOMES = ['true', 'false'] as const;

/** A day range held in the address as `dateFrom` and `dateTo` (`YYYY-MM-DD`, inclusive). */
const DATE_FILTERS = {
  dateFrom: filterParam.matching(DATE),
  dateTo: filterParam.matching(DATE),
};

const KEYWORD_MAX = 64;

/** 操作日志: time, type (0 login, 1 logout, 2 other, 3 browse), outcome and a keyword. */
export const OPER_LOG_FILTERS = {
  ...DATE_FILTERS,
  operType: filterParam.oneOf(Object.keys(OPER_TYPE_LABELS).map(Number)),
  success: filterParam.oneOf(OUTCOMES),
  keyword: filterParam.text(KEYWORD_MAX),
};
export type OperLogFilters = FiltersOf<typeof OPER_LOG_FILTERS>;

/** 登录记录: time, login method, outcome and the login account. */
export const LOGIN_LOG_FILTERS = {
  ...DATE_FILTERS,
  method: filterParam.oneOf(Object.keys(LOGIN_METHOD_LABELS)),
  success: filterParam.oneOf(OUTCOMES),
  keyword: filterParam.text(KEYWORD_MAX),
};
export type LoginLogFilters = FiltersOf<typeof LOGIN_LOG_FILTERS>;

/** The outbox's number filter: digits only (the server matches the whole number). */
export const TEL_FILTER = /^\d{1,20}$/;

/** 短信发件箱: send time, purpose and the whole phone number. */
export const SMS_OUTBOX_FILTERS = {
  ...DATE_FILTERS,
  purpose: filterParam.oneOf(SMS_OUTBOX_PURPOSES),
  tel: filterParam.matching(TEL_FILTER),
};
export type SmsOutboxFilters = FiltersOf<typeof SMS_OUTBOX_FILTERS>;

/** 账号管理: kind, state (1 enabled, 0 disabled) and a keyword. */
export const ACCOUNT_FILTERS = {
  kind: filterParam.oneOf(['customer', 'admin', 'operator'] as const),
  status: filterParam.oneOf([0, 1] as const),
  keyword: filterParam.text(KEYWORD_MAX),
};
export type AccountFilters = FiltersOf<typeof ACCOUNT_FILTERS>;

export type DateRange = [Dayjs | null, Dayjs | null] | null;

interface DatedFilters {
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** What a filter form shows: the two dates of the address as one range field. */
export type RangeFormValues<F extends DatedFilters> = Omit<F, 'dateFrom' | 'dateTo'> & {
  range?: DateRange;
};

/** The form's values for filters with a day range. */
export function rangeFormValues<F extends DatedFilters>(f: F): RangeFormValues<F> {
  const { dateFrom, dateTo, ...rest } = f;
  return {
    ...rest,
    range:
      dateFrom || dateTo
        ? [dateFrom ? dayjs(dateFrom) : null, dateTo ? dayjs(dateTo) : null]
        : null,
  };
}

/**
 * The filters a form with a day range asks for: the range as `dateFrom`/`dateTo`, text
 * trimmed and blanks left out.
 */
export function rangeFiltersOf<V extends { range?: DateRange }>(
  v: V,
): Omit<V, 'range'> & DatedFilters {
  const { range, ...rest } = v;
  return {
    ...trimmed(rest),
    dateFrom: range?.[0]?.format('YYYY-MM-DD'),
    dateTo: range?.[1]?.format('YYYY-MM-DD'),
  };
}

/** The filters a form without dates asks for: text trimmed and blanks left out. */
export function trimmed<V extends object>(v: V): V {
  return Object.fromEntries(
    Object.entries(v).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() || undefined : value,
    ]),
  ) as V;
}

/**
 * A logged parameter object (JSON, masked by the server) laid out for reading; text that
 * is not JSON (cut at its length limit) is shown as it is.
 */
export function prettyParams(raw: string): string {
  if (!raw) return '';
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && Object.keys(value).length === 0) return '';
    return JSON.stringify(value, null, 2);
  } catch {
    return raw;
  }
}
