import { PropsAdminPage } from '@/features/catalogue-admin/components/props-admin-page';
import { catalogueText } from '@/features/catalogue-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/product/props: 产品属性. */
export function Component() {
  useDocumentTitle(pageTitle(catalogueText.propsTitle));
  return <PropsAdminPage />;
}
