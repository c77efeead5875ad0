import { CONTENT_LIMITS, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@pn/shared';

/** The two tabs of /news; the header's "more notices" link opens `?tab=notice`. */
export const NewsTab = { NEWS: 'news', NOTICE: 'notice' } as const;
export type NewsTab = (typeof NewsTab)[keyof typeof NewsTab];

/** What the /news URL query says: tab, page, page size and (news only) keyword. */
export interface NewsListQuery {
  tab: NewsTab;
  page: number;
  pageSize: number;
  keyword: string;
}

export const DEFAULT_NEWS_QUERY: NewsListQuery = {
  tab: NewsTab.NEWS,
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
  keyword: '',
};

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

/**
 * Reads the /news query. Anything malformed falls back to its default: an unknown tab to
 * news, a page below 1 or not a number to 1, a size outside 10/20/50 to 10; the keyword is
 * trimmed and cut to the server's limit.
 */
export function parseNewsQuery(search: URLSearchParams): NewsListQuery {
  const tab = search.get('tab') === NewsTab.NOTICE ? NewsTab.NOTICE : NewsTab.NEWS;
  const size = positiveInt(search.get('pageSize'));
  return {
    tab,
    page: positiveInt(search.get('page')) ?? DEFAULT_NEWS_QUERY.page,
    pageSize:
      size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : DEFAULT_NEWS_QUERY.pageSize,
    keyword: Array.from((search.get('keyword') ?? '').trim())
      .slice(0, CONTENT_LIMITS.keyword)
      .join(''),
  };
}

/** The query string of a /news state; defaults are left out so plain URLs stay plain. */
export function newsQueryString(query: NewsListQuery): string {
  const search = new URLSearchParams();
  if (query.tab !== DEFAULT_NEWS_QUERY.tab) search.set('tab', query.tab);
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.page !== DEFAULT_NEWS_QUERY.page) search.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_NEWS_QUERY.pageSize) {
    search.set('pageSize', String(query.pageSize));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The next state after the pager changed: a new page size starts again from page 1 (the
 * old page number would point somewhere else in the list).
 */
export function pagedTo(query: NewsListQuery, page: number, pageSize: number): NewsListQuery {
  return pageSize === query.pageSize
    ? { ...query, page }
    : { ...query, page: DEFAULT_NEWS_QUERY.page, pageSize };
}

/** A news id from the `id` query of /newsDetail, or undefined when it cannot be one. */
export function parseNewsId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}
