import { sql } from 'kysely';
import {
  ensureSimGroups,
  ensureSimTariffs,
  insertCards,
  insertUsageHistory,
  loadCardActivity,
  tariffIdsOf,
  type GroupDef,
} from '../../modules/sim/sim.generate.js';
import { refreshSimStats } from '../../modules/sim/sim.stats.js';
import type { Database } from '../database.js';

/** What each demo enterprise holds: card counts, where the cards were opened, tariffs. */
interface SimDemoPlan {
  custCode: string;
  cards: number;
  probeEvery: number;
  /** City codes, repeated to weight them. */
  areaCodes: string[];
  /** Card tariff codes, repeated to weight them. */
  tariffs: string[];
  groups: GroupDef[];
  groupSharePct: number;
  apns: string[];
  riskEvents: number;
  probeEvents: number;
}

export const SIM_DEMO_PLANS: readonly SimDemoPlan[] = [
  {
    // Customer A (深圳, OCB1000000001): a factory with gateways, AGVs and cameras; a few
    // cards were opened by its Dongguan plant.
    custCode: 'C2000755000001',
    cards: 3000,
    probeEvery: 75,
    areaCodes: ['755', '755', '755', '755', '755', '755', '755', '755', '755', '769'],
    tariffs: [
      'IOT-M100',
      'IOT-M100',
      'IOT-M100',
      'IOT-G1',
      'IOT-G1',
      'IOT-M30',
      'IOT-M30',
      'IOT-G5',
      'IOT-SMS30',
      'IOT-G2-OLD',
    ],
    groups: [
      {
        name: '产线设备流量池',
        tariffCode: 'POOL-G50',
        description: '一号、二号产线的PLC网关与传感器',
      },
      { name: '仓储AGV群组', tariffCode: 'POOL-G10', description: '立体仓库AGV小车与叉车终端' },
      { name: '园区安防监控', tariffCode: 'POOL-G200', description: '园区周界与车间视频监控' },
      { name: '东莞分厂设备', tariffCode: 'POOL-G10', description: '东莞分厂数据采集终端' },
    ],
    groupSharePct: 45,
    apns: ['cmiot', 'cmiot', 'cmiot', 'cmnet', 'pcim.gd'],
    riskEvents: 50,
    probeEvents: 4,
  },
  {
    // Customer B (杭州, OCB1000000002): a port with cranes, trucks and voice terminals.
    custCode: 'C5710571000001',
    cards: 300,
    probeEvery: 60,
    areaCodes: ['571', '571', '571', '571', '574'],
    tariffs: ['IOT-G1', 'IOT-G1', 'IOT-G5', 'IOT-VOICE', 'IOT-M100'],
    groups: [
      { name: '岸桥远控群组', tariffCode: 'POOL-G200', description: '岸桥与场桥远程操控终端' },
      { name: '集卡车队', tariffCode: 'POOL-G50', description: '港区集装箱卡车车载终端' },
    ],
    groupSharePct: 50,
    apns: ['cmiot', 'cmiot', 'xhport.zj'],
    riskEvents: 10,
    probeEvents: 1,
  },
  {
    // The third customer (广州, 13800138000): logistics trackers and meters.
    custCode: 'C2000020000001',
    cards: 120,
    probeEvery: 0,
    areaCodes: ['020'],
    tariffs: ['IOT-M30', 'IOT-M30', 'IOT-M100', 'IOT-SMS30', 'NB-Y20'],
    groups: [
      { name: '冷链车队定位', tariffCode: 'POOL-G10', description: '冷链运输车辆定位与温控终端' },
      { name: '仓库计量表计', tariffCode: 'POOL-G10', description: '仓库水电表计' },
    ],
    groupSharePct: 40,
    apns: ['cmiot'],
    riskEvents: 6,
    probeEvents: 0,
  },
  {
    // The demo enterprise visitors browse read-only.
    custCode: 'C0000000000001',
    cards: 300,
    probeEvery: 30,
    areaCodes: ['755'],
    tariffs: ['IOT-M100', 'IOT-M100', 'IOT-G1', 'IOT-M30', 'IOT-G5', 'NB-Y20'],
    groups: [
      { name: '智慧园区示范', tariffCode: 'POOL-G50', description: '园区门禁、停车与能耗监测' },
      { name: '共享设备示范', tariffCode: 'POOL-G10', description: '共享充电与售货终端' },
      { name: '车联网示范', tariffCode: 'POOL-G200', description: '园区接驳车与巡逻车' },
    ],
    groupSharePct: 50,
    apns: ['cmiot', 'cmiot', 'cmnet'],
    riskEvents: 20,
    probeEvents: 2,
  },
];

/**
 * Loads everything a demo enterprise's SIM screens show: cards with six months of usage,
 * daily usage per scope cell, groups, recent sessions, risk rules and events, and the
 * card statistics. Returns the number of cards inserted.
 */
export async function loadSimPlan(
  db: Database,
  customer: { id: number; beId: string },
  plan: SimDemoPlan,
  tariffs: Map<string, number>,
): Promise<number> {
  const groupIds = await ensureSimGroups(db, customer.id, plan.groups, tariffs);
  const tariffIds = tariffIdsOf(tariffs, plan.tariffs);
  const { fromId, toId, count } = await insertCards(db, {
    customerId: customer.id,
    beId: customer.beId,
    areaCodes: plan.areaCodes,
    tariffIds,
    groupIds,
    groupSharePct: plan.groupSharePct,
    probeEvery: plan.probeEvery,
    apns: plan.apns,
    count: plan.cards,
    position: 0,
    total: plan.cards,
  });
  await insertUsageHistory(db, fromId, toId);
  await loadCardActivity(db, customer.id, {
    ordinary: true,
    riskEvents: plan.riskEvents,
    probeEvents: plan.probeEvents,
  });
  return count;
}

/**
 * The demo SIM data (tariffs, and the cards of the demo enterprises). Idempotent: does
 * nothing once any card exists; one transaction holding the card table's lock, so two
 * instances starting together load it once.
 */
export async function seedSim(db: Database): Promise<void> {
  if (await db.selectFrom('simCard').select('id').limit(1).executeTakeFirst()) return;
  await db.transaction().execute(async (trx) => {
    await sql`lock table sim_card in exclusive mode`.execute(trx);
    if (await trx.selectFrom('simCard').select('id').limit(1).executeTakeFirst()) return;
    const tariffs = await ensureSimTariffs(trx);
    const customers = await trx
      .selectFrom('enterpriseCustomer')
      .select(['id', 'custCode', 'beId'])
      .where(
        'custCode',
        'in',
        SIM_DEMO_PLANS.map((p) => p.custCode),
      )
      .execute();
    for (const plan of SIM_DEMO_PLANS) {
      const customer = customers.find((c) => c.custCode === plan.custCode);
      if (customer) await loadSimPlan(trx, customer, plan, tariffs);
    }
    await refreshSimStats(trx);
  });
}
