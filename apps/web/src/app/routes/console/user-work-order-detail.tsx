import { WorkOrderDetailPage } from '@/features/work-order/components/work-order-detail-page';
import { workOrderText } from '@/features/work-order/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/workOrder/detail/:id: one work order and its thread. */
export function Component() {
  useDocumentTitle(pageTitle(workOrderText.detailTitle));
  return <WorkOrderDetailPage side="customer" />;
}
