import { SmsOutboxPage } from '@/features/system-admin/components/sms-outbox-page';
import { smsOutboxText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/system/sms-outbox: every text message the platform sent. */
export function Component() {
  useDocumentTitle(pageTitle(smsOutboxText.title));
  return <SmsOutboxPage />;
}
