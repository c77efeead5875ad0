import { DEVICE_LIMITS, type DeviceFilter, type DeviceKind } from '@pn/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { DeviceTable } from '../../db/schema-device.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { DEVICE_COLS, OWNED_COLS } from './device.access.js';

/** Reads and writes of devices and their per-device records (metrics, clients, Wi-Fi). */

type DeviceEB = ExpressionBuilder<DB & { d: DeviceTable }, 'd'>;

export const deviceScope = (scope: DataScope) => (eb: DeviceEB) => inScope(eb, scope, DEVICE_COLS);

/** The device row as every screen shows it, with its model, group, card and enterprise. */
export function devices(db: Database) {
  return db
    .selectFrom('device as d')
    .innerJoin('deviceModel as m', 'm.id', 'd.modelId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'd.customerId')
    .leftJoin('deviceGroup as g', 'g.id', 'd.groupId')
    .leftJoin('simCard as s', 's.id', 'd.simCardId')
    .select([
      'd.id',
      'd.serial',
      'd.name',
      'd.kind',
      'd.customerId',
      'd.beId',
      'd.areaCode',
      'd.orgId',
      'd.modelId',
      'm.vendor',
      'm.model',
      'm.maxClients',
      'm.simSlots',
      'd.firmware',
      'd.imei',
      'd.onlineState',
      'd.rsrp',
      'd.sinr',
      'd.upKbps',
      'd.downKbps',
      'd.clients',
      'd.heartbeatIntervalS',
      'd.lastHeartbeatAt',
      'd.location',
      'd.groupId',
      'g.name as groupName',
      'd.simCardId',
      'd.dnnId',
      'd.dnn',
      'd.createdAt',
      'c.name as custName',
    ])
    .select((eb) => [
      // A gateway's own card, else a multi-SIM device's first bound card.
      eb.fn
        .coalesce(
          's.msisdn',
          eb
            .selectFrom('deviceSimBinding as b')
            .innerJoin('simCard as bs', 'bs.id', 'b.cardId')
            .select('bs.msisdn')
            .whereRef('b.deviceId', '=', 'd.id')
            .orderBy('b.slot')
            .limit(1),
        )
        .as('msisdn'),
      eb.fn
        .coalesce(
          's.iccid',
          eb
            .selectFrom('deviceSimBinding as b')
            .innerJoin('simCard as bs', 'bs.id', 'b.cardId')
            .select('bs.iccid')
            .whereRef('b.deviceId', '=', 'd.id')
            .orderBy('b.slot')
            .limit(1),
        )
        .as('iccid'),
      eb
        .selectFrom('deviceSimBinding as b')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('b.deviceId', '=', 'd.id')
        .as('boundCards'),
    ]);
}
export type DeviceRow = Awaited<ReturnType<ReturnType<typeof devices>['executeTakeFirstOrThrow']>>;

export function findDevice(db: Database, id: number) {
  return devices(db).where('d.id', '=', id).executeTakeFirst();
}

const SORT_COLUMNS = {
  id: 'd.id',
  lastHeartbeatAt: 'd.lastHeartbeatAt',
  rsrp: 'd.rsrp',
  downKbps: 'd.downKbps',
} as const;

/** `v` as literal text inside a LIKE pattern. */
export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's filters as one condition on a query whose device table is aliased `d`. */
function filterOf(eb: DeviceEB, kind: DeviceKind, f: Partial<DeviceFilter>): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [eb('d.kind', '=', kind)];
  if (f.onlineState) conds.push(eb('d.onlineState', '=', f.onlineState));
  if (f.modelId) conds.push(eb('d.modelId', '=', f.modelId));
  if (f.groupId) conds.push(eb('d.groupId', '=', f.groupId));
  if (f.dnnId) conds.push(eb('d.dnnId', '=', f.dnnId));
  if (f.keyword) {
    const kw = f.keyword;
    const upper = kw.toUpperCase();
    // Serial and IMEI by prefix: `>=` lets their indexes start at the prefix (whatever the
    // collation), LIKE keeps only the matches; the name by substring.
    const prefix = (col: 'd.serial' | 'd.imei', p: string) =>
      eb.and([eb(col, '>=', p), eb(col, 'like', `${escapeLike(p)}%`)]);
    conds.push(
      eb.or([
        prefix('d.serial', upper),
        ...(/^\d+$/.test(kw) ? [prefix('d.imei', kw)] : []),
        eb('d.name', 'like', `%${escapeLike(kw)}%`),
      ]),
    );
  }
  return eb.and(conds);
}

/** A page of devices of one kind in scope, with the total. */
export async function devicePage(
  db: Database,
  scope: DataScope,
  kind: DeviceKind,
  q: DeviceFilter & { page: number; pageSize: number },
) {
  const base = db
    .selectFrom('device as d')
    .where((eb) => deviceScope(scope)(eb))
    .where((eb) => filterOf(eb, kind, q));
  const direction = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const cap = DEVICE_LIMITS.countCap;
  const [count, ids] = await Promise.all([
    db
      .selectFrom(
        base
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    (q.sortField === 'id'
      ? // The id is never null: a plain order walks the primary key instead of sorting.
        base.select('d.id').orderBy(sql`d.id ${direction}`)
      : base
          .select('d.id')
          .orderBy(sql`${sql.ref(SORT_COLUMNS[q.sortField])} ${direction} nulls last`)
          .orderBy(sql`d.id ${direction}`)
    )
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  const rows = await rowsByIds(
    db,
    ids.map((r) => r.id),
  );
  const counted = Number(count.n);
  return { rows, total: Math.min(counted, cap), totalExact: counted <= cap };
}

/** Device rows in the order of `ids`. */
export async function rowsByIds(db: Database, ids: number[]): Promise<DeviceRow[]> {
  if (ids.length === 0) return [];
  const rows = await devices(db).where('d.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Matching devices in id-keyset batches, newest first, for exports. */
export async function* deviceBatches(
  db: Database,
  scope: DataScope,
  kind: DeviceKind,
  f: Partial<DeviceFilter>,
  batch: number,
  max: number,
): AsyncGenerator<DeviceRow[]> {
  let after: number | undefined;
  let left = max;
  while (left > 0) {
    let q = devices(db)
      .where((eb) => deviceScope(scope)(eb))
      .where((eb) => filterOf(eb, kind, f));
    if (after !== undefined) q = q.where('d.id', '<', after);
    const rows = await q.orderBy('d.id', 'desc').limit(Math.min(batch, left)).execute();
    if (rows.length) yield rows;
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}

export async function countDevices(
  db: Database,
  scope: DataScope,
  kind: DeviceKind,
  f: Partial<DeviceFilter>,
  cap: number,
): Promise<number> {
  const inner = db
    .selectFrom('device as d')
    .where((eb) => deviceScope(scope)(eb))
    .where((eb) => filterOf(eb, kind, f))
    .select('d.id')
    .limit(cap);
  const row = await db
    .selectFrom(inner.as('x'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Per-device records ---------------------------------------------------------------------

/** The metric points of one device since `since`, oldest first. */
export function metricsOf(db: Database, deviceId: number, since: Date) {
  return db
    .selectFrom('deviceMetric')
    .select(['ts', 'rsrp', 'sinr', 'upKbps', 'downKbps', 'upBytes', 'downBytes', 'clients'])
    .where('deviceId', '=', deviceId)
    .where('ts', '>=', since)
    .orderBy('ts')
    .limit(20_000)
    .execute();
}

/** A gateway's attached client as the console shows it (also the 设备管理 terminal list's base). */
export const clientColumns = [
  'k.id',
  'k.deviceId',
  'd.serial',
  'd.name as deviceName',
  'k.mac',
  'k.ip',
  'k.hostname',
  'k.connection',
  'k.upBytes',
  'k.downBytes',
  'k.online',
  'k.blacklisted',
  'k.firstSeenAt',
  'k.lastSeenAt',
] as const;

export function clientsOfDevice(db: Database, deviceId: number) {
  return db
    .selectFrom('deviceClient as k')
    .innerJoin('device as d', 'd.id', 'k.deviceId')
    .select(clientColumns)
    .where('k.deviceId', '=', deviceId)
    .orderBy('k.online', 'desc')
    .orderBy('k.lastSeenAt', 'desc')
    .limit(200)
    .execute();
}
export type ClientRow = Awaited<ReturnType<typeof clientsOfDevice>>[number];

/** Internet users (attached clients) of the gateways in scope, last seen first. */
export async function clientPage(
  db: Database,
  scope: DataScope,
  q: {
    page: number;
    pageSize: number;
    deviceId?: number | undefined;
    keyword?: string | undefined;
    online?: boolean | undefined;
    blacklisted?: boolean | undefined;
  },
) {
  let base = db
    .selectFrom('deviceClient as k')
    .innerJoin('device as d', 'd.id', 'k.deviceId')
    .where((eb) => inScope(eb, scope, { ...DEVICE_COLS, customerId: 'k.customerId' }));
  if (q.deviceId) base = base.where('k.deviceId', '=', q.deviceId);
  if (q.online !== undefined) base = base.where('k.online', '=', q.online);
  if (q.blacklisted !== undefined) base = base.where('k.blacklisted', '=', q.blacklisted);
  if (q.keyword) {
    const kw = q.keyword;
    base = base.where((eb) =>
      eb.or([
        eb('k.mac', 'like', `${kw.toUpperCase()}%`),
        eb('k.ip', 'like', `${kw}%`),
        eb('k.hostname', 'ilike', `%${kw}%`),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(clientColumns)
      .orderBy('k.lastSeenAt', 'desc')
      .orderBy('k.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

const wifiColumns = [
  'w.deviceId',
  'd.serial',
  'd.name as deviceName',
  'w.ssid',
  'w.encryption',
  'w.band',
  'w.hidden',
  'w.enabled',
  'w.channel',
  'w.password',
  'w.updatedAt',
] as const;

export function wifiOf(db: Database, deviceId: number) {
  return db
    .selectFrom('deviceWifi as w')
    .innerJoin('device as d', 'd.id', 'w.deviceId')
    .select(wifiColumns)
    .where('w.deviceId', '=', deviceId)
    .executeTakeFirst();
}
export type WifiRow = NonNullable<Awaited<ReturnType<typeof wifiOf>>>;

function wifiBase(
  db: Database,
  scope: DataScope,
  f: { keyword?: string | undefined; groupId?: number | undefined },
) {
  let base = db
    .selectFrom('deviceWifi as w')
    .innerJoin('device as d', 'd.id', 'w.deviceId')
    .where((eb) => inScope(eb, scope, { ...DEVICE_COLS, customerId: 'w.customerId' }));
  if (f.groupId) base = base.where('d.groupId', '=', f.groupId);
  if (f.keyword) {
    const kw = f.keyword;
    base = base.where((eb) =>
      eb.or([eb('d.serial', 'like', `${kw.toUpperCase()}%`), eb('w.ssid', 'like', `%${kw}%`)]),
    );
  }
  return base;
}

export async function wifiPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; keyword?: string | undefined; groupId?: number | undefined },
) {
  const base = wifiBase(db, scope, q);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(wifiColumns)
      .orderBy('w.deviceId', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function* wifiBatches(
  db: Database,
  scope: DataScope,
  f: { keyword?: string | undefined; groupId?: number | undefined },
  batch: number,
  max: number,
): AsyncGenerator<WifiRow[]> {
  let after: number | undefined;
  let left = max;
  while (left > 0) {
    let q = wifiBase(db, scope, f).select(wifiColumns);
    if (after !== undefined) q = q.where('w.deviceId', '<', after);
    const rows = await q.orderBy('w.deviceId', 'desc').limit(Math.min(batch, left)).execute();
    if (rows.length) yield rows;
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.deviceId;
  }
}

const blacklistColumns = [
  'b.id',
  'b.deviceId',
  'd.serial',
  'd.name as deviceName',
  'b.mac',
  'b.remark',
  'b.state',
  'b.createdAt',
  'a.realName as createdByName',
] as const;

function blacklistBase(
  db: Database,
  scope: DataScope,
  f: { deviceId?: number | undefined; keyword?: string | undefined },
) {
  let base = db
    .selectFrom('deviceBlacklist as b')
    .innerJoin('device as d', 'd.id', 'b.deviceId')
    .leftJoin('account as a', 'a.id', 'b.createdBy')
    .where((eb) => inScope(eb, scope, { ...DEVICE_COLS, customerId: 'b.customerId' }));
  if (f.deviceId) base = base.where('b.deviceId', '=', f.deviceId);
  if (f.keyword) {
    const kw = f.keyword;
    base = base.where((eb) =>
      eb.or([eb('b.mac', 'like', `${kw.toUpperCase()}%`), eb('b.remark', 'like', `%${kw}%`)]),
    );
  }
  return base;
}

export async function blacklistPage(
  db: Database,
  scope: DataScope,
  q: {
    page: number;
    pageSize: number;
    deviceId?: number | undefined;
    keyword?: string | undefined;
  },
) {
  const base = blacklistBase(db, scope, q);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(blacklistColumns)
      .orderBy('b.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}
export type BlacklistRow = Awaited<ReturnType<typeof blacklistPage>>['rows'][number];

export async function* blacklistBatches(
  db: Database,
  scope: DataScope,
  f: { deviceId?: number | undefined; keyword?: string | undefined },
  batch: number,
  max: number,
): AsyncGenerator<BlacklistRow[]> {
  let after: number | undefined;
  let left = max;
  while (left > 0) {
    let q = blacklistBase(db, scope, f).select(blacklistColumns);
    if (after !== undefined) q = q.where('b.id', '<', after);
    const rows = await q.orderBy('b.id', 'desc').limit(Math.min(batch, left)).execute();
    if (rows.length) yield rows;
    if (rows.length < Math.min(batch, left)) return;
    left -= rows.length;
    after = rows[rows.length - 1]!.id;
  }
}

/** Open (pending or delivered) command items of a device. */
export async function openCommandsOf(db: Database, deviceId: number): Promise<number> {
  const row = await db
    .selectFrom('deviceCommandItem')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deviceId', '=', deviceId)
    .where('state', 'in', ['pending', 'delivered'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The card bound to a gateway, with its tariff. */
export function simBrief(db: Database, cardId: number) {
  return db
    .selectFrom('simCard as s')
    .innerJoin('simTariff as t', 't.id', 's.tariffId')
    .select(['s.iccid', 's.msisdn', 's.status', 't.name as tariffName', 's.monthDataKb'])
    .where('s.id', '=', cardId)
    .executeTakeFirst();
}

export function dnnBrief(db: Database, dnnId: number) {
  return db
    .selectFrom('dnnInstance')
    .select(['id', 'dnn', 'description', 'status'])
    .where('id', '=', dnnId)
    .executeTakeFirst();
}

/** The live A1 acceleration session of a card, if any. */
export function liveAcceleration(db: Database, msisdn: string) {
  return db
    .selectFrom('qodSession')
    .select(['sessionId', 'bandwidthMbps', 'qosProfile', 'expiresAt'])
    .where('msisdn', '=', msisdn)
    .where('status', 'in', ['REQUESTED', 'AVAILABLE'])
    .where('expiresAt', '>', sql<Date>`now()`)
    .orderBy('expiresAt', 'desc')
    .executeTakeFirst();
}

// Enterprise-level records ----------------------------------------------------------------

export const ownedScope = (scope: DataScope) => (eb: ExpressionBuilder<DB, never>) =>
  inScope(eb as ExpressionBuilder<DB, keyof DB>, scope, OWNED_COLS);
