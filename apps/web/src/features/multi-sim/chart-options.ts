import type { DeviceMetricPoint, SxPanel } from '@pn/shared';
import dayjs from 'dayjs';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';

/** ECharts options of the 5G多卡 screens (pure: data in, option out). */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * One unit for a whole axis of byte values: the largest in which the biggest value is
 * still at least 1, so every point is drawn in the same unit.
 */
export function byteAxisUnit(maxBytes: number): { unit: string; divisor: number } {
  let i = 0;
  while (i < BYTE_UNITS.length - 1 && maxBytes >= 1024 ** (i + 1)) i += 1;
  return { unit: BYTE_UNITS[i]!, divisor: 1024 ** i };
}

/** Throughput in kbps as the best of kbps / Mbps / Gbps for one axis. */
export function rateAxisUnit(maxKbps: number): { unit: string; divisor: number } {
  if (maxKbps >= 1_000_000) return { unit: 'Gbps', divisor: 1_000_000 };
  if (maxKbps >= 1000) return { unit: 'Mbps', divisor: 1000 };
  return { unit: 'kbps', divisor: 1 };
}

const round = (n: number) => Math.round(n * 100) / 100;

const axisStyle = {
  axisLine: { lineStyle: { color: CHART_AXIS.line } },
  axisLabel: { color: CHART_AXIS.label },
  splitLine: { lineStyle: { color: CHART_AXIS.split } },
};

const STATE_COLORS = { online: '#14b8a6', offline: '#ef4444', inactive: '#94a3b8' } as const;

/** Doughnut of devices by state (在线 / 离线 / 未激活), empty states left out. */
export function onlineDoughnutOption(
  panel: Pick<SxPanel, 'online' | 'offline' | 'inactive'>,
): ChartOption {
  const data = (
    [
      ['online', '在线'],
      ['offline', '离线'],
      ['inactive', '未激活'],
    ] as const
  )
    .filter(([key]) => panel[key] > 0)
    .map(([key, name]) => ({ name, value: panel[key], itemStyle: { color: STATE_COLORS[key] } }));
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: '设备在线情况',
        radius: ['45%', '70%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{d}%', color: CHART_AXIS.label },
        data,
      },
    ],
  };
}

/** Hourly upload and download of the last 24 hours, stacked bars in one unit. */
export function hourlyTrafficOption(points: SxPanel['traffic']): ChartOption {
  const max = Math.max(0, ...points.map((p) => p.upBytes + p.downBytes));
  const { unit, divisor } = byteAxisUnit(max);
  return {
    color: [CHART_COLORS[0], CHART_COLORS[1]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
    legend: { top: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: points.map((p) => dayjs(p.ts).format('HH:00')),
      ...axisStyle,
    },
    yAxis: { type: 'value', name: unit, ...axisStyle },
    series: [
      {
        type: 'bar',
        name: '下行流量',
        stack: 'traffic',
        barMaxWidth: 16,
        data: points.map((p) => round(p.downBytes / divisor)),
      },
      {
        type: 'bar',
        name: '上行流量',
        stack: 'traffic',
        barMaxWidth: 16,
        data: points.map((p) => round(p.upBytes / divisor)),
      },
    ],
  };
}

/** A device's downlink and uplink throughput over time, lines in one unit. */
export function throughputOption(points: DeviceMetricPoint[]): ChartOption {
  const max = Math.max(0, ...points.map((p) => Math.max(p.upKbps, p.downKbps)));
  const { unit, divisor } = rateAxisUnit(max);
  return {
    color: [CHART_COLORS[0], CHART_COLORS[1]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
    legend: { top: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => dayjs(p.ts).format('HH:mm')),
      ...axisStyle,
    },
    yAxis: { type: 'value', name: unit, ...axisStyle },
    series: [
      {
        type: 'line',
        name: '下行速率',
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.12 },
        data: points.map((p) => round(p.downKbps / divisor)),
      },
      {
        type: 'line',
        name: '上行速率',
        smooth: true,
        showSymbol: false,
        areaStyle: { opacity: 0.12 },
        data: points.map((p) => round(p.upKbps / divisor)),
      },
    ],
  };
}
