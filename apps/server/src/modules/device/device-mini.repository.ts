import { MINI_LIMITS, type MiniServiceQuery, type MiniServiceState } from '@pn/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, inScopeVia, type DataScope } from '../../lib/scope.js';
import { OWNED_COLS } from './device.access.js';

/**
 * 小微业务: the operator's packages, the enterprise's subscriptions (a shop served by one
 * gateway under one package for a term) and their groups. Queries only.
 */

/** Today in China, the day a term starts and ends on. */
export const CHINA_TODAY = sql<string>`(now() at time zone 'Asia/Shanghai')::date`;

const like = (kw: string) => `%${kw.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function packagesOnSale(db: Database) {
  return db
    .selectFrom('cpeMiniPackage')
    .selectAll()
    .where('status', '=', 1)
    .orderBy('orderId')
    .orderBy('id')
    .execute();
}

export function findPackage(db: Database, id: number) {
  return db.selectFrom('cpeMiniPackage').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Scope columns of a subscription: the enterprise's, placed in the organisation by its
 * gateway (a node sub-account sees the subscriptions of its node's gateways only).
 */
const SERVICE_COLS = { ...OWNED_COLS, orgId: 'd.orgId' };

function services(db: Database) {
  return db
    .selectFrom('cpeMiniService as t')
    .innerJoin('cpeMiniPackage as p', 'p.id', 't.packageId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 't.customerId')
    .leftJoin('device as d', 'd.id', 't.deviceId')
    .leftJoin('cpeMiniGroup as g', 'g.id', 't.groupId');
}

type ServiceEb = ExpressionBuilder<
  DB & {
    t: DB['cpeMiniService'];
    p: DB['cpeMiniPackage'];
    c: DB['enterpriseCustomer'];
    d: DB['device'];
    g: DB['cpeMiniGroup'];
  },
  't' | 'p' | 'c' | 'd' | 'g'
>;

/** A subscription running (not expired) whose end falls within the coming window. */
const expiringSoon = (eb: ServiceEb) =>
  eb.and([
    eb('t.state', '<>', 'expired'),
    eb(
      't.endDate',
      '<=',
      sql<string>`${CHINA_TODAY} + ${sql.lit(MINI_LIMITS.expiringDays)}` as never,
    ),
  ]);

const SERVICE_COLUMNS = [
  't.id',
  't.serviceNo',
  't.customerId',
  't.beId',
  't.areaCode',
  't.shopName',
  't.contactName',
  't.contactPhone',
  't.address',
  't.packageId',
  'p.name as packageName',
  'p.downMbps',
  'p.upMbps',
  'p.monthlyGb',
  'p.monthlyFeeFen',
  't.deviceId',
  'd.serial',
  'd.name as deviceName',
  'd.onlineState',
  'd.rsrp',
  'd.sinr',
  'd.upKbps',
  'd.downKbps',
  'd.clients',
  'd.lastHeartbeatAt',
  // The gateway's organisation node places the subscription (scope checks).
  'd.orgId as orgId',
  't.groupId',
  'g.name as groupName',
  't.state',
  't.remark',
  'c.name as custName',
  't.createdAt',
] as const;

function withDates<QB extends ReturnType<typeof services>>(qb: QB) {
  return qb
    .select(SERVICE_COLUMNS)
    .select([
      sql<string>`to_char(t.start_date, 'YYYY-MM-DD')`.as('startDate'),
      sql<string>`to_char(t.end_date, 'YYYY-MM-DD')`.as('endDate'),
      sql<number>`(t.end_date - ${CHINA_TODAY})`.as('daysLeft'),
    ]);
}

export type ServiceRow = Awaited<ReturnType<typeof serviceById>> & object;

export async function servicePage(db: Database, scope: DataScope, q: MiniServiceQuery) {
  let base = services(db).where((eb) => inScope(eb, scope, SERVICE_COLS));
  if (q.keyword) {
    const kw = like(q.keyword);
    base = base.where((eb) =>
      eb.or([
        eb('t.serviceNo', 'like', kw),
        eb('t.shopName', 'like', kw),
        eb('t.contactName', 'like', kw),
        eb('t.contactPhone', 'like', kw),
        eb('d.serial', 'like', kw),
      ]),
    );
  }
  if (q.state) base = base.where('t.state', '=', q.state);
  if (q.packageId) base = base.where('t.packageId', '=', q.packageId);
  if (q.groupId) base = base.where('t.groupId', '=', q.groupId);
  if (q.expiring) base = base.where((eb) => expiringSoon(eb));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    withDates(base).orderBy('t.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export function serviceById(db: Database, id: number) {
  return withDates(services(db)).where('t.id', '=', id).executeTakeFirst();
}

/** This China calendar month's traffic through a gateway, in bytes. */
export async function monthBytesOf(db: Database, deviceId: number): Promise<number> {
  const r = await db
    .selectFrom('deviceMetric')
    .select(sql<string | null>`sum(up_bytes + down_bytes)`.as('bytes'))
    .where('deviceId', '=', deviceId)
    .where(
      'ts',
      '>=',
      sql<Date>`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
    )
    .executeTakeFirst();
  return Number(r?.bytes ?? 0);
}

/** The scope's subscriptions by state, with the running ones' fees and live gateways. */
export async function panelFigures(db: Database, scope: DataScope) {
  const base = services(db).where((eb) => inScope(eb, scope, SERVICE_COLS));
  const [states, figures, byPackage, byGroup, expiring] = await Promise.all([
    base
      .select(['t.state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('t.state')
      .execute(),
    base
      .where('t.state', '<>', 'expired')
      .select((eb) => [
        eb.fn.countAll<number>().as('running'),
        eb.fn.count<number>('t.deviceId').as('withGateway'),
        sql<number>`count(*) filter (where d.online_state = 'online')`.as('online'),
        sql<number>`count(*) filter (where ${expiringSoon(eb)})`.as('expiringSoon'),
        sql<string | null>`sum(p.monthly_fee_fen) filter (where t.state = 'active')`.as('feeFen'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .where('t.state', '<>', 'expired')
      .select(['p.name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['p.id', 'p.name'])
      .orderBy('n', 'desc')
      .execute(),
    base
      .where('t.state', '<>', 'expired')
      .select([
        sql<string>`coalesce(g.name, '未分组')`.as('name'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['g.id', 'g.name'])
      .orderBy('n', 'desc')
      .execute(),
    withDates(base)
      .where((eb) => expiringSoon(eb))
      .orderBy('t.endDate')
      .orderBy('t.id')
      .limit(10)
      .execute(),
  ]);
  return { states, figures, byPackage, byGroup, expiring };
}

/** A gateway's running subscription other than `exceptId`, if any. */
export function runningOnDevice(db: Database, deviceId: number, exceptId: number | null) {
  let qb = db
    .selectFrom('cpeMiniService')
    .select(['id', 'serviceNo'])
    .where('deviceId', '=', deviceId)
    .where('state', '<>', 'expired');
  if (exceptId !== null) qb = qb.where('id', '<>', exceptId);
  return qb.executeTakeFirst();
}

export function findService(db: Database, id: number) {
  return db
    .selectFrom('cpeMiniService as t')
    .leftJoin('device as d', 'd.id', 't.deviceId')
    .select(['t.id', 't.customerId', 't.state', 't.deviceId', 'd.orgId'])
    .select(sql<number>`(t.end_date - ${CHINA_TODAY})`.as('daysLeft'))
    .where('t.id', '=', id)
    .executeTakeFirst();
}

/** Moves a subscription from one state to another; false when it was not in `from`. */
export async function moveState(
  db: Database,
  id: number,
  from: MiniServiceState,
  to: MiniServiceState,
): Promise<boolean> {
  const r = await db
    .updateTable('cpeMiniService')
    .set({ state: to, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function groupPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined },
) {
  let base = db.selectFrom('cpeMiniGroup as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.keyword) base = base.where('t.name', 'like', like(q.keyword));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['t.id', 't.name', 't.description', 't.createdAt'])
      .select((eb) => [
        eb
          .selectFrom('cpeMiniService as s')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('s.groupId', '=', 't.id')
          .where((e) => inScopeVia(e, scope, 'device', 's.deviceId'))
          .as('services'),
        eb
          .selectFrom('cpeMiniService as s')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('s.groupId', '=', 't.id')
          .where('s.state', '=', 'active')
          .where((e) => inScopeVia(e, scope, 'device', 's.deviceId'))
          .as('active'),
      ])
      .orderBy('t.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export function groupOptions(db: Database, scope: DataScope) {
  return db
    .selectFrom('cpeMiniGroup as t')
    .select(['t.id', 't.name'])
    .where((eb) => inScope(eb, scope, OWNED_COLS))
    .orderBy('t.name')
    .execute();
}

/**
 * Ends the terms that have run out (any instance may run it at the same time: a
 * conditional update). Returns how many ended.
 */
export async function expireDue(db: Database): Promise<number> {
  const r = await db
    .updateTable('cpeMiniService')
    .set({ state: 'expired', updatedAt: sql<Date>`now()` })
    .where('state', '<>', 'expired')
    .where('endDate', '<', CHINA_TODAY as never)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}
