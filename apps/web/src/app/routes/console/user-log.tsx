import { OperLogPage } from '@/features/system-admin/components/oper-log-page';
import { operLogText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/log: the operation log of the enterprise's own accounts. */
export function Component() {
  useDocumentTitle(pageTitle(operLogText.title));
  return <OperLogPage intro={operLogText.customerIntro} />;
}
