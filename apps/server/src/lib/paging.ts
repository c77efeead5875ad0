import type { ListSort, PageQuery, PageResult } from '@pn/shared';
import { sql, type SelectQueryBuilder } from 'kysely';

/** Offset of a page (pages count from 1). */
export function offsetOf(q: PageQuery): number {
  return (q.page - 1) * q.pageSize;
}

export function pageOf<T>(data: T[], total: number, q: PageQuery): PageResult<T> {
  return { data, total, page: q.page, pageSize: q.pageSize };
}

/**
 * `q` ordered on the column the caller chose (see sortQuery): `columns` maps each sortable
 * field to its column; empty values (a draft's publish time) come last either way, and
 * `tiebreak` (the id) keeps pages stable. Without a choice the list keeps `byDefault`.
 */
export function sortedBy<DB, TB extends keyof DB, O, F extends string>(
  q: SelectQueryBuilder<DB, TB, O>,
  sort: ListSort<F>,
  columns: Record<F, string>,
  tiebreak: string,
  byDefault: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  if (!sort.sortField) return byDefault(q);
  const direction = sort.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  return q
    .orderBy(sql`${sql.ref(columns[sort.sortField])} ${direction} nulls last`)
    .orderBy(sql`${sql.ref(tiebreak)} ${direction}`);
}
