import {
  computeOrderAmount,
  ORDER_TYPE_NAMES,
  OrderStatus,
  type BandwidthTier,
  type BillingPeriod,
  type ChargeBy,
  type OrderType,
} from '@pn/shared';
import { sql } from 'kysely';
import { chinaDay } from '../../lib/daily-number.js';
import { instanceOf, SYSTEM_OPERATOR } from '../../modules/order/order.service.js';
import type { OrderConfigRecord } from '../schema-commerce.js';
import type { Database } from '../database.js';
import { demoOwnerOf } from './demo-owner.js';

/**
 * Demo orders, so 我的订单, the operator's queue and the ordered-business screens show real
 * records from the first start: orders of the demo enterprises in each state, with their
 * trail, and the business instances of the active ones; the visitor mode's demo enterprise
 * holds active A1 and A2 business too. Idempotent per order (its idempotency key), so an
 * existing installation gains the orders added here on its next start.
 */

const DAY = 24 * 3_600_000;
const MONTH = 30 * DAY;

interface DemoOrder {
  custCode: string;
  type: OrderType;
  skuCode: string;
  bandwidthLevel: number;
  months: number;
  cards: number;
  dnn: string;
  site: string;
  /** Where the order got to, and when it was submitted. */
  status: OrderStatus;
  daysAgo: number;
  remark: string;
}

const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    custCode: 'C2000755000001',
    type: 'A1',
    skuCode: 'A1-CARD',
    bandwidthLevel: 3,
    months: 12,
    cards: 4,
    dnn: '',
    site: '',
    status: OrderStatus.ACTIVE,
    daysAgo: 42,
    remark: 'AGV 调度终端上行加速',
  },
  {
    custCode: 'C2000755000001',
    type: 'A2',
    skuCode: 'A2-DNN',
    bandwidthLevel: 2,
    months: 24,
    cards: 0,
    dnn: 'factory.sz.5gpn',
    site: '',
    status: OrderStatus.ACTIVE,
    daysAgo: 95,
    remark: '生产网与办公网隔离',
  },
  {
    custCode: 'C2000755000001',
    type: 'A4',
    skuCode: 'A4-UPF',
    bandwidthLevel: 0,
    months: 36,
    cards: 0,
    dnn: 'mes.sz.5gpn',
    site: '深圳市南山区一号厂区机房',
    status: OrderStatus.APPROVING,
    daysAgo: 2,
    remark: '',
  },
  {
    custCode: 'C2000755000001',
    type: 'A3',
    skuCode: 'A3-AREA',
    bandwidthLevel: 1,
    months: 1,
    cards: 0,
    dnn: '',
    site: '深圳会展中心 展馆 1-3 号',
    status: OrderStatus.SUBMITTED,
    daysAgo: 0,
    remark: '展会期间视频回传保障',
  },
  {
    custCode: 'C5710571000001',
    type: 'B3',
    skuCode: 'B3-STD',
    bandwidthLevel: 0,
    months: 12,
    cards: 0,
    dnn: 'port.hz.5gpn',
    site: '杭州市西湖区数字港务园区',
    status: OrderStatus.ACTIVE,
    daysAgo: 130,
    remark: '',
  },
  {
    custCode: 'C0000000000001',
    type: 'A1',
    skuCode: 'A1-CARD',
    bandwidthLevel: 2,
    months: 12,
    cards: 3,
    dnn: '',
    site: '',
    status: OrderStatus.ACTIVE,
    daysAgo: 60,
    remark: '园区巡逻车高清视频回传加速',
  },
  {
    custCode: 'C0000000000001',
    type: 'A2',
    skuCode: 'A2-DNN',
    bandwidthLevel: 1,
    months: 12,
    cards: 0,
    dnn: 'demo.sz.5gpn',
    site: '',
    status: OrderStatus.ACTIVE,
    daysAgo: 120,
    remark: '园区生产网与访客网隔离',
  },
];

const idempotencyKeyOf = (o: DemoOrder) => `demo-${o.custCode}-${o.type}`;

/** The trail of an order that got to `status`: each step a day or so after the last. */
function trailTo(status: OrderStatus): { from: OrderStatus | null; to: OrderStatus }[] {
  const steps: { from: OrderStatus | null; to: OrderStatus }[] = [
    { from: null, to: OrderStatus.SUBMITTED },
  ];
  const path = [OrderStatus.APPROVING, OrderStatus.PROVISIONING, OrderStatus.ACTIVE];
  for (const to of path) {
    if (status < to || status === OrderStatus.SUBMITTED) break;
    steps.push({ from: steps.at(-1)!.to, to });
  }
  return steps;
}

const NOTES: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.SUBMITTED]: '客户提交订单',
  [OrderStatus.APPROVING]: '运营人员受理审核',
  [OrderStatus.PROVISIONING]: '审核通过，开始开通',
};

export async function seedOrders(db: Database): Promise<void> {
  const keys = DEMO_ORDERS.map(idempotencyKeyOf);
  const seeded = async (d: Database) =>
    new Set(
      (
        await d
          .selectFrom('bizOrder')
          .select('idempotencyKey')
          .where('idempotencyKey', 'in', keys)
          .execute()
      ).map((r) => r.idempotencyKey),
    );
  if ((await seeded(db)).size === keys.length) return;
  await db.transaction().execute(async (trx) => {
    await sql`lock table biz_order in exclusive mode`.execute(trx);
    const done = await seeded(trx);
    const reviewer = await trx
      .selectFrom('account')
      .select(['id', 'realName'])
      .where('loginAccount', '=', 'gd_admin')
      .executeTakeFirst();
    for (const o of DEMO_ORDERS) {
      if (done.has(idempotencyKeyOf(o))) continue;
      const customer = await demoOwnerOf(trx, o.custCode);
      const sku = await trx
        .selectFrom('productSku as s')
        .innerJoin('product as p', 'p.id', 's.productId')
        .select([
          's.id',
          's.productId',
          's.name',
          's.priceFen',
          's.billingPeriod',
          's.chargeBy',
          's.bandwidthTiers',
          's.unit',
        ])
        .where('s.skuCode', '=', o.skuCode)
        .executeTakeFirst();
      if (!customer || !sku) continue;
      const msisdns = o.cards
        ? (
            await trx
              .selectFrom('simCard')
              .select('msisdn')
              .where('customerId', '=', customer.id)
              .where('status', '=', 2)
              .orderBy('id')
              .limit(o.cards)
              .execute()
          ).map((r) => r.msisdn)
        : [];
      const tiers = sku.bandwidthTiers as BandwidthTier[];
      const price = computeOrderAmount(
        {
          priceFen: Number(sku.priceFen),
          billingPeriod: sku.billingPeriod as BillingPeriod,
          chargeBy: sku.chargeBy as ChargeBy,
          bandwidthTiers: tiers,
        },
        { bandwidthLevel: o.bandwidthLevel, months: o.months, cards: msisdns.length },
      )!;
      const config: OrderConfigRecord = {
        bandwidthLevel: o.bandwidthLevel,
        bandwidthMbps: price.bandwidthMbps,
        msisdns,
        dnn: o.dnn,
        site: o.site,
        contactName: customer.realName,
        contactPhone: customer.tel,
        remark: o.remark,
        customProps: o.type === 'A1' ? [{ name: '应用服务器地址', value: '10.20.1.0/24' }] : [],
      };
      const createdAt = new Date(Date.now() - o.daysAgo * DAY - 3 * 3_600_000);
      const active = o.status === OrderStatus.ACTIVE;
      const startAt = active ? new Date(createdAt.getTime() + 1.5 * DAY) : null;
      const endAt = startAt ? new Date(startAt.getTime() + o.months * MONTH) : null;
      const { rows } = await sql<{ n: number }>`select nextval('biz_order_no_seq') as n`.execute(
        trx,
      );
      const orderNo = `DD${chinaDay(createdAt)}${String(Number(rows[0]!.n)).padStart(8, '0')}`;
      const order = await trx
        .insertInto('bizOrder')
        .values({
          orderNo,
          customerId: customer.id,
          accountId: customer.accountId,
          beId: customer.beId,
          areaCode: customer.areaCode,
          orderType: o.type,
          productId: sku.productId,
          skuId: sku.id,
          productName: ORDER_TYPE_NAMES[o.type],
          skuName: sku.name,
          config: JSON.stringify(config),
          months: o.months,
          billingPeriod: sku.billingPeriod,
          unitPriceFen: price.unitPriceFen,
          quantity: price.quantity,
          periods: price.periods,
          amountFen: price.amountFen,
          paidFen: o.status >= OrderStatus.PROVISIONING ? price.amountFen : 0,
          status: o.status,
          idempotencyKey: idempotencyKeyOf(o),
          reviewerId: o.status >= OrderStatus.APPROVING ? (reviewer?.id ?? null) : null,
          startAt,
          endAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inst = instanceOf(o.type, orderNo, config);
      const trail = trailTo(o.status);
      await trx
        .insertInto('bizOrderEvent')
        .values(
          trail.map((step, i) => {
            const byCustomer = step.to === OrderStatus.SUBMITTED;
            const bySystem = step.to === OrderStatus.ACTIVE;
            return {
              orderId: order.id,
              fromStatus: step.from,
              toStatus: step.to,
              operatorId: byCustomer
                ? customer.accountId
                : bySystem
                  ? null
                  : (reviewer?.id ?? null),
              operatorName: byCustomer
                ? customer.realName
                : bySystem
                  ? SYSTEM_OPERATOR
                  : (reviewer?.realName ?? '运营人员'),
              note: bySystem ? `开通完成：${inst.name}` : (NOTES[step.to] ?? ''),
              createdAt: new Date(createdAt.getTime() + i * 0.5 * DAY),
            };
          }),
        )
        .execute();
      if (active) {
        await trx
          .insertInto('businessInstance')
          .values({
            orderId: order.id,
            customerId: customer.id,
            beId: customer.beId,
            areaCode: customer.areaCode,
            type: inst.type,
            name: inst.name,
            config: JSON.stringify(inst.config),
            startAt: startAt!,
            endAt,
            updatedAt: startAt!,
          })
          .execute();
      }
    }
  });
}
