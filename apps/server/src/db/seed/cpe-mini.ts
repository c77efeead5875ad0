import { sql } from 'kysely';
import type { Database } from '../database.js';

/**
 * 5G快线 小微业务: the operator's packages (reference data, every installation) and, for the
 * demo enterprises, shops served by some of their gateways in every state, a few of them
 * due soon, sorted into groups.
 */

interface MiniPackageDef {
  code: string;
  name: string;
  downMbps: number;
  upMbps: number;
  monthlyGb: number | null;
  monthlyFeeFen: number;
  clientMax: number;
}

/** FAQ: a gateway is suggested for at most 15 small-data devices. */
export const MINI_PACKAGES: readonly MiniPackageDef[] = [
  {
    code: 'XW-100',
    name: '小微商铺 100M',
    downMbps: 100,
    upMbps: 20,
    monthlyGb: 100,
    monthlyFeeFen: 9_900,
    clientMax: 15,
  },
  {
    code: 'XW-300',
    name: '小微门店 300M',
    downMbps: 300,
    upMbps: 50,
    monthlyGb: 300,
    monthlyFeeFen: 19_900,
    clientMax: 15,
  },
  {
    code: 'XW-500',
    name: '小微企业 500M',
    downMbps: 500,
    upMbps: 80,
    monthlyGb: 1_000,
    monthlyFeeFen: 39_900,
    clientMax: 15,
  },
  {
    code: 'XW-1000',
    name: '小微旗舰 1000M 不限量',
    downMbps: 1_000,
    upMbps: 100,
    monthlyGb: null,
    monthlyFeeFen: 69_900,
    clientMax: 15,
  },
];

export async function seedMiniPackages(db: Database): Promise<void> {
  await db
    .insertInto('cpeMiniPackage')
    .values(MINI_PACKAGES.map((p, i) => ({ ...p, orderId: i + 1 })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

interface DemoShop {
  shop: string;
  contact: string;
  phone: string;
  address: string;
  /** Package code. */
  pkg: string;
  group: number | null;
  /** Days since the term started, and its months. */
  startedDaysAgo: number;
  months: number;
  suspended?: boolean;
}

interface MiniPlan {
  custCode: string;
  tag: string;
  /** Gateway numbers (CPE-<tag>-NNNN) carrying the shops, in order. */
  firstGateway: number;
  groups: { name: string; description: string }[];
  shops: DemoShop[];
}

const PLANS: readonly MiniPlan[] = [
  {
    custCode: 'C2000755000001',
    tag: 'SZ',
    firstGateway: 21,
    groups: [
      { name: '园区配套商户', description: '产业园内的餐饮与便利店' },
      { name: '经销门店', description: '各区经销商门店' },
    ],
    shops: [
      {
        shop: '鹏城园区职工餐厅',
        contact: '黄志强',
        phone: '13712340001',
        address: '南山区科技园一号厂房1层',
        pkg: 'XW-300',
        group: 0,
        startedDaysAgo: 120,
        months: 12,
      },
      {
        shop: '园区便利店',
        contact: '林小燕',
        phone: '13712340002',
        address: '南山区科技园二号厂房旁',
        pkg: 'XW-100',
        group: 0,
        startedDaysAgo: 200,
        months: 12,
      },
      {
        shop: '南山经销门店',
        contact: '陈伟',
        phone: '13712340003',
        address: '南山区南海大道3088号',
        pkg: 'XW-500',
        group: 1,
        startedDaysAgo: 350,
        months: 12,
      },
      {
        shop: '宝安经销门店',
        contact: '刘洋',
        phone: '13712340004',
        address: '宝安区新安街道创业二路',
        pkg: 'XW-500',
        group: 1,
        startedDaysAgo: 90,
        months: 24,
      },
      {
        shop: '东莞体验中心',
        contact: '周敏',
        phone: '13712340005',
        address: '东莞市松山湖大道8号',
        pkg: 'XW-1000',
        group: 1,
        startedDaysAgo: 30,
        months: 12,
        suspended: true,
      },
      {
        shop: '园区咖啡角',
        contact: '吴倩',
        phone: '13712340006',
        address: '研发楼1层大堂',
        pkg: 'XW-100',
        group: 0,
        startedDaysAgo: 400,
        months: 12,
      },
      {
        shop: '龙华售后网点',
        contact: '郑海',
        phone: '13712340007',
        address: '龙华区民治大道',
        pkg: 'XW-300',
        group: null,
        startedDaysAgo: 80,
        months: 3,
      },
    ],
  },
  {
    custCode: 'C5710571000001',
    tag: 'HZ',
    firstGateway: 9,
    groups: [{ name: '港区商户', description: '港区内的服务网点' }],
    shops: [
      {
        shop: '港区司机之家',
        contact: '钱江',
        phone: '13912340001',
        address: '一号泊位北侧',
        pkg: 'XW-300',
        group: 0,
        startedDaysAgo: 60,
        months: 12,
      },
      {
        shop: '闸口便利店',
        contact: '孙丽',
        phone: '13912340002',
        address: '南闸口东侧',
        pkg: 'XW-100',
        group: 0,
        startedDaysAgo: 340,
        months: 12,
      },
    ],
  },
  {
    custCode: 'C0000000000001',
    tag: 'DM',
    firstGateway: 7,
    groups: [{ name: '演示商户', description: '体验用小微业务' }],
    shops: [
      {
        shop: '演示咖啡店',
        contact: '王演示',
        phone: '13800000001',
        address: '演示展厅1层',
        pkg: 'XW-300',
        group: 0,
        startedDaysAgo: 45,
        months: 12,
      },
      {
        shop: '演示便利店',
        contact: '李体验',
        phone: '13800000002',
        address: '演示车间旁',
        pkg: 'XW-100',
        group: 0,
        startedDaysAgo: 345,
        months: 12,
      },
      {
        shop: '演示书店',
        contact: '赵访客',
        phone: '13800000003',
        address: '演示展厅2层',
        pkg: 'XW-500',
        group: null,
        startedDaysAgo: 420,
        months: 12,
      },
    ],
  },
];

const TODAY = sql<string>`(now() at time zone 'Asia/Shanghai')::date`;

/** Demo subscriptions: once per enterprise (an enterprise that has any is left alone). */
export async function seedMiniDemo(db: Database): Promise<void> {
  const packages = await db.selectFrom('cpeMiniPackage').select(['id', 'code']).execute();
  const packageId = new Map(packages.map((p) => [p.code, p.id]));
  for (const plan of PLANS) {
    const customer = await db
      .selectFrom('enterpriseCustomer')
      .select(['id', 'beId', 'cityCode'])
      .where('custCode', '=', plan.custCode)
      .executeTakeFirst();
    if (!customer) continue;
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`seed-cpe-mini:${plan.custCode}`}))`.execute(
        trx,
      );
      const any = await trx
        .selectFrom('cpeMiniService')
        .select('id')
        .where('customerId', '=', customer.id)
        .executeTakeFirst();
      if (any) return;
      const owned = { customerId: customer.id, beId: customer.beId, areaCode: customer.cityCode };
      const groupIds: number[] = [];
      for (const g of plan.groups) {
        const row = await trx
          .insertInto('cpeMiniGroup')
          .values({ ...owned, name: g.name, description: g.description })
          .onConflict((oc) =>
            oc.columns(['customerId', 'name']).doUpdateSet({ description: g.description }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
        groupIds.push(row.id);
      }
      for (const [i, s] of plan.shops.entries()) {
        const serial = `CPE-${plan.tag}-${String(plan.firstGateway + i).padStart(4, '0')}`;
        const device = await trx
          .selectFrom('device')
          .select('id')
          .where('serial', '=', serial)
          .where('customerId', '=', customer.id)
          .executeTakeFirst();
        const start = sql<string>`(${TODAY} - ${s.startedDaysAgo}::int)`;
        const end = sql<string>`((${TODAY} - ${s.startedDaysAgo}::int + make_interval(months => ${s.months}))::date - 1)`;
        await trx
          .insertInto('cpeMiniService')
          .values({
            ...owned,
            serviceNo: `XW${plan.tag}DEMO${String(i + 1).padStart(4, '0')}`,
            packageId: packageId.get(s.pkg)!,
            deviceId: device?.id ?? null,
            groupId: s.group === null ? null : groupIds[s.group]!,
            shopName: s.shop,
            contactName: s.contact,
            contactPhone: s.phone,
            address: s.address,
            startDate: start,
            endDate: end,
            state: sql<string>`case when ${end} < ${TODAY} then 'expired' when ${s.suspended ?? false}::boolean then 'suspended' else 'active' end`,
          })
          .execute();
      }
    });
  }
}
