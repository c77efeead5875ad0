import { SubAccountPage } from '@/features/user-centre/components/sub-account-page';
import { subAccountText } from '@/features/user-centre/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/subAccount: 子账号管理. */
export function Component() {
  useDocumentTitle(pageTitle(subAccountText.title));
  return <SubAccountPage />;
}
