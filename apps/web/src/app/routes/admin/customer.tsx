import { CustomerAdminPage } from '@/features/customer-admin/components/customer-admin-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/customer: 客户管理. */
export function Component() {
  useDocumentTitle(pageTitle('客户管理'));
  return <CustomerAdminPage />;
}
