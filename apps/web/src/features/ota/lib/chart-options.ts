import {
  UPGRADE_DEVICE_STATES,
  UPGRADE_DEVICE_STATE_LABELS,
  type UpgradeDeviceState,
  type UpgradePhase,
} from '@pn/shared';
import type { ChartOption } from '@/components/charts/chart';
import { CHART_AXIS } from '@/components/charts/palette';

/** The colour of each device state (tags and the phase chart). */
export const DEVICE_STATE_COLORS: Readonly<Record<UpgradeDeviceState, string>> = {
  pending: '#94a3b8',
  downloading: '#3b82f6',
  installing: '#6366f1',
  succeeded: '#16a34a',
  failed: '#ef4444',
  rolled_back: '#f59e0b',
  cancelled: '#cbd5e1',
};

/** Per phase, its devices by state as stacked horizontal bars. */
export function phaseStateOption(phases: readonly UpgradePhase[]): ChartOption {
  const axis = {
    axisLine: { lineStyle: { color: CHART_AXIS.line } },
    axisLabel: { color: CHART_AXIS.label },
    splitLine: { lineStyle: { color: CHART_AXIS.split } },
  };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0, data: UPGRADE_DEVICE_STATES.map((s) => UPGRADE_DEVICE_STATE_LABELS[s]) },
    grid: { left: 8, right: 16, top: 8, bottom: 40, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, ...axis },
    yAxis: {
      type: 'category',
      inverse: true,
      data: phases.map((p) => `阶段${p.index + 1}（${p.percent}%）`),
      ...axis,
    },
    series: UPGRADE_DEVICE_STATES.map((s) => ({
      name: UPGRADE_DEVICE_STATE_LABELS[s],
      type: 'bar',
      stack: 'devices',
      barMaxWidth: 28,
      itemStyle: { color: DEVICE_STATE_COLORS[s] },
      data: phases.map((p) => p.counts[s]),
    })),
  };
}
