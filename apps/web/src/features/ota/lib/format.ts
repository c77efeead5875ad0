import { formatBytes, type UpgradeTask } from '@pn/shared';
import dayjs from 'dayjs';

/** An ISO timestamp as YYYY-MM-DD HH:mm:ss, or '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : '-';
}

/** A package size as B / KB / MB. */
export function formatSize(bytes: number): string {
  return formatBytes(bytes, 2).replace('Bytes', 'B');
}

/** A SHA-256 shortened to its first and last 8 characters. */
export function shortHash(sha256: string): string {
  return sha256.length > 20 ? `${sha256.slice(0, 8)}…${sha256.slice(-8)}` : sha256;
}

/** Phases as cumulative shares: 1% → 10% → 100%. */
export function phasesLabel(phases: readonly number[]): string {
  return phases.map((p) => `${p}%`).join(' → ');
}

/** The current phase of a task, e.g. 2/4 · 10%. */
export function phaseLabel(task: Pick<UpgradeTask, 'phases' | 'phaseIndex'>): string {
  const percent = task.phases[task.phaseIndex];
  return `${task.phaseIndex + 1}/${task.phases.length}${percent === undefined ? '' : ` · ${percent}%`}`;
}

/** Succeeded and failed devices of the task as shares (0~100) of its total. */
export function taskProgress(task: Pick<UpgradeTask, 'total' | 'counts'>): {
  done: number;
  success: number;
  failed: number;
} {
  if (task.total <= 0) return { done: 0, success: 0, failed: 0 };
  const pct = (n: number) => Math.round((n / task.total) * 1000) / 10;
  const success = pct(task.counts.succeeded);
  const failed = pct(task.counts.failed);
  return { done: Math.min(100, Math.round((success + failed) * 10) / 10), success, failed };
}

/** The phase presets of 新建升级任务. */
export const PHASE_PRESETS: readonly { key: string; phases: number[] }[] = [
  { key: '1-10-50-100', phases: [1, 10, 50, 100] },
  { key: '10-100', phases: [10, 100] },
  { key: '100', phases: [100] },
];
