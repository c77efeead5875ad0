import { ExportPermissionStatus, OrderStatus, RefundStatus } from '@pn/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import type { DemandPlace } from '../market-demand/market-demand.repository.js';

/**
 * The dashboard's figures: each one query over the tables that hold the facts, limited to a
 * scope and, for period figures, to [from, to) and grouped by China-time month.
 */

/** A period: its first moment and the first moment after it. */
export interface Period {
  from: Date;
  to: Date;
}

/** `YYYY-MM` of a timestamp column in China time. */
const chinaMonth = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

const CUSTOMER_SCOPE = { beId: 'c.beId', areaCode: 'c.cityCode', customerId: 'c.id' };
const ORDER_SCOPE = { beId: 'o.beId', areaCode: 'o.areaCode', customerId: 'o.customerId' };
const REFUND_SCOPE = { beId: 'r.beId', areaCode: 'r.areaCode', customerId: 'r.customerId' };
const CELL_SCOPE = { beId: 's.beId', areaCode: 's.areaCode', customerId: 's.customerId' };
const DEVICE_SCOPE = { beId: 'd.beId', areaCode: 'd.areaCode', customerId: 'd.customerId' };

/** Enterprise customers now, by status (1 active, 0 suspended). */
export function customersByStatus(db: Database, scope: DataScope) {
  return db
    .selectFrom('enterpriseCustomer as c')
    .where((eb) => inScope(eb, scope, CUSTOMER_SCOPE))
    .select(['c.status', sql<number>`count(*)::int`.as('n')])
    .groupBy('c.status')
    .execute();
}

/** Customers created in the period, per month. */
export function customersNewByMonth(db: Database, scope: DataScope, period: Period) {
  const month = chinaMonth('c.createdAt');
  return db
    .selectFrom('enterpriseCustomer as c')
    .where((eb) => inScope(eb, scope, CUSTOMER_SCOPE))
    .where('c.createdAt', '>=', period.from)
    .where('c.createdAt', '<', period.to)
    .select([month.as('month'), sql<number>`count(*)::int`.as('n')])
    .groupBy(month)
    .execute();
}

/** Orders placed in the period, per month and the state they are in now. */
export function ordersByMonthAndStatus(db: Database, scope: DataScope, period: Period) {
  const month = chinaMonth('o.createdAt');
  return db
    .selectFrom('bizOrder as o')
    .where((eb) => inScope(eb, scope, ORDER_SCOPE))
    .where('o.createdAt', '>=', period.from)
    .where('o.createdAt', '<', period.to)
    .select([month.as('month'), 'o.status', sql<number>`count(*)::int`.as('n')])
    .groupBy([month, 'o.status'])
    .execute();
}

/**
 * What was paid, per month of payment. An order is billed in full when it is approved
 * (审核中 → 开通中, once per order), so its paid amount falls in the month of that step.
 */
export function revenueByMonth(db: Database, scope: DataScope, period: Period) {
  const month = chinaMonth('e.createdAt');
  return db
    .selectFrom('bizOrderEvent as e')
    .innerJoin('bizOrder as o', 'o.id', 'e.orderId')
    .where('e.fromStatus', '=', OrderStatus.APPROVING)
    .where('e.toStatus', '=', OrderStatus.PROVISIONING)
    .where('e.createdAt', '>=', period.from)
    .where('e.createdAt', '<', period.to)
    .where((eb) => inScope(eb, scope, ORDER_SCOPE))
    .select([month.as('month'), sql<number>`coalesce(sum(o.paid_fen), 0)::bigint`.as('fen')])
    .groupBy(month)
    .execute();
}

/** Refunds paid back (approved), per month of approval. */
export function refundsByMonth(db: Database, scope: DataScope, period: Period) {
  const month = chinaMonth('r.reviewedAt');
  return db
    .selectFrom('orderRefund as r')
    .where('r.status', '=', RefundStatus.APPROVED)
    .where('r.reviewedAt', '>=', period.from)
    .where('r.reviewedAt', '<', period.to)
    .where((eb) => inScope(eb, scope, REFUND_SCOPE))
    .select([month.as('month'), sql<number>`coalesce(sum(r.amount_fen), 0)::bigint`.as('fen')])
    .groupBy(month)
    .execute();
}

/**
 * Cards now by status, and this month's data of each status, from the per-cell counts the
 * card table keeps up to date (never a count over the card table).
 */
export function cardsByStatus(db: Database, scope: DataScope) {
  return db
    .selectFrom('simCardStat as s')
    .where((eb) => inScope(eb, scope, CELL_SCOPE))
    .select([
      's.status',
      's.kind',
      sql<number>`coalesce(sum(s.cards), 0)::bigint`.as('n'),
      sql<number>`coalesce(sum(s.month_data_kb), 0)::bigint`.as('kb'),
    ])
    .groupBy(['s.status', 's.kind'])
    .execute();
}

/**
 * Ordinary cards' data per month in the period, from the daily usage cells. A month without
 * any cell has no usage record and is left out (never read as zero).
 */
export function usageByMonth(db: Database, scope: DataScope, from: string, to: string) {
  const month = sql<string>`to_char(s.day, 'YYYY-MM')`;
  return db
    .selectFrom('simUsageDaily as s')
    .where((eb) => inScope(eb, scope, CELL_SCOPE))
    .where('s.day', '>=', sql<Date>`${from}::date`)
    .where('s.day', '<', sql<Date>`${to}::date`)
    .select([month.as('month'), sql<number>`coalesce(sum(s.data_kb), 0)::bigint`.as('kb')])
    .groupBy(month)
    .execute();
}

/** Gateways and multi-SIM devices now, by kind and online state. */
export function devicesByKindAndState(db: Database, scope: DataScope) {
  return db
    .selectFrom('device as d')
    .where((eb) => inScope(eb, scope, DEVICE_SCOPE))
    .select(['d.kind', 'd.onlineState', sql<number>`count(*)::int`.as('n')])
    .groupBy(['d.kind', 'd.onlineState'])
    .execute();
}

function demandsIn(db: Database, place: DemandPlace, period: Period) {
  const q = db
    .selectFrom('marketDemand as m')
    .where('m.createdAt', '>=', period.from)
    .where('m.createdAt', '<', period.to);
  switch (place.level) {
    case 'all':
      return q;
    case 'province':
      return q.where('m.companyProvinceId', '=', place.provinceId);
    case 'city':
      return q.where('m.companyCityId', '=', place.cityId);
    default:
      return q.where(sql<boolean>`false`);
  }
}

/** Market demands left in the period, per province of the enterprise. */
export function demandsByProvince(db: Database, place: DemandPlace, period: Period) {
  return demandsIn(db, place, period)
    .select([
      'm.companyProvinceId as provinceId',
      sql<string>`max(m.company_province)`.as('name'),
      sql<number>`count(*)::int`.as('n'),
    ])
    .groupBy('m.companyProvinceId')
    .execute();
}

/** Market demands left in the period, per month. */
export function demandsByMonth(db: Database, place: DemandPlace, period: Period) {
  const month = chinaMonth('m.createdAt');
  return demandsIn(db, place, period)
    .select([month.as('month'), sql<number>`count(*)::int`.as('n')])
    .groupBy(month)
    .execute();
}

/** What waits now: export-permission applications, orders to review, refunds to review. */
export async function pendingQueues(db: Database, scope: DataScope) {
  const [exports, orders, refunds] = await Promise.all([
    db
      .selectFrom('exportPermission as e')
      .where('e.status', '=', ExportPermissionStatus.PENDING)
      .where((eb) => inScope(eb, scope, { beId: 'e.beId', areaCode: 'e.areaCode' }))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bizOrder as o')
      .where('o.status', 'in', [OrderStatus.SUBMITTED, OrderStatus.APPROVING])
      .where((eb) => inScope(eb, scope, ORDER_SCOPE))
      .select([
        sql<number>`count(*) filter (where o.status = ${OrderStatus.SUBMITTED})::int`.as(
          'submitted',
        ),
        sql<number>`count(*) filter (where o.status = ${OrderStatus.APPROVING})::int`.as(
          'approving',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orderRefund as r')
      .where('r.status', '=', RefundStatus.PENDING)
      .where((eb) => inScope(eb, scope, REFUND_SCOPE))
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    exportApprovals: Number(exports.n),
    ordersSubmitted: Number(orders.submitted),
    ordersApproving: Number(orders.approving),
    refunds: Number(refunds.n),
  };
}
