import { ContentState, type ContentSortField, type ListSort } from '@pn/shared';
import { sql, type Insertable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { SuccessCaseTable } from '../../db/schema.js';
import { offsetOf, sortedBy } from '../../lib/paging.js';
import { containsPattern } from './content-access.js';

export interface CaseFilter extends ListSort<ContentSortField> {
  page: number;
  pageSize: number;
  /** Undefined lists every state. */
  state?: number | undefined;
  trade?: string | undefined;
  keyword?: string | undefined;
}

const withIndustry = (db: Database) =>
  db.selectFrom('successCase as c').leftJoin('industry as i', 'i.id', 'c.trade');

/** A page of cases, newest first, with the industry name. */
export async function listCases(db: Database, f: CaseFilter) {
  let q = withIndustry(db);
  if (f.state !== undefined) q = q.where('c.state', '=', f.state);
  if (f.trade !== undefined) q = q.where('c.trade', '=', f.trade);
  if (f.keyword !== undefined) q = q.where('c.name', 'ilike', containsPattern(f.keyword));

  const [rows, count] = await Promise.all([
    q
      .select([
        'c.id',
        'c.type',
        'c.name',
        'c.trade',
        'i.name as industryName',
        'c.front',
        'c.resolveTitle',
        'c.state',
        'c.publishedAt',
        'c.updatedAt',
      ])
      .$call((page) =>
        sortedBy(
          page,
          f,
          { publishTime: 'c.publishedAt', updateTime: 'c.updatedAt' },
          'c.id',
          (byDefault) => byDefault.orderBy('c.updatedAt', 'desc').orderBy('c.id', 'desc'),
        ),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** One whole case by pkId or by built-in type; undefined when there is none. */
export async function findCase(db: Database, by: { id: number } | { type: string }) {
  const q = withIndustry(db).selectAll('c').select('i.name as industryName');
  return (
    'id' in by ? q.where('c.id', '=', by.id) : q.where('c.type', '=', by.type)
  ).executeTakeFirst();
}

/** The columns an editor's case form writes. */
export type CaseValues = Omit<
  Insertable<SuccessCaseTable>,
  'id' | 'type' | 'state' | 'publishedAt' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

export async function insertCase(db: Database, values: CaseValues, createdBy: number) {
  const row = await db
    .insertInto('successCase')
    .values({ ...values, createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether the case exists; locks it until the transaction ends. */
export async function lockCase(db: Database, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('successCase')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateCase(db: Database, id: number, values: CaseValues) {
  await db
    .updateTable('successCase')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Publishes (an already published case keeps its publish time) or withdraws a case. */
export async function setCaseState(db: Database, id: number, state: number) {
  await db
    .updateTable('successCase')
    .set({
      state,
      publishedAt:
        state === ContentState.PUBLISHED ? sql<Date>`coalesce(published_at, now())` : null,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
