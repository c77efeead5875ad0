import type { ListSort, PageQuery, PageResult } from '@pn/shared';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

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

/** Where a newest-first keyset read stopped: the last row's creation time and id. */
export interface NewestKey {
  createdAt: Date;
  id: number;
}

/**
 * Every row of a newest-first list in batches read by keyset (creation time, then id), for
 * exports: no cursor support is needed from the driver, and later batches cost as little
 * as the first. `page` reads up to `limit` rows older than `after` (from the newest when
 * undefined), newest first.
 */
export async function* newestFirstBatches<R extends NewestKey>(
  page: (after: NewestKey | undefined, limit: number) => Promise<R[]>,
  batchSize: number,
): AsyncGenerator<R[]> {
  let after: NewestKey | undefined;
  for (;;) {
    const rows = await page(after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The keyset condition of newestFirstBatches: rows older than `after` (columns named by the repository). */
export function olderThan<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  after: NewestKey,
  cols: { createdAt: string; id: string },
): Expression<SqlBool> {
  const ref = (c: string) => eb.ref(c as never);
  return eb.or([
    eb(ref(cols.createdAt), '<', after.createdAt as never),
    eb.and([
      eb(ref(cols.createdAt), '=', after.createdAt as never),
      eb(ref(cols.id), '<', after.id as never),
    ]),
  ]);
}
