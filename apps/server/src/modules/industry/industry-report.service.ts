import {
  INDUSTRY_LIMITS,
  IndustryMessages,
  type IndustryMetricDef,
  type IndustryReportReply,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../lib/errors.js';
import {
  assertCredential,
  presentedCredential,
  type DeviceTransport,
} from '../device/device-gateway.service.js';

/**
 * The industry terminals' side: a terminal authenticates exactly as a gateway does
 * (`Authorization: Device <设备标识>:<密钥>`, see device-gateway.service) and reports batches
 * of timestamped metric values. One statement stores the batch (a resent point replaces
 * the earlier value) and marks the terminal online with its latest values.
 */

export interface IndustryCaller {
  id: number;
  customerId: number;
  metrics: IndustryMetricDef[];
  reportIntervalS: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated industry terminal on the reporting endpoint. */
    industryDevice?: IndustryCaller;
  }
}

/** Resolves the reporting terminal from its credential (401 otherwise). */
export async function authenticateIndustryDevice(
  db: Database,
  request: FastifyRequest,
): Promise<IndustryCaller> {
  const presented = presentedCredential(request);
  const row = await db
    .selectFrom('industryDevice')
    .select(['id', 'customerId', 'metrics', 'reportIntervalS', 'credentialHash'])
    .where('deviceKey', '=', presented.identifier)
    .executeTakeFirst();
  assertCredential(presented, row?.credentialHash);
  if (!row) throw badRequest(IndustryMessages.NOT_INDUSTRY_DEVICE);
  return {
    id: row.id,
    customerId: row.customerId,
    metrics: row.metrics,
    reportIntervalS: row.reportIntervalS,
  };
}

export interface ReportPoint {
  ts?: string | number | undefined;
  values: Record<string, number>;
}

/** Stores one report of `device`; 400 with the reason when a point cannot be taken. */
export async function ingestReport(
  db: Database,
  device: IndustryCaller,
  points: readonly ReportPoint[],
  now: Date = new Date(),
  via: DeviceTransport = 'http',
): Promise<IndustryReportReply> {
  const known = new Set(device.metrics.map((m) => m.key));
  const unknown = new Set<string>();
  const latest = now.getTime() + INDUSTRY_LIMITS.futureSkewSeconds * 1000;
  const earliest = now.getTime() - INDUSTRY_LIMITS.maxAgeDays * 86_400_000;
  // (time, metric) → value; the last one given wins, so one statement never updates a row twice.
  const byKey = new Map<string, { ts: number; metric: string; value: number }>();
  points.forEach((p, i) => {
    const ts = p.ts === undefined ? now.getTime() : new Date(p.ts).getTime();
    if (!Number.isFinite(ts))
      throw badRequest(IndustryMessages.POINT_TOO_OLD.replace('{index}', String(i + 1)));
    if (ts > latest)
      throw badRequest(IndustryMessages.POINT_IN_FUTURE.replace('{index}', String(i + 1)));
    if (ts < earliest)
      throw badRequest(IndustryMessages.POINT_TOO_OLD.replace('{index}', String(i + 1)));
    for (const [metric, value] of Object.entries(p.values)) {
      if (!known.has(metric)) unknown.add(metric);
      byKey.set(`${ts}|${metric}`, { ts, metric, value });
    }
  });
  if (unknown.size > 0)
    throw badRequest(IndustryMessages.UNKNOWN_METRICS.replace('{keys}', [...unknown].join('、')));

  const rows = [...byKey.values()];
  // The newest value of each metric, for the list's latest values.
  const newest = new Map<string, { ts: number; value: number }>();
  for (const r of rows) {
    const seen = newest.get(r.metric);
    if (!seen || r.ts >= seen.ts) newest.set(r.metric, { ts: r.ts, value: r.value });
  }
  const lastValues = Object.fromEntries([...newest].map(([k, v]) => [k, v.value]));
  const newestTs = Math.max(...rows.map((r) => r.ts));

  await sql`
    with stored as (
      insert into industry_data_point (device_id, ts, metric, value)
      select ${device.id}::bigint, to_timestamp(x.ms / 1000.0), x.metric, x.value
      from unnest(${sql.val(rows.map((r) => r.ts))}::float8[], ${sql.val(rows.map((r) => r.metric))}::varchar[],
                  ${sql.val(rows.map((r) => r.value))}::float8[]) as x(ms, metric, value)
      on conflict (device_id, ts, metric) do update set value = excluded.value
    )
    update industry_device set
      online_state = 'online', transport = ${via},
      last_report_at = ${now}::timestamptz,
      last_values = case
        when last_report_at is null or to_timestamp(${newestTs} / 1000.0) >= last_report_at - interval '1 hour'
        then last_values || ${JSON.stringify(lastValues)}::jsonb
        else last_values end,
      updated_at = ${now}::timestamptz
    where id = ${device.id}`.execute(db);

  return {
    accepted: rows.length,
    serverTime: now.toISOString(),
    intervalSeconds: device.reportIntervalS,
  };
}
