import {
  ALARM_SEVERITIES,
  ALARM_SEVERITY_LABELS,
  OPS_AGE_BUCKET_LABELS,
  type OpsStatistics,
} from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';
import { SEVERITY_COLORS } from './alarm-parts';

/** ECharts options of the work-order statistics (pure: data in, option out). */

const axisStyle = {
  axisLine: { lineStyle: { color: CHART_AXIS.line } },
  axisLabel: { color: CHART_AXIS.label },
  splitLine: { lineStyle: { color: CHART_AXIS.split } },
};

/** Doughnut of the open work orders by severity (empty slices left out). */
export function severityPieOption(stats: OpsStatistics): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 单（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: '未完成工单（按级别）',
        radius: ['42%', '64%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{c}', color: CHART_AXIS.label },
        data: ALARM_SEVERITIES.map((s) => ({
          name: ALARM_SEVERITY_LABELS[s],
          value: stats.openBySeverity[s],
          itemStyle: { color: SEVERITY_COLORS[s] },
        })).filter((d) => d.value > 0),
      },
    ],
  };
}

/** Bars of the open work orders by how long they have been open. */
export function ageBarOption(stats: OpsStatistics): ChartOption {
  return {
    color: [CHART_COLORS[2]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} 单` },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: stats.openByAge.map((a) => OPS_AGE_BUCKET_LABELS[a.bucket]),
      ...axisStyle,
    },
    yAxis: { type: 'value', minInterval: 1, ...axisStyle },
    series: [
      {
        type: 'bar',
        name: '未完成工单',
        barMaxWidth: 36,
        data: stats.openByAge.map((a) => a.open),
      },
    ],
  };
}

/** Horizontal bars of the mean time to resolve per province, in minutes. */
export function mttrBarOption(stats: OpsStatistics): ChartOption {
  const provinces = stats.provinces.filter((p) => p.mttrMinutes !== null);
  return {
    color: [CHART_COLORS[0]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} 分钟` },
    grid: { left: 8, right: 24, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'value', ...axisStyle },
    yAxis: { type: 'category', data: provinces.map((p) => p.provinceName), ...axisStyle },
    series: [
      {
        type: 'bar',
        name: '平均解决时长',
        barMaxWidth: 24,
        data: provinces.map((p) => p.mttrMinutes),
      },
    ],
  };
}
