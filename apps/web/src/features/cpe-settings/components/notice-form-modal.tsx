import {
  DEVICE_LIMITS,
  DeviceMessages,
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  NOTICE_EVENT_LABELS,
  NOTICE_EVENTS,
  NoticeRuleFormSchema,
  type NoticeRule,
  type NoticeRuleFormInput,
} from '@pn/shared';
import { Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { cpeSettingsApi, cpeSettingsKeys, useSettingsMutation } from '../api/cpe-settings-api';

const rules = {
  name: zodField(NoticeRuleFormSchema, 'name'),
  event: zodField(NoticeRuleFormSchema, 'event'),
  channel: zodField(NoticeRuleFormSchema, 'channel'),
  receivers: zodField(NoticeRuleFormSchema, 'receivers'),
};

interface NoticeFormModalProps {
  /** 'new', the rule being edited, or undefined when closed. */
  editing: 'new' | NoticeRule | undefined;
  onClose: () => void;
}

/** Create or edit a notice rule: the event watched, by SMS or site message, to whom. */
export function NoticeFormModal({ editing, onClose }: NoticeFormModalProps) {
  const open = editing !== undefined;
  const [form] = Form.useForm<NoticeRuleFormInput>();
  const create = useSettingsMutation(cpeSettingsKeys.notices, cpeSettingsApi.createNotice);
  const update = useSettingsMutation(
    cpeSettingsKeys.notices,
    (v: { id: number; body: NoticeRuleFormInput }) => cpeSettingsApi.updateNotice(v.id, v.body),
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing === 'new'
        ? { channel: 'sms', enabled: true, receivers: [] }
        : {
            name: editing.name,
            event: editing.event,
            channel: editing.channel,
            receivers: editing.receivers,
            enabled: editing.enabled,
          },
    );
  }, [open, editing, form]);

  const submit = async () => {
    const values = await validateForm(form).catch(() => null);
    if (!values) return;
    const body = parseForm(NoticeRuleFormSchema, values);
    try {
      if (editing === 'new' || editing === undefined) await create.mutateAsync(body);
      else await update.mutateAsync({ id: editing.id, body });
      toast.success(DeviceMessages.SAVED);
      onClose();
    } catch (error) {
      showActionError(error, '保存失败，请稍后再试');
    }
  };

  return (
    <Modal
      open={open}
      title={editing === 'new' ? '新建通知规则' : '编辑通知规则'}
      okText="保存"
      cancelText="取消"
      width={560}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<NoticeRuleFormInput>
        form={form}
        layout="vertical"
        name="notice-rule-form"
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label="规则名称" rules={rules.name.rules} required>
          <Input
            placeholder="如：网关离线短信提醒"
            maxLength={DEVICE_LIMITS.groupNameMax}
            showCount
          />
        </Form.Item>
        <Form.Item name="event" label="通知事件" rules={rules.event.rules} required>
          <Select
            placeholder="请选择通知事件"
            options={NOTICE_EVENTS.map((e) => ({ value: e, label: NOTICE_EVENT_LABELS[e] }))}
          />
        </Form.Item>
        <Form.Item name="channel" label="通知方式" rules={rules.channel.rules} required>
          <Radio.Group
            options={NOTICE_CHANNELS.map((c) => ({ value: c, label: NOTICE_CHANNEL_LABELS[c] }))}
          />
        </Form.Item>
        <Form.Item
          name="receivers"
          label="接收人手机号"
          rules={rules.receivers.rules}
          required
          extra="输入11位手机号后按回车添加，最多10人；也可粘贴以逗号或空格分隔的多个号码"
        >
          <Select<string[]>
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，', ' ', ';', '；', '\n']}
            placeholder="请输入手机号"
            maxCount={10}
          />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
