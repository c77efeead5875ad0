import { useCallback } from 'react';
import { isPermitted } from '@/lib/menu-tree';
import { useMenus } from '@/lib/permissions';
import { useAreaPath } from './read-only';

/**
 * Whether the account's menus grant a console screen, as it is in the current area (the
 * visitor console mirrors it under /tourist): links to screens it lacks are not shown.
 * False until the menus have loaded.
 */
export function useHeldScreens(): (portalUrl: string) => boolean {
  const { data } = useMenus();
  const inArea = useAreaPath();
  return useCallback(
    (portalUrl: string) => (data ? isPermitted(data.groups, inArea(portalUrl)) : false),
    [data, inArea],
  );
}

/** Whether the account's menus grant the console screen `portalUrl` (see useHeldScreens). */
export function usePermitted(portalUrl: string): boolean {
  return useHeldScreens()(portalUrl);
}
