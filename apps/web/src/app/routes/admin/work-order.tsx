import { WorkOrderListPage } from '@/features/work-order/components/work-order-list-page';
import { workOrderText } from '@/features/work-order/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/work-order: 客户工单. */
export function Component() {
  useDocumentTitle(pageTitle(workOrderText.operatorTitle));
  return <WorkOrderListPage side="operator" />;
}
