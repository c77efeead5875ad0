import { RolePage } from '@/features/user-centre/components/role-page';
import { roleText } from '@/features/user-centre/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /control/user/role: 角色管理. */
export function Component() {
  useDocumentTitle(pageTitle(roleText.title));
  return <RolePage />;
}
