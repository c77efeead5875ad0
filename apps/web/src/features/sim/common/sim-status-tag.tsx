import { SIM_STATUS_LABELS, SimStatus, type SimStatusValue } from '@pn/shared';
import { Tag } from 'antd';

/** Tag colours by card status; also the status chart's colours. */
export const SIM_STATUS_COLORS: Record<SimStatusValue, string> = {
  [SimStatus.INVENTORY]: '#94a3b8',
  [SimStatus.TEST]: '#0ea5e9',
  [SimStatus.ACTIVE]: '#16a34a',
  [SimStatus.SUSPENDED]: '#f59e0b',
  [SimStatus.DEACTIVATED]: '#64748b',
};

const TAG_COLOR: Record<SimStatusValue, string> = {
  [SimStatus.INVENTORY]: 'default',
  [SimStatus.TEST]: 'blue',
  [SimStatus.ACTIVE]: 'green',
  [SimStatus.SUSPENDED]: 'orange',
  [SimStatus.DEACTIVATED]: 'default',
};

export function simStatusLabel(status: number): string {
  return SIM_STATUS_LABELS[status as SimStatusValue] ?? '-';
}

/** The card lifecycle status (库存, 测试期, 已激活, 停机, 已销户). */
export function SimStatusTag({ status }: { status: number }) {
  return (
    <Tag color={TAG_COLOR[status as SimStatusValue] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {simStatusLabel(status)}
    </Tag>
  );
}

export const SIM_STATUS_OPTIONS = Object.entries(SIM_STATUS_LABELS).map(([value, label]) => ({
  value: Number(value),
  label,
}));
