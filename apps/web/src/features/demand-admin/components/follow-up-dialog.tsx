import {
  DIALOG_WIDTH,
  MARKET_DEMAND_LIMITS,
  MARKET_DEMAND_NOTE_MAX,
  MarketDemandFollowUpSchema,
  type MarketDemandFollowUpInput,
  type MarketDemandItem,
} from '@pn/shared';
import { Form, Input, Modal } from 'antd';
import { showActionError } from '@/lib/api-errors';
import { parseForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { useFollowUpDemand } from '../api/follow-up-demand';
import { demandAdminText as text } from '../text';
import styles from './demand-admin.module.css';

type FollowUpValues = Required<MarketDemandFollowUpInput>;

const rule = (field: keyof FollowUpValues) => zodField(MarketDemandFollowUpSchema, field);

interface FollowUpDialogProps {
  /** The demand followed up; null when the dialog is closed. */
  demand: MarketDemandItem | null;
  onClose: () => void;
}

/**
 * 跟进: what was done (required) and who takes the demand from here (an account manager's
 * name and mobile number). Each follow-up is kept in the demand's history.
 */
export function FollowUpDialog({ demand, onClose }: FollowUpDialogProps) {
  const [form] = Form.useForm<FollowUpValues>();
  const followUp = useFollowUpDemand();

  const submit = (values: FollowUpValues) => {
    if (!demand || followUp.isPending) return;
    followUp.mutate(
      { id: demand.id, input: parseForm(MarketDemandFollowUpSchema, values) },
      {
        onSuccess: () => {
          toast.success(text.followedUp);
          onClose();
        },
        onError: (error) => showActionError(error),
      },
    );
  };

  return (
    <Modal
      open={demand !== null}
      title={text.followTitle}
      width={DIALOG_WIDTH.advice}
      okText={text.ok}
      cancelText={text.cancel}
      confirmLoading={followUp.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      {demand ? (
        <p className={styles.dialogSubject}>{text.subject(demand.companyName, demand.refNo)}</p>
      ) : null}
      <Form<FollowUpValues> form={form} name="demandFollowUp" layout="vertical" onFinish={submit}>
        <Form.Item name="note" label={text.followNote} {...rule('note')}>
          <Input.TextArea
            placeholder={text.followNotePlaceholder}
            maxLength={MARKET_DEMAND_NOTE_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
        <div className={styles.assigneeRow}>
          <Form.Item name="assigneeName" label={text.assigneeName} {...rule('assigneeName')}>
            <Input
              placeholder={text.assigneeNamePlaceholder}
              maxLength={MARKET_DEMAND_LIMITS.userName}
            />
          </Form.Item>
          <Form.Item name="assigneeTel" label={text.assigneeTel} {...rule('assigneeTel')}>
            <Input
              type="tel"
              inputMode="numeric"
              placeholder={text.assigneeTelPlaceholder}
              maxLength={MARKET_DEMAND_LIMITS.userTel}
            />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
