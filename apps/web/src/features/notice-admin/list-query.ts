import {
  NOTICE_LIMITS,
  NoticePlace,
  NoticeStatus,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_OPTIONS,
} from '@pn/shared';

export type NoticeStatusValue = (typeof NoticeStatus)[keyof typeof NoticeStatus];
export type NoticePlaceValue = (typeof NoticePlace)[keyof typeof NoticePlace];

/** The notice screen's URL query: list filters and paging, and which notice is being edited. */
export interface NoticeAdminQuery {
  page: number;
  pageSize: number;
  keyword: string;
  status: NoticeStatusValue | undefined;
  place: NoticePlaceValue | undefined;
  /** `new`, a notice id, or undefined for the list. */
  edit: 'new' | number | undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

function oneOf<T extends number>(values: Record<string, T>, raw: string | null): T | undefined {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return (Object.values(values) as number[]).includes(n) ? (n as T) : undefined;
}

/** Reads the URL query; anything malformed falls back to its default. */
export function parseNoticeAdminQuery(search: URLSearchParams): NoticeAdminQuery {
  const size = positiveInt(search.get('pageSize'));
  const edit = search.get('edit');
  return {
    page: positiveInt(search.get('page')) ?? 1,
    pageSize:
      size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
        ? size
        : PAGE_SIZE_DEFAULT,
    keyword: Array.from((search.get('keyword') ?? '').trim())
      .slice(0, NOTICE_LIMITS.keyword)
      .join(''),
    status: oneOf<NoticeStatusValue>(NoticeStatus, search.get('status')),
    place: oneOf<NoticePlaceValue>(NoticePlace, search.get('place')),
    edit: edit === 'new' ? 'new' : positiveInt(edit),
  };
}

/** The query string of a state; defaults are left out. */
export function noticeAdminQueryString(query: NoticeAdminQuery): string {
  const search = new URLSearchParams();
  if (query.keyword) search.set('keyword', query.keyword);
  if (query.status !== undefined) search.set('status', String(query.status));
  if (query.place !== undefined) search.set('place', String(query.place));
  if (query.page !== 1) search.set('page', String(query.page));
  if (query.pageSize !== PAGE_SIZE_DEFAULT) search.set('pageSize', String(query.pageSize));
  if (query.edit !== undefined) search.set('edit', String(query.edit));
  const text = search.toString();
  return text ? `?${text}` : '';
}
