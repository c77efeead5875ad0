import { CpeDnnListPage } from '@/features/cpe-settings/components/cpe-dnn-list-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G快线 › DNN管理. */
export function Component() {
  useDocumentTitle(pageTitle('DNN管理'));
  return <CpeDnnListPage />;
}
