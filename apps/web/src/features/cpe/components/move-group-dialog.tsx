import { DeviceMessages } from '@pn/shared';
import { Button, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { validateForm } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { cpeApi } from '../api/cpe-api';
import { useCpeGroupOptions, useCpeMutation } from '../api/queries';

/** The choice that takes gateways out of any group. */
const NO_GROUP = 0;

interface MoveGroupDialogProps {
  deviceIds: number[] | null;
  onClose: () => void;
  onMoved: () => void;
}

/** 调整分组 of the selected gateways (or out of any group). */
export function MoveGroupDialog({ deviceIds, onClose, onMoved }: MoveGroupDialogProps) {
  const [form] = Form.useForm<{ groupId?: number }>();
  const groups = useCpeGroupOptions();
  const move = useCpeMutation(cpeApi.moveToGroup);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const { groupId } = await validateForm(form);
    if (!deviceIds?.length) return;
    setSaving(true);
    try {
      const { moved } = await move.mutateAsync({
        deviceIds,
        groupId: groupId === NO_GROUP || groupId === undefined ? null : groupId,
      });
      toast.success(`${DeviceMessages.MOVED}（${moved} 台）`);
      onMoved();
    } catch (error) {
      showActionError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={deviceIds !== null}
      title="调整分组"
      width={464}
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
      <p style={{ marginTop: 0 }}>将已选择的 {deviceIds?.length ?? 0} 台终端移入：</p>
      <Form form={form} name="cpeMoveGroup" layout="vertical">
        <Form.Item
          name="groupId"
          label="目标分组"
          rules={[{ required: true, message: '请选择目标分组' }]}
        >
          <Select
            placeholder="请选择分组"
            loading={groups.isPending}
            options={[
              { value: NO_GROUP, label: '移出分组（不分组）' },
              ...(groups.data?.data ?? []).map((g) => ({
                value: g.id,
                label: `${g.name}（${g.devices} 台）`,
              })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
