import { useOrderAction, useOrders } from '@/features/order/api/orders';
import { Money, OrderStatusTag } from '@/features/order/components/order-parts';
import {
  OrderReviewPage,
  useOrderReviewList,
} from '@/features/order-admin/components/order-review-page';
import { orderAdminText } from '@/features/order-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

const PARTS = { OrderStatusTag, Money };

/**
 * /admin/order/list: 订单审核. The order flow's hooks and display pieces meet the back
 * office's screen here (a feature never imports another feature).
 */
export function Component() {
  useDocumentTitle(pageTitle(orderAdminText.reviewTitle));
  const review = useOrderReviewList();
  const orders = useOrders(review.listQuery.query);
  const action = useOrderAction();
  return <OrderReviewPage review={review} orders={orders} action={action} parts={PARTS} />;
}
