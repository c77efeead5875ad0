import { CardGroupPage } from '@/features/cpe-settings/components/card-group-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G快线 › 卡组管理. */
export function Component() {
  useDocumentTitle(pageTitle('卡组管理'));
  return <CardGroupPage />;
}
