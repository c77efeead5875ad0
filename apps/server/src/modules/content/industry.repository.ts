import { sql } from 'kysely';
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

export async function findIndustry(db: Database, id: string) {
  return db.selectFrom('industry').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Another industry of this name, if any. */
export async function industryNamed(db: Database, name: string, exceptId?: string) {
  let q = db.selectFrom('industry').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export interface IndustryValues {
  name: string;
  sortNum: number;
  icon: string;
  description: string;
}

export async function insertIndustry(db: Database, id: string, values: IndustryValues) {
  return db
    .insertInto('industry')
    .values({ id, ...values })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateIndustry(db: Database, id: string, values: IndustryValues) {
  return db
    .updateTable('industry')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

/** Whether any case, solution or application scene belongs to the industry. */
export async function industryInUse(db: Database, id: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('successCase').select('id').where('trade', '=', id)),
          eb.exists(eb.selectFrom('solution').select('id').where('trade', '=', id)),
          eb.exists(eb.selectFrom('applicationScene').select('id').where('industryId', '=', id)),
        ])
        .as('used'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.used);
}

export async function deleteIndustry(db: Database, id: string): Promise<boolean> {
  const res = await db.deleteFrom('industry').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
