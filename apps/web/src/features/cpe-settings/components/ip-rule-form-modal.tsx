import {
  DEVICE_LIMITS,
  DeviceMessages,
  IP_RULE_ACTION_LABELS,
  IP_RULE_ACTIONS,
  IP_RULE_PROTOCOLS,
  IpRuleFormSchema,
  type IpRule,
  type IpRuleFormInput,
} from '@pn/shared';
import { Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import {
  cpeSettingsApi,
  cpeSettingsKeys,
  useDeviceGroupOptions,
  useSettingsMutation,
} from '../api/cpe-settings-api';
import {
  IP_PROTOCOL_LABELS,
  ipRuleFormValues,
  ipRuleInputOf,
  type IpRuleFormValues,
} from '../ip-rule-form';

const rules = {
  name: zodField(IpRuleFormSchema, 'name'),
  target: zodField(IpRuleFormSchema, 'target'),
  port: zodField(IpRuleFormSchema, 'port'),
  action: zodField(IpRuleFormSchema, 'action'),
  priority: zodField(IpRuleFormSchema, 'priority'),
  remark: zodField(IpRuleFormSchema, 'remark'),
};

interface IpRuleFormModalProps {
  /** 'new', the rule being edited, or undefined when closed. */
  editing: 'new' | IpRule | undefined;
  onClose: () => void;
}

/**
 * Create or edit an IP access-control rule: name, the gateways it applies to (a group or
 * all), target IPv4 address or CIDR, protocol and port, allow or deny, priority (smaller
 * first), enabled — validated with the shared IpRuleFormSchema.
 */
export function IpRuleFormModal({ editing, onClose }: IpRuleFormModalProps) {
  const open = editing !== undefined;
  const [form] = Form.useForm<IpRuleFormValues>();
  const groups = useDeviceGroupOptions();
  const protocol = Form.useWatch('protocol', form);
  const create = useSettingsMutation(cpeSettingsKeys.ipRules, cpeSettingsApi.createIpRule);
  const update = useSettingsMutation(
    cpeSettingsKeys.ipRules,
    (v: { id: number; body: IpRuleFormInput }) => cpeSettingsApi.updateIpRule(v.id, v.body),
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(ipRuleFormValues(editing === 'new' ? null : editing));
  }, [open, editing, form]);

  const submit = async () => {
    const values = await validateForm(form).catch(() => null);
    if (!values) return;
    const body = parseForm(IpRuleFormSchema, ipRuleInputOf(values));
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
      title={editing === 'new' ? '新建访问控制规则' : '编辑访问控制规则'}
      okText="保存"
      cancelText="取消"
      width={560}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<IpRuleFormValues>
        form={form}
        layout="vertical"
        name="ip-rule-form"
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label="规则名称" rules={rules.name.rules} required>
          <Input
            placeholder="如：禁止访问外部文件共享"
            maxLength={DEVICE_LIMITS.groupNameMax}
            showCount
          />
        </Form.Item>
        <Form.Item name="groupId" label="适用网关" extra="选择终端分组，或适用于本企业全部网关">
          <Select<number>
            loading={groups.isPending}
            options={[
              { value: 0, label: '全部网关' },
              ...(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name })),
            ]}
          />
        </Form.Item>
        <Form.Item
          name="target"
          label="目标地址"
          rules={rules.target.rules}
          required
          extra="IPv4地址或网段，如 10.20.1.10 或 10.20.1.0/24；0.0.0.0/0 表示全部地址"
        >
          <Input placeholder="10.20.1.0/24" maxLength={18} />
        </Form.Item>
        <Form.Item name="protocol" label="协议">
          <Select
            options={IP_RULE_PROTOCOLS.map((p) => ({ value: p, label: IP_PROTOCOL_LABELS[p] }))}
          />
        </Form.Item>
        <Form.Item
          name="port"
          label="端口"
          rules={rules.port.rules}
          extra={protocol === 'icmp' ? 'ICMP没有端口' : '如 445 或 8000-8080，留空表示全部端口'}
        >
          <Input placeholder="全部端口" maxLength={11} disabled={protocol === 'icmp'} />
        </Form.Item>
        <Form.Item name="action" label="动作" rules={rules.action.rules} required>
          <Radio.Group
            options={IP_RULE_ACTIONS.map((a) => ({ value: a, label: IP_RULE_ACTION_LABELS[a] }))}
          />
        </Form.Item>
        <Form.Item
          name="priority"
          label="优先级"
          rules={rules.priority.rules}
          extra="1~1000，数字越小越先匹配"
        >
          <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={rules.remark.rules}>
          <Input.TextArea
            placeholder="选填"
            maxLength={DEVICE_LIMITS.remarkMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
