import type { SimOverview, SimUsagePoint } from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';
import { axisUnitOf } from '../common/format';
import { SIM_STATUS_COLORS, simStatusLabel } from '../common/sim-status-tag';
import { simText as text } from '../common/text';

/** ECharts options of the SIM overview and the card detail (pure: data in, option out). */

const round = (n: number) => Math.round(n * 100) / 100;

const axisStyle = {
  axisLine: { lineStyle: { color: CHART_AXIS.line } },
  axisLabel: { color: CHART_AXIS.label },
  splitLine: { lineStyle: { color: CHART_AXIS.split } },
};

/** Donut of cards by status (statuses without cards left out). */
export function statusPieOption(byStatus: SimOverview['byStatus']): ChartOption {
  const data = byStatus
    .filter((s) => s.cards > 0)
    .map((s) => ({
      name: simStatusLabel(s.status),
      value: s.cards,
      itemStyle: { color: SIM_STATUS_COLORS[s.status as keyof typeof SIM_STATUS_COLORS] },
    }));
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 张（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: text.statusChart,
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{d}%', color: CHART_AXIS.label },
        data,
      },
    ],
  };
}

/** Daily data (bars, in one unit) and active cards (line, right axis), last 30 days. */
export function dailyTrendOption(points: (SimUsagePoint & { activeCards: number })[]): ChartOption {
  const { unit, divisor } = axisUnitOf(Math.max(0, ...points.map((p) => p.dataKb)));
  return {
    color: [CHART_COLORS[0], CHART_COLORS[1]],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: points.map((p) => p.period.slice(5)),
      ...axisStyle,
    },
    yAxis: [
      { type: 'value', name: unit, ...axisStyle },
      { type: 'value', name: '张', ...axisStyle, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'bar',
        name: `${text.dailyUsage}（${unit}）`,
        barMaxWidth: 14,
        data: points.map((p) => round(p.dataKb / divisor)),
      },
      {
        type: 'line',
        name: text.dailyActive,
        yAxisIndex: 1,
        smooth: true,
        symbolSize: 4,
        data: points.map((p) => p.activeCards),
      },
    ],
  };
}

/** Monthly data as bars in one unit (overview's 6 months, a card's usage history). */
export function monthlyUsageOption(points: SimUsagePoint[]): ChartOption {
  const { unit, divisor } = axisUnitOf(Math.max(0, ...points.map((p) => p.dataKb)));
  return {
    color: [CHART_COLORS[0]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => p.period), ...axisStyle },
    yAxis: { type: 'value', name: unit, ...axisStyle },
    series: [
      {
        type: 'bar',
        name: text.monthlyUsage,
        barMaxWidth: 32,
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        label: { show: points.length <= 6, position: 'top', color: CHART_AXIS.label },
        data: points.map((p) => round(p.dataKb / divisor)),
      },
    ],
  };
}
