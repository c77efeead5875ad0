import { SxBoundPage } from '@/features/multi-sim/components/sx-bound-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G多卡 › 设备绑定. */
export function Component() {
  useDocumentTitle(pageTitle('设备绑定'));
  return <SxBoundPage />;
}
