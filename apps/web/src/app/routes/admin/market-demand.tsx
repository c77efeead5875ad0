import { DemandAdminPage } from '@/features/demand-admin/components/demand-admin-page';
import { demandAdminText } from '@/features/demand-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/market-demand: the market demands left on the portal. */
export function Component() {
  useDocumentTitle(pageTitle(demandAdminText.title));
  return <DemandAdminPage />;
}
