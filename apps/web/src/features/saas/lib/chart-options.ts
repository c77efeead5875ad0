import {
  DEVICE_KIND_LABELS,
  DEVICE_ONLINE_STATE_LABELS,
  type DeviceMetricPoint,
  type SaasOverview,
  type SaasStatistic,
} from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS } from '@/components/charts/palette';
import { formatTime } from './format';

/** ECharts options of 设备概览, 厂商统计, 型号详情 and 终端详情. */

export const ONLINE_COLORS = {
  online: '#16a34a',
  offline: '#ef4444',
  inactive: '#94a3b8',
} as const;

const axis = {
  axisLine: { lineStyle: { color: CHART_AXIS.line } },
  axisLabel: { color: CHART_AXIS.label },
  splitLine: { lineStyle: { color: CHART_AXIS.split } },
};

export const FIRMWARE_COLORS = {
  upToDate: '#16a34a',
  lagging: '#f59e0b',
  unknown: '#94a3b8',
} as const;
export const FIRMWARE_LABELS = {
  upToDate: '最新固件',
  lagging: '落后于最新',
  unknown: '未上报',
} as const;
const FIRMWARE_KEYS = ['upToDate', 'lagging', 'unknown'] as const;
const ONLINE_KEYS = ['online', 'offline', 'inactive'] as const;

/** Devices of each kind by online state, stacked bars. */
export function kindOnlineOption(byKind: SaasOverview['byKind']): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: byKind.map((k) => DEVICE_KIND_LABELS[k.kind]), ...axis },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: ONLINE_KEYS.map((s) => ({
      name: DEVICE_ONLINE_STATE_LABELS[s],
      type: 'bar',
      stack: 'state',
      barMaxWidth: 48,
      itemStyle: { color: ONLINE_COLORS[s] },
      data: byKind.map((k) => k[s]),
    })),
  };
}

/** Per model, its devices on the latest firmware, an older one or none reported. */
export function modelFirmwareOption(byModel: SaasOverview['byModel']): ChartOption {
  const rows = byModel.slice(0, 12);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 8, bottom: 40, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, ...axis },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((m) => `${m.vendor} ${m.model}`),
      ...axis,
    },
    series: FIRMWARE_KEYS.map((k) => ({
      name: FIRMWARE_LABELS[k],
      type: 'bar',
      stack: 'fw',
      barMaxWidth: 22,
      itemStyle: { color: FIRMWARE_COLORS[k] },
      data: rows.map((m) => m[k]),
    })),
  };
}

/** Doughnut of the firmware standing of all devices. */
export function firmwarePieOption(f: SaasOverview['firmware']): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: '固件版本',
        radius: ['42%', '64%'],
        center: ['50%', '46%'],
        label: { formatter: '{b}\n{d}%', color: CHART_AXIS.label },
        data: FIRMWARE_KEYS.map((k) => ({
          name: FIRMWARE_LABELS[k],
          value: f[k],
          itemStyle: { color: FIRMWARE_COLORS[k] },
        })).filter((d) => d.value > 0),
      },
    ],
  };
}

/** Per vendor: devices (bars) and online rate (line, right axis). */
export function vendorDevicesOption(vendors: SaasStatistic['vendors']): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 8, top: 24, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: vendors.map((v) => v.vendor), ...axis },
    yAxis: [
      { type: 'value', name: '台', minInterval: 1, ...axis },
      { type: 'value', name: '在线率%', min: 0, max: 100, ...axis, splitLine: { show: false } },
    ],
    series: [
      {
        name: '在线',
        type: 'bar',
        stack: 'd',
        barMaxWidth: 40,
        itemStyle: { color: ONLINE_COLORS.online },
        data: vendors.map((v) => v.online),
      },
      {
        name: '不在线',
        type: 'bar',
        stack: 'd',
        barMaxWidth: 40,
        itemStyle: { color: ONLINE_COLORS.inactive },
        data: vendors.map((v) => v.devices - v.online),
      },
      {
        name: '在线率',
        type: 'line',
        yAxisIndex: 1,
        itemStyle: { color: '#2563eb' },
        data: vendors.map((v) => v.onlineRate),
      },
    ],
  };
}

/** Devices added per vendor and month, lines. */
export function addedOption(s: SaasStatistic): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll', textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: s.months, ...axis },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: s.added.map((a) => ({
      name: a.vendor,
      type: 'bar',
      stack: 'added',
      barMaxWidth: 28,
      data: a.counts,
    })),
  };
}

/** Per vendor, its devices by firmware standing. */
export function vendorFirmwareOption(vendors: SaasStatistic['vendors']): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 8, bottom: 40, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, ...axis },
    yAxis: { type: 'category', inverse: true, data: vendors.map((v) => v.vendor), ...axis },
    series: FIRMWARE_KEYS.map((k) => ({
      name: FIRMWARE_LABELS[k],
      type: 'bar',
      stack: 'fw',
      barMaxWidth: 22,
      itemStyle: { color: FIRMWARE_COLORS[k] },
      data: vendors.map((v) => v[k]),
    })),
  };
}

/** A model's devices per firmware version. */
export function versionBarOption(
  versions: { version: string; devices: number }[],
  latest: string,
): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: versions.map((v) => v.version || '未上报'),
      ...axis,
    },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: [
      {
        name: '设备数',
        type: 'bar',
        barMaxWidth: 40,
        data: versions.map((v) => ({
          value: v.devices,
          itemStyle: {
            color: !v.version
              ? FIRMWARE_COLORS.unknown
              : v.version === latest
                ? FIRMWARE_COLORS.upToDate
                : FIRMWARE_COLORS.lagging,
          },
        })),
      },
    ],
  };
}

/** Doughnut of devices online, offline and never activated (empty slices left out). */
export function onlinePieOption(c: SaasOverview['devices']): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 台（{d}%）' },
    legend: { bottom: 0, icon: 'circle', textStyle: { color: CHART_AXIS.label } },
    series: [
      {
        type: 'pie',
        name: '设备在线状态',
        radius: ['42%', '64%'],
        center: ['50%', '46%'],
        label: { formatter: '{b}\n{d}%', color: CHART_AXIS.label },
        data: ONLINE_KEYS.map((k) => ({
          name: DEVICE_ONLINE_STATE_LABELS[k],
          value: c[k],
          itemStyle: { color: ONLINE_COLORS[k] },
        })).filter((d) => d.value > 0),
      },
    ],
  };
}

/** A gateway's upload and download rates over time (Mbps). */
export function trafficLineOption(points: DeviceMetricPoint[]): ChartOption {
  const mbps = (kbps: number) => Math.round(kbps / 10) / 100;
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, textStyle: { color: CHART_AXIS.label } },
    grid: { left: 8, right: 16, top: 24, bottom: 40, containLabel: true },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => formatTime(p.ts).slice(11, 16)),
      ...axis,
    },
    yAxis: { type: 'value', name: 'Mbps', ...axis },
    series: [
      {
        name: '下行速率',
        type: 'line',
        showSymbol: false,
        areaStyle: { opacity: 0.15 },
        itemStyle: { color: '#2563eb' },
        data: points.map((p) => mbps(p.downKbps)),
      },
      {
        name: '上行速率',
        type: 'line',
        showSymbol: false,
        areaStyle: { opacity: 0.15 },
        itemStyle: { color: '#16a34a' },
        data: points.map((p) => mbps(p.upKbps)),
      },
    ],
  };
}
