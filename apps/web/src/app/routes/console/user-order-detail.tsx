import { MyOrderDetailPage } from '@/features/order/components/my-order-detail-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 用户中心 › 我的订单: 订单详情. */
export function Component() {
  useDocumentTitle(pageTitle('订单详情'));
  return <MyOrderDetailPage />;
}
