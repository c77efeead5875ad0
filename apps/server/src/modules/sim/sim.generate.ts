import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Value rules of generated SIM data, shared by the demo seed and the benchmark generator.
 *
 * Everything is set-based SQL (INSERT ... SELECT over generate_series) so that a million
 * cards load in minutes on PostgreSQL and PGlite alike. Values are deterministic: every
 * per-card choice comes from `hashint8` of the card id and a salt, so the same database
 * state always produces the same cards. Identifiers derive from the id through bijections,
 * which keeps them unique without any lookup:
 *   ICCID  898604 + 13 digits + 1 digit (20)
 *   MSISDN 144x + 7 digits (11)
 *   IMSI   46004 + 10 digits (15)
 */

/** China time: days and months of usage are China calendar days. */
const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;
const THIS_MONTH = sql`date_trunc('month', (now() at time zone 'Asia/Shanghai')::date)::date`;

export interface TariffDef {
  code: string;
  name: string;
  kind: 1 | 2;
  monthlyFee: number;
  dataMb: number;
  sms: number;
  voiceMin: number;
  description: string;
  sortNum: number;
  /** 1 on sale, 0 withdrawn. */
  status: 0 | 1;
}

/** IoT card tariffs (SIMCardFee) and group pool tariffs (groupFee). */
export const SIM_TARIFFS: readonly TariffDef[] = [
  {
    code: 'IOT-M10',
    name: '物联网卡10MB月套餐',
    kind: 1,
    monthlyFee: 1.5,
    dataMb: 10,
    sms: 10,
    voiceMin: 0,
    description: '适用于抄表、烟感等低频小数据终端，超出部分按0.29元/MB计费',
    sortNum: 1,
    status: 1,
  },
  {
    code: 'IOT-M30',
    name: '物联网卡30MB月套餐',
    kind: 1,
    monthlyFee: 3,
    dataMb: 30,
    sms: 20,
    voiceMin: 0,
    description: '适用于定位器、环境监测等周期上报终端',
    sortNum: 2,
    status: 1,
  },
  {
    code: 'IOT-M100',
    name: '物联网卡100MB月套餐',
    kind: 1,
    monthlyFee: 5,
    dataMb: 100,
    sms: 30,
    voiceMin: 0,
    description: '适用于工业网关、POS机等中低流量终端',
    sortNum: 3,
    status: 1,
  },
  {
    code: 'IOT-G1',
    name: '物联网卡1GB月套餐',
    kind: 1,
    monthlyFee: 15,
    dataMb: 1024,
    sms: 50,
    voiceMin: 0,
    description: '适用于车载终端、数据采集网关',
    sortNum: 4,
    status: 1,
  },
  {
    code: 'IOT-G5',
    name: '物联网卡5GB月套餐',
    kind: 1,
    monthlyFee: 40,
    dataMb: 5120,
    sms: 100,
    voiceMin: 0,
    description: '适用于视频监控、AGV、远程控制等大流量终端',
    sortNum: 5,
    status: 1,
  },
  {
    code: 'NB-Y20',
    name: 'NB-IoT年包（20元/年）',
    kind: 1,
    monthlyFee: 1.67,
    dataMb: 5,
    sms: 0,
    voiceMin: 0,
    description: 'NB-IoT窄带物联网年包，按月折算1.67元，每月5MB，适用于水气表、井盖监测',
    sortNum: 6,
    status: 1,
  },
  {
    code: 'IOT-SMS30',
    name: '物联网短信套餐（30MB+100条）',
    kind: 1,
    monthlyFee: 4,
    dataMb: 30,
    sms: 100,
    voiceMin: 0,
    description: '含行业短信100条，适用于告警短信回传终端',
    sortNum: 7,
    status: 1,
  },
  {
    code: 'IOT-VOICE',
    name: '物联网语音套餐（100MB+50分钟）',
    kind: 1,
    monthlyFee: 8,
    dataMb: 100,
    sms: 50,
    voiceMin: 50,
    description: '含定向语音50分钟，适用于电梯应急通话、对讲终端',
    sortNum: 8,
    status: 1,
  },
  {
    code: 'IOT-G2-OLD',
    name: '物联网卡2GB月套餐（旧版）',
    kind: 1,
    monthlyFee: 30,
    dataMb: 2048,
    sms: 50,
    voiceMin: 0,
    description: '已停止办理，存量卡可继续使用',
    sortNum: 99,
    status: 0,
  },
  {
    code: 'POOL-G10',
    name: '流量池10GB月共享',
    kind: 2,
    monthlyFee: 100,
    dataMb: 10_240,
    sms: 0,
    voiceMin: 0,
    description: '群组成员共享10GB/月，超出部分按0.1元/MB计费',
    sortNum: 11,
    status: 1,
  },
  {
    code: 'POOL-G50',
    name: '流量池50GB月共享',
    kind: 2,
    monthlyFee: 400,
    dataMb: 51_200,
    sms: 0,
    voiceMin: 0,
    description: '群组成员共享50GB/月',
    sortNum: 12,
    status: 1,
  },
  {
    code: 'POOL-G200',
    name: '流量池200GB月共享',
    kind: 2,
    monthlyFee: 1200,
    dataMb: 204_800,
    sms: 0,
    voiceMin: 0,
    description: '群组成员共享200GB/月，适用于视频类大流量群组',
    sortNum: 13,
    status: 1,
  },
  {
    code: 'POOL-T1',
    name: '流量池1TB月共享',
    kind: 2,
    monthlyFee: 4500,
    dataMb: 1_048_576,
    sms: 0,
    voiceMin: 0,
    description: '群组成员共享1TB/月，适用于大型园区和车队',
    sortNum: 14,
    status: 1,
  },
];

/** Adds the tariffs that are missing; returns every tariff id by code. */
export async function ensureSimTariffs(db: Database): Promise<Map<string, number>> {
  await db
    .insertInto('simTariff')
    .values(SIM_TARIFFS.map((t) => ({ ...t })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const rows = await db.selectFrom('simTariff').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** The ids of tariff `codes` in the map ensureSimTariffs returns; an unknown code throws. */
export function tariffIdsOf(tariffs: Map<string, number>, codes: readonly string[]): number[] {
  return codes.map((code) => {
    const id = tariffs.get(code);
    if (id === undefined) throw new Error(`unknown tariff ${code}`);
    return id;
  });
}

export interface GroupDef {
  name: string;
  tariffCode: string;
  description: string;
}

/** Adds a customer's missing groups (pool = the group tariff's data); returns their ids. */
export async function ensureSimGroups(
  db: Database,
  customerId: number,
  groups: readonly GroupDef[],
  tariffs: Map<string, number>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const g of groups) {
    const tariffId = tariffs.get(g.tariffCode);
    if (tariffId === undefined) throw new Error(`unknown group tariff ${g.tariffCode}`);
    const tariff = SIM_TARIFFS.find((t) => t.code === g.tariffCode)!;
    await db
      .insertInto('simGroup')
      .values({
        customerId,
        name: g.name,
        tariffId,
        poolDataMb: tariff.dataMb,
        description: g.description,
      })
      .onConflict((oc) => oc.columns(['customerId', 'name']).doNothing())
      .execute();
    const row = await db
      .selectFrom('simGroup')
      .select('id')
      .where('customerId', '=', customerId)
      .where('name', '=', g.name)
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------
// Cards

export interface CardLoad {
  customerId: number;
  beId: string;
  /** City codes of the cards, repeated to weight them. */
  areaCodes: readonly string[];
  /** Card tariff ids, repeated to weight them. */
  tariffIds: readonly number[];
  groupIds: readonly number[];
  /** Percent of ordinary cards that belong to a group. */
  groupSharePct: number;
  /** Every n-th card (by id) is a probe card; 0 for none. */
  probeEvery: number;
  apns: readonly string[];
  /** Cards in this batch. */
  count: number;
  /** This batch's position in the customer's whole load, and the load's size: creation
   * dates spread over three years in id order, oldest first. */
  position: number;
  total: number;
}

const ints = (xs: readonly number[]): RawBuilder<unknown> => {
  if (!xs.length || xs.some((x) => !Number.isSafeInteger(x))) throw new Error('bad int list');
  return sql.raw(`array[${xs.join(',')}]::bigint[]`);
};
const codes = (xs: readonly string[]): RawBuilder<unknown> => {
  if (!xs.length || xs.some((x) => !/^[\w.-]{1,32}$/.test(x))) throw new Error('bad code list');
  return sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]::varchar[]`);
};
const int = (x: number): RawBuilder<unknown> => {
  if (!Number.isSafeInteger(x)) throw new Error('bad int');
  return sql.raw(String(x));
};

/** A pseudo-random non-negative int from a card id and a salt (the same in PG and PGlite). */
const h = (id: string, salt: number) => `(hashint8(${id} * 32 + ${salt}) & 2147483647)`;

/**
 * Inserts one batch of cards; returns the id range it took. Status mix (ordinary cards):
 * 76% active, 6% test, 6% inventory, 7% suspended, 5% deactivated; probe cards are nearly
 * all active. Month-to-date usage follows the tariff: most cards use 15–90% of it, some
 * hardly anything, 2.5% one and a half to four times as much (the usage-spike candidates).
 */
export async function insertCards(
  db: Database,
  load: CardLoad,
): Promise<{ count: number; fromId: number; toId: number }> {
  if (load.count <= 0) return { count: 0, fromId: 0, toId: -1 };
  if (!Number.isSafeInteger(load.probeEvery)) throw new Error('bad probeEvery');
  const probe = load.probeEvery > 0 ? `n % ${load.probeEvery} = 0` : 'false';
  const groups = load.groupIds.length ? ints(load.groupIds) : sql.raw('array[]::bigint[]');
  const res = await sql<{ count: number; fromId: number; toId: number }>`
    with params as (
      select
        -- share of the month gone, for month-to-date usage
        extract(epoch from (now() - (${THIS_MONTH}::timestamp at time zone 'Asia/Shanghai')))
          / extract(epoch from interval '1 day')
          / extract(day from (${THIS_MONTH} + interval '1 month' - interval '1 day')) as mf
    ),
    src as (
      select n, i,
        ${sql.raw(h('n', 1))} as h1, ${sql.raw(h('n', 2))} as h2, ${sql.raw(h('n', 3))} as h3,
        ${sql.raw(h('n', 4))} as h4, ${sql.raw(h('n', 5))} as h5, ${sql.raw(h('n', 6))} as h6,
        ${sql.raw(h('n', 7))} as h7, ${sql.raw(h('n', 8))} as h8, ${sql.raw(h('n', 9))} as h9,
        ${sql.raw(h('n', 10))} as h10, ${sql.raw(h('n', 11))} as h11,
        ${sql.raw(h('n', 12))} as h12, ${sql.raw(h('n', 13))} as h13,
        ${sql.raw(h('n', 14))} as h14, ${sql.raw(h('n', 15))} as h15,
        ${sql.raw(h('n', 16))} as h16, ${sql.raw(h('n', 17))} as h17,
        ${sql.raw(h('n', 18))} as h18
      from (
        select nextval(pg_get_serial_sequence('sim_card', 'id')) as n, g.i
        from generate_series(0, ${int(load.count - 1)}) as g(i)
      ) q
    ),
    a as (
      select src.*,
        case when ${sql.raw(probe)} then 1 else 0 end as kind,
        (${ints(load.tariffIds)})[1 + h3 % ${int(load.tariffIds.length)}]::int as tariff_id,
        (${codes(load.areaCodes)})[1 + h4 % ${int(load.areaCodes.length)}] as area_code,
        (${codes(load.apns)})[1 + h8 % ${int(load.apns.length)}] as apn,
        now() - interval '7 days'
          - interval '1 day' * 1095 * (1 - (${int(load.position)} + i)::float8 / ${int(Math.max(load.total, 1))})
          - interval '1 second' * (h7 % 86400) as created_at
      from src
    ),
    b as (
      select a.*,
        case
          when a.kind = 1 then
            case when h1 % 1000 < 930 then 2 when h1 % 1000 < 970 then 3 else 1 end
          else
            case when h1 % 1000 < 760 then 2 when h1 % 1000 < 820 then 1
                 when h1 % 1000 < 880 then 0 when h1 % 1000 < 950 then 3 else 4 end
        end as status,
        case when a.kind = 0 and cardinality(${groups}) > 0 and h5 % 100 < ${int(load.groupSharePct)}
          then (${groups})[1 + h6 % greatest(cardinality(${groups}), 1)] end as group_id,
        case when h9 % 1000 < 25 then 1.5 + (h10 % 2500) / 1000.0
             when h9 % 1000 < 150 then (h10 % 100) / 1000.0
             else 0.15 + (h10 % 750) / 1000.0 end as uf,
        t.data_mb, t.sms as t_sms, t.voice_min as t_voice
      from a join sim_tariff t on t.id = a.tariff_id
    ),
    c as (
      select b.*,
        case when status in (2, 3, 4)
          then least(created_at + interval '1 second' * (h14 % (90 * 86400)), now() - interval '2 hours')
        end as activated_at
      from b
    ),
    ins as (
      insert into sim_card (
        id, iccid, msisdn, imsi, customer_id, be_id, area_code, kind, status, tariff_id, group_id,
        activated_at, tariff_expires_at, month_data_kb, month_sms, month_voice_min, data_cap_mb,
        last_seen_at, imei, imei_bound, apn, created_at, updated_at)
      select
        n,
        '898604' || lpad(((n * 611953 + 424242) % 10000000000000)::text, 13, '0') || (n % 10)::text,
        (14400000000 + (n / 10000000) * 10000000 + ((n % 10000000) * 7919 + 1234567) % 10000000)::text,
        '46004' || lpad(((n * 104729 + 98765) % 10000000000)::text, 10, '0'),
        ${load.customerId}::int, ${load.beId}::varchar, area_code, kind, status, tariff_id, group_id,
        activated_at,
        -- A package runs a year from activation and renews on the anniversary.
        case when status in (2, 3) then activated_at + interval '1 year' *
          (floor(extract(epoch from (now() - activated_at)) / 31557600) + 1) end,
        case status
          when 2 then floor(data_mb * 1024 * uf * p.mf)::bigint
          when 1 then h10 % 2048
          when 3 then h10 % 4096
          else 0 end,
        case status
          when 2 then floor(t_sms * (h11 % 1000) / 1000.0 * p.mf)::int + h11 % 3
          when 1 then h11 % 5
          else 0 end,
        case when status = 2 and t_voice > 0
          then floor(t_voice * (h12 % 1000) / 1000.0 * p.mf)::int else 0 end,
        case when status in (2, 3) and h13 % 100 < 8
          then greatest(1, data_mb * (1 + h13 % 3))::int end,
        case status
          when 2 then greatest(activated_at, case
            when kind = 1 and h15 % 100 < 95 then now() - interval '1 second' * (h16 % 900)
            when kind = 1 then now() - interval '1 second' * (3600 + h16 % (5 * 86400))
            when h15 % 100 < 90 then now() - interval '1 second' * (h16 % 21600)
            when h15 % 100 < 96 then now() - interval '1 second' * (86400 + h16 % (5 * 86400))
            else now() - interval '1 second' * (8 * 86400 + h16 % (40 * 86400)) end)
          when 1 then now() - interval '1 second' * (h16 % (7 * 86400))
          when 3 then greatest(activated_at, now() - interval '1 day' * (5 + h16 % 60))
          when 4 then greatest(activated_at, now() - interval '1 day' * (60 + h16 % 600))
        end,
        case when status <> 0 then
          '86' || lpad((h17 % 1000000)::text, 6, '0') || lpad((n % 1000000)::text, 6, '0')
            || (h17 % 10)::text end,
        status <> 0 and h18 % 100 < 55,
        apn, created_at, created_at
      from c cross join params p
      returning id
    )
    select count(*)::int as count, coalesce(min(id), 0) as from_id, coalesce(max(id), -1) as to_id
    from ins`.execute(db);
  const row = res.rows[0]!;
  return { count: Number(row.count), fromId: Number(row.fromId), toId: Number(row.toId) };
}

/**
 * Six months of usage for the cards of an id range: the current month equals the card's
 * month-to-date counters; earlier months (since activation) vary around the card's usual
 * level. Suspended cards stopped using data one to three months ago; test cards have the
 * current and the previous month.
 */
export async function insertUsageHistory(db: Database, fromId: number, toId: number) {
  await sql`
    insert into sim_usage_monthly (card_id, month, data_kb, sms, voice_min)
    select c.id, m.month,
      case
        when m.k = 0 then c.month_data_kb
        when c.status = 1 then hk % 1024
        when c.status = 3 and m.k <= 1 + c.id % 3 then 0
        else floor(t.data_mb * 1024
          * case when ${sql.raw(h('c.id', 9))} % 1000 < 25
              then 0.2 + (${sql.raw(h('c.id', 10))} % 300) / 1000.0
              when ${sql.raw(h('c.id', 9))} % 1000 < 150
              then (${sql.raw(h('c.id', 10))} % 100) / 1000.0
              else 0.15 + (${sql.raw(h('c.id', 10))} % 750) / 1000.0 end
          * (0.7 + (hk % 600) / 1000.0))::bigint
      end,
      case when m.k = 0 then c.month_sms when c.status = 1 then hk % 3
           when c.status = 3 and m.k <= 1 + c.id % 3 then 0
           else floor(t.sms * (hk % 1000) / 1000.0)::int end,
      case when m.k = 0 then c.month_voice_min
           when c.status = 2 and t.voice_min > 0 then floor(t.voice_min * (hk % 900) / 1000.0)::int
           else 0 end
    from sim_card c
    join sim_tariff t on t.id = c.tariff_id
    cross join lateral (
      select k, (${THIS_MONTH} - interval '1 month' * k)::date as month,
        (hashint8(c.id * 8 + k) & 2147483647) as hk
      from generate_series(0, 5) as k
    ) m
    where c.id between ${fromId} and ${toId}
      and c.status in (1, 2, 3)
      and (case when c.status = 1 then m.k <= 1
           else m.month >= date_trunc('month', c.activated_at at time zone 'Asia/Shanghai')::date end)
  `.execute(db);
}

/**
 * Rebuilds a customer's daily usage per scope cell (ordinary cards only) from the monthly
 * history: each month's total is spread over its days (weekdays heavier) so that the days
 * of a month add up exactly to the month, and the current month's days (up to today) to
 * the cards' month-to-date counters.
 */
export async function rebuildDailyUsage(db: Database, customerId: number) {
  await db.deleteFrom('simUsageDaily').where('customerId', '=', customerId).execute();
  await sql`
    insert into sim_usage_daily (customer_id, be_id, area_code, day, data_kb, sms, voice_min, active_cards)
    with m as (
      select c.be_id, c.area_code, u.month,
        sum(u.data_kb)::bigint as data_kb, sum(u.sms)::bigint as sms,
        sum(u.voice_min)::bigint as voice_min, count(*) filter (where u.data_kb > 0) as active
      from sim_usage_monthly u join sim_card c on c.id = u.card_id
      where c.customer_id = ${customerId} and c.kind = 0
      group by c.be_id, c.area_code, u.month
    ),
    d as (
      select m.*, day::date as day,
        (60 + (hashtext(m.area_code || day::date::text) & 2147483647) % 40
          - case when extract(isodow from day) >= 6 then 25 else 0 end)::bigint as w
      from m cross join lateral generate_series(
        m.month::timestamp,
        least((m.month + interval '1 month' - interval '1 day')::date, ${TODAY})::timestamp,
        interval '1 day') as day
    ),
    cw as (
      select d.*,
        (sum(w) over (partition by be_id, area_code, month order by day))::bigint as cum,
        (sum(w) over (partition by be_id, area_code, month))::bigint as tot
      from d
    )
    select ${customerId}::int, be_id, area_code, day,
      (data_kb * cum) / tot - (data_kb * (cum - w)) / tot,
      (sms * cum) / tot - (sms * (cum - w)) / tot,
      (voice_min * cum) / tot - (voice_min * (cum - w)) / tot,
      floor(active * (0.85 + ((hashtext(area_code || day::text) & 2147483647) % 15) / 100.0))::int
    from cw
  `.execute(db);
}

/**
 * Recent data sessions: three for each active ordinary card (when `ordinary`), eight
 * hours apart; and for each active probe card its always-on session of each of the last
 * 30 days. The newest ends at the card's last-seen time (still open when that was under
 * 15 minutes ago).
 */
export async function insertSessions(
  db: Database,
  customerId: number,
  opts: { ordinary: boolean },
) {
  await sql`
    insert into sim_session (card_id, started_at, ended_at, data_kb, rat, apn, cell_id, area_code, imei)
    select c.id,
      e.ended - case when c.kind = 1 then interval '1 minute' * (1200 + e.hk % 240)
                     else interval '1 minute' * (10 + e.hk % 170) end,
      case when e.k = 0 and c.last_seen_at > now() - interval '15 minutes' then null else e.ended end,
      case when c.kind = 1 then 2048 + e.hk % 8192
           else greatest(1, c.month_data_kb / 40 * (50 + e.hk % 100) / 100) end,
      case when t.code like 'NB-%' then 'NB-IoT'
           else (array['5G SA', '5G SA', '5G NSA', '4G', 'Cat.1'])[1 + e.hk % 5] end,
      c.apn,
      '460-00-' || (e.hk % 65000 + 1000)::text || '-' || (e.hk % 251 + 1)::text,
      c.area_code,
      c.imei
    from sim_card c
    join sim_tariff t on t.id = c.tariff_id
    cross join lateral (
      select k, (hashint8(c.id * 256 + k) & 2147483647) as hk,
        c.last_seen_at - case when c.kind = 1 then interval '1 day' else interval '8 hours' end * k as ended
      from generate_series(0, case when c.kind = 1 then 29 else 2 end) as k
    ) e
    where c.customer_id = ${customerId} and c.status = 2 and c.last_seen_at is not null
      and (c.kind = 1 or ${opts.ordinary})
  `.execute(db);
}

// ---------------------------------------------------------------------------------------
// Risk rules and events

export const DEFAULT_RISK_RULES = [
  { kind: 'usageSpike', name: '流量突增监控', threshold: 200, level: 2 },
  { kind: 'imeiChange', name: '机卡分离监控', threshold: 1, level: 3 },
  { kind: 'locationChange', name: '位置异常监控', threshold: 1, level: 2 },
  { kind: 'silent', name: '沉默卡监控', threshold: 7, level: 1 },
] as const;

/** The four default monitoring rules of a customer (kept when they exist). */
export async function ensureRiskRules(db: Database, customerId: number) {
  await db
    .insertInto('simRiskRule')
    .values(DEFAULT_RISK_RULES.map((r) => ({ ...r, customerId })))
    .onConflict((oc) => oc.columns(['customerId', 'kind']).doNothing())
    .execute();
}

/** City names of the area codes the generated data uses (event details). */
const CITY_NAMES: Record<string, string> = {
  '755': '深圳',
  '769': '东莞',
  '020': '广州',
  '757': '佛山',
  '752': '惠州',
  '760': '中山',
  '571': '杭州',
  '574': '宁波',
  '573': '嘉兴',
};
const cityValues = (alias: string) =>
  sql.raw(
    `(values ${Object.entries(CITY_NAMES)
      .map(([c, n]) => `('${c}', '${n}')`)
      .join(', ')}) as ${alias}(code, name)`,
  );

/**
 * Risk events over the last 30 days, about a quarter of each kind, raised on the cards
 * the rules would flag (heaviest users, cards silent for a week, IMEI-bound cards, cards
 * seen away from home); about 70% still open. `probe` of them concern probe cards.
 */
export async function insertRiskEvents(db: Database, customerId: number, count: number, probe = 0) {
  const each = Math.floor((count - probe) / 4);
  const rest = count - probe - each * 3;
  const base = (kind: string) => sql`
    select c.id as card_id, c.iccid, c.msisdn, c.be_id, c.area_code, c.month_data_kb,
      c.last_seen_at, c.imei, r.id as rule_id, r.level, ${kind}::varchar as kind,
      (hashint8(c.id * 64 + 7) & 2147483647) as hk
    from sim_card c
    join sim_risk_rule r on r.customer_id = c.customer_id and r.kind = ${kind}
    where c.customer_id = ${customerId} and c.status = 2`;
  const spike = sql`select * from (${base('usageSpike')} and c.kind = 0
      order by c.month_data_kb desc, c.id limit ${each}) s`;
  const silent = sql`select * from (${base('silent')} and c.kind = 0
      and c.last_seen_at < now() - interval '7 days'
      order by c.last_seen_at, c.id limit ${each}) s`;
  const imei = sql`select * from (${base('imeiChange')} and c.kind = 0 and c.imei_bound
      order by (hashint8(c.id * 64 + 3) & 2147483647), c.id limit ${each}) s`;
  const location = sql`select * from (${base('locationChange')} and c.kind = 0
      order by (hashint8(c.id * 64 + 5) & 2147483647), c.id limit ${rest}) s`;
  const probes = sql`select * from (${base('locationChange')} and c.kind = 1
      order by (hashint8(c.id * 64 + 5) & 2147483647), c.id limit ${probe}) s`;
  await sql`
    insert into sim_risk_event (customer_id, be_id, area_code, rule_id, kind, level, card_id,
      iccid, msisdn, detail, status, occurred_at, handled_at)
    select ${customerId}::int, e.be_id, e.area_code, e.rule_id, e.kind, e.level, e.card_id,
      e.iccid, e.msisdn,
      case e.kind
        when 'usageSpike' then format('本月已用流量%sMB，较近3个月月均增长%s%%',
          round(e.month_data_kb / 1024.0, 1), 200 + e.hk % 300)
        when 'silent' then format('已连续%s天无流量上报',
          greatest(7, extract(day from now() - e.last_seen_at)::int))
        when 'imeiChange' then format('绑定IMEI %s 变更为 %s', coalesce(e.imei, '-'),
          '86' || lpad((e.hk % 100000000)::text, 8, '0') || lpad((e.hk % 100000)::text, 5, '0'))
        else format('常驻地市%s，近期在%s发生网络附着', coalesce(home.name, e.area_code),
          away.name)
      end,
      case when e.hk % 10 < 7 then 0 when e.hk % 10 < 9 then 1 else 2 end,
      now() - interval '1 second' * (e.hk % (30 * 86400)),
      case when e.hk % 10 >= 7
        then now() - interval '1 second' * (e.hk % (30 * 86400)) + interval '1 hour' * (1 + e.hk % 20)
      end
    from (
      ${spike} union all ${silent} union all ${imei} union all ${location} union all ${probes}
    ) e
    left join ${cityValues('home')} on home.code = e.area_code
    left join lateral (
      select other.name from ${cityValues('other')}
      where other.code <> e.area_code
      order by (hashtext(other.code || e.card_id::text) & 2147483647), other.code limit 1
    ) away on true
  `.execute(db);
}

/**
 * What the SIM screens show around a customer's loaded cards: daily usage per scope cell,
 * recent sessions (of ordinary cards too when `ordinary`), the default risk rules and
 * `riskEvents` risk events (`probeEvents` of them on probe cards).
 */
export async function loadCardActivity(
  db: Database,
  customerId: number,
  opts: { ordinary: boolean; riskEvents: number; probeEvents: number },
) {
  await rebuildDailyUsage(db, customerId);
  await insertSessions(db, customerId, { ordinary: opts.ordinary });
  await ensureRiskRules(db, customerId);
  await insertRiskEvents(db, customerId, opts.riskEvents, opts.probeEvents);
}
