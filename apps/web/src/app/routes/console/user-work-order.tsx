import { WorkOrderListPage } from '@/features/work-order/components/work-order-list-page';
import { workOrderText } from '@/features/work-order/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/workOrder/list: 工单管理. */
export function Component() {
  useDocumentTitle(pageTitle(workOrderText.customerTitle));
  return <WorkOrderListPage side="customer" />;
}
