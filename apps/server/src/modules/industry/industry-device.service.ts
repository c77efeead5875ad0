import { randomBytes } from 'node:crypto';
import {
  INDUSTRY_RANGE_SPEC,
  IndustryMessages,
  type IndustryCategory,
  type IndustryDevice,
  type IndustryDeviceCreated,
  type IndustryDeviceData,
  type IndustryDeviceListQuerySchema,
  type IndustryDeviceSaveSchema,
  type IndustryDeviceState,
  type IndustryRange,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { inScope } from '../../lib/scope.js';
import { iso, requireCustomer, scopeFor, type Scope } from '../device/device.access.js';
import { newDeviceSecret } from '../device/device-gateway.service.js';
import { COLS } from './industry.access.js';

/**
 * 行业终端: an enterprise's industry terminals. Reads follow the caller's scope (a visitor
 * the demo enterprise's); writes belong to a customer account and its own enterprise. A
 * terminal's secret is issued like a gateway's (256 random bits, shown once, only its
 * SHA-256 kept).
 */

type ListQuery = z.output<typeof IndustryDeviceListQuerySchema>;
type SaveInput = z.output<typeof IndustryDeviceSaveSchema>;

function base(db: Database, scope: Scope) {
  return db
    .selectFrom('industryDevice as t')
    .innerJoin('enterpriseCustomer as c', 'c.id', 't.customerId')
    .leftJoin('industryLink as l', 'l.id', 't.linkId')
    .where((eb) => inScope(eb, scope, COLS));
}

const SELECT = [
  't.id',
  't.name',
  't.category',
  't.productKey',
  't.deviceKey',
  't.protocol',
  't.site',
  't.linkId',
  'l.name as linkName',
  't.reportIntervalS',
  't.metrics',
  't.lastValues',
  't.onlineState',
  't.lastReportAt',
  't.description',
  'c.name as customerName',
  't.createdAt',
  't.customerId',
  't.beId',
  't.areaCode',
] as const;

type Row = Awaited<ReturnType<typeof detailRow>>;

async function detailRow(db: Database, scope: Scope, id: number) {
  return base(db, scope).select(SELECT).where('t.id', '=', id).executeTakeFirst();
}

function toDevice(r: NonNullable<Row>): IndustryDevice {
  return {
    id: r.id,
    name: r.name,
    category: r.category as IndustryCategory,
    productKey: r.productKey,
    deviceKey: r.deviceKey,
    protocol: r.protocol,
    site: r.site,
    linkId: r.linkId,
    linkName: r.linkName,
    reportIntervalS: r.reportIntervalS,
    metrics: r.metrics,
    lastValues: r.lastValues,
    onlineState: r.onlineState as IndustryDeviceState,
    lastReportAt: iso(r.lastReportAt),
    description: r.description,
    customerName: r.customerName,
    createdAt: iso(r.createdAt)!,
  };
}

export async function devicePage(
  db: Database,
  user: AuthUser,
  q: ListQuery,
): Promise<PageResult<IndustryDevice>> {
  const scope = await scopeFor(db, user);
  let list = base(db, scope);
  if (q.category) list = list.where('t.category', '=', q.category);
  if (q.state) list = list.where('t.onlineState', '=', q.state);
  if (q.site) list = list.where('t.site', '=', q.site);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    list = list.where((eb) =>
      eb.or([
        eb('t.name', 'ilike', like),
        eb('t.deviceKey', 'ilike', like),
        eb('t.productKey', 'ilike', like),
        eb('t.site', 'ilike', like),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    list.select(SELECT).orderBy('t.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
    list.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toDevice), Number(total.n), q);
}

export async function deviceDetail(db: Database, user: AuthUser, id: number) {
  const scope = await scopeFor(db, user);
  const row = await detailRow(db, scope, id);
  if (!row) throw notFound(IndustryMessages.DEVICE_NOT_FOUND);
  return toDevice(row);
}

/** A terminal of the caller's own enterprise (404 when there is none by that id). */
async function ownDevice(db: Database, customerId: number, id: number) {
  const row = await db
    .selectFrom('industryDevice')
    .select(['id', 'customerId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.customerId !== customerId) throw notFound(IndustryMessages.DEVICE_NOT_FOUND);
  return row;
}

async function checkLink(db: Database, customerId: number, linkId: number | null | undefined) {
  if (linkId === null || linkId === undefined) return null;
  const link = await db
    .selectFrom('industryLink')
    .select(['id', 'customerId'])
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (!link || link.customerId !== customerId) throw badRequest(IndustryMessages.LINK_NOT_FOUND);
  return link.id;
}

/** A fresh device key: the identifier a terminal presents with its secret. */
export const newDeviceKey = () => `IND${randomBytes(8).toString('hex').toUpperCase()}`;

export async function createDevice(
  db: Database,
  user: AuthUser,
  input: SaveInput,
): Promise<IndustryDeviceCreated> {
  const customerId = requireCustomer(user);
  const linkId = await checkLink(db, customerId, input.linkId);
  const { secret, hash } = newDeviceSecret();
  try {
    const { id } = await db
      .insertInto('industryDevice')
      .values({
        customerId,
        beId: user.beId,
        areaCode: user.areaCode,
        name: input.name,
        category: input.category,
        productKey: input.productKey,
        deviceKey: newDeviceKey(),
        site: input.site,
        linkId,
        reportIntervalS: input.reportIntervalS,
        metrics: JSON.stringify(input.metrics),
        lastValues: '{}',
        description: input.description,
        credentialHash: hash,
        credentialIssuedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { device: await deviceDetail(db, user, id), secret };
  } catch (err) {
    if (isUniqueViolation(err, 'industry_device_name_uq'))
      throw conflict(IndustryMessages.NAME_TAKEN);
    throw err;
  }
}

export async function updateDevice(
  db: Database,
  user: AuthUser,
  input: SaveInput & { id: number },
): Promise<IndustryDevice> {
  const customerId = requireCustomer(user);
  await ownDevice(db, customerId, input.id);
  const linkId = await checkLink(db, customerId, input.linkId);
  try {
    await db
      .updateTable('industryDevice')
      .set({
        name: input.name,
        category: input.category,
        productKey: input.productKey,
        site: input.site,
        linkId,
        reportIntervalS: input.reportIntervalS,
        metrics: JSON.stringify(input.metrics),
        description: input.description,
        updatedAt: new Date(),
      })
      .where('id', '=', input.id)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err, 'industry_device_name_uq'))
      throw conflict(IndustryMessages.NAME_TAKEN);
    throw err;
  }
  return deviceDetail(db, user, input.id);
}

/** Deletes a terminal with its data; its credential stops working at once. */
export async function deleteDevice(db: Database, user: AuthUser, id: number): Promise<void> {
  const customerId = requireCustomer(user);
  await ownDevice(db, customerId, id);
  await db.deleteFrom('industryDevice').where('id', '=', id).execute();
}

/** Issues a new secret (shown once); the old one stops working at once. */
export async function resetSecret(db: Database, user: AuthUser, id: number) {
  const customerId = requireCustomer(user);
  await ownDevice(db, customerId, id);
  const { secret, hash } = newDeviceSecret();
  await db
    .updateTable('industryDevice')
    .set({ credentialHash: hash, credentialIssuedAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
  return { secret };
}

/**
 * A terminal's reported data over the range, averaged per time bucket (5 minutes over 24
 * hours, an hour over 7 days) by the database: at most a few hundred points per metric,
 * whatever was reported.
 */
export async function deviceData(
  db: Database,
  user: AuthUser,
  id: number,
  range: IndustryRange,
  now: Date = new Date(),
): Promise<IndustryDeviceData> {
  // Out of scope reads as not found.
  const device = await deviceDetail(db, user, id);
  const { spanSeconds, bucketSeconds } = INDUSTRY_RANGE_SPEC[range];
  const to = new Date(Math.ceil(now.getTime() / (bucketSeconds * 1000)) * bucketSeconds * 1000);
  const from = new Date(to.getTime() - spanSeconds * 1000);
  const rows = await bucketed(db, id, from, to, bucketSeconds);
  const byMetric = new Map<string, [number, number, number, number][]>();
  let raw = 0;
  for (const r of rows) {
    raw += Number(r.n);
    let list = byMetric.get(r.metric);
    if (!list) byMetric.set(r.metric, (list = []));
    list.push([Number(r.t), round(r.avg), round(r.min), round(r.max)]);
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucketSeconds,
    series: device.metrics.map((m) => ({
      key: m.key,
      name: m.name,
      unit: m.unit,
      points: byMetric.get(m.key) ?? [],
    })),
    rawPoints: raw,
  };
}

const round = (v: number | string) => Math.round(Number(v) * 1000) / 1000;

/**
 * The bucketing query: one row per metric and bucket (bucket start in epoch ms). The rows
 * come from one index-only range scan and are hashed into buckets; only the few hundred
 * buckets are sorted (metric names bytewise: a collation's comparisons cost more than the
 * scan did).
 */
export async function bucketed(
  db: Database,
  deviceId: number,
  from: Date,
  to: Date,
  bucketSeconds: number,
) {
  const res = await sql<{
    metric: string;
    t: number;
    avg: number;
    min: number;
    max: number;
    n: number;
  }>`
    select metric, (extract(epoch from bucket) * 1000)::float8 as t, avg, min, max, n
    from (
      select metric collate "C" as metric,
        date_bin(make_interval(secs => ${bucketSeconds}), ts, timestamptz 'epoch') as bucket,
        avg(value)::float8 as avg, min(value) as min, max(value) as max, count(*)::int as n
      from industry_data_point
      where device_id = ${deviceId} and ts >= ${from}::timestamptz and ts < ${to}::timestamptz
      group by 2, 1
    ) b
    order by 1, 2`.execute(db);
  return res.rows;
}
