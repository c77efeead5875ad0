import { PAGE_SIZE_OPTIONS, PROVINCES, type MarketDemandListQuery } from '@pn/shared';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The list query held in the address: dates `YYYY-MM-DD`, the province as its GB code
 * (what the server stores for each demand), status 0–2, keyword, page and page size.
 * Anything malformed falls back to the default.
 */
export function demandListQuery(search: URLSearchParams): MarketDemandListQuery {
  const pageSize = Number(search.get('pageSize'));
  const startDate = search.get('startDate') ?? '';
  const endDate = search.get('endDate') ?? '';
  const provinceId = search.get('provinceId') ?? '';
  const status = search.get('status');
  const keyword = search.get('keyword')?.trim().slice(0, 40);
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : PAGE_SIZE_OPTIONS[0],
    startDate: DATE.test(startDate) ? startDate : undefined,
    endDate: DATE.test(endDate) ? endDate : undefined,
    provinceId: PROVINCES.some((p) => p.gbCode === provinceId) ? provinceId : undefined,
    status: status === '0' || status === '1' || status === '2' ? Number(status) : undefined,
    keyword: keyword || undefined,
  };
}

/** The filters of a list query, without paging: what the export takes. */
export function exportFilters(query: MarketDemandListQuery) {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return filters;
}

/**
 * The address query with `patch` applied: empty values remove their key; the page goes
 * back to 1 whenever a filter or the page size changes.
 */
export function patchSearch(
  search: URLSearchParams,
  patch: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
