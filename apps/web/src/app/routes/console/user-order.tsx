import { MyOrdersPage } from '@/features/order/components/my-orders-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 用户中心 › 我的订单: 我的订单. */
export function Component() {
  useDocumentTitle(pageTitle('我的订单'));
  return <MyOrdersPage />;
}
