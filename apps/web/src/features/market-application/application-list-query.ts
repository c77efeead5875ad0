import { PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@pn/shared';
import { TRADE_PARAM } from '@/lib/trade-param';

/** Cards a page of /application holds by default (spec §9: 10). */
export const APPLICATION_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** What the /application address says: industry (`trade`), page and page size. */
export interface ApplicationListQuery {
  trade: string | undefined;
  page: number;
  pageSize: number;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * Reads the /application query: an industry among `trades` (the ones with applications; any
 * other lists everything), a page of at least 1, and a size among 10/20/50 (10 unless told).
 */
export function parseApplicationListQuery(
  search: URLSearchParams,
  trades: readonly string[],
): ApplicationListQuery {
  const trade = search.get(TRADE_PARAM)?.trim();
  const size = positiveInt(search.get('pageSize'));
  return {
    trade: trade && trades.includes(trade) ? trade : undefined,
    page: positiveInt(search.get('page')) ?? 1,
    pageSize:
      size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : APPLICATION_PAGE_SIZE,
  };
}

/** The query string of another page (a new size starts at page 1); defaults are left out. */
export function applicationPageSearch(
  search: URLSearchParams,
  page: number,
  pageSize: number,
  currentSize: number,
): string {
  const next = new URLSearchParams(search);
  const target = pageSize === currentSize ? page : 1;
  if (target > 1) next.set('page', String(target));
  else next.delete('page');
  if (pageSize !== APPLICATION_PAGE_SIZE) next.set('pageSize', String(pageSize));
  else next.delete('pageSize');
  const text = next.toString();
  return text ? `?${text}` : '';
}
