import {
  DEVICE_LIMITS,
  DeviceMessages,
  SaasMessages,
  type ClientDetail,
  type ClientListQuery,
  type DeviceKind,
  type DeviceOnlineState,
  type DevicePage,
  type PageResult,
  type SaasClient,
  type SaasDeviceBrief,
  type SaasDeviceFilter,
  type SaasDeviceListQuery,
} from '@pn/shared';
import type { Readable } from 'node:stream';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { assertIn, DEVICE_COLS, scopeFor, type Scope } from '../device/device.access.js';
import { deviceRowsWorkbook } from '../device/device.export.js';
import { clientColumns, escapeLike, metricsOf, rowsByIds, type DeviceRow } from '../device/device.repository.js';
import { deviceInScope, toClient, toDeviceItem } from '../device/device.service.js';
import { fleet, type FleetEB } from './saas-fleet.js';

/**
 * 设备列表 (the caller's gateways and multi-SIM devices together, with its export) and
 * 接入终端 (the terminals behind the gateways, one of them with its gateway).
 */

function filterOf(eb: FleetEB, f: SaasDeviceFilter): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [];
  if (f.kind) conds.push(eb('d.kind', '=', f.kind));
  if (f.vendor) conds.push(eb('m.vendor', '=', f.vendor));
  if (f.modelId) conds.push(eb('d.modelId', '=', f.modelId));
  if (f.firmware) conds.push(eb('d.firmware', '=', f.firmware));
  if (f.onlineState) conds.push(eb('d.onlineState', '=', f.onlineState));
  if (f.groupId) conds.push(eb('d.groupId', '=', f.groupId));
  if (f.keyword) {
    const upper = f.keyword.toUpperCase();
    // The serial by prefix (its index starts at the prefix), the name by substring.
    conds.push(
      eb.or([
        eb.and([eb('d.serial', '>=', upper), eb('d.serial', 'like', `${escapeLike(upper)}%`)]),
        eb('d.name', 'like', `%${escapeLike(f.keyword)}%`),
      ]),
    );
  }
  return eb.and(conds);
}

export async function devicePage(
  db: Database,
  user: AuthUser,
  q: SaasDeviceListQuery,
): Promise<DevicePage> {
  const scope = await scopeFor(db, user);
  const base = fleet(db, scope).where((eb) => filterOf(eb, q));
  const cap = DEVICE_LIMITS.countCap;
  const [count, ids] = await Promise.all([
    db
      .selectFrom(
        base
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
          .as('x'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    base.select('d.id').orderBy('d.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
  ]);
  const rows = await rowsByIds(
    db,
    ids.map((r) => r.id),
  );
  const counted = Number(count.n);
  return {
    ...pageOf(rows.map(toDeviceItem), Math.min(counted, cap), q),
    totalExact: counted <= cap,
  };
}

/** Matching devices in id-keyset batches, newest first. */
async function* batches(
  db: Database,
  scope: DataScope,
  f: SaasDeviceFilter,
  size: number,
  max: number,
): AsyncGenerator<DeviceRow[]> {
  let after: number | undefined;
  let left = max;
  while (left > 0) {
    let q = fleet(db, scope as Scope).where((eb) => filterOf(eb, f));
    if (after !== undefined) q = q.where('d.id', '<', after);
    const ids = await q
      .select('d.id')
      .orderBy('d.id', 'desc')
      .limit(Math.min(size, left))
      .execute();
    const rows = await rowsByIds(
      db,
      ids.map((r) => r.id),
    );
    if (rows.length) yield rows;
    if (ids.length < Math.min(size, left)) return;
    left -= ids.length;
    after = ids[ids.length - 1]!.id;
  }
}

/** The list as .xlsx (the caller's export permission is checked by the route). */
export function deviceWorkbook(db: Database, scope: DataScope, f: SaasDeviceFilter): Readable {
  return deviceRowsWorkbook('设备列表', batches(db, scope, f, 250, DEVICE_LIMITS.exportMax));
}

/** Which kind a device is, so the detail route shows that kind's detail. */
export async function deviceBrief(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<SaasDeviceBrief> {
  const row = await deviceInScope(db, await scopeFor(db, user), id);
  return {
    id: row.id,
    kind: row.kind as DeviceKind,
    serial: row.serial,
    name: row.name,
    modelId: row.modelId,
  };
}

// Terminals behind the gateways ------------------------------------------------------------

function clients(db: Database) {
  return db
    .selectFrom('deviceClient as k')
    .innerJoin('device as d', 'd.id', 'k.deviceId')
    .innerJoin('deviceModel as m', 'm.id', 'd.modelId')
    .select([
      ...clientColumns,
      'm.vendor',
      'm.model',
      'd.onlineState as gatewayOnline',
      'd.customerId',
      'd.beId',
      'd.areaCode',
      'd.orgId',
    ]);
}
type ClientRow = Awaited<ReturnType<ReturnType<typeof clients>['executeTakeFirstOrThrow']>>;

const toSaasClient = (r: ClientRow): SaasClient => ({
  ...toClient(r),
  vendor: r.vendor,
  model: r.model,
  gatewayOnline: r.gatewayOnline as DeviceOnlineState,
});

export async function clientPage(
  db: Database,
  user: AuthUser,
  q: ClientListQuery,
): Promise<PageResult<SaasClient>> {
  const scope = await scopeFor(db, user);
  let base = db
    .selectFrom('deviceClient as k')
    .innerJoin('device as d', 'd.id', 'k.deviceId')
    .where((eb) => inScope(eb, scope, { ...DEVICE_COLS, customerId: 'k.customerId' }));
  if (q.deviceId) base = base.where('k.deviceId', '=', q.deviceId);
  if (q.online !== undefined) base = base.where('k.online', '=', q.online);
  if (q.keyword) {
    const kw = escapeLike(q.keyword);
    base = base.where((eb) =>
      eb.or([
        eb('k.mac', 'like', `${kw.toUpperCase()}%`),
        eb('k.ip', 'like', `${kw}%`),
        eb('k.hostname', 'ilike', `%${kw}%`),
      ]),
    );
  }
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select('k.id')
      .orderBy('k.online', 'desc')
      .orderBy('k.lastSeenAt', 'desc')
      .orderBy('k.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  const idList = ids.map((r) => r.id);
  const rows = idList.length ? await clients(db).where('k.id', 'in', idList).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    idList.flatMap((id) => (byId.has(id) ? [toSaasClient(byId.get(id)!)] : [])),
    Number(count.n),
    q,
  );
}

export async function clientDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<ClientDetail> {
  const scope = await scopeFor(db, user);
  const row = await clients(db).where('k.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SaasMessages.CLIENT_NOT_FOUND);
  assertIn(scope, row);
  const gateway = (await rowsByIds(db, [row.deviceId]))[0];
  if (!gateway) throw notFound(DeviceMessages.DEVICE_NOT_FOUND);
  const points = await metricsOf(
    db,
    row.deviceId,
    new Date(Date.now() - DEVICE_LIMITS.metricHours * 3_600_000),
  );
  return {
    client: toSaasClient(row),
    gateway: toDeviceItem(gateway),
    gatewayTraffic: points.map((m) => ({
      ts: new Date(m.ts).toISOString(),
      rsrp: m.rsrp,
      sinr: m.sinr,
      upKbps: m.upKbps,
      downKbps: m.downKbps,
      upBytes: Number(m.upBytes),
      downBytes: Number(m.downBytes),
      clients: m.clients,
    })),
  };
}
