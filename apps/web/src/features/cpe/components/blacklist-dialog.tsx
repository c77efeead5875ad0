import { BlacklistParamsSchema } from '@pn/shared';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { parseForm, validateForm, zodField } from '@/lib/form-rules';

interface BlacklistDialogProps {
  open: boolean;
  /** Pre-filled MAC (from a client row). */
  mac?: string;
  /** What the MAC is blocked on: one gateway's name, or "所选终端". */
  target: string;
  onClose: () => void;
  /** Sends blacklistAdd; rejects when the server refused (it said why). */
  onSubmit: (params: { mac: string; remark: string }) => Promise<unknown>;
}

/** 加入黑名单: a MAC (AA:BB:CC:DD:EE:FF) and a remark, checked with the server's schema. */
export function BlacklistDialog({ open, mac, target, onClose, onSubmit }: BlacklistDialogProps) {
  const [form] = Form.useForm<{ mac: string; remark?: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await validateForm(form);
    setSaving(true);
    try {
      await onSubmit(parseForm(BlacklistParamsSchema, values));
      onClose();
    } catch {
      // The runner showed the server's reason; the dialog stays for a correction.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="加入黑名单"
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
          danger
          loading={saving}
          onClick={() => void submit().catch(() => undefined)}
        >
          加入黑名单
        </Button>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        加入后，该MAC地址的终端将无法接入{target}。黑名单以远程指令下发，设备离线时上线后生效。
      </p>
      <Form
        form={form}
        name="cpeBlacklist"
        layout="vertical"
        preserve={false}
        initialValues={{ mac: mac ?? '', remark: '' }}
      >
        <Form.Item name="mac" label="MAC地址" {...zodField(BlacklistParamsSchema, 'mac')}>
          <Input placeholder="AA:BB:CC:DD:EE:FF" maxLength={17} autoComplete="off" />
        </Form.Item>
        <Form.Item name="remark" label="备注" {...zodField(BlacklistParamsSchema, 'remark')}>
          <Input placeholder="如：未授权设备" maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
