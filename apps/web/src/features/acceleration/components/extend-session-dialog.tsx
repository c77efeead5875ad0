import {
  formatDateTime,
  formatQodDuration,
  QOD_DURATION_OPTIONS,
  QOD_MAX_DURATION,
  QodExtendSchema,
  QodMessages,
  type QodSession,
} from '@pn/shared';
import { Descriptions, Form, Modal, Select } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useExtendQodSession } from '../api/qod';

interface ExtendForm {
  requestedAdditionalDuration?: number;
}

/** 延长: adds time to a live session, at most 24 hours in all. */
export function ExtendSessionDialog({
  session,
  onClose,
}: {
  session: QodSession;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ExtendForm>();
  const extend = useExtendQodSession();
  const add = Form.useWatch('requestedAdditionalDuration', form);
  const left = QOD_MAX_DURATION - session.duration;
  const options = QOD_DURATION_OPTIONS.filter((o) => o.value <= left).map((o) => ({ ...o }));
  const newEnd = add ? new Date(Date.parse(session.expiresAt) + add * 1000) : null;

  const submit = async () => {
    const v = await validateForm(form);
    try {
      await extend.mutateAsync({
        sessionId: session.sessionId,
        requestedAdditionalDuration: v.requestedAdditionalDuration!,
      });
      toast.success(QodMessages.EXTENDED);
      onClose();
    } catch (err) {
      showActionError(err);
    }
  };

  return (
    <Modal
      open
      title="延长加速"
      okText="确定"
      cancelText="取消"
      width={520}
      confirmLoading={extend.isPending}
      okButtonProps={{ disabled: options.length === 0 }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'msisdn', label: '设备卡号', children: session.msisdn },
          { key: 'duration', label: '当前时长', children: formatQodDuration(session.duration) },
          { key: 'end', label: '当前结束时间', children: formatDateTime(session.expiresAt) },
          {
            key: 'newEnd',
            label: '延长后结束时间',
            children: newEnd ? formatDateTime(newEnd) : '-',
          },
        ]}
      />
      <Form<ExtendForm> form={form} name="qodExtend" layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item
          name="requestedAdditionalDuration"
          label="延长时长"
          {...zodField(QodExtendSchema, 'requestedAdditionalDuration')}
          extra={
            options.length
              ? '加速总时长不超过24小时，且须在实例服务期内结束'
              : QodMessages.EXTEND_OVER_MAX
          }
        >
          <Select placeholder="请选择延长时长" options={options} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
