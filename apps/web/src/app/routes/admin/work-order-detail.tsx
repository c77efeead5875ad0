import { WorkOrderDetailPage } from '@/features/work-order/components/work-order-detail-page';
import { workOrderText } from '@/features/work-order/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/work-order/detail/:id: one customer work order, answered by operator staff. */
export function Component() {
  useDocumentTitle(pageTitle(workOrderText.detailTitle));
  return <WorkOrderDetailPage side="operator" />;
}
