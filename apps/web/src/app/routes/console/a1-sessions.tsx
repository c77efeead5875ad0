import { SessionsPage } from '@/features/acceleration/components/sessions-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 业务加速: the acceleration sessions. */
export function Component() {
  useDocumentTitle(pageTitle('业务加速'));
  return <SessionsPage />;
}
