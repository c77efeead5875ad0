import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton } from 'antd';
import { Link, useLocation } from 'react-router';
import { adminListStyles } from '@/components/admin/admin-list-parts';
import { errorMessageOf } from '@/lib/api-errors';
import { orderAdminText as text } from '../text';
import type { OrderActionMutation, OrderDetailState, OrderParts } from '../types';
import { backLinkOf } from '../utils/links';
import styles from './order-admin.module.css';
import { OrderReviewActions } from './order-review-actions';

export interface OrderReviewDetailProps {
  /** Whether the address names an order at all (a malformed id never loads). */
  validId: boolean;
  /** The order (useOrder, which polls while it is being provisioned). */
  order: OrderDetailState;
  /** useOrderAction. */
  action: OrderActionMutation;
  parts: Pick<OrderParts, 'OrderDetailView'>;
}

/**
 * 订单详情 of the back office: everything about one order with its customer, the review
 * steps open on it in the header, and the way back to the list it was opened from. While
 * the order is being provisioned the page follows it until it is active.
 */
export function OrderReviewDetail({
  validId,
  order,
  action,
  parts: { OrderDetailView },
}: OrderReviewDetailProps) {
  const { state } = useLocation();
  const back = backLinkOf(state);

  let body;
  if (!validId) {
    body = <Alert type="error" showIcon role="alert" title={text.notFound} />;
  } else if (order.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={errorMessageOf(order.error, text.notFound)}
        action={
          <Button size="small" onClick={() => void order.refetch()}>
            {text.retryLoad}
          </Button>
        }
      />
    );
  } else if (!order.data) {
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else {
    body = (
      <OrderDetailView
        detail={order.data}
        showCustomer
        actions={<OrderReviewActions order={order.data} action={action} layout="header" />}
      />
    );
  }

  return (
    <div className={adminListStyles.page}>
      <Link to={back.href} className={styles.back}>
        <ArrowLeftOutlined aria-hidden />
        {back.label}
      </Link>
      {body}
    </div>
  );
}
