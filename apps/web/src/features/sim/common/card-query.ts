import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
  SIM_EXPIRING_DAYS_MAX,
  SIM_SORT_FIELDS,
  type SimListQuery,
} from '@pn/shared';
import dayjs from 'dayjs';

/**
 * The card table's state as the address holds it (so reload, back and a shared link show
 * the same rows): filters, sort and paging. Anything malformed reads as its default, and
 * defaults are left out of the address.
 */

export type SortField = (typeof SIM_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface CardFilters {
  status?: number;
  /** Prefix of an ICCID, MSISDN or IMSI. */
  keyword?: string;
  tariffId?: number;
  groupId?: number;
  /** YYYY-MM-DD, inclusive. */
  activatedFrom?: string;
  activatedTo?: string;
  /** Tariff package ending within this many days. */
  expiringDays?: number;
}

export interface CardListState extends CardFilters {
  sortField: SortField;
  sortOrder: SortOrder;
  page: number;
  pageSize: number;
}

export const CARD_FILTER_KEYS = [
  'status',
  'keyword',
  'tariffId',
  'groupId',
  'activatedFrom',
  'activatedTo',
  'expiringDays',
] as const satisfies readonly (keyof CardFilters)[];

const DEFAULT_SORT: Pick<CardListState, 'sortField' | 'sortOrder'> = {
  sortField: 'id',
  sortOrder: 'desc',
};
const KEYWORD = /^\d{1,20}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Deeper pages than this are not offered (the server answers them, but nobody pages that far). */
const PAGE_MAX = 1_000_000;

function positiveInt(raw: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === null || !/^\d{1,16}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

function day(raw: string | null): string | undefined {
  if (!raw || !DAY.test(raw)) return undefined;
  return dayjs(raw, 'YYYY-MM-DD').format('YYYY-MM-DD') === raw ? raw : undefined;
}

/** Reads the table state from the address. */
export function readCardQuery(search: URLSearchParams): CardListState {
  const status = search.get('status');
  const keyword = search.get('keyword')?.trim();
  let activatedFrom = day(search.get('activatedFrom'));
  let activatedTo = day(search.get('activatedTo'));
  // A reversed range is read the way it was meant.
  if (activatedFrom && activatedTo && activatedFrom > activatedTo) {
    [activatedFrom, activatedTo] = [activatedTo, activatedFrom];
  }
  const sortField = search.get('sortField');
  const sortOrder = search.get('sortOrder');
  const pageSize = positiveInt(search.get('pageSize'));
  return {
    status: status !== null && /^[0-4]$/.test(status) ? Number(status) : undefined,
    keyword: keyword && KEYWORD.test(keyword) ? keyword : undefined,
    tariffId: positiveInt(search.get('tariffId'), 2_147_483_647),
    groupId: positiveInt(search.get('groupId')),
    activatedFrom,
    activatedTo,
    expiringDays: positiveInt(search.get('expiringDays'), SIM_EXPIRING_DAYS_MAX),
    sortField: (SIM_SORT_FIELDS as readonly string[]).includes(sortField ?? '')
      ? (sortField as SortField)
      : DEFAULT_SORT.sortField,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_SORT.sortOrder,
    page: positiveInt(search.get('page'), PAGE_MAX) ?? 1,
    pageSize:
      pageSize !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
        ? pageSize
        : PAGE_SIZE_DEFAULT,
  };
}

/** The filters alone (no sort, no paging). */
export function filtersOf(state: CardFilters): CardFilters {
  const filters: CardFilters = {};
  for (const key of CARD_FILTER_KEYS) {
    const value = state[key];
    if (value !== undefined) (filters as Record<string, unknown>)[key] = value;
  }
  return filters;
}

/** Whether any filter is set. */
export function isFiltered(state: CardFilters): boolean {
  return Object.keys(filtersOf(state)).length > 0;
}

/** What GET icm/sim/list takes for this state and card kind. */
export function listQueryOf(state: CardListState, kind: number): Partial<SimListQuery> {
  return {
    kind,
    ...filtersOf(state),
    sortField: state.sortField,
    sortOrder: state.sortOrder,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** What GET icm/sim/export takes: the list query without paging. */
export function exportQueryOf(state: CardListState, kind: number): Partial<SimListQuery> {
  const { page: _page, pageSize: _pageSize, ...rest } = listQueryOf(state, kind);
  return rest;
}

function put(next: URLSearchParams, key: string, value: string | number | undefined) {
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
}

/**
 * The address after a change of filters, sort or paging. Defaults are removed; any change
 * other than the page itself goes back to page 1. Other parameters are kept.
 */
export function writeCardQuery(
  search: URLSearchParams,
  patch: Partial<CardListState>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of CARD_FILTER_KEYS) if (key in patch) put(next, key, patch[key]);
  if ('sortField' in patch || 'sortOrder' in patch) {
    const field = patch.sortField ?? DEFAULT_SORT.sortField;
    const order = patch.sortOrder ?? DEFAULT_SORT.sortOrder;
    const isDefault = field === DEFAULT_SORT.sortField && order === DEFAULT_SORT.sortOrder;
    put(next, 'sortField', isDefault ? undefined : field);
    put(next, 'sortOrder', isDefault ? undefined : order);
  }
  if ('pageSize' in patch) {
    put(next, 'pageSize', patch.pageSize === PAGE_SIZE_DEFAULT ? undefined : patch.pageSize);
  }
  const pageOnly = Object.keys(patch).every((k) => k === 'page');
  const page = pageOnly ? patch.page : 1;
  put(next, 'page', page === undefined || page <= 1 ? undefined : page);
  return next;
}

/** The address parameters of the filters alone: changes when (and only when) a filter does. */
export function filterKeyOf(search: URLSearchParams): string {
  return new URLSearchParams(
    CARD_FILTER_KEYS.flatMap((k) => {
      const v = search.get(k);
      return v === null ? [] : [[k, v]];
    }),
  ).toString();
}
