import { OpsWorkOrderDetailPage } from '@/features/alarm-admin/components/ops-work-order-detail-page';
import { alarmText } from '@/features/alarm-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/alarm/workorder/detail/:id: one operator work order and its trail. */
export function Component() {
  useDocumentTitle(pageTitle(alarmText.woDetailTitle));
  return <OpsWorkOrderDetailPage />;
}
