import { useParams } from 'react-router';
import { ProductEditorPage } from '@/features/catalogue-admin/components/product-editor-page';
import { catalogueText } from '@/features/catalogue-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/product/list/create and /admin/product/list/edit/:id: the product editor. */
export function Component() {
  const { id } = useParams();
  useDocumentTitle(
    pageTitle(id === undefined ? catalogueText.createTitle : catalogueText.editPageTitle),
  );
  return <ProductEditorPage />;
}
