import {
  WORK_ORDER_PRIORITY_LABELS,
  WORK_ORDER_STATUS_LABELS,
  type WorkOrderItem,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@pn/shared';
import { Tag, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { PICTURE_MAX_BYTES, PICTURE_TYPES, uploadPicture } from '@/components/admin/image-upload';
import { errorMessageOf } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { dataUrlOf } from '../api/work-orders';
import { workOrderText as text } from '../text';

const STATUS_COLORS: Record<WorkOrderStatus, string> = {
  open: 'orange',
  processing: 'blue',
  resolved: 'green',
  closed: 'default',
};
const PRIORITY_COLORS: Record<WorkOrderPriority, string> = {
  1: 'red',
  2: 'volcano',
  3: 'blue',
  4: 'default',
};

export function StatusTag({ status }: { status: WorkOrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{WORK_ORDER_STATUS_LABELS[status]}</Tag>;
}

export function PriorityTag({ priority }: { priority: number }) {
  const p = priority as WorkOrderPriority;
  return <Tag color={PRIORITY_COLORS[p]}>{WORK_ORDER_PRIORITY_LABELS[p] ?? priority}</Tag>;
}

/** Hours and minutes, or days and hours, of a span in milliseconds. */
function spanText(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}小时${minutes % 60 ? `${minutes % 60}分钟` : ''}`;
  return `${Math.floor(hours / 24)}天${hours % 24 ? `${hours % 24}小时` : ''}`;
}

/** The time now, moving on every minute, for countdowns. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The SLA: time left while open, 已超时 when past it, the deadline once finished. */
export function SlaCell({
  item,
}: {
  item: Pick<WorkOrderItem, 'slaDueAt' | 'overdue' | 'status'>;
}) {
  const now = useMinuteClock();
  if (!item.slaDueAt) return <>-</>;
  const finished = item.status === 'resolved' || item.status === 'closed';
  if (item.overdue || (!finished && Date.parse(item.slaDueAt) < now))
    return <Tag color="red">{text.overdue}</Tag>;
  if (finished) return <span>{text.dueAt(dayjs(item.slaDueAt).format('MM-DD HH:mm'))}</span>;
  return <span>{text.remaining(spanText(Date.parse(item.slaDueAt) - now))}</span>;
}

/**
 * Picture attachments: uploaded one by one to the workOrder folder, kept as addresses. The
 * pictures are private to who may see the order and an <img src> sends no session, so the
 * field shows each one from the file picked.
 */
export function PictureField({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const [busy, setBusy] = useState<UploadFile[]>([]);
  const [previews, setPreviews] = useState<Readonly<Record<string, string>>>({});
  const done: UploadFile[] = value.map((url, i) => ({
    uid: url,
    name: `图片${i + 1}`,
    status: 'done',
    url: previews[url],
    thumbUrl: previews[url],
  }));
  return (
    <Upload
      listType="picture-card"
      accept={PICTURE_TYPES.join(',')}
      fileList={[...done, ...busy]}
      beforeUpload={(file) => {
        if (file.size > PICTURE_MAX_BYTES) {
          toast.error('图片不能超过5MB');
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const f = file as File & { uid: string };
        setBusy((b) => [...b, { uid: f.uid, name: f.name, status: 'uploading' }]);
        uploadPicture(f, 'workOrder')
          .then((result) => {
            onChange?.([...value, result.url]);
            onSuccess?.(result);
            // The preview is a nicety: a file the browser cannot read shows without one.
            dataUrlOf(f).then(
              (preview) => setPreviews((p) => ({ ...p, [result.url]: preview })),
              () => undefined,
            );
          })
          .catch((error: unknown) => {
            toast.error(errorMessageOf(error));
            onError?.(error as Error);
          })
          .finally(() => setBusy((b) => b.filter((x) => x.uid !== f.uid)));
      }}
      onRemove={(file) => {
        onChange?.(value.filter((url) => url !== file.uid));
        return true;
      }}
    >
      {value.length + busy.length >= 5 ? null : (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{text.upload}</div>
        </button>
      )}
    </Upload>
  );
}
