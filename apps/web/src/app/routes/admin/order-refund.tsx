import { useRefunds, useReviewRefund } from '@/features/order/api/orders';
import { Money, RefundStatusTag } from '@/features/order/components/order-parts';
import {
  RefundAdminPage,
  useRefundAdminList,
} from '@/features/order-admin/components/refund-admin-page';
import { orderAdminText } from '@/features/order-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

const PARTS = { RefundStatusTag, Money };

/** /admin/order/refund: 退款管理. */
export function Component() {
  useDocumentTitle(pageTitle(orderAdminText.refundTitle));
  const review = useRefundAdminList();
  const refunds = useRefunds(review.listQuery.query);
  const decide = useReviewRefund();
  return <RefundAdminPage review={review} refunds={refunds} decide={decide} parts={PARTS} />;
}
