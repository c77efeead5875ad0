import {
  DIALOG_WIDTH,
  OPS_WORK_ORDER_ACTION_LABELS,
  OPS_WORK_ORDER_SOURCE_LABELS,
  OPS_WORK_ORDER_TRANSITIONS,
  OpsAssignSchema,
  OpsResolveSchema,
  type OpsAssignInput,
  type OpsResolveInput,
  type OpsWorkOrderDetail,
} from '@pn/shared';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Timeline,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useOpsWorkOrder, useOpsWorkOrderAction } from '../api/ops-work-orders';
import { alarmText as text } from '../text';
import { OperatorSelect, OpsStateTag, SeverityTag } from './alarm-parts';

const listHref = hrefOf('adminAlarmWorkOrder');

function AssignDialog({ order, onClose }: { order: OpsWorkOrderDetail; onClose: () => void }) {
  const [form] = Form.useForm<OpsAssignInput>();
  const action = useOpsWorkOrderAction(order.id);
  const submit = async () => {
    const values = await validateForm(form);
    try {
      await action.mutateAsync({ action: 'assign', ...values });
      toast.success(text.assigned);
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Modal
      open
      title={text.assignTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={action.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={DIALOG_WIDTH.advice}
    >
      <Form<OpsAssignInput>
        form={form}
        layout="vertical"
        name="opsAssign"
        initialValues={{ assigneeId: order.assigneeId ?? undefined, note: '' }}
      >
        <Form.Item
          name="assigneeId"
          label={text.assignee}
          {...zodField(OpsAssignSchema, 'assigneeId')}
        >
          <OperatorSelect beId={order.beId} placeholder={text.assignee} />
        </Form.Item>
        <Form.Item name="note" label={text.note} {...zodField(OpsAssignSchema, 'note')}>
          <Input.TextArea maxLength={200} showCount placeholder={text.notePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ResolveDialog({ order, onClose }: { order: OpsWorkOrderDetail; onClose: () => void }) {
  const [form] = Form.useForm<OpsResolveInput>();
  const action = useOpsWorkOrderAction(order.id);
  const submit = async () => {
    const values = await validateForm(form);
    try {
      await action.mutateAsync({ action: 'resolve', ...values });
      toast.success(text.woResolved);
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Modal
      open
      title={text.resolveWoTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={action.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={DIALOG_WIDTH.advice}
    >
      <Form<OpsResolveInput>
        form={form}
        layout="vertical"
        name="opsResolve"
        initialValues={{ resolution: '' }}
      >
        <Form.Item
          name="resolution"
          label={text.resolution}
          {...zodField(OpsResolveSchema, 'resolution')}
        >
          <Input.TextArea
            maxLength={500}
            showCount
            autoSize={{ minRows: 4, maxRows: 8 }}
            placeholder={text.resolutionPlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const can = (order: OpsWorkOrderDetail, action: keyof typeof OPS_WORK_ORDER_TRANSITIONS) =>
  OPS_WORK_ORDER_TRANSITIONS[action].includes(order.state);

function Actions({ order }: { order: OpsWorkOrderDetail }) {
  const confirm = useAdminConfirm();
  const action = useOpsWorkOrderAction(order.id);
  const [dialog, setDialog] = useState<'assign' | 'resolve' | null>(null);
  return (
    <Space wrap>
      {can(order, 'process') ? (
        <Button
          type="primary"
          onClick={() =>
            confirm({
              title: text.processTitle,
              content: text.processContent,
              onConfirm: () => action.mutateAsync({ action: 'process', note: '' }),
              success: text.processed,
            })
          }
        >
          {text.process}
        </Button>
      ) : null}
      {can(order, 'resolve') ? (
        <Button type="primary" onClick={() => setDialog('resolve')}>
          {text.resolveWo}
        </Button>
      ) : null}
      {can(order, 'assign') ? (
        <Button onClick={() => setDialog('assign')}>{text.assign}</Button>
      ) : null}
      {can(order, 'close') ? (
        <Button
          danger
          onClick={() =>
            confirm({
              title: text.closeTitle,
              content: text.closeContent,
              danger: true,
              onConfirm: () => action.mutateAsync({ action: 'close', note: '' }),
              success: text.closed,
            })
          }
        >
          {text.close}
        </Button>
      ) : null}
      {dialog === 'assign' ? <AssignDialog order={order} onClose={() => setDialog(null)} /> : null}
      {dialog === 'resolve' ? (
        <ResolveDialog order={order} onClose={() => setDialog(null)} />
      ) : null}
    </Space>
  );
}

/**
 * One operator work order: its facts, where it came from (the alarm or the customer's
 * work order), the moves its state allows, each asked for first, and its trail.
 */
export function OpsWorkOrderDetailPage() {
  const { id: raw } = useParams();
  const order = useOpsWorkOrder(Number(raw));

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
          message={order.isError ? errorMessageOf(order.error, text.woNotFound) : text.woNotFound}
        />
        <Link to={listHref}>{text.back}</Link>
      </Card>
    );
  }
  const o = order.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space wrap>
            <h1 style={{ margin: 0, fontSize: 18 }}>{o.title}</h1>
            <SeverityTag severity={o.severity} />
            <OpsStateTag state={o.state} />
          </Space>
        }
        extra={<Link to={listHref}>{text.back}</Link>}
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={text.colNo}>{o.orderNo}</Descriptions.Item>
          <Descriptions.Item label={text.colSource}>
            {OPS_WORK_ORDER_SOURCE_LABELS[o.source]}
            {o.alarmId !== null ? (
              <>
                {' · '}
                <Link to={hrefOf('adminAlarmRecord', { detail: o.alarmId })}>{text.alarmLink}</Link>
              </>
            ) : null}
            {o.customerWorkOrderId !== null ? (
              <>
                {' · '}
                <Link to={`/admin/work-order/detail/${o.customerWorkOrderId}`}>
                  {o.customerWorkOrderNo}
                </Link>
              </>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label={text.province}>{o.provinceName}</Descriptions.Item>
          <Descriptions.Item label={text.colCustomer}>{o.custName || text.none}</Descriptions.Item>
          <Descriptions.Item label={text.colAssignee}>
            {o.assigneeName || text.unassigned}
          </Descriptions.Item>
          <Descriptions.Item label={text.createdBy}>{o.createdBy || text.none}</Descriptions.Item>
          <Descriptions.Item label={text.colCreated}>{o.createTime}</Descriptions.Item>
          {o.resolvedTime ? (
            <Descriptions.Item label={text.resolvedTime}>{o.resolvedTime}</Descriptions.Item>
          ) : null}
          {o.closedTime ? (
            <Descriptions.Item label={text.closedTime}>{o.closedTime}</Descriptions.Item>
          ) : null}
        </Descriptions>
        <h3>{text.description}</h3>
        <p style={{ whiteSpace: 'pre-wrap' }}>{o.description || text.none}</p>
        {o.resolution ? (
          <>
            <h3>{text.resolution}</h3>
            <p style={{ whiteSpace: 'pre-wrap' }}>{o.resolution}</p>
          </>
        ) : null}
        <Actions order={o} />
      </Card>
      <Card title={text.trail}>
        <Timeline
          items={o.events.map((e) => ({
            color: e.toState === 'resolved' ? 'green' : e.toState === 'closed' ? 'gray' : 'blue',
            children: (
              <div data-testid="ops-event">
                <div>
                  <strong>{OPS_WORK_ORDER_ACTION_LABELS[e.action]}</strong> {e.createTime}
                  {e.operator ? ` · ${e.operator}` : ''}
                </div>
                {e.note ? <div style={{ whiteSpace: 'pre-wrap' }}>{e.note}</div> : null}
              </div>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
