import {
  ALARM_SEVERITY_LABELS,
  ALARM_SOURCE_META,
  formatSeconds,
  NATIONAL_BE_ID,
  type AlarmEvaluation,
  type AlarmSeverity,
  type AlarmSource,
} from '@pn/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { notifyAccounts } from '../account-notice/account-notice.service.js';
import { alarmReceivers } from './alarm.repository.js';
import { isInScope } from '../../lib/scope.js';
import { scopeOfAccount } from './alarm-access.js';

/**
 * The evaluation of the alarm rules, run by the shared job runner (and by 立即评估). For
 * each enabled rule, in its own transaction:
 *
 * 1. the rule row is locked FOR UPDATE SKIP LOCKED: another instance evaluating the same
 *    rule at this moment is skipped, not waited for;
 * 2. the breaching targets are computed by one SQL query over the real tables into a
 *    temporary table (device offline, SIM usage this month, the lines' latest hourly
 *    latency, acceleration sessions cut short by the network);
 * 3. records still open are refreshed; targets without one get a new `pending` record (the
 *    partial unique index on the dedupe key keeps one open record per rule and target,
 *    whatever runs concurrently);
 * 4. open records whose target no longer breaches are resolved;
 * 5. pending records whose breach has lasted the rule's for-duration fire, and the rule's
 *    receivers hear of them in one notice each.
 *
 * Every move writes an alarm_event. `now` is explicit so that tests can step through time.
 */

/** New records one rule may open in one pass; the rest come in the next passes. */
export const NEW_RECORDS_PER_PASS = 5000;
/** A line's latest hourly point older than this is no data (no alarm either way). */
const LINE_STAT_FRESH_HOURS = 3;
/** An industry link's or application's latest measurement older than this is no data. */
const INDUSTRY_FRESH_MINUTES = 15;
/** Targets named in a notice at most. */
const NOTICE_TARGETS = 5;

interface RuleRow {
  id: number;
  name: string;
  source: string;
  comparison: string;
  threshold: number;
  unit: string;
  forSeconds: number;
  severity: string;
  beId: string;
  notifyRoles: string[];
  notifyAccountIds: number[];
}

const COMPARE: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** The rule's condition on `value` (an expression of the source query). */
function condition(rule: RuleRow): RawBuilder<unknown> {
  const op = COMPARE[rule.comparison] ?? '>';
  return sql`value ${sql.raw(op)} ${rule.threshold}::float8`;
}

/** An open record's value is rewritten at least this often while it breaches. */
const REFRESH_MINUTES = 5;

/** Limits a source's rows to the rule's province (national rules watch every province). */
function inRuleProvince(rule: RuleRow, alias: string): RawBuilder<unknown> {
  return rule.beId === NATIONAL_BE_ID
    ? sql``
    : sql`and ${sql.ref(`${alias}.be_id`)} = ${rule.beId}`;
}

/**
 * The targets breaching the rule at `now`: target_kind, target_id, target_label,
 * customer_id, be_id, area_code, value, since (when the breach began, if the data says).
 */
function breachQuery(rule: RuleRow, now: Date): RawBuilder<unknown> {
  switch (rule.source as AlarmSource) {
    case 'deviceOffline':
      // Offline since its last heartbeat; gateways and multi-SIM devices alike.
      return sql`
        select 'device' as target_kind, d.id as target_id,
          left(case when d.name <> '' then d.name || '（' || d.serial || '）' else d.serial end, 120) as target_label,
          d.customer_id, d.be_id, d.area_code,
          round((extract(epoch from (${now}::timestamptz - d.last_heartbeat_at)) / 60)::numeric, 1)::float8 as value,
          least(d.last_heartbeat_at, ${now}::timestamptz) as since
        from device d
        where d.online_state = 'offline' and d.last_heartbeat_at is not null
          ${inRuleProvince(rule, 'd')}`;
    case 'simUsage': {
      // Month-to-date data of active cards: share of the tariff's monthly data, or GB.
      const value =
        rule.unit === 'gb'
          ? sql`round((c.month_data_kb / 1048576.0)::numeric, 2)::float8`
          : sql`round((c.month_data_kb * 100.0 / (t.data_mb * 1024))::numeric, 1)::float8`;
      return sql`
        select * from (
          select 'card' as target_kind, c.id as target_id,
            left(c.msisdn || '（' || c.iccid || '）', 120) as target_label,
            c.customer_id, c.be_id, c.area_code, ${value} as value, null::timestamptz as since
          from sim_card c
          join sim_tariff t on t.id = c.tariff_id
          where c.status = 2 ${rule.unit === 'gb' ? sql`` : sql`and t.data_mb > 0`}
            ${inRuleProvince(rule, 'c')}
        ) x where ${condition(rule)}`;
    }
    case 'lineLatency':
      // The line's latest hourly statistics point, if recent.
      return sql`
        select * from (
          select 'line' as target_kind, l.id as target_id,
            left(l.name || '（' || l.a_end || '—' || l.z_end || '）', 120) as target_label,
            l.customer_id, l.be_id, l.area_code,
            round(s.latency_ms::numeric, 1)::float8 as value, null::timestamptz as since
          from private_line l
          join lateral (
            select latency_ms from network_stat
            where kind = 'line' and ref_id = l.id
              and ts <= ${now}::timestamptz
              and ts > ${now}::timestamptz - make_interval(hours => ${LINE_STAT_FRESH_HOURS})
            order by ts desc limit 1
          ) s on true
          where true ${inRuleProvince(rule, 'l')}
        ) x where ${condition(rule)}`;
    case 'qodUnavailable':
      // Ended by the network before its agreed end, with no live session replacing it.
      return sql`
        select 'qod' as target_kind, q.id as target_id,
          left(q.msisdn || ' 的业务加速（' || q.qos_profile || '）', 120) as target_label,
          q.customer_id, q.be_id, q.area_code,
          round((extract(epoch from (${now}::timestamptz - q.updated_at)) / 60)::numeric, 1)::float8 as value,
          least(q.updated_at, ${now}::timestamptz) as since
        from qod_session q
        where q.status = 'UNAVAILABLE'
          and q.status_info not in ('DURATION_EXPIRED', 'DELETE_REQUESTED')
          and q.started_at + make_interval(secs => q.duration_seconds) > ${now}::timestamptz
          and not exists (
            select 1 from qod_session n
            where n.instance_id = q.instance_id and n.msisdn = q.msisdn
              and n.status in ('REQUESTED', 'AVAILABLE') and n.created_at > q.created_at
          )
          ${inRuleProvince(rule, 'q')}`;
    case 'linkLatency':
    case 'linkLoss': {
      // The link's latest probe measurement, as a share of the link's own target.
      const value =
        rule.source === 'linkLatency'
          ? sql`round((s.latency_ms * 100.0 / l.latency_target_ms)::numeric, 1)::float8`
          : sql`round((s.loss_pct * 100.0 / l.loss_target_pct)::numeric, 1)::float8`;
      return sql`
        select * from (
          select 'link' as target_kind, l.id as target_id,
            left(l.name || '（' || l.site || '）', 120) as target_label,
            l.customer_id, l.be_id, l.area_code, ${value} as value, null::timestamptz as since
          from industry_link l
          join lateral (
            select latency_ms, loss_pct from industry_measurement
            where target_kind = 'link' and target_id = l.id
              and ts <= ${now}::timestamptz
              and ts > ${now}::timestamptz - make_interval(mins => ${INDUSTRY_FRESH_MINUTES})
            order by ts desc limit 1
          ) s on true
          where true ${inRuleProvince(rule, 'l')}
        ) x where ${condition(rule)}`;
    }
    case 'appUnavailable':
      // The application's latest measurement failed; counted from its last success.
      return sql`
        select 'app' as target_kind, a.id as target_id,
          left(a.name || '（' || a.host || ':' || a.port || '）', 120) as target_label,
          a.customer_id, a.be_id, a.area_code,
          round((extract(epoch from (${now}::timestamptz - coalesce(ok.ts, s.ts))) / 60)::numeric, 1)::float8 as value,
          least(coalesce(ok.ts, s.ts), ${now}::timestamptz) as since
        from industry_app a
        join lateral (
          select ts, available from industry_measurement
          where target_kind = 'app' and target_id = a.id
            and ts <= ${now}::timestamptz
            and ts > ${now}::timestamptz - make_interval(mins => ${INDUSTRY_FRESH_MINUTES})
          order by ts desc limit 1
        ) s on not s.available
        left join lateral (
          select ts from industry_measurement
          where target_kind = 'app' and target_id = a.id and available and ts <= ${now}::timestamptz
          order by ts desc limit 1
        ) ok on true
        where true ${inRuleProvince(rule, 'a')}`;
    case 'industryOffline':
      // Marked offline by the sweep; counted from its last report.
      return sql`
        select 'terminal' as target_kind, d.id as target_id,
          left(d.name || '（' || d.device_key || '）', 120) as target_label,
          d.customer_id, d.be_id, d.area_code,
          round((extract(epoch from (${now}::timestamptz - d.last_report_at)) / 60)::numeric, 1)::float8 as value,
          least(d.last_report_at, ${now}::timestamptz) as since
        from industry_device d
        where d.online_state = 'offline' and d.last_report_at is not null
          ${inRuleProvince(rule, 'd')}`;
    default:
      throw new Error(`unknown alarm source ${rule.source}`);
  }
}

export interface FiredRecord {
  id: number;
  targetLabel: string;
  beId: string;
  areaCode: string;
  value: number;
}

interface RuleOutcome extends Omit<AlarmEvaluation, 'rules'> {
  fired: number;
}

/**
 * Evaluates one rule at `now`; undefined when it is disabled, gone, or being evaluated by
 * someone else right now.
 */
export async function evaluateRule(
  db: Database,
  ruleId: number,
  now: Date,
): Promise<RuleOutcome | undefined> {
  const outcome = await db.transaction().execute(async (trx) => {
    const rule = (await trx
      .selectFrom('alarmRule')
      .select([
        'id',
        'name',
        'source',
        'comparison',
        'threshold',
        'unit',
        'forSeconds',
        'severity',
        'beId',
        'notifyRoles',
        'notifyAccountIds',
      ])
      .where('id', '=', ruleId)
      .where('enabled', '=', true)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst()) as RuleRow | undefined;
    if (!rule) return undefined;

    await sql`
      create temp table if not exists alarm_breach (
        dedupe_key text primary key,
        target_kind text not null,
        target_id bigint not null,
        target_label text not null,
        customer_id bigint,
        be_id text not null,
        area_code text not null,
        value float8 not null,
        since timestamptz
      ) on commit drop`.execute(trx);
    const prefix = `${rule.id}:`;
    const found = await sql`
      insert into alarm_breach
      select ${prefix}::text || b.target_kind || ':' || b.target_id, b.target_kind, b.target_id,
        b.target_label, b.customer_id, b.be_id, coalesce(b.area_code, ''), b.value, b.since
      from (${breachQuery(rule, now)}) b
      on conflict do nothing`.execute(trx);
    const breaches = Number(found.numAffectedRows ?? 0);

    // Open records still breaching: their latest value, when it moved by more than a tenth
    // or was last written REFRESH_MINUTES ago (or the target was renamed). Rewriting every
    // open record on every pass cost seconds a pass with 100,000 gateways offline.
    await sql`
      update alarm_record r
      set value = b.value, last_seen_at = ${now}, target_label = b.target_label
      from alarm_breach b
      where r.dedupe_key = b.dedupe_key and r.state <> 'resolved'
        and (abs(b.value - r.value) > abs(r.value) * 0.1
          or r.last_seen_at <= ${now}::timestamptz - make_interval(mins => ${REFRESH_MINUTES})
          or r.target_label <> b.target_label)`.execute(trx);

    // New breaches: pending records, each with its first event.
    const opened = await sql<{ id: number }>`
      with added as (
        insert into alarm_record (rule_id, dedupe_key, rule_name, source, severity, comparison,
          threshold, unit, for_seconds, target_kind, target_id, target_label, customer_id,
          be_id, area_code, state, value, first_seen_at, last_seen_at, created_at)
        select ${rule.id}::bigint, b.dedupe_key, ${rule.name}::text, ${rule.source}::text,
          ${rule.severity}::text, ${rule.comparison}::text, ${rule.threshold}::float8,
          ${rule.unit}::text, ${rule.forSeconds}::int, b.target_kind, b.target_id,
          b.target_label, b.customer_id, b.be_id, b.area_code, 'pending', b.value,
          coalesce(b.since, ${now}::timestamptz), ${now}::timestamptz, ${now}::timestamptz
        from alarm_breach b
        where not exists (
          select 1 from alarm_record r where r.dedupe_key = b.dedupe_key and r.state <> 'resolved'
        )
        order by b.value desc, b.target_id
        limit ${NEW_RECORDS_PER_PASS}
        on conflict (dedupe_key) where state <> 'resolved' do nothing
        returning id
      )
      insert into alarm_event (record_id, from_state, to_state, note, created_at)
      select id, null, 'pending', '检测到告警条件', ${now}::timestamptz from added
      returning record_id as id`.execute(trx);

    // Cleared: every open record of the rule whose target no longer breaches.
    const cleared = await sql<{ id: number }>`
      with gone as (
        select r.id, r.state from alarm_record r
        where r.rule_id = ${rule.id} and r.state <> 'resolved'
          and not exists (select 1 from alarm_breach b where b.dedupe_key = r.dedupe_key)
        for update of r
      ),
      moved as (
        update alarm_record r set state = 'resolved', resolved_at = ${now}
        from gone where r.id = gone.id and r.state <> 'resolved'
        returning r.id, gone.state as from_state
      )
      insert into alarm_event (record_id, from_state, to_state, note, created_at)
      select id, from_state, 'resolved',
        case when from_state = 'pending' then '未持续满规定时间即恢复' else '告警条件已消除，自动恢复' end,
        ${now}::timestamptz
      from moved
      returning record_id as id`.execute(trx);

    // Lasted the for-duration: firing.
    const fired = await sql<FiredRecord>`
      with due as (
        update alarm_record set state = 'firing', fired_at = ${now}
        where rule_id = ${rule.id} and state = 'pending'
          and first_seen_at <= ${now}::timestamptz - make_interval(secs => ${rule.forSeconds})
        returning id, target_label, be_id, area_code, value
      ),
      logged as (
        insert into alarm_event (record_id, from_state, to_state, note, created_at)
        select id, 'pending', 'firing', ${firingNote(rule)}::text, ${now}::timestamptz from due
      )
      select id, target_label, be_id, area_code, value from due order by value desc, id`.execute(
      trx,
    );

    if (fired.rows.length > 0) await notifyFired(trx, rule, fired.rows);
    return {
      breaches,
      pending: opened.rows.length,
      fired: fired.rows.length,
      resolved: cleared.rows.length,
    };
  });
  return outcome;
}

function firingNote(rule: RuleRow): string {
  return rule.forSeconds > 0 ? `持续${formatSeconds(rule.forSeconds)}，告警触发` : '告警触发';
}

/**
 * Tells the rule's receivers of the records that just fired, one notice per account naming
 * the records in its area: the accounts named on the rule and the holders of its roles.
 */
async function notifyFired(db: Database, rule: RuleRow, fired: FiredRecord[]): Promise<void> {
  const receivers = await alarmReceivers(db, {
    accountIds: rule.notifyAccountIds,
    roles: rule.notifyRoles,
  });
  const severity = ALARM_SEVERITY_LABELS[rule.severity as AlarmSeverity] ?? rule.severity;
  const source = ALARM_SOURCE_META[rule.source as AlarmSource]?.label ?? rule.source;
  const byAccount = new Map<number, FiredRecord[]>();
  for (const r of receivers) {
    const scope = scopeOfAccount(r);
    const mine = fired.filter((f) => isInScope(scope, { beId: f.beId, areaCode: f.areaCode }));
    if (mine.length) byAccount.set(r.id, mine);
  }
  // Accounts hearing of the same records share one notice text.
  const groups = new Map<string, { ids: number[]; records: FiredRecord[] }>();
  for (const [accountId, records] of byAccount) {
    const key = records.map((r) => r.id).join(',');
    const group = groups.get(key) ?? { ids: [], records };
    group.ids.push(accountId);
    groups.set(key, group);
  }
  for (const { ids, records } of groups.values()) {
    const names = records.slice(0, NOTICE_TARGETS).map((r) => r.targetLabel);
    const more = records.length > NOTICE_TARGETS ? `等${records.length}个对象` : '';
    await notifyAccounts(db, ids, {
      category: 'alarm',
      title: `【${severity}】${rule.name}：${records.length}条告警触发`,
      content: `${source}告警：${names.join('、')}${more}。请在告警中心确认处理。`,
      link:
        records.length === 1
          ? `/admin/alarm/record?detail=${records[0]!.id}`
          : `/admin/alarm/record?ruleId=${rule.id}&state=firing`,
    });
  }
}

/**
 * One pass over the enabled rules (all, or `ruleIds`) at `now`. Safe on several instances
 * at once: each rule is evaluated by whichever instance locks it first.
 */
export async function evaluateAlarms(
  db: Database,
  now: Date = new Date(),
  opts: { ruleIds?: readonly number[] } = {},
): Promise<AlarmEvaluation> {
  let q = db.selectFrom('alarmRule').select('id').where('enabled', '=', true).orderBy('id');
  if (opts.ruleIds) {
    if (opts.ruleIds.length === 0)
      return { rules: 0, breaches: 0, pending: 0, fired: 0, resolved: 0 };
    q = q.where('id', 'in', [...opts.ruleIds]);
  }
  const total: AlarmEvaluation = { rules: 0, breaches: 0, pending: 0, fired: 0, resolved: 0 };
  for (const { id } of await q.execute()) {
    const one = await evaluateRule(db, id, now);
    if (!one) continue;
    total.rules++;
    total.breaches += one.breaches;
    total.pending += one.pending;
    total.fired += one.fired;
    total.resolved += one.resolved;
  }
  return total;
}
