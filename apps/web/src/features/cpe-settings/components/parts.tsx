import { SIM_STATUS_LABELS, type SimStatusValue } from '@pn/shared';
import { Tag } from 'antd';
import dayjs from 'dayjs';

/** An ISO timestamp as YYYY-MM-DD HH:mm, or '-'. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '-';
}

/** A card's state (已激活, 停机…). */
export function CardStatusTag({ status }: { status: number }) {
  const label = SIM_STATUS_LABELS[status as SimStatusValue] ?? String(status);
  return <Tag color={status === 2 ? 'success' : 'default'}>{label}</Tag>;
}

/** The id in a positive-integer address parameter, or undefined. */
export function idParam(raw: string | null | undefined): number | undefined {
  const n = Number(raw);
  return raw && /^\d{1,15}$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** 正常 when the DNN instance is in service (status 1). */
export function DnnStatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="success">正常</Tag> : <Tag>停用</Tag>;
}
