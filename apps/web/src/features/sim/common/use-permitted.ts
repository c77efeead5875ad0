import { isPermitted } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';

/** Whether the account's menus grant `portalUrl` (links to screens it lacks are not shown). */
export function usePermitted(portalUrl: string): boolean {
  const { data } = useMenus();
  return data ? isPermitted(data.groups, portalUrl) : false;
}
