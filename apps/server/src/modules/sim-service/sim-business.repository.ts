import type { SimAction } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { orgSubtreeIds } from '../identity/session.repository.js';
import { leaseEnd, leaseRanOut, newLeaseOwner } from '../../lib/jobs.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/** Rows per insert statement when storing the submitted list. */
const INSERT_CHUNK = 1000;

export interface NewRequest {
  requestId: string;
  customerId: number | null;
  beId: string;
  areaCode: string;
  accountId: number;
  action: SimAction;
  params: Record<string, number>;
}

/** Stores a request and one pending result per submitted MSISDN, in list order. */
export async function insertRequest(
  db: Database,
  req: NewRequest,
  msisdns: readonly string[],
): Promise<number> {
  const { id } = await db
    .insertInto('simBusinessRequest')
    .values({
      requestId: req.requestId,
      customerId: req.customerId,
      beId: req.beId,
      areaCode: req.areaCode,
      accountId: req.accountId,
      action: req.action,
      params: JSON.stringify(req.params),
      total: msisdns.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < msisdns.length; i += INSERT_CHUNK) {
    await db
      .insertInto('simBusinessResult')
      .values(
        msisdns.slice(i, i + INSERT_CHUNK).map((msisdn, k) => ({
          requestPk: id,
          seq: i + k + 1,
          // The column holds 20 characters; anything longer is no MSISDN anyway.
          msisdn: msisdn.slice(0, 20),
        })),
      )
      .execute();
  }
  return id;
}

export function findTariff(db: Database, id: number) {
  return db.selectFrom('simTariff').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGroupWithOwner(db: Database, id: number) {
  return db
    .selectFrom('simGroup as g')
    .innerJoin('enterpriseCustomer as ec', 'ec.id', 'g.customerId')
    .select(['g.id', 'g.customerId', 'g.name', 'ec.beId', 'ec.cityCode as areaCode'])
    .where('g.id', '=', id)
    .executeTakeFirst();
}

const requestColumns = [
  'r.id',
  'r.requestId',
  'r.customerId',
  'r.beId',
  'r.areaCode',
  'r.action',
  'r.params',
  'r.status',
  'r.total',
  'r.succeeded',
  'r.failed',
  'r.createdAt',
  'r.finishedAt',
] as const;

function selectRequests(db: Database) {
  return db
    .selectFrom('simBusinessRequest as r')
    .leftJoin('account as a', 'a.id', 'r.accountId')
    .select([...requestColumns, 'a.realName as operatorRealName', 'a.name as operatorName']);
}
export type RequestRow = Awaited<
  ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>
>;

/** Requests in the scope, newest first. */
export async function listRequests(
  db: Database,
  scope: DataScope,
  q: {
    page: number;
    pageSize: number;
    action?: SimAction | undefined;
    status?: number | undefined;
  },
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = (qb: ReturnType<typeof selectRequests>) => {
    let b = qb.where((eb) =>
      inScope(eb, scope, { customerId: 'r.customerId', beId: 'r.beId', areaCode: 'r.areaCode' }),
    );
    if (q.action) b = b.where('r.action', '=', q.action);
    if (q.status !== undefined) b = b.where('r.status', '=', q.status);
    return b;
  };
  const rows = await where(selectRequests(db))
    .orderBy('r.createdAt', 'desc')
    .orderBy('r.id', 'desc')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const { total } = await where(selectRequests(db))
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

export function findRequest(db: Database, requestId: string) {
  return selectRequests(db).where('r.requestId', '=', requestId).executeTakeFirst();
}

/** One page of a request's per-card results, in list order. */
export async function listResults(
  db: Database,
  requestPk: number,
  q: { page: number; pageSize: number; success?: boolean | undefined },
) {
  let base = db.selectFrom('simBusinessResult').where('requestPk', '=', requestPk);
  if (q.success !== undefined) base = base.where('success', '=', q.success);
  const rows = await base
    .select(['seq', 'msisdn', 'iccid', 'success', 'message', 'processedAt'])
    .orderBy('seq')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  const { total } = await base
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

// ---------------------------------------------------------------------------------------
// Processing (the queue)

/**
 * Claims the oldest queued request, or one whose processor's lease has run out, for this
 * processor under a lease of `leaseMs` (the job runner's lease rule). `skip locked` lets
 * several processors claim side by side: each takes a different row and none waits for
 * another.
 */
export function claimNext(db: Database, leaseMs: number) {
  return db
    .updateTable('simBusinessRequest')
    .set({
      status: 1,
      startedAt: sql<Date>`now()`,
      leaseOwner: newLeaseOwner(),
      leaseExpiresAt: leaseEnd(leaseMs),
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('simBusinessRequest')
        .select('id')
        .where((w) => w.or([w('status', '=', 0), w.and([w('status', '=', 1), leaseRanOut])]))
        .orderBy('createdAt')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'requestId',
      'customerId',
      'beId',
      'areaCode',
      'accountId',
      'action',
      'params',
      'leaseOwner',
    ])
    .executeTakeFirst();
}

/** Extends a claimed request's lease; false when the request is no longer this claim's. */
export async function renewLease(
  db: Database,
  req: { id: number; leaseOwner: string },
  leaseMs: number,
): Promise<boolean> {
  const res = await db
    .updateTable('simBusinessRequest')
    .set({ leaseExpiresAt: leaseEnd(leaseMs) })
    .where('id', '=', req.id)
    .where('leaseOwner', '=', req.leaseOwner)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
export type ClaimedRequest = NonNullable<Awaited<ReturnType<typeof claimNext>>>;

/**
 * The organisation subtree of a request's submitter when it is a sub-account placed in a
 * node, read when the batch runs: a sub-account moved or narrowed since submitting acts
 * on its present node only. Null when the submitter is not narrowed.
 */
export async function submitterOrgIds(db: Database, accountId: number) {
  const a = await db
    .selectFrom('account')
    .select(['orgId', 'parentAccountId'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!a || a.parentAccountId === null || a.orgId === null) return null;
  return orgSubtreeIds(db, Number(a.orgId));
}

/**
 * Takes the next pending results of a request and holds their row locks: a second
 * processor working on the same request skips them, so no card is handled twice.
 */
export function lockPendingResults(db: Database, requestPk: number, limit: number) {
  return db
    .selectFrom('simBusinessResult')
    .select(['id', 'seq', 'msisdn'])
    .where('requestPk', '=', requestPk)
    .where('success', 'is', null)
    .orderBy('seq')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}

/** Where each MSISDN first occurs in the request (later repeats are not handled again). */
export async function firstSeqOf(
  db: Database,
  requestPk: number,
  msisdns: readonly string[],
): Promise<Map<string, number>> {
  if (msisdns.length === 0) return new Map();
  const rows = await db
    .selectFrom('simBusinessResult')
    .select(['msisdn', (eb) => eb.fn.min<number>('seq').as('first')])
    .where('requestPk', '=', requestPk)
    .where('msisdn', 'in', msisdns)
    .groupBy('msisdn')
    .execute();
  return new Map(rows.map((r) => [r.msisdn, Number(r.first)]));
}

/** The cards of a batch, locked in id order (two batches never wait on each other in a cycle). */
export function lockCards(db: Database, msisdns: readonly string[]) {
  if (msisdns.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('simCard')
    .select([
      'id',
      'iccid',
      'msisdn',
      'customerId',
      'beId',
      'areaCode',
      'kind',
      'status',
      'tariffId',
      'groupId',
      'orgId',
      'dataCapMb',
      'monthDataKb',
    ])
    .where('msisdn', 'in', msisdns)
    .orderBy('id')
    .forUpdate()
    .execute();
}
export type LockedCard = Awaited<ReturnType<typeof lockCards>>[number];

/** A group of the batch's join action, share-locked so it cannot be deleted meanwhile. */
export function lockGroup(db: Database, id: number) {
  return db
    .selectFrom('simGroup')
    .select(['id', 'customerId', 'name'])
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
}

export interface StatDelta {
  customerId: number;
  beId: string;
  areaCode: string;
  kind: number;
  status: number;
  cards: number;
  monthDataKb: number;
}

/**
 * Applies count changes to the card statistics. Cells are updated in key order, so two
 * transactions moving cards between the same cells cannot deadlock.
 */
export async function applyStatDeltas(db: Database, deltas: readonly StatDelta[]): Promise<void> {
  const sorted = [...deltas]
    .filter((d) => d.cards !== 0 || d.monthDataKb !== 0)
    .sort(
      (a, b) =>
        a.customerId - b.customerId ||
        a.beId.localeCompare(b.beId) ||
        a.areaCode.localeCompare(b.areaCode) ||
        a.kind - b.kind ||
        a.status - b.status,
    );
  for (const d of sorted) {
    await db
      .insertInto('simCardStat')
      .values(d)
      .onConflict((oc) =>
        oc.columns(['customerId', 'beId', 'areaCode', 'kind', 'status']).doUpdateSet({
          cards: sql<number>`sim_card_stat.cards + excluded.cards`,
          monthDataKb: sql<number>`sim_card_stat.month_data_kb + excluded.month_data_kb`,
        }),
      )
      .execute();
  }
}

export interface ResultUpdate {
  id: number;
  success: boolean;
  message: string;
  iccid: string | null;
}

/** Writes the outcome of each card of a batch in one statement. */
export async function writeResults(db: Database, rows: readonly ResultUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::bigint, ${r.success}::boolean, ${r.message.slice(0, 200)}::varchar, ${r.iccid}::varchar)`,
    ),
  );
  await sql`update sim_business_result as r
    set success = v.success, message = v.message, iccid = v.iccid, processed_at = now()
    from (values ${values}) as v(id, success, message, iccid)
    where r.id = v.id`.execute(db);
}

/**
 * Adds a batch's outcome to the request, only while the request is still this claim's
 * (the fence: the row lock it takes is held to the batch's commit). False when another
 * processor has taken it over: the batch must then roll back.
 */
export async function addCounts(
  db: Database,
  req: { id: number; leaseOwner: string },
  succeeded: number,
  failed: number,
): Promise<boolean> {
  const res = await db
    .updateTable('simBusinessRequest')
    .set((eb) => ({
      succeeded: eb('succeeded', '+', succeeded),
      failed: eb('failed', '+', failed),
    }))
    .where('id', '=', req.id)
    .where('leaseOwner', '=', req.leaseOwner)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Marks the request done once no result is pending. */
export async function finishIfComplete(db: Database, requestPk: number): Promise<boolean> {
  const res = await db
    .updateTable('simBusinessRequest')
    .set({ status: 2, finishedAt: sql<Date>`now()`, leaseExpiresAt: null })
    .where('id', '=', requestPk)
    .where('status', '<', 2)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('simBusinessResult')
            .select('id')
            .where('requestPk', '=', requestPk)
            .where('success', 'is', null),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Hands a claimed request back to the queue (this processor is stopping), if still its own. */
export function releaseRequest(db: Database, req: { id: number; leaseOwner: string }) {
  return db
    .updateTable('simBusinessRequest')
    .set({ status: 0, leaseExpiresAt: null })
    .where('id', '=', req.id)
    .where('leaseOwner', '=', req.leaseOwner)
    .where('status', '=', 1)
    .execute();
}
