import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from './content-access.js';

export interface SolutionFilter {
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
      .orderBy('s.updatedAt', 'desc')
      .orderBy('s.id', 'desc')
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
