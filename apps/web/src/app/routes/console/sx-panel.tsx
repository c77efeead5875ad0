import { SxPanelPage } from '@/features/multi-sim/components/sx-panel-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G多卡 › 业务总览. */
export function Component() {
  useDocumentTitle(pageTitle('5G多卡业务总览'));
  return <SxPanelPage />;
}
