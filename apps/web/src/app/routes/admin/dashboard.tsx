import { AdminWorkplacePage } from '@/features/admin-workplace/components/admin-workplace-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { isKnownScreen } from '@/lib/known-screens';
import { consoleText } from '@/locales/zh-CN/common';

/** /admin: the back office's 工作台. */
export function Component() {
  useDocumentTitle(pageTitle(consoleText.adminTitle));
  return <AdminWorkplacePage known={isKnownScreen} />;
}
