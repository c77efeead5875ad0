import { useAreaPath } from '@/components/read-only/read-only';
import { isPermitted } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';

/**
 * Whether the account's menus grant the console screen `portalUrl`, as it is in the current
 * area (the visitor console mirrors it under /tourist). Links to screens it lacks are not shown.
 */
export function usePermitted(portalUrl: string): boolean {
  const { data } = useMenus();
  const inArea = useAreaPath();
  return data ? isPermitted(data.groups, inArea(portalUrl)) : false;
}
