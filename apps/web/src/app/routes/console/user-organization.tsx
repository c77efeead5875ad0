import { OrganizationPage } from '@/features/user-centre/components/organization-page';
import { orgText } from '@/features/user-centre/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/organization: 组织管理. */
export function Component() {
  useDocumentTitle(pageTitle(orgText.title));
  return <OrganizationPage />;
}
