import { ContentState, type ContentSortField, type ListSort } from '@pn/shared';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SolutionTable } from '../../db/schema.js';
import { offsetOf, sortedBy } from '../../lib/paging.js';
import { containsPattern } from './content-access.js';

export interface SolutionFilter extends ListSort<ContentSortField> {
  page: number;
  pageSize: number;
  /** Undefined lists every state. */
  state?: number | undefined;
  trade?: string | undefined;
  keyword?: string | undefined;
}

const withIndustry = (db: Database) =>
  db.selectFrom('solution as s').leftJoin('industry as i', 'i.id', 's.trade');

/** A page of solutions, newest first, with the industry name. */
export async function listSolutions(db: Database, f: SolutionFilter) {
  let q = withIndustry(db);
  if (f.state !== undefined) q = q.where('s.state', '=', f.state);
  if (f.trade !== undefined) q = q.where('s.trade', '=', f.trade);
  if (f.keyword !== undefined) q = q.where('s.methodName', 'ilike', containsPattern(f.keyword));

  const [rows, count] = await Promise.all([
    q
      .select([
        's.id',
        's.type',
        's.methodName',
        's.methodDesc',
        's.fontPic',
        's.trade',
        'i.name as industryName',
        's.state',
        's.authorized',
        's.publishedAt',
        's.updatedAt',
      ])
      .$call((page) =>
        sortedBy(
          page,
          f,
          { publishTime: 's.publishedAt', updateTime: 's.updatedAt' },
          's.id',
          (byDefault) => byDefault.orderBy('s.updatedAt', 'desc').orderBy('s.id', 'desc'),
        ),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One whole solution by pkId or by type; undefined when there is none. */
export async function findSolution(db: Database, by: { id: number } | { type: string }) {
  const q = withIndustry(db).selectAll('s').select('i.name as industryName');
  return (
    'id' in by ? q.where('s.id', '=', by.id) : q.where('s.type', '=', by.type)
  ).executeTakeFirst();
}

/** The columns an editor's solution form writes. */
export type SolutionValues = Omit<
  Insertable<SolutionTable>,
  'id' | 'type' | 'state' | 'authorized' | 'publishedAt' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

export async function insertSolution(db: Database, values: SolutionValues, createdBy: number) {
  const row = await db
    .insertInto('solution')
    .values({ ...values, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The solution's state and authorisation; locks it until the transaction ends. */
export async function lockSolution(db: Database, id: number) {
  return db
    .selectFrom('solution')
    .select(['id', 'state', 'authorized'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateSolution(db: Database, id: number, values: SolutionValues) {
  await db
    .updateTable('solution')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Publishes (an already published solution keeps its publish time) or withdraws one. */
export async function setSolutionState(db: Database, id: number, state: number) {
  await db
    .updateTable('solution')
    .set({
      state,
      publishedAt:
        state === ContentState.PUBLISHED ? sql<Date>`coalesce(published_at, now())` : null,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setSolutionAuthorized(db: Database, id: number, authorized: boolean) {
  await db
    .updateTable('solution')
    .set({ authorized, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
