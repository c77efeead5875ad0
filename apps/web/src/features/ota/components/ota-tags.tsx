import {
  UPGRADE_DEVICE_STATE_LABELS,
  UPGRADE_TASK_STATE_LABELS,
  type UpgradeDeviceState,
  type UpgradeTask,
  type UpgradeTaskState,
} from '@pn/shared';
import { Progress, Tag, Tooltip, Typography } from 'antd';
import { DEVICE_STATE_COLORS } from '../lib/chart-options';
import { shortHash, taskProgress } from '../lib/format';
import styles from '../ota.module.css';

const TASK_COLORS: Record<UpgradeTaskState, string> = {
  running: 'processing',
  paused: 'warning',
  completed: 'success',
  cancelled: 'default',
  rolling_back: 'orange',
  rolled_back: 'volcano',
};

export function TaskStateTag({ state }: { state: UpgradeTaskState }) {
  return <Tag color={TASK_COLORS[state]}>{UPGRADE_TASK_STATE_LABELS[state]}</Tag>;
}

export function DeviceStateTag({ state }: { state: UpgradeDeviceState }) {
  return <Tag color={DEVICE_STATE_COLORS[state]}>{UPGRADE_DEVICE_STATE_LABELS[state]}</Tag>;
}

/** Succeeded (green) and failed (red) devices of the task's total. */
export function TaskProgress({ task }: { task: Pick<UpgradeTask, 'total' | 'counts'> }) {
  const p = taskProgress(task);
  return (
    <Tooltip
      title={`成功 ${task.counts.succeeded} 台，失败 ${task.counts.failed} 台，共 ${task.total} 台`}
    >
      <Progress
        className={styles.progress}
        size="small"
        percent={p.done}
        success={{ percent: p.success }}
        strokeColor="#ef4444"
        format={() => `${task.counts.succeeded + task.counts.failed}/${task.total}`}
        aria-label={`成功 ${task.counts.succeeded} 台，失败 ${task.counts.failed} 台，共 ${task.total} 台`}
      />
    </Tooltip>
  );
}

/** A SHA-256 shortened (or in full), with a copy button. */
export function Sha256({ value, full = false }: { value: string; full?: boolean }) {
  return (
    <Typography.Text
      className={styles.mono}
      copyable={{ text: value, tooltips: ['复制 SHA-256', '已复制'] }}
      title={value}
    >
      {full ? value : shortHash(value)}
    </Typography.Text>
  );
}
