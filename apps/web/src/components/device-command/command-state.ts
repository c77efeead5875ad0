import {
  COMMAND_ITEM_STATE_LABELS,
  COMMAND_ITEM_STATES,
  DEVICE_COMMAND_KIND_LABELS,
  type Command,
  type CommandItem,
  type CommandItemState,
} from '@pn/shared';
import dayjs from 'dayjs';

/** Tag colours of an item's state (antd preset colours). */
export const COMMAND_STATE_COLORS: Readonly<Record<CommandItemState, string>> = {
  pending: 'default',
  delivered: 'processing',
  succeeded: 'success',
  failed: 'error',
  timedOut: 'warning',
};

export const commandText = {
  title: '指令执行进度',
  running: '执行中',
  done: '已完成',
  allSucceeded: '全部成功',
  partly: '部分失败',
  allFailed: '全部失败',
  total: (n: number) => `共 ${n} 台终端`,
  pendingHint: '等待设备上线，下次心跳时下发',
  deliveredHint: (at: string) => `已于 ${at} 下发，等待设备返回结果`,
  succeededHint: '设备已执行',
  noReason: '设备未说明原因',
  allStates: '全部状态',
  colSerial: '终端序列号',
  colName: '终端名称',
  colState: '执行状态',
  colDetail: '说明',
  colFinished: '完成时间',
  createdBy: '下发人',
  createdAt: '下发时间',
  expiresAt: '有效期至',
  expiresHint: '设备离线时指令保留至有效期结束，期间设备上线即下发',
  close: '关闭',
  items: '逐台结果',
  liveHint: '每 2.5 秒自动刷新，直至全部终端有结果',
} as const;

/** A command's state label as the console shows it (e.g. 执行成功). */
export function commandStateLabel(state: CommandItemState): string {
  return COMMAND_ITEM_STATE_LABELS[state];
}

/** The command's kind in Chinese, e.g. Wi-Fi设置. */
export function commandKindLabel(kind: Command['kind']): string {
  return DEVICE_COMMAND_KIND_LABELS[kind] ?? kind;
}

export type CommandOutcome = 'running' | 'succeeded' | 'partly' | 'failed';

/** Where a whole command stands: still running, or how its items ended. */
export function commandOutcomeOf(
  command: Pick<Command, 'finished' | 'counts' | 'total'>,
): CommandOutcome {
  if (!command.finished) return 'running';
  const { succeeded } = command.counts;
  if (succeeded === command.total && command.total > 0) return 'succeeded';
  return succeeded === 0 ? 'failed' : 'partly';
}

export const COMMAND_OUTCOME_LABELS: Readonly<Record<CommandOutcome, string>> = {
  running: commandText.running,
  succeeded: commandText.allSucceeded,
  partly: commandText.partly,
  failed: commandText.allFailed,
};

export const COMMAND_OUTCOME_COLORS: Readonly<Record<CommandOutcome, string>> = {
  running: 'processing',
  succeeded: 'success',
  partly: 'warning',
  failed: 'error',
};

/** Items with a result, out of all: the progress of a command in per cent (0–100). */
export function commandPercent(command: Pick<Command, 'counts' | 'total'>): number {
  if (command.total <= 0) return 100;
  const open = command.counts.pending + command.counts.delivered;
  return Math.round(((command.total - open) / command.total) * 100);
}

const time = (iso: string | null) => (iso ? dayjs(iso).format('MM-DD HH:mm:ss') : '');

/** What the device reported, in words (a firmware query answers the version). */
function resultText(result: CommandItem['result']): string {
  if (!result) return '';
  const firmware = result.firmware;
  if (typeof firmware === 'string' && firmware) return `固件版本：${firmware}`;
  return '';
}

/**
 * The explanation of one device's item: why it waits, when it was handed over, what the
 * device answered, or why it failed or timed out (never an empty cell for a bad outcome).
 */
export function itemExplanation(item: CommandItem): string {
  switch (item.state) {
    case 'pending':
      return commandText.pendingHint;
    case 'delivered':
      return commandText.deliveredHint(time(item.deliveredAt) || '-');
    case 'succeeded':
      return resultText(item.result) || commandText.succeededHint;
    case 'failed':
    case 'timedOut':
      return item.reason || commandText.noReason;
  }
}

/** The counts in state order, each with its label, for the summary row. */
export function countsInOrder(counts: Command['counts']) {
  return COMMAND_ITEM_STATES.map((state) => ({
    state,
    label: commandStateLabel(state),
    count: counts[state] ?? 0,
  }));
}
