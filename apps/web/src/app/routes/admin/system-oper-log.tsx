import { OperLogPage } from '@/features/system-admin/components/oper-log-page';
import { operLogText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/system/oper-log: the operation log of the caller's scope. */
export function Component() {
  useDocumentTitle(pageTitle(operLogText.title));
  return <OperLogPage />;
}
