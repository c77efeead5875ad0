import {
  ALARM_SOURCE_LABELS,
  ALARM_TARGET_LABELS,
  AlarmAckSchema,
  AlarmRaiseWorkOrderSchema,
  DIALOG_WIDTH,
  type AlarmAckInput,
  type AlarmRaiseWorkOrderInput,
  type AlarmRecordDetail,
} from '@pn/shared';
import {
  Alert,
  Button,
  Collapse,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Grid,
  Input,
  Modal,
  Skeleton,
  Space,
  Timeline,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { hrefOf } from '@/config/paths';
import { errorMessageOf, showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import {
  useAcknowledgeAlarm,
  useAlarmRecord,
  useRaiseWorkOrder,
  useResolveAlarm,
} from '../api/alarm-records';
import { alarmText as text } from '../text';
import { AlarmStateTag, OperatorSelect, SeverityTag, valueText } from './alarm-parts';

function AckDialog({ record, onClose }: { record: AlarmRecordDetail; onClose: () => void }) {
  const [form] = Form.useForm<AlarmAckInput>();
  const ack = useAcknowledgeAlarm();
  const submit = async () => {
    const values = await validateForm(form);
    try {
      await ack.mutateAsync({ id: record.id, note: values.note });
      toast.success('告警已确认');
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Modal
      open
      title={text.ackTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={ack.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={DIALOG_WIDTH.advice}
    >
      <Form<AlarmAckInput>
        form={form}
        layout="vertical"
        name="alarmAck"
        initialValues={{ note: '' }}
      >
        <Form.Item name="note" label={text.ackNote} {...zodField(AlarmAckSchema, 'note')}>
          <Input.TextArea
            maxLength={200}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={text.ackNotePlaceholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RaiseDialog({ record, onClose }: { record: AlarmRecordDetail; onClose: () => void }) {
  const [form] = Form.useForm<AlarmRaiseWorkOrderInput>();
  const raise = useRaiseWorkOrder();
  const submit = async () => {
    const values = await validateForm(form);
    try {
      const { orderNo } = await raise.mutateAsync({
        id: record.id,
        title: values.title ?? '',
        assigneeId: values.assigneeId ?? null,
        note: values.note ?? '',
      });
      toast.success(text.raised(orderNo));
      onClose();
    } catch (error) {
      showActionError(error);
    }
  };
  return (
    <Modal
      open
      title={text.raiseTitle}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={raise.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={DIALOG_WIDTH.advice}
    >
      <p>{text.raiseIntro}</p>
      <Form<AlarmRaiseWorkOrderInput>
        form={form}
        layout="vertical"
        name="alarmRaise"
        initialValues={{ title: '', assigneeId: null, note: '' }}
      >
        <Form.Item
          name="title"
          label={text.woTitle}
          {...zodField(AlarmRaiseWorkOrderSchema, 'title')}
        >
          <Input maxLength={80} placeholder={text.woTitlePlaceholder} />
        </Form.Item>
        <Form.Item name="assigneeId" label={text.assignee}>
          <OperatorSelect beId={record.beId} placeholder={text.assigneePlaceholder} />
        </Form.Item>
        <Form.Item name="note" label={text.note} {...zodField(AlarmRaiseWorkOrderSchema, 'note')}>
          <Input.TextArea maxLength={200} showCount placeholder={text.notePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RecordBody({ r }: { r: AlarmRecordDetail }) {
  const confirm = useAdminConfirm();
  const resolve = useResolveAlarm();
  const [dialog, setDialog] = useState<'ack' | 'raise' | null>(null);
  const open = r.state !== 'resolved';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <strong>{r.targetLabel}</strong>
        <SeverityTag severity={r.severity} />
        <AlarmStateTag state={r.state} />
      </Space>
      <Space wrap>
        {r.state === 'firing' ? (
          <Button type="primary" onClick={() => setDialog('ack')}>
            {text.ack}
          </Button>
        ) : null}
        {r.state !== 'pending' && r.workOrderId === null ? (
          <Button onClick={() => setDialog('raise')}>{text.raise}</Button>
        ) : null}
        {open ? (
          <Button
            onClick={() =>
              confirm({
                title: text.resolveTitle,
                content: text.resolveContent,
                onConfirm: () => resolve.mutateAsync({ id: r.id, note: '' }),
                success: '告警已恢复',
              })
            }
          >
            {text.resolve}
          </Button>
        ) : null}
      </Space>
      <Descriptions
        column={1}
        size="small"
        bordered
        styles={{ label: { width: 104, whiteSpace: 'nowrap' } }}
      >
        <Descriptions.Item label={text.colRule}>{r.ruleName}</Descriptions.Item>
        <Descriptions.Item label={text.source}>{ALARM_SOURCE_LABELS[r.source]}</Descriptions.Item>
        <Descriptions.Item label={text.condition}>{r.condition}</Descriptions.Item>
        <Descriptions.Item label={ALARM_TARGET_LABELS[r.targetKind]}>
          {r.targetLabel}
        </Descriptions.Item>
        <Descriptions.Item label={text.colCustomer}>{r.custName || text.none}</Descriptions.Item>
        <Descriptions.Item label={text.province}>{r.provinceName}</Descriptions.Item>
        <Descriptions.Item label={text.colValue}>{valueText(r.value, r.unit)}</Descriptions.Item>
        <Descriptions.Item label={text.colFirstSeen}>{r.firstSeenTime}</Descriptions.Item>
        <Descriptions.Item label={text.lastSeen}>{r.lastSeenTime}</Descriptions.Item>
        <Descriptions.Item label={text.colFired}>{r.firedTime || text.none}</Descriptions.Item>
        {r.ackedTime ? (
          <Descriptions.Item label={text.acked}>
            {text.ackedAt(r.ackedBy, r.ackedTime)}
            {r.ackNote ? `：${r.ackNote}` : ''}
          </Descriptions.Item>
        ) : null}
        {r.resolvedTime ? (
          <Descriptions.Item label={text.resolvedAt}>{r.resolvedTime}</Descriptions.Item>
        ) : null}
        {r.workOrderId !== null ? (
          <Descriptions.Item label={text.workOrder}>
            <Link to={hrefOf('adminAlarmWorkOrderDetail', { id: r.workOrderId })}>
              {r.workOrderNo}
            </Link>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <section aria-label={text.history}>
        <h3>{text.history}</h3>
        <Timeline
          items={r.events.map((e) => ({
            color: e.toState === 'firing' ? 'red' : e.toState === 'resolved' ? 'green' : 'blue',
            children: (
              <div data-testid="alarm-event">
                <div>
                  <AlarmStateTag state={e.toState} /> {e.createTime} · {e.operator || text.system}
                </div>
                {e.note ? <div>{e.note}</div> : null}
              </div>
            ),
          }))}
        />
      </section>
      <section aria-label={text.scenes}>
        <h3>{text.scenes}</h3>
        {r.scenes.length ? (
          <Collapse
            size="small"
            items={r.scenes.map((s) => ({
              key: s.id,
              label: s.name,
              children: (
                <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                  {s.steps.map((step, i) => (
                    <li key={i}>{step}</li>
                  ))}
                </ol>
              ),
            }))}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noScenes} />
        )}
      </section>
      {dialog === 'ack' ? <AckDialog record={r} onClose={() => setDialog(null)} /> : null}
      {dialog === 'raise' ? <RaiseDialog record={r} onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}

/** One alarm in a drawer: its facts, history, fault scenes and what can be done with it. */
export function AlarmRecordDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const record = useAlarmRecord(id);
  let body;
  if (record.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (record.isError || !record.data)
    body = (
      <Alert
        type="error"
        showIcon
        message={
          record.isError ? errorMessageOf(record.error, text.detailNotFound) : text.detailNotFound
        }
      />
    );
  else body = <RecordBody r={record.data} />;
  return (
    <Drawer
      open={id !== null}
      title={text.detailTitle}
      size={screens.sm ? DIALOG_WIDTH.drawer : '100%'}
      onClose={onClose}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
