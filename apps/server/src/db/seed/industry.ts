import {
  NATIONAL_BE_ID,
  type IndustryAppProtocol,
  type IndustryCategory,
  type IndustryMetricDef,
} from '@pn/shared';
import { sql } from 'kysely';
import { simulatedMeasurement } from '../../modules/industry/industry-probe.js';
import type { Database } from '../database.js';

/**
 * 行业终端 and 行业专网 in the demo: each demo enterprise's industry terminals with a day of
 * reported data, its private-network links and business applications with a week of probe
 * measurements (the probe job's own formula), and the probes that keep measuring them.
 * Terminals get no secret here: the demo simulator issues its own when it starts playing
 * them (simulator/industry-simulator.ts). Also the alarm centre's national rules over these
 * tables.
 *
 * Idempotent per enterprise: an enterprise that already has industry terminals is left as
 * it is.
 */

/** How a demo metric moves: around `base`, `amp` with the working day, `noise` at random. */
export interface MetricProfile extends IndustryMetricDef {
  base: number;
  amp: number;
  noise: number;
  decimals: number;
}

const mp = (
  key: string,
  name: string,
  unit: string,
  base: number,
  amp: number,
  noise: number,
  decimals = 1,
): MetricProfile => ({ key, name, unit, base, amp, noise, decimals });

export const INDUSTRY_PROFILES: Readonly<Record<IndustryCategory, readonly MetricProfile[]>> = {
  env: [
    mp('temperature', '温度', '℃', 24, 4, 0.6),
    mp('humidity', '湿度', '%RH', 55, -8, 2),
    mp('pm25', 'PM2.5', 'μg/m³', 30, 12, 6, 0),
  ],
  plc: [
    mp('spindleSpeed', '主轴转速', 'rpm', 1800, 600, 40, 0),
    mp('motorTemp', '电机温度', '℃', 48, 10, 1.2),
  ],
  video: [mp('bitrate', '码率', 'Mbps', 6, 2, 0.5, 2), mp('fps', '帧率', 'fps', 25, 0, 1, 0)],
  meter: [
    mp('voltage', '电压', 'V', 380, 4, 2),
    mp('current', '电流', 'A', 60, 35, 4),
    mp('power', '有功功率', 'kW', 35, 22, 3),
  ],
  agv: [mp('battery', '电量', '%', 70, -20, 3, 0), mp('speed', '速度', 'm/s', 1.2, 0.4, 0.2, 2)],
  other: [mp('value', '读数', '', 10, 2, 1)],
};

interface DeviceSeed {
  name: string;
  category: IndustryCategory;
  productKey: string;
  site: string;
  /** Index into the enterprise's links. */
  link?: number;
  /** never: 未激活; stopped: went quiet two hours ago (离线). */
  state?: 'never' | 'stopped';
}
interface LinkSeed {
  name: string;
  site: string;
  dnn: string;
  slice: string;
  latencyTargetMs: number;
  lossTargetPct: number;
}
interface AppSeed {
  name: string;
  site: string;
  host: string;
  port: number;
  protocol: IndustryAppProtocol;
  responseTargetMs: number;
}
interface EnterpriseSeed {
  custCode: string;
  links: LinkSeed[];
  apps: AppSeed[];
  devices: DeviceSeed[];
}

const FACTORY: Omit<EnterpriseSeed, 'custCode'> = {
  links: [
    {
      name: '一号厂房5G专网链路',
      site: '一号厂房',
      dnn: 'factory.gd',
      slice: 'URLLC 01-000101',
      latencyTargetMs: 20,
      lossTargetPct: 1,
    },
    {
      name: 'AGV调度专用链路',
      site: '立体仓库',
      dnn: 'agv.gd',
      slice: 'URLLC 01-000102',
      latencyTargetMs: 15,
      lossTargetPct: 0.5,
    },
    {
      name: '视频回传链路',
      site: '园区',
      dnn: 'video.gd',
      slice: 'eMBB 01-000201',
      latencyTargetMs: 40,
      lossTargetPct: 2,
    },
  ],
  apps: [
    {
      name: 'MES制造执行系统',
      site: '数据中心',
      host: '10.20.1.15',
      port: 8080,
      protocol: 'HTTP',
      responseTargetMs: 150,
    },
    {
      name: 'AGV调度平台',
      site: '立体仓库',
      host: '10.20.3.8',
      port: 1883,
      protocol: 'MQTT',
      responseTargetMs: 100,
    },
    {
      name: '视频监控平台',
      site: '数据中心',
      host: 'nvr.factory.local',
      port: 443,
      protocol: 'HTTPS',
      responseTargetMs: 200,
    },
  ],
  devices: [
    {
      name: '一号厂房温湿度传感器',
      category: 'env',
      productKey: 'ENV-TH200',
      site: '一号厂房',
      link: 0,
    },
    {
      name: '二号厂房环境监测站',
      category: 'env',
      productKey: 'ENV-TH200',
      site: '二号厂房',
      link: 0,
    },
    { name: '冲压线PLC-01', category: 'plc', productKey: 'PLC-S7', site: '一号厂房', link: 0 },
    { name: '配电房智能电表', category: 'meter', productKey: 'METER-3P', site: '配电房', link: 0 },
    { name: '仓储AGV-07', category: 'agv', productKey: 'AGV-L300', site: '立体仓库', link: 1 },
    {
      name: '仓储AGV-08',
      category: 'agv',
      productKey: 'AGV-L300',
      site: '立体仓库',
      link: 1,
      state: 'stopped',
    },
    { name: '园区周界摄像机', category: 'video', productKey: 'CAM-4K', site: '园区', link: 2 },
    {
      name: '三号厂房PLC（待安装）',
      category: 'plc',
      productKey: 'PLC-S7',
      site: '三号厂房',
      state: 'never',
    },
  ],
};

const PORT: Omit<EnterpriseSeed, 'custCode'> = {
  links: [
    {
      name: '岸桥远控链路',
      site: '码头作业区',
      dnn: 'port.zj',
      slice: 'URLLC 01-000301',
      latencyTargetMs: 18,
      lossTargetPct: 0.5,
    },
    {
      name: '堆场监控链路',
      site: '闸口与堆场',
      dnn: 'yard.zj',
      slice: 'eMBB 01-000302',
      latencyTargetMs: 40,
      lossTargetPct: 2,
    },
  ],
  apps: [
    {
      name: '码头操作系统TOS',
      site: '调度中心',
      host: '172.16.8.20',
      port: 443,
      protocol: 'HTTPS',
      responseTargetMs: 200,
    },
    {
      name: '远控PLC网关',
      site: '码头作业区',
      host: '172.16.9.3',
      port: 502,
      protocol: 'TCP',
      responseTargetMs: 80,
    },
  ],
  devices: [
    { name: '岸桥PLC-01', category: 'plc', productKey: 'PLC-QC', site: '码头作业区', link: 0 },
    {
      name: '岸桥高清摄像机',
      category: 'video',
      productKey: 'CAM-QC',
      site: '码头作业区',
      link: 0,
    },
    { name: '堆场气象站', category: 'env', productKey: 'ENV-WS', site: '闸口与堆场', link: 1 },
    {
      name: '冷箱区电表',
      category: 'meter',
      productKey: 'METER-3P',
      site: '闸口与堆场',
      link: 1,
      state: 'stopped',
    },
  ],
};

const ENTERPRISES: readonly EnterpriseSeed[] = [
  { custCode: 'C2000755000001', ...FACTORY },
  { custCode: 'C5710571000001', ...PORT },
  // The visitors' demo enterprise.
  { custCode: 'C0000000000001', ...FACTORY },
];

/** Seconds between the demo terminals' reports. */
export const DEMO_REPORT_INTERVAL_S = 30;
/** History the demo starts with. */
const HISTORY_HOURS = 24;
const MEASUREMENT_DAYS = 7;

/** Product keys of the demo terminals the simulator plays (those not stopped or never installed). */
export function demoPlayedNames(): Set<string> {
  return new Set(ENTERPRISES.flatMap((e) => e.devices.filter((d) => !d.state).map((d) => d.name)));
}

export async function seedIndustryDemo(db: Database): Promise<void> {
  for (const e of ENTERPRISES) {
    const customer = await db
      .selectFrom('enterpriseCustomer')
      .select(['id', 'beId', 'cityCode'])
      .where('custCode', '=', e.custCode)
      .executeTakeFirst();
    if (!customer) continue;
    const has = await db
      .selectFrom('industryDevice')
      .select('id')
      .where('customerId', '=', customer.id)
      .limit(1)
      .executeTakeFirst();
    if (has) continue;
    await db.transaction().execute(async (trx) => {
      const owner = { customerId: customer.id, beId: customer.beId, areaCode: customer.cityCode };
      const links = await trx
        .insertInto('industryLink')
        .values(e.links.map((l) => ({ ...owner, ...l })))
        .returning('id')
        .execute();
      const apps = await trx
        .insertInto('industryApp')
        .values(e.apps.map((a) => ({ ...owner, ...a })))
        .returning('id')
        .execute();
      const probeRows = [
        ...e.links.map((l, i) => ({
          name: `${l.site}链路探针${i + 1}`,
          site: l.site,
          targetKind: 'link',
          targetId: links[i]!.id,
          intervalS: 60,
        })),
        ...e.apps.map((a, i) => ({
          name: `${a.name}拨测`,
          site: a.site,
          targetKind: 'app',
          targetId: apps[i]!.id,
          intervalS: 60,
        })),
      ];
      await trx
        .insertInto('industryProbe')
        .values(probeRows.map((p) => ({ ...owner, ...p, nextRunAt: new Date() })))
        .execute();
      // A week of measurements every 5 minutes, by the probe job's own formula.
      await sql`
        insert into industry_measurement (probe_id, target_kind, target_id, ts, latency_ms, loss_pct, available, response_ms)
        select s.id, s.target_kind, s.target_id, s.ts, m.latency_ms, m.loss_pct, m.available, m.response_ms
        from (
          select p.id, p.target_kind, p.target_id, g.ts
          from industry_probe p
          cross join generate_series(
            date_trunc('minute', now()) - make_interval(days => ${MEASUREMENT_DAYS}),
            date_trunc('minute', now()) - interval '1 minute', interval '5 minutes') g(ts)
          where p.customer_id = ${customer.id}
        ) s
        cross join ${simulatedMeasurement('s')}`.execute(trx);

      for (const d of e.devices) {
        const profile = INDUSTRY_PROFILES[d.category];
        const metrics = profile.map(({ key, name, unit }) => ({ key, name, unit }));
        const { id } = await trx
          .insertInto('industryDevice')
          .values({
            ...owner,
            name: d.name,
            category: d.category,
            productKey: d.productKey,
            deviceKey: `IND${e.custCode.slice(1)}${String(e.devices.indexOf(d) + 1).padStart(3, '0')}`,
            site: d.site,
            linkId: d.link === undefined ? null : links[d.link]!.id,
            reportIntervalS: DEMO_REPORT_INTERVAL_S,
            metrics: JSON.stringify(metrics),
            lastValues: '{}',
            credentialHash: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (d.state === 'never') continue;
        const endOffset = d.state === 'stopped' ? '2 hours' : '0 minutes';
        for (const p of profile) {
          await sql`
            insert into industry_data_point (device_id, ts, metric, value)
            select ${id}::bigint, g.ts, ${p.key},
              round((${p.base} + ${p.amp} * sin(2 * pi() * (extract(hour from g.ts at time zone 'Asia/Shanghai') - 9) / 24)
                + ${p.noise} * (random() - 0.5) * 2)::numeric, ${p.decimals})::float8
            from generate_series(
              date_trunc('minute', now()) - make_interval(hours => ${HISTORY_HOURS}),
              date_trunc('minute', now()) - ${endOffset}::interval, interval '5 minutes') g(ts)`.execute(
            trx,
          );
        }
        await sql`
          update industry_device d set
            last_report_at = x.ts,
            online_state = ${d.state === 'stopped' ? 'offline' : 'online'},
            last_values = x.vals
          from (
            select max(ts) as ts, jsonb_object_agg(metric, value) as vals
            from (select distinct on (metric) metric, value, ts from industry_data_point
                  where device_id = ${id} order by metric, ts desc) l
          ) x
          where d.id = ${id}`.execute(trx);
      }
    });
  }
}

/** The alarm centre's national rules over the industry tables, once (operators edit them). */
export async function seedIndustryAlarmRules(db: Database): Promise<void> {
  const sources = ['linkLatency', 'linkLoss', 'appUnavailable', 'industryOffline'];
  const existing = await db
    .selectFrom('alarmRule')
    .select('id')
    .where('source', 'in', sources)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const rule = (
    name: string,
    source: string,
    threshold: number,
    unit: string,
    forSeconds: number,
    severity: string,
    description: string,
  ) => ({
    name,
    source,
    comparison: 'gte',
    threshold,
    unit,
    forSeconds,
    severity,
    beId: NATIONAL_BE_ID,
    notifyRoles: JSON.stringify(['province_admin']),
    notifyAccountIds: JSON.stringify([]),
    description,
    enabled: true,
    createdBy: null,
    updatedBy: null,
  });
  await db
    .insertInto('alarmRule')
    .values([
      rule(
        '行业链路时延超目标',
        'linkLatency',
        100,
        'percent',
        60,
        'major',
        '行业专网链路探测时延达到该链路时延目标且持续1分钟。',
      ),
      rule(
        '行业链路丢包超目标',
        'linkLoss',
        100,
        'percent',
        0,
        'major',
        '行业专网链路探测丢包率达到该链路丢包率目标。',
      ),
      rule(
        '行业应用不可用',
        'appUnavailable',
        0,
        'minute',
        60,
        'critical',
        '企业业务应用拨测不可达且持续1分钟。',
      ),
      rule(
        '行业终端离线',
        'industryOffline',
        0,
        'minute',
        300,
        'minor',
        '行业终端超过3个上报周期未上报数据且持续5分钟。',
      ),
    ])
    .onConflict((oc) => oc.columns(['beId', 'name']).doNothing())
    .execute();
}
