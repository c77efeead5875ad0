import { NoticeStatus, type NoticeAdminListQuery, type NoticeListQuery } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf, sortedBy } from '../../lib/paging.js';
import { containsPattern } from '../content/content-access.js';

export interface NoticeFilter extends NoticeListQuery {
  /** Only what the public may see: published and already released. */
  publicOnly: boolean;
}

export async function listNotices(db: Database, f: NoticeFilter) {
  let q = db.selectFrom('announcement');
  if (f.publicOnly) {
    q = q
      .where('status', '=', NoticeStatus.PUBLISHED)
      .where((eb) =>
        eb.or([eb('releaseTime', 'is', null), eb('releaseTime', '<=', sql<Date>`now()`)]),
      );
  } else if (f.status !== undefined) {
    q = q.where('status', '=', f.status);
  }
  if (f.place !== undefined) q = q.where('place', '=', f.place);

  const [rows, count] = await Promise.all([
    q
      .select(['id', 'title', 'content', 'status', 'place', 'releaseTime', 'createdAt'])
      .orderBy(sql`release_time desc nulls last`)
      .orderBy('id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

const noticeColumns = [
  'id',
  'title',
  'content',
  'status',
  'place',
  'releaseTime',
  'createdAt',
  'updatedAt',
] as const;

/** Notices of every state for the back office, latest release (then latest edit) first. */
export async function listManagedNotices(db: Database, f: NoticeAdminListQuery) {
  let q = db.selectFrom('announcement');
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  if (f.place !== undefined) q = q.where('place', '=', f.place);
  if (f.keyword !== undefined) q = q.where('title', 'ilike', containsPattern(f.keyword));
  const [rows, count] = await Promise.all([
    q
      .select(noticeColumns)
      .$call((page) =>
        sortedBy(
          page,
          f,
          { releaseTime: 'releaseTime', updateTime: 'updatedAt' },
          'id',
          (byDefault) =>
            byDefault
              .orderBy(sql`release_time desc nulls first`)
              .orderBy('updatedAt', 'desc')
              .orderBy('id', 'desc'),
        ),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findNotice(db: Database, id: number) {
  return db
    .selectFrom('announcement')
    .select(noticeColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the notice exists; locks it until the transaction ends. */
export async function lockNotice(db: Database, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('announcement')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export interface NoticeValues {
  title: string;
  content: string;
  place: number;
}

/** A new draft; it gets its release time when published. */
export async function insertNotice(db: Database, values: NoticeValues, createdBy: number) {
  const row = await db
    .insertInto('announcement')
    .values({ ...values, status: NoticeStatus.DRAFT, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNotice(db: Database, id: number, values: NoticeValues) {
  await db
    .updateTable('announcement')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Publishes at `releaseTime` (a future time schedules it; null is now). */
export async function publishNotice(db: Database, id: number, releaseTime: Date | null) {
  await db
    .updateTable('announcement')
    .set({
      status: NoticeStatus.PUBLISHED,
      releaseTime: releaseTime ?? sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function withdrawNotice(db: Database, id: number) {
  await db
    .updateTable('announcement')
    .set({ status: NoticeStatus.WITHDRAWN, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteNotice(db: Database, id: number) {
  await db.deleteFrom('announcement').where('id', '=', id).execute();
}
