import { CONTENT_LIMITS, NewsStatus, PAGE_SIZE_DEFAULT, PAGE_SIZE_OPTIONS } from '@pn/shared';

export type NewsStatusValue = (typeof NewsStatus)[keyof typeof NewsStatus];

/** The news screen's URL query: list filters and paging, and which item is being edited. */
export interface NewsAdminQuery {
  page: number;
  pageSize: number;
  keyword: string;
  status: NewsStatusValue | undefined;
  /** `new`, an item id, or undefined for the list. */
  edit: 'new' | number | undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

function statusOf(value: string | null): NewsStatusValue | undefined {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return (Object.values(NewsStatus) as number[]).includes(n) ? (n as NewsStatusValue) : undefined;
}

/** Reads the URL query; anything malformed falls back to its default. */
export function parseNewsAdminQuery(search: URLSearchParams): NewsAdminQuery {
  const size = positiveInt(search.get('pageSize'));
  const edit = search.get('edit');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize:
      size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : PAGE_SIZE_DEFAULT,
    keyword: Array.from((search.get('keyword') ?? '').trim())
      .slice(0, CONTENT_LIMITS.keyword)
      .join(''),
    status: statusOf(search.get('status')),
    edit: edit === 'new' ? 'new' : positiveInt(edit),
  };
}

/** The query string of a state; defaults are left out. */
export function newsAdminQueryString(query: NewsAdminQuery): string {
  const search = new URLSearchParams();
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.status !== undefined) search.set('status', String(query.status));
  if (query.page !== 1) search.set('page', String(query.page));
  if (query.pageSize !== PAGE_SIZE_DEFAULT) search.set('pageSize', String(query.pageSize));
  if (query.edit !== undefined) search.set('edit', String(query.edit));
  const text = search.toString();
  return text ? `?${text}` : '';
}
