import { ProductListPage } from '@/features/catalogue-admin/components/product-list-page';
import { catalogueText } from '@/features/catalogue-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/product/list: 产品列表. */
export function Component() {
  useDocumentTitle(pageTitle(catalogueText.listTitle));
  return <ProductListPage />;
}
