import { ORDER_STATUSES, ORDER_TYPES, PROVINCES, RefundStatus, type RefundQuery } from '@pn/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { filterParam, type FiltersOf } from '@/lib/use-admin-list-query';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day range kept in the address as `startDate` and `endDate` (YYYY-MM-DD, inclusive). */
const DAY_RANGE = {
  startDate: filterParam.matching(DAY),
  endDate: filterParam.matching(DAY),
};

/** 订单审核: what GET cp/om/web/order/queryOsmsOrder filters on. */
export const ORDER_FILTERS = {
  orderNo: filterParam.text(32),
  keyword: filterParam.text(40),
  type: filterParam.oneOf(ORDER_TYPES),
  status: filterParam.oneOf(ORDER_STATUSES),
  ...DAY_RANGE,
  /** Province, for national administrators (the others see only their own). */
  beId: filterParam.oneOf(PROVINCES.map((p) => p.beId)),
};
export type OrderFilters = FiltersOf<typeof ORDER_FILTERS>;

/** 退款管理: what GET cp/om/web/refund/query (and the export) filter on. */
export const REFUND_FILTERS = {
  orderNo: filterParam.text(32),
  status: filterParam.oneOf(Object.values(RefundStatus)),
  ...DAY_RANGE,
};
export type RefundFilters = FiltersOf<typeof REFUND_FILTERS>;

export type DayRange = [Dayjs | null, Dayjs | null] | null;

interface Dated {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/**
 * What a filter form shows: the two days of the address as one range field. Its values
 * may lack a filter the form does not show (the province, to all but national staff).
 */
export type RangeForm<F extends Dated> = Partial<Omit<F, 'startDate' | 'endDate'>> & {
  range?: DayRange;
};

/** The form's values for the filters in the address. */
export function rangeFormValues<F extends Dated>(filters: F): RangeForm<F> {
  const { startDate, endDate, ...rest } = filters;
  return {
    ...rest,
    range:
      startDate || endDate
        ? [startDate ? dayjs(startDate) : null, endDate ? dayjs(endDate) : null]
        : null,
  };
}

/**
 * The filters a submitted form asks for: the range as `startDate`/`endDate`, text trimmed,
 * blanks (and a cleared select's null) left out.
 */
export function filtersOfForm<F extends Dated>(values: RangeForm<F>): Partial<F> {
  const { range, ...rest } = values;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    const v = typeof value === 'string' ? value.trim() : value;
    out[key] = v === '' || v === null ? undefined : v;
  }
  out.startDate = range?.[0]?.format('YYYY-MM-DD');
  out.endDate = range?.[1]?.format('YYYY-MM-DD');
  return out as Partial<F>;
}

/** The export's body: the list's filters without paging, unset ones left out. */
export function exportBodyOf(filters: RefundFilters): Omit<RefundQuery, 'page' | 'pageSize'> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Omit<
    RefundQuery,
    'page' | 'pageSize'
  >;
}
