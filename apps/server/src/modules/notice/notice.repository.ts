import type { NoticeListQuery } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';

export interface NoticeFilter extends NoticeListQuery {
  /** Only what the public may see: published and already released. */
  publicOnly: boolean;
}

export async function listNotices(db: Database, f: NoticeFilter) {
  let q = db.selectFrom('announcement');
  if (f.publicOnly) {
    q = q
      .where('status', '=', 1)
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
