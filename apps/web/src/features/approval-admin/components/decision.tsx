import { DIALOG_WIDTH, RejectionSchema, type ApplicationItem } from '@pn/shared';
import { Badge, Button, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { showActionError } from '@/lib/api-errors';
import { validateForm, zodField } from '@/lib/form-rules';
import { toast } from '@/lib/message';
import { levelLabels } from '@/locales/zh-CN/account';
import { useDecideApplication } from '../api/applications';
import { approvalText as text, APPROVAL_STATUS_LABELS } from '../text';
import styles from './export-approval.module.css';

export const STATUS_BADGE: Record<number, 'warning' | 'success' | 'error'> = {
  0: 'warning',
  1: 'success',
  2: 'error',
};

export function StatusBadge({ status }: { status: number }) {
  return <Badge status={STATUS_BADGE[status] ?? 'default'} text={APPROVAL_STATUS_LABELS[status]} />;
}

/** 管理员级别 for an administrator's application, 企业客户 / 运营人员 otherwise. */
export const levelOf = (adminType: number | null) =>
  adminType === null ? '企业用户' : (levelLabels[adminType] ?? '-');

const nameOf = (a: Pick<ApplicationItem, 'realName' | 'loginAccount'>) =>
  a.realName || a.loginAccount;

/** Approve (after a confirm) and reject (with a required reason) one application. */
export function useDecisionActions() {
  const confirm = useAdminConfirm();
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<ApplicationItem | null>(null);
  const [form] = Form.useForm<{ remark: string }>();

  const approve = (item: ApplicationItem, after?: () => void) =>
    confirm({
      title: text.approveTitle,
      content: text.approveContent(nameOf(item)),
      onConfirm: async () => {
        await decide.mutateAsync({ id: item.id, approve: true });
        after?.();
      },
      success: text.approved,
    });

  const submitRejection = async () => {
    if (!rejecting) return;
    let remark: string;
    try {
      remark = RejectionSchema.parse(await validateForm(form)).remark;
    } catch {
      return; // The form says what is missing.
    }
    try {
      await decide.mutateAsync({ id: rejecting.id, approve: false, remark });
      toast.success(text.rejected);
      setRejecting(null);
    } catch (error) {
      showActionError(error);
    }
  };

  const rejectDialog = (
    <Modal
      open={rejecting !== null}
      title={text.rejectTitle}
      width={DIALOG_WIDTH.confirm}
      okText={text.confirmReject}
      cancelText={text.cancel}
      okButtonProps={{ danger: true, loading: decide.isPending }}
      onOk={() => void submitRejection()}
      onCancel={() => setRejecting(null)}
      destroyOnHidden
    >
      <p>{rejecting ? text.rejectIntro(nameOf(rejecting)) : null}</p>
      <Form form={form} layout="vertical" name="rejectApplication" preserve={false}>
        <Form.Item name="remark" label={text.rejectReason} {...zodField(RejectionSchema, 'remark')}>
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            placeholder={text.rejectPlaceholder}
            autoFocus
          />
        </Form.Item>
      </Form>
    </Modal>
  );

  return { approve, reject: setRejecting, rejectDialog };
}

/** The decision buttons of a pending application, or why this caller cannot decide it. */
export function DecisionButtons({
  item,
  onApprove,
  onReject,
}: {
  item: ApplicationItem;
  onApprove: () => void;
  onReject: () => void;
}) {
  if (item.status !== 0) return null;
  if (!item.decidable) {
    return (
      <Tooltip title={text.higherLevel}>
        <Typography.Text type="secondary" className={styles.hint}>
          {text.higherLevel}
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <>
      <Button type="link" size="small" onClick={onApprove}>
        {text.approve}
      </Button>
      <Button type="link" size="small" danger onClick={onReject}>
        {text.reject}
      </Button>
    </>
  );
}
