import { B1Page } from '@/features/network-overview/components/b1-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 优享专网 (/control/B1). */
export function Component() {
  useDocumentTitle(pageTitle('优享专网'));
  return <B1Page />;
}
