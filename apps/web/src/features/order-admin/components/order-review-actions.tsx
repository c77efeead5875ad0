import type { OrderItem } from '@pn/shared';
import { Button, Grid, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAdminConfirm } from '@/components/admin/admin-table';
import { showActionError } from '@/lib/api-errors';
import { toast } from '@/lib/message';
import { orderAdminText as text } from '../text';
import type { OrderActionMutation } from '../types';
import { reviewActionsOf, type ReviewAction } from '../utils/review';
import { ReasonDialog } from './reason-dialog';

export interface OrderReviewActionsProps {
  order: Pick<OrderItem, 'id' | 'orderNo' | 'status' | 'provisionError'>;
  action: OrderActionMutation;
  /** Link buttons in a table row, or ordinary buttons in the detail's header. */
  layout: 'row' | 'header';
}

/**
 * The review steps open on one order: 受理, 通过 (confirmed first: provisioning starts and
 * cannot be undone), 驳回 (with a required reason) and 重试开通. Each says how it went; a
 * refusal shows the server's reason.
 */
export function OrderReviewActions({ order, action, layout }: OrderReviewActionsProps) {
  const confirm = useAdminConfirm();
  const screens = Grid.useBreakpoint();
  const [rejecting, setRejecting] = useState(false);
  const actions = reviewActionsOf(order);
  if (actions.length === 0) return null;

  const row = layout === 'row';
  // Small in a row, and in the header on a phone, where they share a line with the title.
  const size = row || !screens.sm ? 'small' : 'middle';
  const busy = (a: ReviewAction) =>
    action.isPending && action.variables?.id === order.id && action.variables.action === a;
  const run = (a: ReviewAction, success: string) =>
    action.mutateAsync({ id: order.id, action: a }).then(
      () => toast.success(success),
      (error: unknown) => showActionError(error),
    );

  const buttons: Record<ReviewAction, ReactNode> = {
    accept: (
      <Button
        key="accept"
        type={row ? 'link' : 'default'}
        size={size}
        loading={busy('accept')}
        onClick={() => void run('accept', text.accepted)}
      >
        {text.accept}
      </Button>
    ),
    approve: (
      <Button
        key="approve"
        type={row ? 'link' : 'primary'}
        size={size}
        onClick={() =>
          confirm({
            title: text.approveTitle(order.orderNo),
            content: text.approveContent,
            onConfirm: () => action.mutateAsync({ id: order.id, action: 'approve' }),
            success: text.approved,
          })
        }
      >
        {text.approve}
      </Button>
    ),
    reject: (
      <Button
        key="reject"
        type={row ? 'link' : 'default'}
        size={size}
        danger
        onClick={() => setRejecting(true)}
      >
        {text.reject}
      </Button>
    ),
    retry: (
      <Button
        key="retry"
        type={row ? 'link' : 'primary'}
        size={size}
        loading={busy('retry')}
        onClick={() => void run('retry', text.retried)}
      >
        {text.retry}
      </Button>
    ),
  };

  return (
    <>
      <Space size={row ? 0 : 8} wrap>
        {actions.map((a) => buttons[a])}
      </Space>
      <ReasonDialog
        open={rejecting}
        title={text.rejectTitle(order.orderNo)}
        label={text.rejectLabel}
        placeholder={text.rejectPlaceholder}
        onSubmit={async (reason) => {
          await action.mutateAsync({ id: order.id, action: 'reject', reason });
          toast.success(text.rejected);
        }}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
