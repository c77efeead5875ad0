import {
  data,
  redirect,
  type LoaderFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import {
  areaOfPath,
  findNode,
  firstPermittedPath,
  firstScreenOf,
  isPermitted,
  planMenuRoutes,
  type Crumb,
  type KnownScreen,
  type MenuArea,
  type MenuRoute,
} from '@/lib/menu-tree';
import { ensureMenus, type AccountMenus } from '@/lib/permissions';
import type { RouteHandle } from '@/lib/route-handle';
import { getToken } from '@/lib/session';

/** Ids of the routes menu screens are registered under, one per area. */
export const AREA_PAGES_ROUTE_ID: Readonly<Record<MenuArea, string>> = {
  console: 'console-pages',
  tourist: 'tourist-pages',
  admin: 'admin-pages',
};

const AREAS = Object.keys(AREA_PAGES_ROUTE_ID) as MenuArea[];

type LazyModule = NonNullable<Extract<RouteObject, { index?: false }>['lazy']>;
/** portalUrl → lazy route module. */
export type ScreenRegistry = Readonly<Record<string, LazyModule>>;

/** A sub-page of a menu screen (see SCREEN_CHILDREN in routes/screens.ts). */
export interface ScreenChildRoute {
  path: string;
  title: string;
  lazy: LazyModule;
}
/** Parent portalUrl → its sub-pages. */
export type ScreenChildRegistry = Readonly<Record<string, readonly ScreenChildRoute[]>>;

const noop = () => {};

/** The menus when someone is logged in and they load; null otherwise (the area guard decides then). */
async function currentMenus(): Promise<AccountMenus | null> {
  if (!getToken()) return null;
  return ensureMenus().catch(() => null);
}

/** Stops a screen left registered by an earlier login whose menus are not the current one's. */
export function requireMenu(portalUrl: string): LoaderFunction {
  return async () => {
    const menus = await currentMenus();
    if (menus && !isPermitted(menus.groups, portalUrl)) throw data(null, { status: 404 });
    return null;
  };
}

/** A menu folder without a screen of its own leads to its first screen. */
function redirectToFirstScreen(portalUrl: string, known: KnownScreen): LoaderFunction {
  return async () => {
    const menus = await currentMenus();
    if (!menus) return null;
    const node = findNode(menus.groups, portalUrl);
    const first = node ? firstScreenOf(node, known) : null;
    if (first && first !== portalUrl) throw redirect(first);
    throw data(null, { status: 404 });
  };
}

/** /control/root: the first permitted menu's route, or /403 when there is none (spec §2). */
export function createControlRootLoader(known: KnownScreen): LoaderFunction {
  return async () => {
    const menus = await currentMenus();
    if (!menus) return null;
    throw redirect(firstPermittedPath(menus.groups, 'console', known) ?? paths.forbidden);
  };
}

/** The route object registered for one planned menu route. */
export function menuRouteObject(
  route: MenuRoute,
  registry: ScreenRegistry,
  known: KnownScreen,
): RouteObject {
  const id = `menu:${route.portalUrl}`;
  const handle: RouteHandle = { crumbs: route.crumbs, hasLogin: true };
  if (route.kind === 'redirect') {
    return {
      id,
      path: route.portalUrl,
      loader: redirectToFirstScreen(route.portalUrl, known),
      handle,
    };
  }
  const lazy = registry[route.portalUrl];
  const loader = requireMenu(route.portalUrl);
  return route.index
    ? { id, index: true, loader, lazy, handle }
    : { id, path: route.portalUrl, loader, lazy, handle };
}

/**
 * The routes of a menu screen's sub-pages: siblings of the screen (so they render in the
 * area's frame, not inside the screen), each guarded by the screen's own menu permission,
 * with the breadcrumb screen › (sub-pages whose path prefixes this one) › sub-page.
 */
export function screenChildRoutes(route: MenuRoute, children: ScreenChildRegistry): RouteObject[] {
  const subPages = route.kind === 'screen' ? (children[route.portalUrl] ?? []) : [];
  if (!subPages.length) return [];
  const parentCrumbs: Crumb[] = route.crumbs.map((c, i) =>
    i === route.crumbs.length - 1 ? { title: c.title, path: route.portalUrl } : c,
  );
  return subPages.map((child) => {
    const between = subPages
      .filter((other) => other !== child && child.path.startsWith(`${other.path}/`))
      .sort((a, b) => a.path.length - b.path.length)
      .map((other) => ({ title: other.title, path: other.path }));
    const handle: RouteHandle = {
      crumbs: [...parentCrumbs, ...between, { title: child.title }],
      hasLogin: true,
    };
    return {
      id: `menu:${child.path}`,
      path: child.path,
      loader: requireMenu(route.portalUrl),
      lazy: child.lazy,
      handle,
    };
  });
}

/** The menu routes of each area (and their screens' sub-pages), as route objects. */
export function permissionRoutesOf(
  menus: AccountMenus,
  registry: ScreenRegistry,
  known: KnownScreen,
  children: ScreenChildRegistry = {},
): Record<MenuArea, RouteObject[]> {
  const plan = planMenuRoutes(menus.groups, known);
  const byArea = { console: [], tourist: [], admin: [] } as Record<MenuArea, RouteObject[]>;
  for (const route of plan) {
    byArea[route.area].push(
      menuRouteObject(route, registry, known),
      ...screenChildRoutes(route, children),
    );
  }
  return byArea;
}

/**
 * Spec §4: on a navigation into a logged-in area that no registered route fully matches,
 * load the account's menus (once per login) and register their screens; the router then
 * matches the navigation again. Registration is idempotent (route ids are the portalUrls),
 * and a screen left from an earlier login is stopped by its own loader.
 */
export function createPermissionRoutesPatcher(
  registry: ScreenRegistry,
  known: KnownScreen,
  children: ScreenChildRegistry = {},
): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (!areaOfPath(path)) return;
    // The screen at this address starts loading beside the menus (its route waits for both);
    // whether the account may see it is still its route's loader's to say.
    const screen = registry[path];
    if (getToken() && typeof screen === 'function') void Promise.resolve(screen()).catch(noop);
    const menus = await currentMenus();
    if (!menus) return;
    const routes = permissionRoutesOf(menus, registry, known, children);
    for (const area of AREAS) {
      if (routes[area].length) patch(AREA_PAGES_ROUTE_ID[area], routes[area]);
    }
  };
}
