import { DeviceCreateSchema, DeviceMessages, type DeviceCredential } from '@pn/shared';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { cpeApi } from '../api/cpe-api';
import { useCpeGroupOptions, useCpeModels, useCpeMutation } from '../api/queries';

interface AddValues {
  serial: string;
  modelId?: number;
  name?: string;
  imei?: string;
  msisdn?: string;
  groupId?: number;
  location?: string;
}

interface AddDeviceDialogProps {
  open: boolean;
  onClose: () => void;
  /** The gateway was registered: its secret, to show once. */
  onAdded: (credential: DeviceCredential) => void;
}

/**
 * 新增终端: a gateway of one of the operator's models, checked with the server's own schema
 * (DeviceCreateSchema); the server answers its device secret, shown once by the caller.
 */
export function AddDeviceDialog({ open, onClose, onAdded }: AddDeviceDialogProps) {
  const [form] = Form.useForm<AddValues>();
  const models = useCpeModels();
  const groups = useCpeGroupOptions();
  const add = useCpeMutation(cpeApi.addDevice);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validateForm(form);
    setSaving(true);
    try {
      const credential = await add.mutateAsync(parseForm(DeviceCreateSchema, values));
      form.resetFields();
      onAdded(credential);
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="新增终端"
      width={560}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          loading={saving}
          onClick={() => void submit().catch(() => undefined)}
        >
          确定
        </Button>,
      ]}
    >
      <Form<AddValues>
        form={form}
        name="cpeAddDevice"
        layout="vertical"
        onFinish={() => void submit().catch(() => undefined)}
      >
        <Form.Item name="serial" label="终端序列号" {...zodField(DeviceCreateSchema, 'serial')}>
          <Input placeholder="6~32位字母、数字或短横线" maxLength={32} autoFocus />
        </Form.Item>
        <Form.Item
          name="modelId"
          label="终端型号"
          required
          rules={[{ required: true, message: DeviceMessages.MODEL_UNKNOWN }]}
          extra="仅支持运营商提供的网关型号"
        >
          <Select
            placeholder="请选择型号"
            loading={models.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            options={(models.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.vendor} ${m.model}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="name" label="终端名称" {...zodField(DeviceCreateSchema, 'name')}>
          <Input placeholder="如：一号产线网关" maxLength={40} />
        </Form.Item>
        <Form.Item name="imei" label="IMEI" {...zodField(DeviceCreateSchema, 'imei')}>
          <Input placeholder="15位数字，可不填" maxLength={15} inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="msisdn"
          label="绑定卡号（MSISDN）"
          extra="本企业已激活的物联网卡，可不填"
          {...zodField(DeviceCreateSchema, 'msisdn')}
        >
          <Input placeholder="11位卡号" maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="groupId" label="所属分组">
          <Select
            allowClear
            placeholder="不分组"
            loading={groups.isPending}
            options={(groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        </Form.Item>
        <Form.Item name="location" label="安装位置" {...zodField(DeviceCreateSchema, 'location')}>
          <Input placeholder="如：南山一号厂房" maxLength={80} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
