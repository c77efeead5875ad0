import { MenuAdminPage } from '@/features/system-admin/components/menu-admin-page';
import { menuAdminText } from '@/features/system-admin/text';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { isKnownScreen } from '@/lib/known-screens';

/**
 * /admin/system/menu: the menu tree. Entries are checked against the screen registry the
 * router registered (the same test the side menu uses to grey out an entry).
 */
export function Component() {
  useDocumentTitle(pageTitle(menuAdminText.title));
  return <MenuAdminPage known={isKnownScreen} />;
}
