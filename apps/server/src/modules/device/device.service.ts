import {
  DEVICE_LIMITS,
  DeviceMessages,
  RSRP_BUCKETS,
  type BlacklistItem,
  type BlacklistState,
  type ClientConnection,
  type CpePanel,
  type DeviceClient,
  type DeviceCredential,
  type DeviceDetail,
  type DeviceFilter,
  type DeviceItem,
  type DevicePage,
  type DeviceKind,
  type DeviceMetricPoint,
  type DeviceModel,
  type DeviceOnlineState,
  type PageResult,
  type WifiBand,
  type WifiConfig,
  type WifiEncryption,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, notFound, warning } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { inScope } from '../../lib/scope.js';
import {
  assertIn,
  DEVICE_COLS,
  iso,
  requireCustomer,
  scopeFor,
  verifyIdentity,
  type Scope,
} from './device.access.js';
import { newDeviceSecret, storeCredential } from './device-gateway.service.js';
import * as repo from './device.repository.js';

/** Console reads of devices (list, detail, metrics, clients, Wi-Fi, blacklist, overview). */

export function toDeviceItem(r: repo.DeviceRow): DeviceItem {
  return {
    id: r.id,
    serial: r.serial,
    name: r.name,
    kind: r.kind as DeviceKind,
    modelId: r.modelId,
    vendor: r.vendor,
    model: r.model,
    firmware: r.firmware,
    imei: r.imei,
    onlineState: r.onlineState as DeviceOnlineState,
    rsrp: r.rsrp,
    sinr: r.sinr,
    upKbps: r.upKbps,
    downKbps: r.downKbps,
    clients: r.clients,
    lastHeartbeatAt: iso(r.lastHeartbeatAt),
    location: r.location,
    groupId: r.groupId,
    groupName: r.groupName,
    msisdn: r.msisdn ?? null,
    iccid: r.iccid ?? null,
    dnnId: r.dnnId,
    dnn: r.dnn,
    boundCards: Number(r.boundCards ?? 0),
    custName: r.custName,
    createdAt: iso(r.createdAt)!,
  };
}

/** A device of `kind` the caller may see: 404 when there is none, 403 outside the scope. */
export async function deviceInScope(db: Database, scope: Scope, id: number, kind?: DeviceKind) {
  const row = await repo.findDevice(db, id);
  if (!row || (kind && row.kind !== kind)) throw notFound(DeviceMessages.DEVICE_NOT_FOUND);
  assertIn(scope, row);
  return row;
}

export async function models(db: Database, kind?: DeviceKind): Promise<DeviceModel[]> {
  let q = db.selectFrom('deviceModel').selectAll().where('status', '=', 1);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('kind').orderBy('vendor').orderBy('model').execute();
  return rows.map((m) => ({
    id: m.id,
    vendor: m.vendor,
    model: m.model,
    kind: m.kind as DeviceKind,
    maxClients: m.maxClients,
    simSlots: m.simSlots,
    firmwareVersions: m.firmwareVersions,
    latestFirmware: m.latestFirmware,
  }));
}

export async function devicePage(
  db: Database,
  user: AuthUser,
  kind: DeviceKind,
  q: DeviceFilter & { page: number; pageSize: number },
): Promise<DevicePage> {
  const scope = await scopeFor(db, user);
  const { rows, total, totalExact } = await repo.devicePage(db, scope, kind, q);
  return { ...pageOf(rows.map(toDeviceItem), total, q), totalExact };
}

export function toWifi(w: repo.WifiRow): WifiConfig {
  return {
    deviceId: w.deviceId,
    serial: w.serial,
    deviceName: w.deviceName,
    ssid: w.ssid,
    encryption: w.encryption as WifiEncryption,
    band: w.band as WifiBand,
    hidden: w.hidden,
    enabled: w.enabled,
    channel: w.channel,
    hasPassword: w.password.length > 0,
    updatedAt: iso(w.updatedAt)!,
  };
}

/** A gateway with its card, DNN and live acceleration, Wi-Fi, and open commands. */
export async function deviceDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<DeviceDetail> {
  const scope = await scopeFor(db, user);
  const row = await deviceInScope(db, scope, id, 'cpe');
  const [sim, dnn, acceleration, wifi, openCommands] = await Promise.all([
    row.simCardId ? repo.simBrief(db, row.simCardId) : undefined,
    row.dnnId ? repo.dnnBrief(db, row.dnnId) : undefined,
    row.msisdn ? repo.liveAcceleration(db, row.msisdn) : undefined,
    repo.wifiOf(db, row.id),
    repo.openCommandsOf(db, row.id),
  ]);
  return {
    device: toDeviceItem(row),
    sim: sim ? { ...sim, monthDataKb: Number(sim.monthDataKb) } : null,
    dnn: dnn ?? null,
    acceleration: acceleration
      ? {
          sessionId: acceleration.sessionId,
          bandwidthMbps: acceleration.bandwidthMbps,
          qosProfile: acceleration.qosProfile,
          expiresAt: iso(acceleration.expiresAt)!,
        }
      : null,
    wifi: wifi ? toWifi(wifi) : null,
    heartbeatIntervalSeconds: row.heartbeatIntervalS,
    openCommands,
    clientsLimit: Math.min(row.maxClients, DEVICE_LIMITS.smallDataClientsMax),
  };
}

export async function deviceMetrics(
  db: Database,
  user: AuthUser,
  kind: DeviceKind,
  q: { id: number; hours: number },
): Promise<DeviceMetricPoint[]> {
  const scope = await scopeFor(db, user);
  await deviceInScope(db, scope, q.id, kind);
  const rows = await repo.metricsOf(db, q.id, new Date(Date.now() - q.hours * 3_600_000));
  return rows.map((m) => ({
    ts: iso(m.ts)!,
    rsrp: m.rsrp,
    sinr: m.sinr,
    upKbps: m.upKbps,
    downKbps: m.downKbps,
    upBytes: Number(m.upBytes),
    downBytes: Number(m.downBytes),
    clients: m.clients,
  }));
}

export function toClient(c: repo.ClientRow): DeviceClient {
  return {
    id: c.id,
    deviceId: c.deviceId,
    serial: c.serial,
    deviceName: c.deviceName,
    mac: c.mac,
    ip: c.ip,
    hostname: c.hostname,
    connection: c.connection as ClientConnection,
    upBytes: Number(c.upBytes),
    downBytes: Number(c.downBytes),
    online: c.online,
    blacklisted: c.blacklisted,
    firstSeenAt: iso(c.firstSeenAt)!,
    lastSeenAt: iso(c.lastSeenAt)!,
  };
}

export async function deviceClients(db: Database, user: AuthUser, id: number) {
  const scope = await scopeFor(db, user);
  await deviceInScope(db, scope, id, 'cpe');
  return (await repo.clientsOfDevice(db, id)).map(toClient);
}

export async function clientPage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.clientPage>[2],
): Promise<PageResult<DeviceClient>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.clientPage(db, scope, q);
  return pageOf(rows.map(toClient), total, q);
}

export async function wifiPage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.wifiPage>[2],
): Promise<PageResult<WifiConfig>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.wifiPage(db, scope, q);
  return pageOf(rows.map(toWifi), total, q);
}

export async function wifiDetail(db: Database, user: AuthUser, id: number) {
  const scope = await scopeFor(db, user);
  await deviceInScope(db, scope, id, 'cpe');
  const w = await repo.wifiOf(db, id);
  return w ? toWifi(w) : null;
}

export function toBlacklist(b: repo.BlacklistRow): BlacklistItem {
  return {
    id: b.id,
    deviceId: b.deviceId,
    serial: b.serial,
    deviceName: b.deviceName,
    mac: b.mac,
    remark: b.remark,
    state: b.state as BlacklistState,
    createdBy: b.createdByName ?? '',
    createdAt: iso(b.createdAt)!,
  };
}

export async function blacklistPage(
  db: Database,
  user: AuthUser,
  q: Parameters<typeof repo.blacklistPage>[2],
): Promise<PageResult<BlacklistItem>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.blacklistPage(db, scope, q);
  return pageOf(rows.map(toBlacklist), total, q);
}

// Writes -----------------------------------------------------------------------------------

/**
 * Registers a gateway of an operator-supplied model for the caller's enterprise, with its
 * card and group if given, and issues its secret (answered once).
 */
export async function addDevice(
  db: Database,
  user: AuthUser,
  input: {
    serial: string;
    modelId: number;
    name: string;
    imei?: string | undefined;
    msisdn?: string | undefined;
    groupId?: number | undefined;
    location: string;
  },
): Promise<DeviceCredential> {
  const customerId = requireCustomer(user);
  const model = await db
    .selectFrom('deviceModel')
    .select(['id', 'kind', 'latestFirmware'])
    .where('id', '=', input.modelId)
    .where('status', '=', 1)
    .executeTakeFirst();
  if (!model) throw badRequest(DeviceMessages.MODEL_UNKNOWN);
  if (model.kind !== 'cpe') throw badRequest(DeviceMessages.MODEL_KIND_MISMATCH);
  if (input.groupId !== undefined) {
    const g = await db
      .selectFrom('deviceGroup')
      .select('id')
      .where('id', '=', input.groupId)
      .where('customerId', '=', customerId)
      .executeTakeFirst();
    if (!g) throw badRequest(DeviceMessages.GROUP_NOT_FOUND);
  }
  let card: { id: number; dnnId: number | null; dnn: string | null } | undefined;
  if (input.msisdn) {
    card = await db
      .selectFrom('simCard as s')
      .leftJoin('dnnCard as dc', 'dc.cardId', 's.id')
      .leftJoin('dnnInstance as di', 'di.id', 'dc.dnnId')
      .select(['s.id', 's.status', 'dc.dnnId', 'di.dnn'])
      .where('s.msisdn', '=', input.msisdn)
      .where('s.customerId', '=', customerId)
      .executeTakeFirst()
      .then((c) => {
        if (!c) throw badRequest(DeviceMessages.CARD_NOT_FOUND);
        if (c.status !== 2) throw warning(DeviceMessages.CARD_NOT_ACTIVE);
        return c;
      });
    await assertCardFree(db, card!.id);
  }
  const { secret, hash } = newDeviceSecret();
  const row = await db
    .insertInto('device')
    .values({
      serial: input.serial,
      customerId,
      beId: user.beId,
      areaCode: user.areaCode,
      kind: 'cpe',
      modelId: model.id,
      name: input.name,
      imei: input.imei ?? '',
      simCardId: card?.id ?? null,
      dnnId: card?.dnnId ?? null,
      dnn: card?.dnn ?? 'cmnet',
      groupId: input.groupId ?? null,
      location: input.location,
      credentialHash: hash,
      credentialIssuedAt: new Date(),
    })
    .onConflict((oc) => oc.column('serial').doNothing())
    .returning(['id', 'serial'])
    .executeTakeFirst();
  if (!row) throw conflict(DeviceMessages.SERIAL_TAKEN);
  return { deviceId: row.id, serial: row.serial, secret };
}

/** Refuses a card already in a gateway or a multi-SIM slot. */
export async function assertCardFree(db: Database, cardId: number): Promise<void> {
  const [gw, slot] = await Promise.all([
    db.selectFrom('device').select('id').where('simCardId', '=', cardId).executeTakeFirst(),
    db
      .selectFrom('deviceSimBinding')
      .select('deviceId')
      .where('cardId', '=', cardId)
      .executeTakeFirst(),
  ]);
  if (gw || slot) throw conflict(DeviceMessages.CARD_BOUND_ELSEWHERE);
}

/** A new secret for a device, after identity verification; the old one stops working. */
export async function reissueCredential(
  db: Database,
  user: AuthUser,
  input: { id: number; verifyCode: string },
): Promise<DeviceCredential> {
  const scope = await scopeFor(db, user);
  const row = await deviceInScope(db, scope, input.id);
  await verifyIdentity(db, user, input.verifyCode);
  const { secret, hash } = newDeviceSecret();
  await storeCredential(db, row.id, hash);
  return { deviceId: row.id, serial: row.serial, secret };
}

/** Moves devices into a group of their enterprise (or out of any). */
export async function moveToGroup(
  db: Database,
  user: AuthUser,
  input: { deviceIds: number[]; groupId: number | null },
): Promise<{ moved: number }> {
  const scope = await scopeFor(db, user);
  const ids = [...new Set(input.deviceIds)];
  const found = await db
    .selectFrom('device as d')
    .select(['d.id', 'd.customerId', 'd.beId', 'd.areaCode', 'd.orgId'])
    .where('d.id', 'in', ids)
    .execute();
  if (found.length < ids.length) throw notFound(DeviceMessages.DEVICE_NOT_FOUND);
  for (const d of found) assertIn(scope, d);
  if (input.groupId !== null) {
    const g = await db
      .selectFrom('deviceGroup')
      .select(['id', 'customerId'])
      .where('id', '=', input.groupId)
      .executeTakeFirst();
    if (!g || found.some((d) => d.customerId !== g.customerId))
      throw badRequest(DeviceMessages.GROUP_NOT_FOUND);
  }
  const res = await db
    .updateTable('device')
    .set({ groupId: input.groupId, updatedAt: sql<Date>`now()` })
    .where('id', 'in', ids)
    .executeTakeFirst();
  return { moved: Number(res.numUpdatedRows) };
}

// Overview ---------------------------------------------------------------------------------

interface StateCounts {
  total: number;
  online: number;
  offline: number;
  inactive: number;
  onlineRate: number;
}

/** Devices of a kind in scope by online state. */
export async function stateCounts(
  db: Database,
  scope: Scope,
  kind: DeviceKind,
): Promise<StateCounts> {
  const rows = await db
    .selectFrom('device as d')
    .select(['d.onlineState', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => inScope(eb, scope, DEVICE_COLS))
    .where('d.kind', '=', kind)
    .groupBy('d.onlineState')
    .execute();
  const n = (s: string) => Number(rows.find((r) => r.onlineState === s)?.n ?? 0);
  const online = n('online');
  const offline = n('offline');
  const inactive = n('inactive');
  const activated = online + offline;
  return {
    total: online + offline + inactive,
    online,
    offline,
    inactive,
    onlineRate: activated ? Math.round((online / activated) * 1000) / 10 : 0,
  };
}

/** Hourly traffic of the last 24 hours of the devices of a kind in scope. */
export async function hourlyTraffic(db: Database, scope: Scope, kind: DeviceKind) {
  const rows = await db
    .selectFrom('deviceMetric as x')
    .innerJoin('device as d', 'd.id', 'x.deviceId')
    .select([
      sql<Date>`date_trunc('hour', x.ts)`.as('hour'),
      (eb) => eb.fn.sum<number>('x.upBytes').as('up'),
      (eb) => eb.fn.sum<number>('x.downBytes').as('down'),
    ])
    .where((eb) => inScope(eb, scope, DEVICE_COLS))
    .where('d.kind', '=', kind)
    .where('x.ts', '>=', sql<Date>`date_trunc('hour', now()) - interval '23 hours'`)
    .groupBy(sql`date_trunc('hour', x.ts)`)
    .execute();
  const byHour = new Map(rows.map((r) => [new Date(r.hour).getTime(), r]));
  const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 23 * 3_600_000;
  const traffic = Array.from({ length: 24 }, (_, i) => {
    const t = start + i * 3_600_000;
    const r = byHour.get(t);
    return {
      ts: new Date(t).toISOString(),
      upBytes: Number(r?.up ?? 0),
      downBytes: Number(r?.down ?? 0),
    };
  });
  return {
    traffic,
    upBytes24h: traffic.reduce((s, p) => s + p.upBytes, 0),
    downBytes24h: traffic.reduce((s, p) => s + p.downBytes, 0),
  };
}

/** The 5G fast-line overview, all figures computed by SQL over the devices in scope. */
export async function cpePanel(db: Database, user: AuthUser): Promise<CpePanel> {
  const scope = await scopeFor(db, user);
  const inScopeDevices = () =>
    db
      .selectFrom('device as d')
      .where((eb) => inScope(eb, scope, DEVICE_COLS))
      .where('d.kind', '=', 'cpe');
  // Literals, not parameters: the same expression must appear in the select and the group by.
  const bucket = sql<string>`case
    when d.rsrp >= ${sql.lit(RSRP_BUCKETS[0].min)} then 'excellent'
    when d.rsrp >= ${sql.lit(RSRP_BUCKETS[1].min)} then 'good'
    when d.rsrp >= ${sql.lit(RSRP_BUCKETS[2].min)} then 'fair'
    when d.rsrp >= ${sql.lit(RSRP_BUCKETS[3].min)} then 'poor'
    else 'bad' end`;
  const [states, traffic, signal, alarms, modelRows, clients, failed] = await Promise.all([
    stateCounts(db, scope, 'cpe'),
    hourlyTraffic(db, scope, 'cpe'),
    inScopeDevices()
      .select([bucket.as('bucket'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('d.onlineState', '=', 'online')
      .where('d.rsrp', 'is not', null)
      .groupBy(bucket)
      .execute(),
    inScopeDevices()
      .select([
        sql<number>`count(*) filter (where d.online_state = 'online' and d.rsrp < ${RSRP_BUCKETS[3].min})`.as(
          'weak',
        ),
        sql<number>`count(*) filter (where d.online_state = 'online' and d.clients > ${DEVICE_LIMITS.smallDataClientsMax})`.as(
          'over',
        ),
      ])
      .executeTakeFirstOrThrow(),
    inScopeDevices()
      .innerJoin('deviceModel as m', 'm.id', 'd.modelId')
      .select(['m.vendor', 'm.model', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['m.vendor', 'm.model'])
      .orderBy(sql`count(*)`, 'desc')
      .execute(),
    db
      .selectFrom('deviceClient as k')
      .innerJoin('device as d', 'd.id', 'k.deviceId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => inScope(eb, scope, { ...DEVICE_COLS, customerId: 'k.customerId' }))
      .where('k.online', '=', true)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('deviceCommandItem as i')
      .innerJoin('device as d', 'd.id', 'i.deviceId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => inScope(eb, scope, DEVICE_COLS))
      .where('i.state', 'in', ['failed', 'timedOut'])
      .where('i.finishedAt', '>=', sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...states,
    ...traffic,
    signal: RSRP_BUCKETS.map((b) => ({
      key: b.key,
      label: b.label,
      devices: Number(signal.find((s) => s.bucket === b.key)?.n ?? 0),
    })),
    alarms: {
      offline: states.offline,
      weakSignal: Number(alarms.weak),
      clientsOver: Number(alarms.over),
      commandsFailed24h: Number(failed.n),
    },
    models: modelRows.map((m) => ({ model: `${m.vendor} ${m.model}`, devices: Number(m.n) })),
    clientsOnline: Number(clients.n),
  };
}
