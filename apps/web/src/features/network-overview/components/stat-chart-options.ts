import { formatBytes, type B1Overview, type StatSeries } from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { networkText } from '../text';

const t = networkText.stat;

/** An hour label shows the day and hour (MM-DD HH:mm); a day label MM-DD. */
const axisLabel = (time: string) => time.slice(5);
const byteAxis = (v: number) => formatBytes(v, 1);
const bytesTip = (v: unknown) => (v == null ? '-' : formatBytes(Number(v)));

/** Up- and downlink traffic per bucket; gaps (nothing reported) stay gaps. */
export function trafficOption(s: StatSeries): ChartOption {
  const daily = s.bucket === 'day';
  const kind = daily ? 'bar' : 'line';
  return {
    grid: { left: 64, right: 16, top: 36, bottom: 28 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: bytesTip },
    xAxis: { type: 'category', data: s.points.map((p) => axisLabel(p.time)), boundaryGap: daily },
    yAxis: { type: 'value', axisLabel: { formatter: byteAxis } },
    series: [
      {
        type: kind,
        name: t.down,
        smooth: !daily,
        showSymbol: false,
        areaStyle: daily ? undefined : { opacity: 0.12 },
        data: s.points.map((p) => p.downBytes),
      },
      {
        type: kind,
        name: t.up,
        smooth: !daily,
        showSymbol: false,
        areaStyle: daily ? undefined : { opacity: 0.12 },
        data: s.points.map((p) => p.upBytes),
      },
    ],
  };
}

/** Availability (%, left axis) with latency (ms, right axis). */
export function qualityOption(s: StatSeries): ChartOption {
  const round = (v: number | null, d: number) => (v == null ? null : Number(v.toFixed(d)));
  return {
    grid: { left: 56, right: 56, top: 36, bottom: 28 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: s.points.map((p) => axisLabel(p.time)), boundaryGap: false },
    yAxis: [
      {
        type: 'value',
        name: '%',
        min: (v: { min: number }) => Math.floor(Math.min(v.min, 99)),
        max: 100,
      },
      { type: 'value', name: 'ms', splitLine: { show: false } },
    ],
    series: [
      {
        type: 'line',
        name: t.availability,
        showSymbol: false,
        data: s.points.map((p) => round(p.availability, 3)),
        tooltip: { valueFormatter: (v: unknown) => (v == null ? '-' : `${String(v)}%`) },
      },
      {
        type: 'line',
        name: t.latency,
        yAxisIndex: 1,
        showSymbol: false,
        data: s.points.map((p) => round(p.latencyMs, 1)),
        tooltip: { valueFormatter: (v: unknown) => (v == null ? '-' : `${String(v)} ms`) },
      },
    ],
  };
}

/** The B1 trend: daily down- and uplink of every DNN. */
export function usageTrendOption(trend: B1Overview['trend']): ChartOption {
  return {
    grid: { left: 64, right: 16, top: 36, bottom: 28 },
    legend: { top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: bytesTip },
    xAxis: { type: 'category', data: trend.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', axisLabel: { formatter: byteAxis } },
    series: [
      { type: 'bar', name: t.down, stack: 'bytes', data: trend.map((d) => d.downBytes) },
      { type: 'bar', name: t.up, stack: 'bytes', data: trend.map((d) => d.upBytes) },
    ],
  };
}
