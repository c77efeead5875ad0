import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';

export interface NewAccountNotice {
  accountId: number;
  category: string;
  title: string;
  content?: string;
  link?: string;
}

export function insertNotices(db: Database, rows: NewAccountNotice[]) {
  if (!rows.length) return Promise.resolve([]);
  return db.insertInto('accountNotice').values(rows).returning('id').execute();
}

const COLUMNS = ['id', 'category', 'title', 'content', 'link', 'readAt', 'createdAt'] as const;

export async function listNotices(
  db: Database,
  accountId: number,
  f: { page: number; pageSize: number; category?: string | undefined; unread?: boolean },
) {
  let q = db.selectFrom('accountNotice').where('accountId', '=', accountId);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.unread) q = q.where('readAt', 'is', null);
  const [rows, count] = await Promise.all([
    q
      .select(COLUMNS)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function countUnread(db: Database, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('accountNotice')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('accountId', '=', accountId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}

/** One of the account's own messages, marked read on the way. */
export function readNotice(db: Database, accountId: number, id: number) {
  return db
    .updateTable('accountNotice')
    .set({ readAt: sql<Date>`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function markAllRead(db: Database, accountId: number): Promise<number> {
  const res = await db
    .updateTable('accountNotice')
    .set({ readAt: sql<Date>`now()` })
    .where('accountId', '=', accountId)
    .where('readAt', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
