import { IndustryAdminPage } from '@/features/industry-admin/components/industry-admin-page';
import { industryAdminText } from '@/features/industry-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/content/industry: industries and their application scenes. */
export function Component() {
  useDocumentTitle(pageTitle(industryAdminText.title));
  return <IndustryAdminPage />;
}
