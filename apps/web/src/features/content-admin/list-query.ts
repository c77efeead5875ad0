import { CONTENT_LIMITS, ContentState, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@pn/shared';

/** The list's filters and page, as the screen's URL query keeps them. */
export interface AdminListQuery {
  keyword: string;
  /** 0 draft, 1 published; undefined for both. */
  state: number | undefined;
  /** Industry id; empty for every industry. */
  trade: string;
  page: number;
  pageSize: number;
}

export const DEFAULT_LIST_QUERY: AdminListQuery = {
  keyword: '',
  state: undefined,
  trade: '',
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
};

/** Query parameter that opens the editor: `new` or a record id. */
export const EDIT_PARAM = 'edit';
export type EditTarget = 'new' | number;

const LIST_KEYS = ['keyword', 'state', 'trade', 'page', 'pageSize'] as const;

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

/** Reads the list query; anything malformed falls back to its default. */
export function parseListQuery(search: URLSearchParams): AdminListQuery {
  const state = search.get('state');
  const size = positiveInt(search.get('pageSize'));
  const trade = (search.get('trade') ?? '').trim();
  return {
    keyword: Array.from((search.get('keyword') ?? '').trim())
      .slice(0, CONTENT_LIMITS.keyword)
      .join(''),
    state:
      state === String(ContentState.DRAFT) || state === String(ContentState.PUBLISHED)
        ? Number(state)
        : undefined,
    trade: /^[A-Za-z0-9_-]{1,32}$/.test(trade) ? trade : '',
    page: positiveInt(search.get('page')) ?? DEFAULT_LIST_QUERY.page,
    pageSize:
      size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : DEFAULT_LIST_QUERY.pageSize,
  };
}

/**
 * The URL query of a list state, keeping any other parameter of `current` (the editor's);
 * defaults are left out so plain addresses stay plain.
 */
export function withListQuery(current: URLSearchParams, query: AdminListQuery): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of LIST_KEYS) next.delete(key);
  if (query.keyword) next.set('keyword', query.keyword);
  if (query.state !== undefined) next.set('state', String(query.state));
  if (query.trade) next.set('trade', query.trade);
  if (query.page !== DEFAULT_LIST_QUERY.page) next.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_LIST_QUERY.pageSize) {
    next.set('pageSize', String(query.pageSize));
  }
  return next;
}

/** A new filter starts again from page 1. */
export function filteredTo(
  query: AdminListQuery,
  filters: Partial<Pick<AdminListQuery, 'keyword' | 'state' | 'trade'>>,
): AdminListQuery {
  return { ...query, ...filters, page: 1 };
}

/** The pager moved; a new page size starts again from page 1 (the old page means nothing). */
export function pagedTo(query: AdminListQuery, page: number, pageSize: number): AdminListQuery {
  return pageSize === query.pageSize ? { ...query, page } : { ...query, page: 1, pageSize };
}

/** The editor the URL asks for, or null for the list. */
export function parseEditTarget(search: URLSearchParams): EditTarget | null {
  const value = search.get(EDIT_PARAM);
  if (value === null) return null;
  if (value === 'new') return 'new';
  return positiveInt(value) ?? null;
}

/** The URL query with the editor opened (`target`) or closed (null). */
export function withEditTarget(current: URLSearchParams, target: EditTarget | null) {
  const next = new URLSearchParams(current);
  if (target === null) next.delete(EDIT_PARAM);
  else next.set(EDIT_PARAM, String(target));
  return next;
}
