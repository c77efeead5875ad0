import { NewsStatus, type ListSort, type NewsSortField } from '@pn/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { offsetOf, sortedBy } from '../../lib/paging.js';
import { containsPattern } from './content-access.js';

export interface NewsFilter extends ListSort<NewsSortField> {
  page: number;
  pageSize: number;
  /** Only what the public may see: published and already released. */
  releasedOnly: boolean;
  /** Ignored when releasedOnly. */
  status?: number | undefined;
  keyword?: string | undefined;
}

const released = (eb: ExpressionBuilder<DB, 'newsInsight'>) =>
  eb.and([eb('status', '=', NewsStatus.PUBLISHED), eb('releaseTime', '<=', sql<Date>`now()`)]);

/** A page of news, newest release first (the back office also shows when each was saved). */
export async function listNews(db: Database, f: NewsFilter) {
  let q = db.selectFrom('newsInsight');
  if (f.releasedOnly) q = q.where(released);
  else if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.keyword !== undefined) q = q.where('title', 'ilike', containsPattern(f.keyword));

  const [rows, count] = await Promise.all([
    q
      .select([
        'id',
        'title',
        'summary',
        'cover',
        'source',
        'status',
        'releaseTime',
        'viewCount',
        'createdAt',
        'updatedAt',
      ])
      .$call((page) =>
        sortedBy(
          page,
          f,
          {
            releaseTime: 'releaseTime',
            viewCount: 'viewCount',
            createTime: 'createdAt',
            updateTime: 'updatedAt',
          },
          'id',
          (byDefault) => byDefault.orderBy('releaseTime', 'desc').orderBy('id', 'desc'),
        ),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Counts one view of a news item the public may see and returns it with the new count;
 * undefined when the item is missing, unpublished or not yet released.
 */
export async function viewReleasedNews(db: Database, id: number) {
  return db
    .updateTable('newsInsight')
    .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
    .where('id', '=', id)
    .where(released)
    .returningAll()
    .executeTakeFirst();
}

/** One news item whatever its state, without counting a view. */
export async function findNews(db: Database, id: number) {
  return db.selectFrom('newsInsight').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The columns the news form writes. */
export interface NewsValues {
  title: string;
  summary: string;
  content: string;
  cover: string;
  source: string;
}

/** A new draft; its release time is set when it is published. */
export async function insertNews(db: Database, values: NewsValues, createdBy: number) {
  const row = await db
    .insertInto('newsInsight')
    .values({ ...values, status: NewsStatus.DRAFT, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the news item exists; locks it until the transaction ends. */
export async function lockNews(db: Database, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('newsInsight')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateNews(db: Database, id: number, values: NewsValues) {
  await db
    .updateTable('newsInsight')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Publishes at `releaseTime` (a future time schedules it; null is now). */
export async function publishNews(db: Database, id: number, releaseTime: Date | null) {
  await db
    .updateTable('newsInsight')
    .set({
      status: NewsStatus.PUBLISHED,
      releaseTime: releaseTime ?? sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Takes a news item off the portal; its release time stays as it was. */
export async function withdrawNews(db: Database, id: number) {
  await db
    .updateTable('newsInsight')
    .set({ status: NewsStatus.WITHDRAWN, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
