import { AccountAdminPage } from '@/features/system-admin/components/account-admin-page';
import { accountAdminText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/system/account: the accounts the caller manages. */
export function Component() {
  useDocumentTitle(pageTitle(accountAdminText.title));
  return <AccountAdminPage />;
}
