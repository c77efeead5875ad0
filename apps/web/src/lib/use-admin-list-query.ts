import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS, SORT_ORDERS, type ListSort } from '@pn/shared';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The list state of a back-office screen, kept in the address so reload, back and a shared
 * link show the same rows: its filters, `page` and `pageSize` (spec §9: 10, 20 or 50,
 * default 10), the sorted column (`sortField`, `sortOrder`) and `edit`, the editor that is
 * open (`new` or a record's id). Defaults are left out of the address; any other parameter
 * (a tab) is kept as it is.
 */

type FilterValue = string | number;

/** Reads one filter from its address parameter; anything malformed reads as undefined. */
export type FilterParser<T extends FilterValue = FilterValue> = (
  raw: string | null,
) => T | undefined;
export type FilterParsers = Record<string, FilterParser>;
export type FiltersOf<P extends FilterParsers> = { [K in keyof P]: ReturnType<P[K]> };

export interface ListPaging {
  page: number;
  pageSize: number;
}

/** Parsers of the usual kinds of filter. */
export const filterParam = {
  /** Trimmed free text, cut to `max` characters; empty reads as undefined. */
  text:
    (max: number): FilterParser<string> =>
    (raw) =>
      Array.from((raw ?? '').trim())
        .slice(0, max)
        .join('') || undefined,
  /** One of `values` (numbers or strings), written as it is in the address. */
  oneOf:
    <T extends FilterValue>(values: readonly T[]): FilterParser<T> =>
    (raw) =>
      raw === null ? undefined : values.find((v) => String(v) === raw.trim()),
  /** A value matching `pattern` (which should be anchored). */
  matching:
    (pattern: RegExp): FilterParser<string> =>
    (raw) =>
      raw !== null && pattern.test(raw) ? raw : undefined,
};

export const EDIT_PARAM = 'edit';
const PAGE_PARAM = 'page';
const PAGE_SIZE_PARAM = 'pageSize';
const SORT_FIELD_PARAM = 'sortField';
const SORT_ORDER_PARAM = 'sortOrder';

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,15}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

/** The page and page size in the address; a size not offered reads as the default. */
export function readPaging(search: URLSearchParams): ListPaging {
  const size = positiveInt(search.get(PAGE_SIZE_PARAM));
  return {
    page: positiveInt(search.get(PAGE_PARAM)) ?? 1,
    pageSize:
      size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : PAGE_SIZE_DEFAULT,
  };
}

/** The sorted column in the address, when it is one of `fields`; the order defaults to desc. */
export function readSort(search: URLSearchParams, fields: readonly string[]): ListSort {
  const field = search.get(SORT_FIELD_PARAM);
  if (field === null || !fields.includes(field)) return {};
  const order = SORT_ORDERS.find((o) => o === search.get(SORT_ORDER_PARAM)) ?? 'desc';
  return { sortField: field, sortOrder: order };
}

/** The address sorted on `sort` (or back to the list's own order); sorting starts from page 1. */
export function withSort(search: URLSearchParams, sort: ListSort): URLSearchParams {
  const next = new URLSearchParams(search);
  setOrDelete(next, SORT_FIELD_PARAM, sort.sortField);
  setOrDelete(next, SORT_ORDER_PARAM, sort.sortField ? sort.sortOrder : undefined);
  next.delete(PAGE_PARAM);
  return next;
}

export function readFilters<P extends FilterParsers>(
  search: URLSearchParams,
  parsers: P,
): FiltersOf<P> {
  const filters: Partial<Record<keyof P, FilterValue | undefined>> = {};
  for (const key of Object.keys(parsers) as (keyof P & string)[]) {
    filters[key] = parsers[key]!(search.get(key));
  }
  return filters as FiltersOf<P>;
}

/** The editor an `edit` parameter opens: `new`, a record's id, or null for none. */
export function editTargetOf(raw: string | null): 'new' | number | null {
  if (raw === 'new') return 'new';
  return positiveInt(raw) ?? null;
}

function setOrDelete(search: URLSearchParams, key: string, value: FilterValue | null | undefined) {
  if (value === undefined || value === null || value === '') search.delete(key);
  else search.set(key, String(value));
}

/** The address with `patch` applied to the filters; a new filter starts from page 1. */
export function withFilters(
  search: URLSearchParams,
  patch: Record<string, FilterValue | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) setOrDelete(next, key, value);
  next.delete(PAGE_PARAM);
  return next;
}

/** The address on `page` of `pageSize`; a new page size starts from page 1. */
export function withPaging(
  search: URLSearchParams,
  page: number,
  pageSize: number,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const sizeChanged = pageSize !== readPaging(search).pageSize;
  const target = sizeChanged ? 1 : page;
  setOrDelete(next, PAGE_PARAM, target === 1 ? undefined : target);
  setOrDelete(next, PAGE_SIZE_PARAM, pageSize === PAGE_SIZE_DEFAULT ? undefined : pageSize);
  return next;
}

/** The address with the editor for `target` open, or closed for null. */
export function withEdit(search: URLSearchParams, target: string | number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  setOrDelete(next, EDIT_PARAM, target);
  return next;
}

/** The address parameters of the filters alone, as a string: what a filter form shows. */
export function filterKeyOf(search: URLSearchParams, keys: readonly string[]): string {
  const picked = new URLSearchParams();
  for (const key of keys) {
    const value = search.get(key);
    if (value !== null) picked.set(key, value);
  }
  return picked.toString();
}

const NO_SORTS: readonly string[] = [];

export interface AdminListQueryOptions<P extends FilterParsers> {
  /** The screen's filters: address parameter → parser. Keep it a module constant. */
  filters: P;
  /**
   * A filter form kept showing the filters in the address (on arrival, back and forward,
   * a menu link), without overwriting what the operator types while the address catches
   * up with a change the form made itself.
   */
  form?: FormInstance;
  /**
   * The form's values for the filters, where its fields are not the filters themselves.
   * Keep it a module constant too: a new function refills the form.
   */
  formValuesOf?: (filters: FiltersOf<P>) => object;
  /** The fields the list endpoint sorts on (its sortQuery): their columns become sortable. */
  sorts?: readonly string[];
}

export interface AdminListQuery<P extends FilterParsers> {
  search: URLSearchParams;
  filters: FiltersOf<P>;
  page: number;
  pageSize: number;
  /** The chosen sort, if any. */
  sort: ListSort;
  /** Filters, sort and paging together: what a list endpoint takes. */
  query: FiltersOf<P> & ListPaging & ListSort;
  /** Whether any filter is set. */
  filtered: boolean;
  /** The raw `edit` parameter: which editor is open (see editTargetOf). */
  edit: string | null;
  /** Applies a filter change (undefined or '' clears one) and goes back to page 1. */
  setFilters: (patch: Partial<FiltersOf<P>>) => void;
  /** Clears every filter (and the filter form). */
  resetFilters: () => void;
  /** The pager moved; a new page size starts from page 1. */
  setPage: (page: number, pageSize: number) => void;
  /** Sorts on a column (or back to the list's own order) and goes back to page 1. */
  setSort: (sort: ListSort) => void;
  /** Opens the editor of `target` or closes it (null); `replace` keeps history clean. */
  setEdit: (target: string | number | null, options?: { replace?: boolean }) => void;
  /** After deleting a row: when it was the only one on a later page, step back a page. */
  afterRemove: (rowsShown: number) => void;
}

/** The one list-query hook of the back-office screens (see the top of this module). */
export function useAdminListQuery<P extends FilterParsers>({
  filters: parsers,
  form,
  formValuesOf,
  sorts = NO_SORTS,
}: AdminListQueryOptions<P>): AdminListQuery<P> {
  const [search, setSearch] = useSearchParams();
  const keys = useMemo(() => Object.keys(parsers), [parsers]);
  const filters = useMemo(() => readFilters(search, parsers), [search, parsers]);
  const { page, pageSize } = readPaging(search);
  const { sortField, sortOrder } = readSort(search, sorts);
  const filterKey = filterKeyOf(search, keys);

  // The filters the form itself just asked for: the address shows them, the form already does.
  const own = useRef<string | null>(null);
  useEffect(() => {
    if (!form || filterKey === own.current) return;
    own.current = null;
    const shown = readFilters(new URLSearchParams(filterKey), parsers);
    form.setFieldsValue(formValuesOf ? formValuesOf(shown) : shown);
  }, [filterKey, form, formValuesOf, parsers]);

  const setFilters = useCallback(
    (patch: Partial<FiltersOf<P>>) =>
      setSearch((prev) => {
        const next = withFilters(prev, patch as Record<string, FilterValue | undefined>);
        own.current = filterKeyOf(next, keys);
        return next;
      }),
    [setSearch, keys],
  );

  const resetFilters = useCallback(() => {
    form?.resetFields();
    setFilters(Object.fromEntries(keys.map((k) => [k, undefined])) as Partial<FiltersOf<P>>);
  }, [form, keys, setFilters]);

  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      setSearch((prev) => withPaging(prev, nextPage, nextSize)),
    [setSearch],
  );

  const setSort = useCallback(
    (next: ListSort) => setSearch((prev) => withSort(prev, next)),
    [setSearch],
  );

  const setEdit = useCallback(
    (target: string | number | null, options?: { replace?: boolean }) =>
      setSearch((prev) => withEdit(prev, target), options),
    [setSearch],
  );

  const afterRemove = useCallback(
    (rowsShown: number) => {
      if (rowsShown <= 1 && page > 1) setPage(page - 1, pageSize);
    },
    [page, pageSize, setPage],
  );

  const sort = useMemo(() => (sortField ? { sortField, sortOrder } : {}), [sortField, sortOrder]);
  const query = useMemo(
    () => ({ ...filters, ...sort, page, pageSize }),
    [filters, sort, page, pageSize],
  );

  return {
    search,
    filters,
    page,
    pageSize,
    sort,
    query,
    filtered: Object.values(filters).some((v) => v !== undefined),
    edit: search.get(EDIT_PARAM),
    setFilters,
    resetFilters,
    setPage,
    setSort,
    setEdit,
    afterRemove,
  };
}
