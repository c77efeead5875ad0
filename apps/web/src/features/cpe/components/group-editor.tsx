import { DeviceGroupFormSchema, DeviceMessages, DEVICE_LIMITS } from '@pn/shared';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';

export interface GroupValues {
  name: string;
  description: string;
}

/** A group as the editor shows it. */
interface EditedGroup {
  id: number;
  name: string;
  description: string;
}

interface GroupEditorProps<G extends EditedGroup> {
  /** 'new', the group to edit, or null (closed). */
  target: 'new' | G | null;
  onClose: () => void;
  /** Saves the checked values: a new group (id null) or the edited one. */
  save: (body: GroupValues, id: number | null) => Promise<unknown>;
  /** The form's name: it prefixes the field ids. */
  formName: string;
  /** An example name. */
  placeholder: string;
}

/**
 * 新建分组 / 编辑分组 of the 5G 快线 console (terminal groups, 小微分组): name and description,
 * checked with the server's schema.
 */
export function GroupEditor<G extends EditedGroup>({
  target,
  onClose,
  save,
  formName,
  placeholder,
}: GroupEditorProps<G>) {
  const [form] = Form.useForm<GroupValues>();
  const [saving, setSaving] = useState(false);
  const editing = target !== null && target !== 'new' ? target : null;

  const submit = async () => {
    const values = parseForm(DeviceGroupFormSchema, await validateForm(form));
    setSaving(true);
    try {
      await save(values, editing ? editing.id : null);
      toast.success(DeviceMessages.SAVED);
      onClose();
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? '编辑分组' : '新建分组'}
      width={520}
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
      <Form<GroupValues>
        form={form}
        name={formName}
        layout="vertical"
        preserve={false}
        initialValues={{ name: editing?.name ?? '', description: editing?.description ?? '' }}
      >
        <Form.Item name="name" label="分组名称" {...zodField(DeviceGroupFormSchema, 'name')}>
          <Input maxLength={DEVICE_LIMITS.groupNameMax} placeholder={placeholder} autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label="描述"
          {...zodField(DeviceGroupFormSchema, 'description')}
        >
          <Input.TextArea
            maxLength={DEVICE_LIMITS.descriptionMax}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
