import type { PageQuery, PageResult } from '@pn/shared';

/** Offset of a page (pages count from 1). */
export function offsetOf(q: PageQuery): number {
  return (q.page - 1) * q.pageSize;
}

export function pageOf<T>(data: T[], total: number, q: PageQuery): PageResult<T> {
  return { data, total, page: q.page, pageSize: q.pageSize };
}
