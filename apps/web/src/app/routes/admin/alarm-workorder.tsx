import { OpsWorkOrderPage } from '@/features/alarm-admin/components/ops-work-order-page';
import { alarmText } from '@/features/alarm-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/alarm/workorder: 运维工单 with its statistics. */
export function Component() {
  useDocumentTitle(pageTitle(alarmText.woPageTitle));
  return <OpsWorkOrderPage />;
}
