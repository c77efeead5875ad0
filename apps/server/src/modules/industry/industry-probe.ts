import { sql, type RawBuilder } from 'kysely';
import { INDUSTRY_LIMITS } from '@pn/shared';
import type { Database } from '../../db/database.js';

/**
 * The probes of 行业专网 monitoring, run on the shared job runner (`industry.probes`): each
 * enabled probe whose time has come measures its target once. The demo has no network to
 * measure, so a measurement is simulated, deterministically from the target and the minute
 * (the same target at the same minute always measures the same): a link's latency follows
 * the working day around a base of its own, with now and then a ten-minute congestion that
 * lifts latency and loss past the usual targets; an application is unreachable in about one
 * five-minute window in a hundred. The demo's history is generated with the same formula.
 *
 * Multi-instance safe: the due probes are claimed FOR UPDATE SKIP LOCKED and moved to their
 * next run in the same statement that stores their measurements.
 */

/** How often the job looks for due probes. */
export const PROBE_SWEEP_MS = 15_000;
/** Probes measured in one pass at most. */
const PROBES_PER_PASS = 2000;

/** A pseudo-random number in [0, 1) from a text (stable across runs and databases). */
const unit = (text: RawBuilder<unknown>) =>
  sql`((abs(hashtext(${text})::bigint) % 10000) / 10000.0)::float8`;

/**
 * The measurement columns (latency_ms, loss_pct, available, response_ms) of a target at a
 * time, as a lateral subquery over the columns `kind`, `target` and `at` of `alias`.
 */
export function simulatedMeasurement(alias: string): RawBuilder<unknown> {
  const kind = sql.ref(`${alias}.target_kind`);
  const target = sql.ref(`${alias}.target_id`);
  const at = sql.ref(`${alias}.ts`);
  const key = sql`${kind} || ':' || ${target}::text`;
  const minute = sql`floor(extract(epoch from ${at}) / 60)::bigint`;
  // Busier in the working day (China time), quietest at night.
  const load = sql`(0.5 + 0.5 * sin(2 * pi() * ((extract(hour from ${at} at time zone 'Asia/Shanghai')
    + extract(minute from ${at}) / 60.0) - 9) / 24))`;
  const congested = sql`(${unit(sql`${key} || ':c:' || (${minute} / 10)::text`)} < 0.04)`;
  const down = sql`(${unit(sql`${key} || ':d:' || (${minute} / 5)::text`)} < 0.01)`;
  const noise = (tag: string) => unit(sql`${key} || ${`:${tag}:`}::text || ${minute}::text`);
  return sql`lateral (
    select
      case when ${kind} = 'link' then round((6 + (${target} % 5) * 2 + 5 * ${load}
        + 3 * ${noise('n')} + case when ${congested} then 18 + 10 * ${noise('s')} else 0 end)::numeric, 1)::float8
      end as latency_ms,
      case when ${kind} = 'link' then round((power(${noise('l')}, 6) * 0.8
        + case when ${congested} then 1 + ${noise('m')} else 0 end)::numeric, 2)::float8
      end as loss_pct,
      case when ${kind} = 'app' then not ${down} end as available,
      case when ${kind} = 'app' and not ${down} then round((20 + (${target} % 4) * 15 + 30 * ${load}
        + 20 * ${noise('r')})::numeric, 1)::float8
      end as response_ms
  ) m`;
}

/**
 * Measures every due probe at `now`: its measurement is stored, its result and next run
 * written. Answers how many probes ran.
 */
export async function runDueProbes(db: Database, now: Date = new Date()): Promise<number> {
  const res = await sql`
    with due as (
      select p.id, p.target_kind, p.target_id, p.interval_s, ${now}::timestamptz as ts
      from industry_probe p
      where p.enabled and p.next_run_at <= ${now}::timestamptz
      order by p.next_run_at
      limit ${PROBES_PER_PASS}
      for update skip locked
    ), calc as (
      select d.*, m.*,
        case when d.target_kind = 'link'
          then m.latency_ms <= l.latency_target_ms and m.loss_pct <= l.loss_target_pct
          else m.available and m.response_ms <= a.response_target_ms end as ok
      from due d
      cross join ${simulatedMeasurement('d')}
      left join industry_link l on d.target_kind = 'link' and l.id = d.target_id
      left join industry_app a on d.target_kind = 'app' and a.id = d.target_id
      where l.id is not null or a.id is not null
    ), stored as (
      insert into industry_measurement (probe_id, target_kind, target_id, ts, latency_ms, loss_pct, available, response_ms)
      select id, target_kind, target_id, ts, latency_ms, loss_pct, available, response_ms from calc
    )
    update industry_probe p set
      last_run_at = c.ts,
      next_run_at = c.ts + make_interval(secs => c.interval_s),
      last_ok = coalesce(c.ok, false),
      last_result = case
        when c.target_kind = 'link' then '时延 ' || c.latency_ms || 'ms，丢包 ' || c.loss_pct || '%'
        when c.available then '可用，响应 ' || c.response_ms || 'ms'
        else '不可达（连接超时）' end,
      updated_at = ${now}::timestamptz
    from calc c
    where p.id = c.id`.execute(db);
  return Number(res.numAffectedRows ?? 0);
}

/**
 * Marks terminals offline that have been silent for more than three report intervals.
 * A conditional update: instances running it at once change each terminal once.
 */
export async function sweepIndustryOffline(db: Database, now: Date = new Date()): Promise<number> {
  const res = await sql`
    update industry_device set online_state = 'offline', updated_at = ${now}::timestamptz
    where online_state = 'online'
      and last_report_at < ${now}::timestamptz
        - make_interval(secs => report_interval_s * ${INDUSTRY_LIMITS.offlineAfterIntervals})`.execute(
    db,
  );
  return Number(res.numAffectedRows ?? 0);
}

/** Measurements are kept this long. */
const MEASUREMENT_RETENTION_DAYS = 30;

/** Drops measurements past retention. */
export async function pruneMeasurements(db: Database): Promise<void> {
  await sql`delete from industry_measurement
    where ts < now() - make_interval(days => ${MEASUREMENT_RETENTION_DAYS})`.execute(db);
}
