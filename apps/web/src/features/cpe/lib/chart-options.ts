import {
  DEVICE_ONLINE_STATE_LABELS,
  type CpePanel,
  type DeviceMetricPoint,
  type RsrpBucket,
} from '@pn/shared';
import dayjs from 'dayjs';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS, CHART_COLORS } from '@/components/charts/palette';
import { RSRP_BUCKET_COLORS } from './format';

/** ECharts options of the CPE screens (pure: data in, option out). */

const axisStyle = {
  axisLine: { lineStyle: { color: CHART_AXIS.line } },
  axisLabel: { color: CHART_AXIS.label },
  splitLine: { lineStyle: { color: CHART_AXIS.split } },
};

const round2 = (n: number) => Math.round(n * 100) / 100;

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** One unit for an axis of byte values: the largest in which the biggest value is ≥ 1. */
export function byteAxisUnit(maxBytes: number): { unit: string; divisor: number } {
  let i = 0;
  while (i < BYTE_UNITS.length - 1 && maxBytes >= 1024 ** (i + 1)) i += 1;
  return { unit: BYTE_UNITS[i]!, divisor: 1024 ** i };
}

/** One unit for an axis of kbit/s values (kbps, Mbps or Gbps). */
export function rateAxisUnit(maxKbps: number): { unit: string; divisor: number } {
  if (maxKbps >= 1_000_000) return { unit: 'Gbps', divisor: 1_000_000 };
  if (maxKbps >= 1000) return { unit: 'Mbps', divisor: 1000 };
  return { unit: 'kbps', divisor: 1 };
}

export const ONLINE_COLORS = {
  online: '#16a34a',
  offline: '#ef4444',
  inactive: '#94a3b8',
} as const;

/** Doughnut of gateways online, offline and never activated (empty slices left out). */
export function onlinePieOption(
  panel: Pick<CpePanel, 'online' | 'offline' | 'inactive'>,
): ChartOption {
  const data = (['online', 'offline', 'inactive'] as const)
    .map((state) => ({
      name: DEVICE_ONLINE_STATE_LABELS[state],
      value: panel[state],
      itemStyle: { color: ONLINE_COLORS[state] },
    }))
    .filter((d) => d.value > 0);
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: '终端在线状态',
        radius: ['42%', '64%'],
        center: ['50%', '46%'],
        avoidLabelOverlap: true,
        label: { formatter: '{b}\n{d}%', color: CHART_AXIS.label },
        data,
      },
    ],
  };
}

/** Hourly upload and download of the last 24 hours as areas, in one unit. */
export function trafficAreaOption(points: CpePanel['traffic']): ChartOption {
  const max = Math.max(0, ...points.map((p) => Math.max(p.upBytes, p.downBytes)));
  const { unit, divisor } = byteAxisUnit(max);
  return {
    color: [CHART_COLORS[0], CHART_COLORS[1]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
    legend: { top: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
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
        name: '下行流量',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.25 },
        data: points.map((p) => round2(p.downBytes / divisor)),
      },
      {
        type: 'line',
        name: '上行流量',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.25 },
        data: points.map((p) => round2(p.upBytes / divisor)),
      },
    ],
  };
}

/** Gateways per RSRP bucket, best to worst, each bar in its bucket's colour. */
export function signalBarOption(signal: CpePanel['signal']): ChartOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} 台` },
    grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: signal.map((s) => s.label),
      ...axisStyle,
      axisLabel: { color: CHART_AXIS.label, interval: 0, fontSize: 11 },
    },
    yAxis: { type: 'value', name: '台', minInterval: 1, ...axisStyle },
    series: [
      {
        type: 'bar',
        name: '终端数',
        barMaxWidth: 36,
        label: { show: true, position: 'top', color: CHART_AXIS.label },
        data: signal.map((s) => ({
          value: s.devices,
          itemStyle: {
            color: RSRP_BUCKET_COLORS[s.key as RsrpBucket] ?? CHART_COLORS[0],
            borderRadius: [4, 4, 0, 0],
          },
        })),
      },
    ],
  };
}

/** Gateways per model, largest first, as horizontal bars. */
export function modelsBarOption(models: CpePanel['models']): ChartOption {
  const sorted = [...models].sort((a, b) => a.devices - b.devices);
  return {
    color: [CHART_COLORS[0]],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, ...axisStyle },
    yAxis: { type: 'category', data: sorted.map((m) => m.model), ...axisStyle },
    series: [
      {
        type: 'bar',
        name: '终端数',
        barMaxWidth: 20,
        label: { show: true, position: 'right', color: CHART_AXIS.label },
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        data: sorted.map((m) => m.devices),
      },
    ],
  };
}

const timeLabel = (ts: string) => dayjs(ts).format('HH:mm');

/** RSRP (dBm, left axis) and SINR (dB, right axis) over time; gaps where none was reported. */
export function deviceSignalOption(points: DeviceMetricPoint[]): ChartOption {
  return {
    color: [CHART_COLORS[0], CHART_COLORS[2]],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => timeLabel(p.ts)), ...axisStyle },
    yAxis: [
      { type: 'value', name: 'dBm', scale: true, ...axisStyle },
      { type: 'value', name: 'dB', scale: true, ...axisStyle, splitLine: { show: false } },
    ],
    series: [
      {
        type: 'line',
        name: 'RSRP (dBm)',
        smooth: true,
        symbol: 'none',
        connectNulls: false,
        data: points.map((p) => p.rsrp),
      },
      {
        type: 'line',
        name: 'SINR (dB)',
        yAxisIndex: 1,
        smooth: true,
        symbol: 'none',
        connectNulls: false,
        data: points.map((p) => p.sinr),
      },
    ],
  };
}

/** Uplink and downlink throughput over time, in one rate unit. */
export function deviceTrafficOption(points: DeviceMetricPoint[]): ChartOption {
  const max = Math.max(0, ...points.map((p) => Math.max(p.upKbps, p.downKbps)));
  const { unit, divisor } = rateAxisUnit(max);
  return {
    color: [CHART_COLORS[0], CHART_COLORS[1]],
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)} ${unit}` },
    legend: { top: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => timeLabel(p.ts)),
      ...axisStyle,
    },
    yAxis: { type: 'value', name: unit, ...axisStyle },
    series: [
      {
        type: 'line',
        name: '下行速率',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.2 },
        data: points.map((p) => round2(p.downKbps / divisor)),
      },
      {
        type: 'line',
        name: '上行速率',
        smooth: true,
        symbol: 'none',
        areaStyle: { opacity: 0.2 },
        data: points.map((p) => round2(p.upKbps / divisor)),
      },
    ],
  };
}
