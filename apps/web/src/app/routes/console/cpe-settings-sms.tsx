import { SmsLogPage } from '@/features/cpe-settings/components/sms-log-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G快线 › 短信发送记录. */
export function Component() {
  useDocumentTitle(pageTitle('短信发送记录'));
  return <SmsLogPage />;
}
