import {
  AdminLevel,
  chinaMonthOf,
  defaultStatisticsRange,
  formatBytes,
  formatFen,
  OrderStatus,
  PROVINCES,
  STATISTICS_MAX_MONTHS,
  StatisticsQuerySchema,
  type StatisticsOverview,
} from '@pn/shared';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminListHeader } from '@/components/admin/admin-list-parts';
import { Chart } from '@/components/charts/chart';
import { CHART_COLORS } from '@/components/charts/palette';
import { DataState } from '@/components/data-state';
import { paths } from '@/config/paths';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { useMenus } from '@/lib/permissions';
import { useStatisticsOverview, type StatisticsRequest } from '../api/statistics-overview';
import { statisticsText as t } from '../text';
import {
  demandProvinceOption,
  monthlyCountOption,
  ordersOption,
  pieOption,
  usageOption,
  type Slice,
} from './chart-options';
import styles from './statistics.module.css';

const MONTH_FORMAT = 'YYYY-MM';

/** Colours that keep their meaning whatever else is on the chart. */
const CARD_COLORS: Record<number, string> = {
  0: '#94a3b8',
  1: CHART_COLORS[6],
  2: CHART_COLORS[0],
  3: CHART_COLORS[2],
  4: CHART_COLORS[3],
};
const DEVICE_COLORS: Record<string, string> = {
  online: CHART_COLORS[1],
  offline: CHART_COLORS[3],
  inactive: '#94a3b8',
};

/**
 * The filters in the address (?beId=&from=&to=), so a link opens the same figures. Values
 * the server would refuse fall back to the default period; a province is only sent by
 * those who may choose one.
 */
function readQuery(search: URLSearchParams, mayChooseProvince: boolean): StatisticsRequest {
  const parsed = StatisticsQuerySchema.safeParse({
    beId: mayChooseProvince ? (search.get('beId') ?? undefined) : undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
  });
  if (parsed.success) return parsed.data;
  return { ...defaultStatisticsRange() };
}

/** One key figure, with what lies behind it underneath. */
function Kpi({
  id,
  label,
  value,
  foot,
}: {
  id: string;
  label: string;
  value: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <Card size="small" className={styles.kpi} role="group" aria-label={label}>
      <div className={styles.kpiLabel}>{label}</div>
      <div className={styles.kpiValue} data-testid={`kpi-${id}`}>
        {value}
      </div>
      {foot ? <div className={styles.kpiFoot}>{foot}</div> : null}
    </Card>
  );
}

/** A waiting queue: its count, leading to the screen that works it when the caller holds it. */
function Pending({ label, value, to }: { label: string; value: number; to: string | null }) {
  const body = (
    <>
      <span className={styles.pendingLabel}>{label}</span>
      <span className={value > 0 ? `${styles.pendingValue} ${styles.urgent}` : styles.pendingValue}>
        {value}
      </span>
    </>
  );
  return to ? (
    <Link to={to} className={styles.pending} aria-label={`${label} ${value}`}>
      {body}
    </Link>
  ) : (
    <div className={styles.pending}>{body}</div>
  );
}

function ChartCard({
  title,
  wide,
  children,
}: {
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card title={title} size="small" className={wide ? styles.wide : undefined}>
      {children}
    </Card>
  );
}

function Figures({ s, holds }: { s: StatisticsOverview; holds: (menu: string) => boolean }) {
  const cardSlices: Slice[] = s.cards.byStatus.map((b) => ({
    label: b.label,
    count: b.count,
    color: CARD_COLORS[b.status] ?? CHART_COLORS[5],
  }));
  const deviceSlices: Slice[] = s.devices.byState.map((b) => ({
    label: b.label,
    count: b.count,
    color: DEVICE_COLORS[b.state] ?? CHART_COLORS[5],
  }));
  const deviceCount = (state: string) =>
    s.devices.byState.find((b) => b.state === state)?.count ?? 0;
  const cardCount = (status: number) =>
    s.cards.byStatus.find((b) => b.status === status)?.count ?? 0;
  const live = s.orders.byStatus.find((b) => b.status === OrderStatus.ACTIVE)?.count ?? 0;
  const noUsage = s.cards.usageByMonth.every((m) => m.dataKb === null);

  const options = {
    orders: ordersOption(s.orders),
    customers: monthlyCountOption(
      s.customers.newByMonth,
      t.seriesCustomers,
      'bar',
      CHART_COLORS[4],
    ),
    cards: pieOption(t.chartCards, cardSlices),
    usage: usageOption(s.cards),
    devices: pieOption(t.chartDevices, deviceSlices),
    demandProvince: demandProvinceOption(s.demand),
    demandMonth: monthlyCountOption(s.demand.byMonth, t.seriesDemand, 'line', CHART_COLORS[2]),
  };

  return (
    <>
      <div className={styles.kpis}>
        <Kpi
          id="customers"
          label={t.kpiCustomers}
          value={s.customers.total}
          foot={t.kpiCustomersFoot(s.customers.active, s.customers.suspended)}
        />
        <Kpi
          id="new-customers"
          label={t.kpiNewCustomers}
          value={s.customers.newInPeriod}
          foot={t.kpiNewCustomersFoot(s.from, s.to)}
        />
        <Kpi id="orders" label={t.kpiOrders} value={s.orders.count} foot={t.kpiOrdersFoot(live)} />
        <Kpi
          id="revenue"
          label={t.kpiRevenue}
          value={formatFen(s.orders.revenueFen)}
          foot={t.kpiRevenueFoot(formatFen(s.orders.refundFen))}
        />
        <Kpi
          id="cards"
          label={t.kpiCards}
          value={s.cards.total}
          foot={t.kpiCardsFoot(cardCount(2))}
        />
        <Kpi
          id="usage"
          label={t.kpiUsage}
          value={formatBytes(s.cards.monthDataKb * 1024)}
          foot={t.kpiUsageFoot}
        />
        <Kpi
          id="devices"
          label={t.kpiDevices}
          value={s.devices.total}
          foot={t.kpiDevicesFoot(deviceCount('online'), deviceCount('offline'))}
        />
        <Kpi
          id="demand"
          label={t.kpiDemand}
          value={s.demand.total}
          foot={t.kpiDemandFoot(s.demand.byProvince.length)}
        />
      </div>

      <Card title={t.pendingTitle} size="small">
        <div className={styles.pendings}>
          <Pending
            label={t.pendingExport}
            value={s.pending.exportApprovals}
            to={holds('admin.approval.export') ? `${paths.adminApprovalExport}?status=0` : null}
          />
          <Pending
            label={t.pendingSubmitted}
            value={s.pending.ordersSubmitted}
            to={
              holds('admin.order.list')
                ? `${paths.adminOrderList}?status=${OrderStatus.SUBMITTED}`
                : null
            }
          />
          <Pending
            label={t.pendingApproving}
            value={s.pending.ordersApproving}
            to={
              holds('admin.order.list')
                ? `${paths.adminOrderList}?status=${OrderStatus.APPROVING}`
                : null
            }
          />
          <Pending
            label={t.pendingRefunds}
            value={s.pending.refunds}
            to={holds('admin.order.refund') ? `${paths.adminOrderRefund}?status=0` : null}
          />
        </div>
      </Card>

      <div className={styles.charts}>
        <ChartCard title={t.chartOrders} wide>
          <Chart
            title={t.chartOrders}
            option={options.orders}
            height={300}
            summary={`${t.kpiOrders} ${s.orders.count}，${t.kpiRevenue} ${formatFen(s.orders.revenueFen)}`}
          />
        </ChartCard>
        <ChartCard title={t.chartCustomers}>
          <Chart
            title={t.chartCustomers}
            option={options.customers}
            summary={`${t.kpiNewCustomers} ${s.customers.newInPeriod}`}
          />
        </ChartCard>
        <ChartCard title={t.chartCards}>
          <Chart
            title={t.chartCards}
            option={options.cards}
            empty={s.cards.total === 0}
            emptyText={t.noCards}
            summary={cardSlices.map((c) => `${c.label} ${c.count}`).join('，')}
          />
        </ChartCard>
        <ChartCard title={t.chartUsage}>
          <Chart
            title={t.chartUsage}
            option={options.usage}
            empty={noUsage}
            emptyText={t.noUsage}
          />
        </ChartCard>
        <ChartCard title={t.chartDevices}>
          <Chart
            title={t.chartDevices}
            option={options.devices}
            empty={s.devices.total === 0}
            emptyText={t.noDevices}
            summary={deviceSlices.map((c) => `${c.label} ${c.count}`).join('，')}
          />
          <ul className={styles.kinds}>
            {s.devices.byKind.map((k) => (
              <li key={k.kind}>{t.devicesByKind(k.label, k.total, k.online)}</li>
            ))}
          </ul>
        </ChartCard>
        <ChartCard title={t.chartDemandProvince}>
          <Chart
            title={t.chartDemandProvince}
            option={options.demandProvince}
            empty={s.demand.total === 0}
            emptyText={t.noDemand}
            summary={s.demand.byProvince.map((d) => `${d.name} ${d.count}`).join('，')}
          />
        </ChartCard>
        <ChartCard title={t.chartDemandMonth}>
          <Chart
            title={t.chartDemandMonth}
            option={options.demandMonth}
            summary={`${t.kpiDemand} ${s.demand.total}`}
          />
        </ChartCard>
      </div>
    </>
  );
}

/**
 * /admin/statistics (统计分析): figures over the platform's own records in the caller's
 * scope — customers, orders and revenue, cards and usage, devices, market demand, and what
 * waits for approval — for a month range (the last 12 months unless chosen); national staff
 * may narrow them to one province. A failed load shows the failure, never zeros.
 */
export function StatisticsPage() {
  const [search, setSearch] = useSearchParams();
  const level = useLevelInfo();
  const menus = useMenus();
  const mayChooseProvince =
    level.data !== undefined &&
    level.data.level !== AdminLevel.PROVINCE &&
    level.data.level !== AdminLevel.CITY;
  const q = readQuery(search, mayChooseProvince);
  // Wait for the caller's level: it decides whether the address's province is sent.
  const overview = useStatisticsOverview(q, !level.isPending);
  const s = overview.data;
  const [anchor, setAnchor] = useState<Dayjs | null>(null);

  const permissions = menus.data?.permissions;
  const holds = useMemo(() => {
    const held = new Set(permissions ?? []);
    return (menu: string) => held.has(menu);
  }, [permissions]);

  const patch = (values: Record<string, string | undefined>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(values)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  const current = dayjs(`${chinaMonthOf()}-01`);
  const disabledMonth = (d: Dayjs) =>
    d.isAfter(current, 'month') ||
    (anchor !== null && Math.abs(d.diff(anchor, 'month')) >= STATISTICS_MAX_MONTHS);

  return (
    <div className={styles.page}>
      <AdminListHeader title={t.title} intro={t.intro} />
      <Card size="small">
        <div className={styles.controls}>
          {mayChooseProvince ? (
            <label className={styles.control}>
              <span className={styles.controlLabel}>{t.province}</span>
              <Select
                aria-label={t.province}
                className={styles.province}
                value={q.beId ?? ''}
                showSearch={{ optionFilterProp: 'label' }}
                options={[
                  { value: '', label: t.allProvinces },
                  ...PROVINCES.map((p) => ({ value: p.beId, label: p.name })),
                ]}
                onChange={(beId: string) => patch({ beId })}
              />
            </label>
          ) : null}
          <div className={styles.control}>
            <span className={styles.controlLabel}>{t.period}</span>
            <DatePicker.RangePicker
              picker="month"
              aria-label={t.period}
              className={styles.range}
              allowClear={false}
              value={[dayjs(`${q.from}-01`), dayjs(`${q.to}-01`)]}
              disabledDate={disabledMonth}
              onCalendarChange={(v) => setAnchor(v?.[0] ?? v?.[1] ?? null)}
              onOpenChange={(open) => (open ? undefined : setAnchor(null))}
              onChange={(v) =>
                patch({ from: v?.[0]?.format(MONTH_FORMAT), to: v?.[1]?.format(MONTH_FORMAT) })
              }
            />
          </div>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void overview.refetch()}
            loading={overview.isFetching}
          >
            {t.refresh}
          </Button>
        </div>
        {s ? (
          <p className={styles.scope} data-testid="statistics-scope">
            {t.scope(s.scope.region, s.from, s.to)} · {t.generatedAt(s.generatedAt)}
          </p>
        ) : null}
      </Card>
      <DataState query={overview} rows={8}>
        {s ? <Figures s={s} holds={holds} /> : null}
      </DataState>
    </div>
  );
}
