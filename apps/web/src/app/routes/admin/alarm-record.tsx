import { AlarmRecordPage } from '@/features/alarm-admin/components/alarm-record-page';
import { alarmText } from '@/features/alarm-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/alarm/record: 告警记录. */
export function Component() {
  useDocumentTitle(pageTitle(alarmText.recordTitle));
  return <AlarmRecordPage />;
}
