import {
  addMonths,
  DEVICE_KIND_LABELS,
  DEVICE_KINDS,
  DEVICE_ONLINE_STATE_LABELS,
  DEVICE_ONLINE_STATES,
  formatDateTime,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PROVINCES,
  provinceName,
  SIM_STATUS_LABELS,
  SimKind,
  monthsBetween,
  StatisticsMessages,
  type SimStatusValue,
  type StatisticsOverview,
  type StatisticsQuery,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { forbidden } from '../../lib/errors.js';
import { scopeOf, type DataScope } from '../../lib/scope.js';
import type { DemandPlace } from '../market-demand/market-demand.repository.js';
import { demandPlaceOf } from '../market-demand/market-demand.service.js';
import { regionOf } from '../workplace/workplace.service.js';
import * as repo from './statistics.repository.js';

type CountedScope = Extract<DataScope, { level: 'all' | 'province' | 'city' }>;

/**
 * The scope the figures are counted in. Administrators count their own area; national
 * staff may narrow it to a province. Naming another province than one's own is refused
 * rather than quietly answered with one's own figures.
 */
export function statisticsScopeOf(user: AuthUser, beId: string | undefined): CountedScope {
  if (user.kind !== 'admin' && user.kind !== 'operator') throw forbidden();
  const scope = scopeOf(user);
  if (scope.level === 'all') return beId ? { level: 'province', beId } : scope;
  if (scope.level !== 'province' && scope.level !== 'city') throw forbidden();
  if (beId && beId !== scope.beId) throw forbidden(StatisticsMessages.OUT_OF_SCOPE);
  return scope;
}

/** Where market demands are counted: they carry division codes, not the operator's beId. */
async function demandPlaceFor(
  db: Database,
  user: AuthUser,
  scope: CountedScope,
): Promise<DemandPlace> {
  if (scope.level === 'city') return demandPlaceOf(db, user);
  if (scope.level === 'all') return { level: 'all' };
  const provinceId = PROVINCES.find((p) => p.beId === scope.beId)?.gbCode;
  return provinceId ? { level: 'province', provinceId } : { level: 'none' };
}

/** The first moment of a month in China (UTC+8, no daylight saving). */
const monthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`);

/** One value per month of the period: the month's row, or `missing` when it has none. */
function perMonth<R extends { month: string }, V>(
  months: readonly string[],
  rows: readonly R[],
  value: (row: R) => V,
  missing: V,
): { month: string; value: V }[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map((month) => {
    const row = byMonth.get(month);
    return { month, value: row ? value(row) : missing };
  });
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The 统计分析 dashboard for the caller, over the months `from`–`to` (China time). */
export async function statisticsOverview(
  db: Database,
  user: AuthUser,
  q: StatisticsQuery,
): Promise<StatisticsOverview> {
  const scope = statisticsScopeOf(user, q.beId);
  const months = monthsBetween(q.from, q.to);
  const afterTo = addMonths(q.to, 1);
  const period = { from: monthStart(q.from), to: monthStart(afterTo) };
  const place = await demandPlaceFor(db, user, scope);

  const [
    region,
    customers,
    customersNew,
    orders,
    revenue,
    refunds,
    cards,
    usage,
    devices,
    demandProvinces,
    demandMonths,
    pending,
  ] = await Promise.all([
    scope.level === 'all'
      ? '全国'
      : scope.level === 'province'
        ? provinceName(scope.beId)
        : regionOf(db, user),
    repo.customersByStatus(db, scope),
    repo.customersNewByMonth(db, scope, period),
    repo.ordersByMonthAndStatus(db, scope, period),
    repo.revenueByMonth(db, scope, period),
    repo.refundsByMonth(db, scope, period),
    repo.cardsByStatus(db, scope),
    repo.usageByMonth(db, scope, `${q.from}-01`, `${afterTo}-01`),
    repo.devicesByKindAndState(db, scope),
    repo.demandsByProvince(db, place, period),
    repo.demandsByMonth(db, place, period),
    repo.pendingQueues(db, scope),
  ]);

  const customersOf = (status: number) =>
    Number(customers.find((c) => c.status === status)?.n ?? 0);
  const newByMonth = perMonth(months, customersNew, (r) => Number(r.n), 0).map(
    ({ month, value }) => ({ month, count: value }),
  );

  const orderCount = new Map<string, number>();
  const statusCount = new Map<number, number>();
  for (const o of orders) {
    orderCount.set(o.month, (orderCount.get(o.month) ?? 0) + Number(o.n));
    statusCount.set(o.status, (statusCount.get(o.status) ?? 0) + Number(o.n));
  }
  const revenueOf = new Map(revenue.map((r) => [r.month, Number(r.fen)]));
  const refundOf = new Map(refunds.map((r) => [r.month, Number(r.fen)]));
  const ordersByMonth = months.map((month) => ({
    month,
    count: orderCount.get(month) ?? 0,
    revenueFen: revenueOf.get(month) ?? 0,
    refundFen: refundOf.get(month) ?? 0,
  }));

  const cardsOf = (status: number) =>
    sum(cards.filter((c) => c.status === status).map((c) => Number(c.n)));
  const cardStatuses = Object.keys(SIM_STATUS_LABELS).map(Number) as SimStatusValue[];

  const deviceCount = (kind?: string, state?: string) =>
    sum(
      devices
        .filter((d) => (!kind || d.kind === kind) && (!state || d.onlineState === state))
        .map((d) => Number(d.n)),
    );

  const gbToBeId = new Map(PROVINCES.map((p) => [p.gbCode, p]));
  const byProvince = demandProvinces
    .map((d) => {
      const province = gbToBeId.get(d.provinceId);
      return {
        provinceId: d.provinceId,
        beId: province?.beId ?? null,
        name: province?.name ?? d.name,
        count: Number(d.n),
      };
    })
    .sort((a, b) => b.count - a.count || a.provinceId.localeCompare(b.provinceId));

  return {
    scope: {
      level: scope.level,
      beId: scope.level === 'all' ? null : scope.beId,
      region,
    },
    from: q.from,
    to: q.to,
    months,
    customers: {
      total: sum(customers.map((c) => Number(c.n))),
      active: customersOf(1),
      suspended: customersOf(0),
      newInPeriod: sum(newByMonth.map((m) => m.count)),
      newByMonth,
    },
    orders: {
      count: sum(ordersByMonth.map((m) => m.count)),
      revenueFen: sum(ordersByMonth.map((m) => m.revenueFen)),
      refundFen: sum(ordersByMonth.map((m) => m.refundFen)),
      byMonth: ordersByMonth,
      byStatus: ORDER_STATUSES.map((status) => ({
        status,
        label: ORDER_STATUS_LABELS[status],
        count: statusCount.get(status) ?? 0,
      })),
    },
    cards: {
      total: sum(cards.map((c) => Number(c.n))),
      byStatus: cardStatuses.map((status) => ({
        status,
        label: SIM_STATUS_LABELS[status],
        count: cardsOf(status),
      })),
      monthDataKb: sum(cards.filter((c) => c.kind === SimKind.ORDINARY).map((c) => Number(c.kb))),
      usageByMonth: perMonth(months, usage, (r) => Number(r.kb), null).map(({ month, value }) => ({
        month,
        dataKb: value,
      })),
    },
    devices: {
      total: deviceCount(),
      byState: DEVICE_ONLINE_STATES.map((state) => ({
        state,
        label: DEVICE_ONLINE_STATE_LABELS[state],
        count: deviceCount(undefined, state),
      })),
      byKind: DEVICE_KINDS.map((kind) => ({
        kind,
        label: DEVICE_KIND_LABELS[kind],
        total: deviceCount(kind),
        online: deviceCount(kind, 'online'),
        offline: deviceCount(kind, 'offline'),
        inactive: deviceCount(kind, 'inactive'),
      })),
    },
    demand: {
      total: sum(byProvince.map((d) => d.count)),
      byProvince,
      byMonth: perMonth(months, demandMonths, (r) => Number(r.n), 0).map(({ month, value }) => ({
        month,
        count: value,
      })),
    },
    pending,
    generatedAt: formatDateTime(new Date()),
  };
}
