import { useParams } from 'react-router';
import { useOrder, useOrderAction } from '@/features/order/api/orders';
import { OrderDetailView } from '@/features/order/components/order-parts';
import { OrderReviewDetail } from '@/features/order-admin/components/order-review-detail';
import { orderAdminText } from '@/features/order-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

const PARTS = { OrderDetailView };

/** /admin/order/list/detail/:id: one order for operator staff, with its review steps. */
export function Component() {
  useDocumentTitle(pageTitle(orderAdminText.detailTitle));
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const order = useOrder(validId ? id : 0);
  const action = useOrderAction();
  return <OrderReviewDetail validId={validId} order={order} action={action} parts={PARTS} />;
}
