import { MINI_SERVICE_STATE_LABELS, MINI_SERVICE_STATES, type MiniPanel } from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';

/** ECharts options of the 小微业务总览 (pure: data in, option out). */

const axisStyle = {
  axisLine: { lineStyle: { color: CHART_AXIS.line } },
  axisLabel: { color: CHART_AXIS.label },
  splitLine: { lineStyle: { color: CHART_AXIS.split } },
};

export const MINI_STATE_COLORS = {
  active: '#16a34a',
  suspended: '#f59e0b',
  expired: '#94a3b8',
} as const;

/** Most bars a count chart shows (the largest ones). */
export const COUNT_BARS_MAX = 10;

/** Doughnut of the subscriptions by state (empty slices left out). */
export function miniStatePieOption(states: MiniPanel['states']): ChartOption {
  const data = MINI_SERVICE_STATES.map((state) => ({
    name: MINI_SERVICE_STATE_LABELS[state],
    value: states[state] ?? 0,
    itemStyle: { color: MINI_STATE_COLORS[state] },
  })).filter((d) => d.value > 0);
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 个（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: '业务状态',
        radius: ['42%', '64%'],
        center: ['50%', '46%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{d}%', color: CHART_AXIS.label },
        data,
      },
    ],
  };
}

/** The largest counts first, at most COUNT_BARS_MAX of them. */
export function topCounts(
  items: readonly { name: string; count: number }[],
  max = COUNT_BARS_MAX,
): { name: string; count: number }[] {
  return [...items].sort((a, b) => b.count - a.count).slice(0, max);
}

/** Subscriptions per package or group as horizontal bars, the largest on top. */
export function countBarOption(
  items: readonly { name: string; count: number }[],
  seriesName: string,
  color: string = CHART_COLORS[0],
): ChartOption {
  // Horizontal bars list bottom-up: reversed, the largest ends on top.
  const shown = topCounts(items).reverse();
  return {
    color: [color],
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: unknown) => `${String(v)} 个`,
    },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, ...axisStyle },
    yAxis: {
      type: 'category',
      data: shown.map((i) => i.name),
      ...axisStyle,
      axisLabel: { color: CHART_AXIS.label, width: 120, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: seriesName,
        barMaxWidth: 20,
        label: { show: true, position: 'right', color: CHART_AXIS.label },
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        data: shown.map((i) => i.count),
      },
    ],
  };
}
