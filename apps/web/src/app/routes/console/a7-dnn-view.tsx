import { DnnViewPage } from '@/features/network-overview/components/dnn-view-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 专线: the DNNs carrying private lines (/control/A7/dnnView). */
export function Component() {
  useDocumentTitle(pageTitle('专线'));
  return <DnnViewPage />;
}
