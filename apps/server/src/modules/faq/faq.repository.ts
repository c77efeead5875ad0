import { FaqStatus, type FaqListQuery } from '@pn/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { FaqTable } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../content/content-access.js';

const columns = [
  'id',
  'question',
  'keywords',
  'answer',
  'category',
  'hot',
  'sortNum',
  'status',
  'createdAt',
  'updatedAt',
] as const;

/** Every enabled question, in display order (the chatbot matches against these). */
export async function enabledFaqs(db: Database) {
  return db
    .selectFrom('faq')
    .select(['id', 'question', 'keywords', 'answer', 'hot', 'sortNum'])
    .where('status', '=', FaqStatus.ENABLED)
    .orderBy('sortNum')
    .orderBy('id')
    .execute();
}

/** The enabled hot questions in display order. */
export async function hotFaqs(db: Database, limit: number) {
  return db
    .selectFrom('faq')
    .select(['id', 'question'])
    .where('status', '=', FaqStatus.ENABLED)
    .where('hot', '=', true)
    .orderBy('sortNum')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** A page of questions for the back office, optionally filtered. */
export async function listFaqs(db: Database, f: FaqListQuery) {
  let q = db.selectFrom('faq');
  if (f.keyword !== undefined) {
    const pattern = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('question', 'ilike', pattern),
        eb('answer', 'ilike', pattern),
        eb(sql<string>`array_to_string(keywords, ' ')`, 'ilike', pattern),
      ]),
    );
  }
  if (f.category !== undefined) q = q.where('category', '=', f.category);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
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

/** Id and question of every row, enabled or not (for the duplicate check). */
export async function allQuestions(db: Database) {
  return db.selectFrom('faq').select(['id', 'question']).execute();
}

export async function insertFaq(db: Database, values: Insertable<FaqTable>) {
  return db.insertInto('faq').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function updateFaq(db: Database, id: number, values: Updateable<FaqTable>) {
  return db
    .updateTable('faq')
    .set({ ...values, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

/** Whether a row was deleted. */
export async function deleteFaq(db: Database, id: number): Promise<boolean> {
  const res = await db.deleteFrom('faq').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
