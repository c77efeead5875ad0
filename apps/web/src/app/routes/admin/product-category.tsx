import { CategoryAdminPage } from '@/features/catalogue-admin/components/category-admin-page';
import { catalogueText } from '@/features/catalogue-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/product/category: 产品类目. */
export function Component() {
  useDocumentTitle(pageTitle(catalogueText.categoryTitle));
  return <CategoryAdminPage />;
}
