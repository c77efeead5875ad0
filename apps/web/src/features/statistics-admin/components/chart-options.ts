import { formatBytes, formatFen, type StatisticsOverview } from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';
import { statisticsText as t } from '../text';

/** `2026-03` → `26-03`: short enough for 24 months on a phone. */
const monthLabel = (month: string) => month.slice(2);
const yuan = (fen: number) => fen / 100;
const grid = { left: 8, right: 8, top: 40, bottom: 8, containLabel: true };
const axisLine = { lineStyle: { color: CHART_AXIS.line } };
const splitLine = { lineStyle: { color: CHART_AXIS.split } };
const legend = { top: 0, textStyle: { color: CHART_AXIS.label } };

/** Orders per month (bars, left axis) with revenue and refunds in yuan (lines, right axis). */
export function ordersOption(o: StatisticsOverview['orders']): ChartOption {
  return {
    color: [CHART_COLORS[0], CHART_COLORS[1], CHART_COLORS[3]],
    grid,
    legend,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: o.byMonth.map((m) => monthLabel(m.month)), axisLine },
    yAxis: [
      { type: 'value', name: t.unitOrders, minInterval: 1, splitLine },
      { type: 'value', name: t.unitYuan, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: t.seriesOrders,
        barMaxWidth: 28,
        data: o.byMonth.map((m) => m.count),
      },
      {
        type: 'line',
        name: t.seriesRevenue,
        yAxisIndex: 1,
        data: o.byMonth.map((m) => yuan(m.revenueFen)),
        tooltip: { valueFormatter: (v: unknown) => formatFen(Math.round(Number(v) * 100)) },
      },
      {
        type: 'line',
        name: t.seriesRefund,
        yAxisIndex: 1,
        data: o.byMonth.map((m) => yuan(m.refundFen)),
        tooltip: { valueFormatter: (v: unknown) => formatFen(Math.round(Number(v) * 100)) },
      },
    ],
  };
}

/** A count per month, as bars or a line. */
export function monthlyCountOption(
  list: readonly { month: string; count: number }[],
  name: string,
  kind: 'bar' | 'line',
  color: string,
): ChartOption {
  return {
    color: [color],
    grid: { ...grid, top: 16 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: list.map((m) => monthLabel(m.month)), axisLine },
    yAxis: { type: 'value', minInterval: 1, splitLine },
    series: [
      kind === 'bar'
        ? { type: 'bar', name, barMaxWidth: 28, data: list.map((m) => m.count) }
        : { type: 'line', name, areaStyle: { opacity: 0.12 }, data: list.map((m) => m.count) },
    ],
  };
}

/** Data per month; a month without any usage record stays a gap, never a zero. */
export function usageOption(c: StatisticsOverview['cards']): ChartOption {
  const bytes = (kb: number) => kb * 1024;
  return {
    color: [CHART_COLORS[6]],
    grid: { ...grid, top: 16 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) =>
        v == null || v === '-' ? t.noRecord : formatBytes(Number(v)),
    },
    xAxis: { type: 'category', data: c.usageByMonth.map((m) => monthLabel(m.month)), axisLine },
    yAxis: { type: 'value', splitLine, axisLabel: { formatter: (v: number) => formatBytes(v, 1) } },
    series: [
      {
        type: 'bar',
        name: t.seriesUsage,
        barMaxWidth: 28,
        data: c.usageByMonth.map((m) => (m.dataKb === null ? '-' : bytes(m.dataKb))),
      },
    ],
  };
}

/** A slice of a pie: its words, count and colour (fixed per meaning, not per position). */
export interface Slice {
  label: string;
  count: number;
  color: string;
}

/** Shares of a whole (card statuses, device states); empty slices are left out. */
export function pieOption(name: string, slices: readonly Slice[]): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
    legend: { bottom: 0, textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name,
        radius: ['40%', '66%'],
        center: ['50%', '45%'],
        label: { formatter: '{b} {c}' },
        data: slices
          .filter((s) => s.count > 0)
          .map((s) => ({ name: s.label, value: s.count, itemStyle: { color: s.color } })),
      },
    ],
  };
}

/** Demands per province, the most on top (horizontal bars read well with Chinese names). */
export function demandProvinceOption(d: StatisticsOverview['demand']): ChartOption {
  const rows = [...d.byProvince].slice(0, 15).reverse();
  return {
    color: [CHART_COLORS[2]],
    grid: { ...grid, top: 8, right: 24 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value', minInterval: 1, splitLine },
    yAxis: { type: 'category', data: rows.map((r) => r.name), axisLine },
    series: [
      {
        type: 'bar',
        name: t.seriesDemand,
        barMaxWidth: 20,
        label: { show: true, position: 'right' },
        data: rows.map((r) => r.count),
      },
    ],
  };
}
