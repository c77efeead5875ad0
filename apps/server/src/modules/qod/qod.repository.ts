import { QOD_LIVE_STATUSES, type QodSessionQuery } from '@pn/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/** Reads and writes of the A1 acceleration (QoD) sessions and their business instances. */

const LIVE = QOD_LIVE_STATUSES as string[];

const sessionColumns = [
  'q.id',
  'q.sessionId',
  'q.customerId',
  'q.beId',
  'q.areaCode',
  'q.instanceId',
  'q.msisdn',
  'q.appServer',
  'q.qosProfile',
  'q.bandwidthMbps',
  'q.durationSeconds',
  'q.startedAt',
  'q.expiresAt',
  'q.status',
  'q.statusInfo',
  'q.createdAt',
  'i.name as instanceName',
  'a.realName as createdByName',
] as const;

function sessions(db: Database) {
  return db
    .selectFrom('qodSession as q')
    .innerJoin('businessInstance as i', 'i.id', 'q.instanceId')
    .leftJoin('account as a', 'a.id', 'q.createdBy')
    .select(sessionColumns);
}
export type SessionRow = Awaited<
  ReturnType<ReturnType<typeof sessions>['executeTakeFirstOrThrow']>
>;

const sessionScope = (scope: DataScope) => (eb: ExpressionBuilder<DB, 'qodSession'>) =>
  inScope(eb, scope, { customerId: 'q.customerId', beId: 'q.beId', areaCode: 'q.areaCode' });

export function findSession(db: Database, sessionId: string) {
  return sessions(db).where('q.sessionId', '=', sessionId).executeTakeFirst();
}

/** The page of sessions in scope: live ones first, then newest. */
export async function sessionPage(db: Database, scope: DataScope, q: QodSessionQuery) {
  let base = db.selectFrom('qodSession as q').where((eb) => sessionScope(scope)(eb as never));
  if (q.status) base = base.where('q.status', '=', q.status);
  if (q.msisdn) base = base.where('q.msisdn', 'like', `%${q.msisdn}%`);
  if (q.instanceId) base = base.where('q.instanceId', '=', q.instanceId);
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select('q.id')
      .orderBy(sql`case when q.status in ('REQUESTED', 'AVAILABLE') then 0 else 1 end`)
      .orderBy('q.createdAt', 'desc')
      .orderBy('q.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  const rows = ids.length
    ? await sessions(db)
        .where(
          'q.id',
          'in',
          ids.map((r) => r.id),
        )
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((r) => byId.get(r.id)!), total: Number(count.n) };
}

/** A device's sessions in scope, live first then newest (up to `limit`). */
export function deviceSessions(db: Database, scope: DataScope, msisdn: string, limit = 100) {
  return sessions(db)
    .where('q.msisdn', '=', msisdn)
    .where((eb) => sessionScope(scope)(eb as never))
    .orderBy(sql`case when q.status in ('REQUESTED', 'AVAILABLE') then 0 else 1 end`)
    .orderBy('q.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** The newest sessions of one instance, live first. */
export function instanceSessions(db: Database, instanceId: number, limit = 50) {
  return sessions(db)
    .where('q.instanceId', '=', instanceId)
    .orderBy(sql`case when q.status in ('REQUESTED', 'AVAILABLE') then 0 else 1 end`)
    .orderBy('q.createdAt', 'desc')
    .limit(limit)
    .execute();
}

const instanceColumns = [
  'i.id',
  'i.orderId',
  'i.customerId',
  'i.beId',
  'i.areaCode',
  'i.type',
  'i.name',
  'i.config',
  'i.status',
  'i.startAt',
  'i.endAt',
  'o.orderNo',
  's.bandwidthTiers',
  'c.name as custName',
] as const;

function instances(db: Database) {
  return db
    .selectFrom('businessInstance as i')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'i.customerId')
    .leftJoin('bizOrder as o', 'o.id', 'i.orderId')
    .leftJoin('productSku as s', 's.id', 'o.skuId')
    .select(instanceColumns)
    .select((eb) =>
      eb
        .selectFrom('qodSession as l')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('l.instanceId', '=', 'i.id')
        .where('l.status', 'in', LIVE)
        .as('liveSessions'),
    );
}
export type InstanceRow = Awaited<
  ReturnType<ReturnType<typeof instances>['executeTakeFirstOrThrow']>
>;

/** The A1 instances in scope: active ones first, then newest. */
export function instanceList(db: Database, scope: DataScope) {
  return instances(db)
    .where('i.type', '=', 'A1')
    .where((eb) =>
      inScope(eb, scope, { customerId: 'i.customerId', beId: 'i.beId', areaCode: 'i.areaCode' }),
    )
    .orderBy('i.status')
    .orderBy('i.startAt', 'desc')
    .orderBy('i.id', 'desc')
    .limit(500)
    .execute();
}

export function findInstance(db: Database, id: number) {
  return instances(db).where('i.id', '=', id).executeTakeFirst();
}

/** The instance row, locked for the rest of the transaction (serialises its sessions' writes). */
export function lockInstance(db: Database, id: number) {
  return db
    .selectFrom('businessInstance')
    .select(['id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The enterprise's cards among `msisdns`. */
export function cardsOf(db: Database, customerId: number, msisdns: readonly string[]) {
  if (msisdns.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('simCard')
    .select(['msisdn', 'iccid', 'status'])
    .where('customerId', '=', customerId)
    .where('msisdn', 'in', msisdns)
    .execute();
}

/** The live sessions of these devices (at most one each). */
export function liveSessionsOf(db: Database, msisdns: readonly string[]) {
  if (msisdns.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('qodSession')
    .select(['sessionId', 'msisdn', 'expiresAt'])
    .where('msisdn', 'in', msisdns)
    .where('status', 'in', LIVE)
    .where('expiresAt', '>', sql<Date>`now()`)
    .execute();
}

/**
 * Serialises the session writes of one device for the rest of the transaction (whatever
 * instance they run under), so two requests cannot both pass the overlap check.
 */
export async function lockDevice(db: Database, msisdn: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`qod:${msisdn}`}))`.execute(db);
}

/** The live session of a device that ends after now, if any. */
export function liveSessionOfDevice(db: Database, msisdn: string) {
  return db
    .selectFrom('qodSession')
    .select(['sessionId', 'expiresAt'])
    .where('msisdn', '=', msisdn)
    .where('status', 'in', LIVE)
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('expiresAt', 'desc')
    .executeTakeFirst();
}

export interface NewSession {
  sessionId: string;
  customerId: number;
  beId: string;
  areaCode: string;
  instanceId: number;
  msisdn: string;
  appServer: string;
  qosProfile: string;
  bandwidthMbps: number;
  durationSeconds: number;
  startedAt: Date;
  expiresAt: Date;
  status: string;
  createdBy: number | null;
}

export async function insertSession(db: Database, s: NewSession): Promise<void> {
  await db
    .insertInto('qodSession')
    .values({ ...s, createdAt: s.startedAt, updatedAt: s.startedAt })
    .execute();
}

/** Moves a just-requested session to AVAILABLE (the network accepted it). */
export async function markAvailable(db: Database, sessionId: string): Promise<boolean> {
  const res = await db
    .updateTable('qodSession')
    .set({ status: 'AVAILABLE', updatedAt: sql<Date>`now()` })
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'REQUESTED')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Adds `seconds` to a live session that has not ended yet; answers whether it did (a
 * session the sweep or someone else ended in between is left alone).
 */
export async function extendSession(
  db: Database,
  sessionId: string,
  seconds: number,
): Promise<boolean> {
  const res = await db
    .updateTable('qodSession')
    .set({
      durationSeconds: sql`duration_seconds + ${seconds}`,
      expiresAt: sql`expires_at + make_interval(secs => ${seconds})`,
      updatedAt: sql<Date>`now()`,
    })
    .where('sessionId', '=', sessionId)
    .where('status', 'in', LIVE)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Ends a live session at once with `reason`; answers whether it was live. */
export async function endSession(
  db: Database,
  sessionId: string,
  reason: string,
): Promise<boolean> {
  const res = await db
    .updateTable('qodSession')
    .set({
      status: 'UNAVAILABLE',
      statusInfo: reason,
      expiresAt: sql`least(expires_at, now())`,
      updatedAt: sql<Date>`now()`,
    })
    .where('sessionId', '=', sessionId)
    .where('status', 'in', LIVE)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/**
 * Ends up to `limit` live sessions past their end (DURATION_EXPIRED). Rows another
 * instance is updating are skipped, and the status condition makes a repeat harmless.
 */
export async function expireDue(db: Database, limit: number): Promise<number> {
  const res = await db
    .updateTable('qodSession')
    .set({ status: 'UNAVAILABLE', statusInfo: 'DURATION_EXPIRED', updatedAt: sql<Date>`now()` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('qodSession')
        .select('id')
        .where('status', 'in', LIVE)
        .where('expiresAt', '<=', sql<Date>`now()`)
        .orderBy('expiresAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .where('status', 'in', LIVE)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/**
 * Ends up to `limit` live sessions whose A1 instance has ended (status 2, or its term is
 * over): NETWORK_TERMINATED, ending now.
 */
export async function terminateOrphaned(db: Database, limit: number): Promise<number> {
  const res = await db
    .updateTable('qodSession')
    .set({
      status: 'UNAVAILABLE',
      statusInfo: 'NETWORK_TERMINATED',
      expiresAt: sql`least(expires_at, now())`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('qodSession as q')
        .innerJoin('businessInstance as i', 'i.id', 'q.instanceId')
        .select('q.id')
        .where('q.status', 'in', LIVE)
        .where('q.expiresAt', '>', sql<Date>`now()`)
        .where((w) => w.or([w('i.status', '<>', 1), w('i.endAt', '<=', sql<Date>`now()`)]))
        .limit(limit)
        .forUpdate('q')
        .skipLocked(),
    )
    .where('status', 'in', LIVE)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
