import { RoleAdminPage } from '@/features/system-admin/components/role-admin-page';
import { roleAdminText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/system/role: the platform roles and what they grant. */
export function Component() {
  useDocumentTitle(pageTitle(roleAdminText.title));
  return <RoleAdminPage />;
}
