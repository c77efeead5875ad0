import { SIM_REQUEST_STATUS_LABELS, SimRequestStatus, type SimBusinessItem } from '@pn/shared';
import { Progress, Tag } from 'antd';
import { formatCount } from '../common/format';
import { simText as text } from '../common/text';

const STATUS_COLOR: Record<number, string> = {
  [SimRequestStatus.QUEUED]: 'default',
  [SimRequestStatus.PROCESSING]: 'processing',
  [SimRequestStatus.DONE]: 'success',
};

/** 排队中 / 处理中 / 已完成. */
export function RequestStatusTag({ status }: { status: number }) {
  return (
    <Tag color={STATUS_COLOR[status] ?? 'default'}>{SIM_REQUEST_STATUS_LABELS[status] ?? '-'}</Tag>
  );
}

export interface RequestCounts {
  total: number;
  succeeded: number;
  failed: number;
}

/**
 * Progress of a request in whole percent: `done` is the share processed (successes and
 * failures), `success` the share that succeeded. An empty request counts as done.
 */
export function requestProgress({ total, succeeded, failed }: RequestCounts): {
  done: number;
  success: number;
} {
  if (total <= 0) return { done: 100, success: 0 };
  const pct = (n: number) => Math.min(100, Math.floor((Math.max(0, n) / total) * 100));
  return { done: pct(succeeded + failed), success: pct(succeeded) };
}

/** Whether a request is still being worked on (the pages poll while it is). */
export function isPending(status: number | undefined): boolean {
  return status !== undefined && status < SimRequestStatus.DONE;
}

/** A bar: green for successes, red for failures, grey for what is left. */
export function RequestProgress({ item, size }: { item: SimBusinessItem; size?: 'small' }) {
  const { done, success } = requestProgress(item);
  const failed = item.failed > 0;
  return (
    <Progress
      percent={done}
      success={{ percent: success }}
      strokeColor={failed ? '#ef4444' : undefined}
      size={size}
      status={isPending(item.status) ? 'active' : failed ? 'normal' : 'success'}
      format={() => `${formatCount(item.succeeded + item.failed)}/${formatCount(item.total)}`}
      aria-label={`${text.resultProgress(item.succeeded + item.failed, item.total)}，${text.resultCounts(item.succeeded, item.failed)}`}
    />
  );
}

/** The action's parameter in words (target tariff, group, cap); '-' when it has none. */
export function paramsSummary(
  params: Record<string, unknown>,
  tariffName: (id: number) => string | undefined,
): string {
  const parts: string[] = [];
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);
  const tariffId = num(params.tariffId);
  if (Number.isFinite(tariffId)) {
    const name = typeof params.tariffName === 'string' ? params.tariffName : tariffName(tariffId);
    parts.push(text.paramTariff(name ?? `#${tariffId}`));
  }
  const groupId = num(params.groupId);
  if (Number.isFinite(groupId)) {
    parts.push(
      text.paramGroup(typeof params.groupName === 'string' ? params.groupName : `#${groupId}`),
    );
  }
  const cap = num(params.dataCapMb);
  if (Number.isFinite(cap)) parts.push(text.paramCap(cap));
  return parts.join('；') || '-';
}
