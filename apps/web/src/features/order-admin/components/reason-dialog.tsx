import { OrderRejectSchema } from '@pn/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { orderAdminText as text } from '../text';

interface ReasonValues {
  reason: string;
}

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  placeholder: string;
  /** Sends the reason; the dialog closes once it has gone through, and stays open on failure. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A rejection with its reason (required, at most 200 characters, the server's own rule):
 * the reason box takes the focus, Ctrl+Enter or 确定 sends it, Esc or 取消 closes. Each
 * opening starts empty.
 */
export function ReasonDialog({
  open,
  title,
  label,
  placeholder,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [form] = Form.useForm<ReasonValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const { reason } = await validateForm(form);
    setSending(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (error) {
      showActionError(error);
    } finally {
      setSending(false);
    }
  };
  const send = () => void submit().catch(() => undefined);

  return (
    <Modal
      open={open}
      title={title}
      okText={text.ok}
      cancelText={text.cancel}
      okButtonProps={{ danger: true }}
      confirmLoading={sending}
      onOk={send}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReasonValues> form={form} layout="vertical" name="rejectReason" clearOnDestroy>
        <Form.Item name="reason" label={label} {...zodField(OrderRejectSchema, 'reason')}>
          <Input.TextArea
            autoFocus
            maxLength={200}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={placeholder}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
