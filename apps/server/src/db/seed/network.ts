import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../database.js';
import { rollUpStats } from '../../modules/network-overview/network-overview.repository.js';
import { demoOwnerOf } from './demo-owner.js';

/**
 * The demo enterprises' private network, so the business screens are real from the first
 * start: DNN instances (those of the demo orders and an earlier preferred-network DNN)
 * with slices and bound cards, isolation cases, acceleration sessions on the active A1
 * orders, private lines, and 30 days of hourly statistics; the visitor mode's demo
 * enterprise has its own. Idempotent per DNN (customer and name) and per A1 instance, so
 * an existing installation gains the records added here on its next start.
 */

interface DemoDnn {
  custCode: string;
  dnn: string;
  /** The demo order's instance it belongs to (by type), or none (a B1 DNN). */
  instanceType: string | null;
  description: string;
  upfSite: string;
  ipPool: string;
  bandwidthMbps: number;
  cards: number;
  slices: { name: string; sst: number; sd: string }[];
  isolation?: { name: string; level: 'dnn' | 'slice' | 'upf'; slice?: number; description: string };
  line?: { name: string; aEnd: string; zEnd: string; bandwidthMbps: number };
}

const DEMO_DNNS: readonly DemoDnn[] = [
  {
    custCode: 'C2000755000001',
    dnn: 'factory.sz.5gpn',
    instanceType: 'A2',
    description: '一号工厂生产网：AGV、机器视觉与PLC控制',
    upfSite: '深圳南山边缘UPF',
    ipPool: '10.20.0.0/16',
    bandwidthMbps: 200,
    cards: 24,
    slices: [
      { name: '视频回传切片', sst: 1, sd: '000101' },
      { name: '生产控制切片', sst: 2, sd: '000102' },
    ],
    isolation: {
      name: '生产控制与视频业务隔离',
      level: 'slice',
      slice: 1,
      description: 'PLC控制流量独占URLLC切片，与视频回传互不抢占',
    },
    line: {
      name: '工厂—南山数据中心专线',
      aEnd: '深圳南山一号工厂',
      zEnd: '南山数据中心',
      bandwidthMbps: 500,
    },
  },
  {
    custCode: 'C2000755000001',
    dnn: 'office.sz.5gpn',
    instanceType: null,
    description: '办公与巡检终端接入（优享专网）',
    upfSite: '深圳大区UPF',
    ipPool: '10.30.0.0/20',
    bandwidthMbps: 100,
    cards: 12,
    slices: [{ name: '办公接入', sst: 1, sd: '' }],
    isolation: {
      name: '办公网独立DNN',
      level: 'dnn',
      description: '办公终端走独立DNN，与生产网逻辑隔离',
    },
  },
  {
    custCode: 'C5710571000001',
    dnn: 'port.hz.5gpn',
    instanceType: 'B3',
    description: '港务园区专网：龙门吊远控与集卡调度',
    upfSite: '杭州西湖数字港务园区UPF',
    ipPool: '10.50.0.0/16',
    bandwidthMbps: 1000,
    cards: 10,
    slices: [
      { name: '远控切片', sst: 2, sd: '000201' },
      { name: '物联感知切片', sst: 3, sd: '000202' },
    ],
    isolation: {
      name: '园区专用UPF物理隔离',
      level: 'upf',
      description: '业务数据经园区内UPF处理，不出园区',
    },
    line: {
      name: '港区—集团云专线',
      aEnd: '西湖数字港务园区',
      zEnd: '集团私有云',
      bandwidthMbps: 1000,
    },
  },
  {
    custCode: 'C0000000000001',
    dnn: 'demo.sz.5gpn',
    instanceType: 'A2',
    description: '智慧园区生产网：巡检机器人、视频监控与门禁',
    upfSite: '深圳福田边缘UPF',
    ipPool: '10.60.0.0/16',
    bandwidthMbps: 100,
    cards: 20,
    slices: [
      { name: '视频监控切片', sst: 1, sd: '000301' },
      { name: '机器人控制切片', sst: 2, sd: '000302' },
    ],
    isolation: {
      name: '园区生产网与访客网隔离',
      level: 'slice',
      slice: 1,
      description: '机器人控制流量独占URLLC切片，访客终端不可达',
    },
    line: {
      name: '园区—福田数据中心专线',
      aEnd: '演示智慧园区',
      zEnd: '福田数据中心',
      bandwidthMbps: 200,
    },
  },
  {
    custCode: 'C0000000000001',
    dnn: 'office.demo.5gpn',
    instanceType: null,
    description: '园区办公与物业终端接入（优享专网）',
    upfSite: '深圳大区UPF',
    ipPool: '10.61.0.0/20',
    bandwidthMbps: 50,
    cards: 10,
    slices: [{ name: '办公接入', sst: 1, sd: '' }],
  },
];

const HOUR = 3_600_000;

export async function seedNetwork(db: Database): Promise<void> {
  const missing = async (d: Database) => {
    const rows = await d
      .selectFrom('dnnInstance as n')
      .innerJoin('enterpriseCustomer as c', 'c.id', 'n.customerId')
      .select(['c.custCode', 'n.dnn'])
      .where(
        'n.dnn',
        'in',
        DEMO_DNNS.map((x) => x.dnn),
      )
      .execute();
    const have = new Set(rows.map((r) => `${r.custCode}/${r.dnn}`));
    return DEMO_DNNS.filter((x) => !have.has(`${x.custCode}/${x.dnn}`));
  };
  if ((await missing(db)).length === 0 && (await a1WithoutSessions(db)).length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`lock table dnn_instance in exclusive mode`.execute(trx);
    for (const d of await missing(trx)) {
      const customer = await demoOwnerOf(trx, d.custCode);
      if (!customer) continue;
      const instance = d.instanceType
        ? await trx
            .selectFrom('businessInstance')
            .select(['id', 'startAt'])
            .where('customerId', '=', customer.id)
            .where('type', '=', d.instanceType)
            .executeTakeFirst()
        : undefined;
      const createdAt = instance?.startAt ?? new Date(Date.now() - 200 * 24 * HOUR);
      const dnn = await trx
        .insertInto('dnnInstance')
        .values({
          customerId: customer.id,
          beId: customer.beId,
          areaCode: customer.areaCode,
          instanceId: instance?.id ?? null,
          dnn: d.dnn,
          description: d.description,
          upfSite: d.upfSite,
          ipPool: d.ipPool,
          bandwidthMbps: d.bandwidthMbps,
          lineEnabled: !!d.line,
          createdAt,
          updatedAt: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const slices = [];
      for (const s of d.slices) {
        slices.push(
          await trx
            .insertInto('networkSlice')
            .values({ dnnId: dnn.id, customerId: customer.id, ...s, createdAt })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
      }
      // Cards no DNN holds yet.
      const free = await trx
        .selectFrom('simCard as s')
        .select('s.id')
        .where('s.customerId', '=', customer.id)
        .where('s.status', '=', 2)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('dnnCard as dc').select('dc.cardId').whereRef('dc.cardId', '=', 's.id'),
            ),
          ),
        )
        .orderBy('s.id')
        .limit(d.cards)
        .execute();
      if (free.length) {
        await trx
          .insertInto('dnnCard')
          .values(free.map((c) => ({ dnnId: dnn.id, cardId: c.id, createdAt })))
          .execute();
      }
      if (d.isolation) {
        await trx
          .insertInto('isolationCase')
          .values({
            customerId: customer.id,
            beId: customer.beId,
            areaCode: customer.areaCode,
            dnnId: dnn.id,
            sliceId: d.isolation.slice !== undefined ? slices[d.isolation.slice]!.id : null,
            name: d.isolation.name,
            level: d.isolation.level,
            description: d.isolation.description,
            createdAt,
            updatedAt: createdAt,
          })
          .execute();
      }
      await seedStats(trx, 'dnn', dnn.id, d.bandwidthMbps, free.length);
      if (d.line) {
        const line = await trx
          .insertInto('privateLine')
          .values({
            customerId: customer.id,
            beId: customer.beId,
            areaCode: customer.areaCode,
            dnnId: dnn.id,
            ...d.line,
            createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await seedStats(trx, 'line', line.id, d.line.bandwidthMbps, 0);
      }
    }
    await seedSessions(trx);
    await rollUpStats(trx, new Date(Date.now() - 31 * 24 * HOUR));
  });
}

/**
 * 30 days of hourly points: traffic following the working day, a few sessions per card,
 * availability with the odd dip and latency around its usual value.
 */
async function seedStats(
  trx: Database,
  kind: 'dnn' | 'line',
  refId: number,
  bandwidthMbps: number,
  cards: number,
) {
  // Peak hourly bytes: a third of the bandwidth for the whole hour.
  const peak = Math.round((bandwidthMbps * 1_000_000 * 3600) / 8 / 3);
  const baseLatency = kind === 'line' ? 6 : 12;
  await sql`
    insert into network_stat (kind, ref_id, ts, up_bytes, down_bytes, sessions, availability, latency_ms, loss_pct)
    select ${kind}, ${refId}, h,
      (${peak} * 0.35 * (0.25 + 0.75 * greatest(sin(pi() * (extract(hour from h at time zone 'Asia/Shanghai') - 6) / 14), 0)) * (0.85 + 0.3 * random()))::bigint,
      (${peak} * (0.25 + 0.75 * greatest(sin(pi() * (extract(hour from h at time zone 'Asia/Shanghai') - 6) / 14), 0)) * (0.85 + 0.3 * random()))::bigint,
      (${cards} * (0.4 + 0.6 * random()))::int,
      case when random() < 0.01 then 95 + random() * 4 else 99.9 + random() * 0.1 end,
      ${baseLatency} + random() * ${baseLatency / 2},
      case when random() < 0.03 then random() * 0.5 else random() * 0.02 end
    from generate_series(
      date_trunc('hour', now()) - interval '30 days',
      date_trunc('hour', now()) - interval '1 hour',
      interval '1 hour'
    ) h
  `.execute(trx);
}

/** The active A1 instances that have had no acceleration session yet. */
function a1WithoutSessions(d: Database) {
  return d
    .selectFrom('businessInstance as i')
    .innerJoin('bizOrder as o', 'o.id', 'i.orderId')
    .select(['i.id', 'i.customerId', 'i.beId', 'i.areaCode', 'i.config', 'o.accountId'])
    .where('i.type', '=', 'A1')
    .where('i.status', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('qodSession as q').select('q.id').whereRef('q.instanceId', '=', 'i.id')),
      ),
    )
    .execute();
}

/**
 * Acceleration sessions on each demo A1 order that has none: one running now, one that
 * ran out yesterday.
 */
async function seedSessions(trx: Database) {
  for (const a1 of await a1WithoutSessions(trx)) await seedInstanceSessions(trx, a1);
}

async function seedInstanceSessions(
  trx: Database,
  a1: Awaited<ReturnType<typeof a1WithoutSessions>>[number],
) {
  const config = a1.config as { msisdns?: string[]; bandwidthMbps?: number | null };
  const [first, second] = config.msisdns ?? [];
  const mbps = config.bandwidthMbps ?? 50;
  const now = Date.now();
  const rows = [
    first && {
      msisdn: first,
      startedAt: new Date(now - 1 * HOUR),
      durationSeconds: 4 * 3600,
      status: 'AVAILABLE',
      statusInfo: '',
      qosProfile: 'DOWNLINK_M_UPLINK_L',
    },
    second && {
      msisdn: second,
      startedAt: new Date(now - 26 * HOUR),
      durationSeconds: 2 * 3600,
      status: 'UNAVAILABLE',
      statusInfo: 'DURATION_EXPIRED',
      qosProfile: 'DOWNLINK_L_UPLINK_M',
    },
  ].filter((r): r is Exclude<typeof r, '' | undefined> => !!r);
  for (const r of rows) {
    await trx
      .insertInto('qodSession')
      .values({
        sessionId: randomUUID(),
        customerId: a1.customerId,
        beId: a1.beId,
        areaCode: a1.areaCode,
        instanceId: a1.id,
        msisdn: r.msisdn,
        appServer: '10.20.1.0/24',
        qosProfile: r.qosProfile,
        bandwidthMbps: mbps,
        durationSeconds: r.durationSeconds,
        startedAt: r.startedAt,
        expiresAt: new Date(r.startedAt.getTime() + r.durationSeconds * 1000),
        status: r.status,
        statusInfo: r.statusInfo,
        createdBy: a1.accountId,
        createdAt: r.startedAt,
        updatedAt: r.startedAt,
      })
      .execute();
  }
}
