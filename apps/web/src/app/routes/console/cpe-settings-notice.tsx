import { NoticePage } from '@/features/cpe-settings/components/notice-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G快线 › 通知管理. */
export function Component() {
  useDocumentTitle(pageTitle('通知管理'));
  return <NoticePage />;
}
