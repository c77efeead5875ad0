import {
  DEVICE_LIMITS,
  DeviceGroupFormSchema,
  DeviceMessages,
  type DeviceGroupFormInput,
} from '@pn/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';

const rules = {
  name: zodField(DeviceGroupFormSchema, 'name'),
  description: zodField(DeviceGroupFormSchema, 'description'),
};

interface NameDescriptionModalProps {
  /** What is edited, e.g. 卡组. */
  noun: string;
  /** 'new', the record being edited, or undefined when closed. */
  editing: 'new' | { name: string; description: string } | undefined;
  save: (body: DeviceGroupFormInput) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
}

/** Create or rename a card group: its name and description (DeviceGroupFormSchema). */
export function NameDescriptionModal({
  noun,
  editing,
  save,
  saving,
  onClose,
}: NameDescriptionModalProps) {
  const [form] = Form.useForm<DeviceGroupFormInput>();
  const open = editing !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(editing);
  }, [open, editing, form]);

  const submit = async () => {
    const values = await validateForm(form).catch(() => null);
    if (!values) return;
    try {
      await save(parseForm(DeviceGroupFormSchema, values));
      toast.success(DeviceMessages.SAVED);
      onClose();
    } catch (error) {
      showActionError(error, '保存失败，请稍后再试');
    }
  };

  return (
    <Modal
      open={open}
      title={editing === 'new' ? `新建${noun}` : `编辑${noun}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="cpe-name-description"
        onFinish={() => void submit()}
      >
        <Form.Item
          name="name"
          label={`${noun}名称`}
          rules={rules.name.rules}
          required={rules.name.required}
        >
          <Input
            placeholder={`请输入${noun}名称`}
            maxLength={DEVICE_LIMITS.groupNameMax}
            showCount
          />
        </Form.Item>
        <Form.Item name="description" label="描述" rules={rules.description.rules}>
          <Input.TextArea
            placeholder="选填"
            maxLength={DEVICE_LIMITS.descriptionMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
