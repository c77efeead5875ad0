import type { MenuAdminItem } from '@pn/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { refreshMenus } from '@/lib/permissions';

/** The key of the whole menu catalogue: menu changes invalidate it. */
export const SYSTEM_MENUS_KEY = ['admin', 'system', 'menus'] as const;

/**
 * GET sm/system/menus: every menu entry and action, flat (hidden ones and province
 * exclusions included), in menu order; the tree is built by parentId.
 */
export function getSystemMenus(signal?: AbortSignal) {
  return authApi.get<MenuAdminItem[]>('sm/system/menus', undefined, { signal });
}

export const systemMenusQueryOptions = () =>
  queryOptions({
    queryKey: SYSTEM_MENUS_KEY,
    queryFn: ({ signal }) => getSystemMenus(signal),
  });

export function useSystemMenus() {
  return useQuery(systemMenusQueryOptions());
}

/**
 * After a menu or role change: the catalogue, and the editor's own menus (its side menu
 * shows a renamed, hidden or newly granted entry without a new login).
 */
export async function menusChanged(queryClient: QueryClient, ...keys: (readonly string[])[]) {
  refreshMenus();
  await Promise.all(
    [SYSTEM_MENUS_KEY, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
