import {
  DIALOG_WIDTH,
  MARKET_DEMAND_NOTE_MAX,
  MarketDemandCloseSchema,
  type MarketDemandItem,
} from '@pn/shared';
import { Form, Input, Modal } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useCloseDemand } from '../api/close-demand';
import { demandAdminText as text } from '../text';
import styles from './demand-admin.module.css';

interface CloseValues {
  note: string;
}

interface CloseDialogProps {
  /** The demand to close; null when the dialog is closed. */
  demand: MarketDemandItem | null;
  onClose: () => void;
}

/** 关闭: the confirm dialog (464 px) of closing a demand, with an optional note. */
export function CloseDialog({ demand, onClose }: CloseDialogProps) {
  const [form] = Form.useForm<CloseValues>();
  const close = useCloseDemand();

  const submit = (values: CloseValues) => {
    if (!demand || close.isPending) return;
    const { note } = parseForm(MarketDemandCloseSchema, values);
    close.mutate(
      { id: demand.id, note },
      {
        onSuccess: () => {
          toast.success(text.closed);
          onClose();
        },
        onError: (error) => showActionError(error),
      },
    );
  };

  return (
    <Modal
      open={demand !== null}
      title={text.closeTitle}
      width={DIALOG_WIDTH.confirm}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={close.isPending}
      destroyOnHidden
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {demand ? (
        <p className={styles.dialogSubject}>{text.closeContent(demand.companyName)}</p>
      ) : null}
      <Form<CloseValues>
        form={form}
        name="demandClose"
        layout="vertical"
        initialValues={{ note: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="note"
          label={text.closeNote}
          {...zodField(MarketDemandCloseSchema, 'note')}
        >
          <Input.TextArea
            placeholder={text.closeNotePlaceholder}
            maxLength={MARKET_DEMAND_NOTE_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
