import { IpRulesPage } from '@/features/cpe-settings/components/ip-rules-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G快线 › IP访问控制. */
export function Component() {
  useDocumentTitle(pageTitle('IP访问控制'));
  return <IpRulesPage />;
}
