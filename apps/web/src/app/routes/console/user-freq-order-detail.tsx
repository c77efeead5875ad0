import { FreqOrderDetailPage } from '@/features/order/components/my-order-detail-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 用户中心 › 我的订单: 账期明细. */
export function Component() {
  useDocumentTitle(pageTitle('账期明细'));
  return <FreqOrderDetailPage />;
}
