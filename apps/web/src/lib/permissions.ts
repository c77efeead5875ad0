import type { MenuNode } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, onForbidden } from './api-client';
import { hasCpePanel, menuGroupsOf } from './menu-tree';
import { queryClient } from './query-client';
import { getToken, StorageKey, useSession } from './session';
import { storage } from './storage';

const PRODUCT_MENU_PATH = 'user/account/productMenu';

/** The menus of the logged-in account: the top groups and every menu/action id it holds. */
export interface AccountMenus {
  groups: MenuNode[];
  permissions: string[];
}

interface ProductMenuResult {
  productMenuList?: { menuNodeList?: { childMenuList?: MenuNode[] }[] }[];
  permissions?: string[];
}

export async function getProductMenu(signal?: AbortSignal): Promise<AccountMenus> {
  const result = await authApi.get<ProductMenuResult>(PRODUCT_MENU_PATH, undefined, { signal });
  return { groups: menuGroupsOf(result ?? {}), permissions: result?.permissions ?? [] };
}

const MENUS_KEY = ['identity', 'menus'] as const;

/** One entry per token: a new login loads its own menus. */
export const menusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...MENUS_KEY, token],
    queryFn: ({ signal }) => getProductMenu(signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** Raised instead of calling the server when nobody is logged in. */
export class NotLoggedInError extends Error {
  override readonly name = 'NotLoggedInError';
}

/**
 * The account's menus, loaded once per login (spec §4: the permission routes are loaded
 * once, after the menu call succeeds). Stores the is5GCPE flag.
 */
export async function ensureMenus(): Promise<AccountMenus> {
  const token = getToken();
  if (!token) throw new NotLoggedInError('not logged in');
  const menus = await queryClient.fetchQuery(menusQueryOptions(token));
  storage.set(StorageKey.IS_5G_CPE, String(hasCpePanel(menus.groups)));
  return menus;
}

/** The menus if already loaded for the current token. */
export function loadedMenus(): AccountMenus | undefined {
  const token = getToken();
  return token ? queryClient.getQueryData(menusQueryOptions(token).queryKey) : undefined;
}

/** Spec §4: visiting login marks the permission routes as needing a reload. */
export function markMenusStale(): void {
  queryClient.removeQueries({ queryKey: MENUS_KEY });
}

/**
 * Refreshes the loaded menus in the background: an administrator may have changed the
 * account's roles while it is logged in, and its menus follow without a new login.
 */
export function refreshMenus(): void {
  void queryClient.invalidateQueries({ queryKey: MENUS_KEY });
}

// A refusal may mean a role was taken away: the menus catch up at once.
onForbidden(refreshMenus);

/** How often an open console checks its menus when nothing else prompts it. */
const MENUS_REFRESH_MS = 5 * 60_000;

/**
 * The current account's menus for components (shares the cache with ensureMenus). They
 * are checked again when the window regains focus, every few minutes, and after any
 * refusal, so the shell follows permission changes made elsewhere.
 */
export function useMenus() {
  const token = useSession((s) => s.loginInfo?.token ?? '');
  return useQuery({
    ...menusQueryOptions(token),
    enabled: token !== '',
    refetchOnWindowFocus: 'always',
    refetchInterval: MENUS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
