import {
  WORK_ORDER_CATEGORY_LABELS,
  WORK_ORDER_RELATED_LABELS,
  WorkOrderReplySchema,
  type WorkOrderDetail,
  type WorkOrderReplyInput,
} from '@pn/shared';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Image,
  Input,
  Skeleton,
  Space,
  Timeline,
} from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import {
  usePictureSource,
  useReplyWorkOrder,
  useWorkOrder,
  useWorkOrderAction,
  type WorkOrderAction,
  type WorkOrderSide,
} from '../api/work-orders';
import { workOrderText as text } from '../text';
import { PictureField, PriorityTag, SlaCell, StatusTag } from './work-order-parts';

const listPath = (side: WorkOrderSide) =>
  side === 'customer' ? '/control/user/workOrder/list' : '/admin/work-order';

const PICTURE_SIZE = 96;

/** One attached picture, fetched with the session (it is private to who may see the order). */
function Picture({ url, index }: { url: string; index: number }) {
  const { src, failed } = usePictureSource(url);
  if (!src) {
    return (
      <Skeleton.Node active={!failed} style={{ width: PICTURE_SIZE, height: PICTURE_SIZE }}>
        {failed ? text.pictureUnavailable : null}
      </Skeleton.Node>
    );
  }
  return (
    <Image
      src={src}
      width={PICTURE_SIZE}
      height={PICTURE_SIZE}
      alt={`附件${index + 1}`}
      style={{ objectFit: 'cover' }}
    />
  );
}

function Pictures({ urls }: { urls: string[] }) {
  if (!urls.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((url, i) => (
          <Picture key={url} url={url} index={i} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function ReplyBox({ side, order }: { side: WorkOrderSide; order: WorkOrderDetail }) {
  const [form] = Form.useForm<WorkOrderReplyInput>();
  const reply = useReplyWorkOrder(side, order.id);
  const submit = async () => {
    const values = await validateForm(form);
    try {
      await reply.mutateAsync({ ...values, attachments: values.attachments ?? [] });
      toast.success(text.sent);
      form.resetFields();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Form<WorkOrderReplyInput>
      form={form}
      layout="vertical"
      name="workOrderReply"
      initialValues={{ content: '', attachments: [] }}
      onFinish={() => void submit()}
    >
      <Form.Item
        name="content"
        label={text.replyLabel}
        {...zodField(WorkOrderReplySchema, 'content')}
      >
        <Input.TextArea
          maxLength={2000}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={text.replyPlaceholder}
        />
      </Form.Item>
      <Form.Item name="attachments" label={text.attachments} extra={text.attachmentsHelp}>
        <PictureField />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={reply.isPending}>
        {text.send}
      </Button>
    </Form>
  );
}

/**
 * One work order: its facts and SLA, the thread of both sides, a reply box while it is
 * open, and the state changes of the side viewing it (受理 and 标记为已解决 for the
 * operator; 关闭 and 重新打开 for the enterprise), each destructive one confirmed.
 */
export function WorkOrderDetailPage({ side }: { side: WorkOrderSide }) {
  const { id: raw } = useParams();
  const id = Number(raw);
  const order = useWorkOrder(side, id);
  const action = useWorkOrderAction(side, id);
  const confirm = useAdminConfirm();

  const run = (a: WorkOrderAction, success: string) =>
    action.mutateAsync({ action: a }).then(
      () => toast.success(success),
      (error: unknown) => showActionError(error),
    );

  if (order.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (order.isError || !order.data) {
    return (
      <Card>
        <Alert
          type="error"
          showIcon
          message={order.isError ? errorMessageOf(order.error) : text.notFound}
        />
        <Link to={listPath(side)}>{text.back}</Link>
      </Card>
    );
  }
  const o = order.data;
  const open = o.status === 'open' || o.status === 'processing';

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <h1 style={{ margin: 0, fontSize: 18 }}>{o.title}</h1>
            <StatusTag status={o.status} />
            <PriorityTag priority={o.priority} />
          </Space>
        }
        extra={<Link to={listPath(side)}>{text.back}</Link>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={text.colNo}>{o.orderNo}</Descriptions.Item>
          <Descriptions.Item label={text.category}>
            {WORK_ORDER_CATEGORY_LABELS[o.category]}
          </Descriptions.Item>
          {side === 'operator' ? (
            <Descriptions.Item label={text.colCustomer}>{o.custName}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={text.openedBy}>{o.openedBy || '-'}</Descriptions.Item>
          <Descriptions.Item label={text.created2}>{o.createTime}</Descriptions.Item>
          <Descriptions.Item label={text.colSla}>
            <SlaCell item={o} />
          </Descriptions.Item>
          {o.relatedType ? (
            <Descriptions.Item label={WORK_ORDER_RELATED_LABELS[o.relatedType]}>
              {o.relatedRef}
            </Descriptions.Item>
          ) : null}
          {o.resolvedTime ? (
            <Descriptions.Item label={text.resolvedTime}>{o.resolvedTime}</Descriptions.Item>
          ) : null}
          {o.reopenCount ? (
            <Descriptions.Item label={text.reopenCount}>{o.reopenCount}</Descriptions.Item>
          ) : null}
        </Descriptions>
        <p style={{ whiteSpace: 'pre-wrap' }}>{o.description}</p>
        <Pictures urls={o.attachments} />
        <Space wrap style={{ marginTop: 16 }}>
          {side === 'operator' && o.status === 'open' ? (
            <Button
              type="primary"
              loading={action.isPending}
              onClick={() => void run('accept', text.accepted)}
            >
              {text.accept}
            </Button>
          ) : null}
          {side === 'operator' && o.status === 'processing' ? (
            <Button
              type="primary"
              onClick={() =>
                confirm({
                  title: text.resolveTitle,
                  content: text.resolveContent,
                  onConfirm: () => action.mutateAsync({ action: 'resolve' }),
                  success: text.resolved,
                })
              }
            >
              {text.resolve}
            </Button>
          ) : null}
          {side === 'customer' && o.status !== 'closed' ? (
            <Button
              danger
              onClick={() =>
                confirm({
                  title: text.closeTitle,
                  content: text.closeContent,
                  danger: true,
                  onConfirm: () => action.mutateAsync({ action: 'close' }),
                  success: text.closed,
                })
              }
            >
              {text.close}
            </Button>
          ) : null}
          {side === 'customer' && o.reopenUntil ? (
            <Button loading={action.isPending} onClick={() => void run('reopen', text.reopened)}>
              {text.reopen}
            </Button>
          ) : null}
        </Space>
        {side === 'customer' && o.reopenUntil ? (
          <p>{text.reopenHint(dayjs(o.reopenUntil).format('YYYY-MM-DD HH:mm'))}</p>
        ) : null}
      </Card>
      <Card title={text.thread}>
        {o.messages.length ? (
          <Timeline
            items={o.messages.map((m) => ({
              color: m.side === 'operator' ? 'blue' : m.side === 'customer' ? 'green' : 'gray',
              children: (
                <div data-testid="work-order-message">
                  <div>
                    <strong>{text.side[m.side]}</strong>
                    {m.author ? ` ${m.author}` : ''} · {m.createTime}
                  </div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>
                  <Pictures urls={m.attachments} />
                </div>
              ),
            }))}
          />
        ) : (
          <Empty description={text.noMessages} />
        )}
        {open ? (
          <ReplyBox side={side} order={o} />
        ) : (
          <Alert type="info" showIcon message={text.finishedHint} />
        )}
      </Card>
    </Space>
  );
}
