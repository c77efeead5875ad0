import type { Database } from '../../db/database.js';
import { newestFirstBatches, offsetOf, olderThan } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import type { TimeRange } from '../../lib/time-range.js';
import { containsPattern } from '../account/account.repository.js';

export interface OperLogFilter {
  operType?: number | undefined;
  status?: string | undefined;
  /** Succeeded (status 0) or failed (any other status). */
  success?: boolean | undefined;
  keyword?: string | undefined;
  range: TimeRange;
}

/** The operation-log rows in `scope` matching `f`. */
function filteredOperLogs(db: Database, scope: DataScope, f: OperLogFilter) {
  // A customer's rows are its enterprise's accounts' rows; administrators' go by place.
  let q = db
    .selectFrom('operLog as o')
    .leftJoin('account as a', 'a.id', 'o.accountId')
    .where((eb) =>
      inScope(eb, scope, { beId: 'o.beId', areaCode: 'o.areaCode', customerId: 'a.customerId' }),
    );
  if (f.operType !== undefined) q = q.where('o.operType', '=', f.operType);
  if (f.status) q = q.where('o.status', '=', f.status);
  if (f.success !== undefined) q = q.where('o.status', f.success ? '=' : '<>', '0');
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('o.operUrl', 'ilike', like),
        eb('o.title', 'ilike', like),
        eb('o.loginAccount', 'ilike', like),
      ]),
    );
  }
  if (f.range.from) q = q.where('o.createdAt', '>=', f.range.from);
  if (f.range.to) q = q.where('o.createdAt', '<', f.range.to);
  return q;
}

export async function listOperLogs(
  db: Database,
  scope: DataScope,
  f: OperLogFilter & { page: number; pageSize: number },
) {
  const q = filteredOperLogs(db, scope, f);
  const [rows, count] = await Promise.all([
    q
      .selectAll('o')
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    countOperLogs(db, scope, f),
  ]);
  return { rows, total: count };
}

export async function countOperLogs(db: Database, scope: DataScope, f: OperLogFilter) {
  const row = await filteredOperLogs(db, scope, f)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The matching rows, newest first, in batches (see newestFirstBatches). */
export function operLogBatches(
  db: Database,
  scope: DataScope,
  f: OperLogFilter,
  batchSize: number,
) {
  return newestFirstBatches(
    (after, limit) =>
      filteredOperLogs(db, scope, f)
        .selectAll('o')
        .$if(after !== undefined, (q) =>
          q.where((eb) => olderThan(eb, after!, { createdAt: 'o.createdAt', id: 'o.id' })),
        )
        .orderBy('o.createdAt', 'desc')
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute(),
    batchSize,
  );
}

export async function listLoginAttempts(
  db: Database,
  scope: DataScope,
  f: {
    page: number;
    pageSize: number;
    keyword?: string | undefined;
    success?: boolean | undefined;
    method?: string | undefined;
    range: TimeRange;
  },
) {
  // Attempts on unknown accounts have no place: only the national level sees them.
  let q = db
    .selectFrom('loginAttempt as l')
    .leftJoin('account as a', 'a.id', 'l.accountId')
    .where((eb) => inScope(eb, scope, { beId: 'a.beId', areaCode: 'a.areaCode' }));
  if (f.keyword) q = q.where('l.loginAccount', 'ilike', containsPattern(f.keyword));
  if (f.success !== undefined) q = q.where('l.success', '=', f.success);
  if (f.method) q = q.where('l.method', '=', f.method);
  if (f.range.from) q = q.where('l.createdAt', '>=', f.range.from);
  if (f.range.to) q = q.where('l.createdAt', '<', f.range.to);
  const [rows, count] = await Promise.all([
    q
      .selectAll('l')
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
