import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from './content-access.js';

const columns = ['id', 'name', 'sortNum', 'icon', 'description'] as const;

/** Every industry in display order. */
export async function allIndustries(db: Database) {
  return db.selectFrom('industry').select(columns).orderBy('sortNum').orderBy('id').execute();
}

/** A page of industries in display order, optionally those whose name contains `keyword`. */
export async function listIndustries(
  db: Database,
  f: { page: number; pageSize: number; keyword?: string | undefined },
) {
  let q = db.selectFrom('industry');
  if (f.keyword !== undefined) q = q.where('name', 'ilike', containsPattern(f.keyword));
  const [rows, count] = await Promise.all([
    q
      .select(columns)
      .orderBy('sortNum')
      .orderBy('id')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
