import { LoginLogPage } from '@/features/system-admin/components/login-log-page';
import { loginLogText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/system/login-log: the login attempts on accounts of the caller's scope. */
export function Component() {
  useDocumentTitle(pageTitle(loginLogText.title));
  return <LoginLogPage />;
}
