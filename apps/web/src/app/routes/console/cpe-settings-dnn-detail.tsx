import { CpeDnnDetailPage } from '@/features/cpe-settings/components/cpe-dnn-detail-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G快线 › DNN管理 › DNN详情. */
export function Component() {
  useDocumentTitle(pageTitle('DNN详情'));
  return <CpeDnnDetailPage />;
}
