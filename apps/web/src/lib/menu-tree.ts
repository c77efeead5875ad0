import { fillLinkMarker, hasLinkMarker, type MenuNode } from '@pn/shared';
import { paths } from '@/config/paths';

/**
 * Pure functions over the menu tree the server sends (GET user/account/productMenu):
 * which routes to register, where /control/root leads, which group is active, how
 * new-tab entries are linked. No React, no router, no requests.
 */

/** The logged-in areas, each with its own shell. */
export type MenuArea = 'console' | 'admin' | 'tourist';

export const AREA_ROOT: Readonly<Record<MenuArea, string>> = {
  console: paths.control,
  admin: paths.admin,
  tourist: paths.touristControl,
};

/** Header groups of the customer console, in order (spec §2: home/control, ordered, user). */
export const CONSOLE_GROUP_IDS = ['home', 'ordered', 'user'] as const;
/** The 5G CPE panel whose presence sets the is5GCPE flag. */
export const CPE_PANEL_URL = paths.cpePanelCustomer;
/** navigateMethod of entries that open in a new tab. */
export const NEW_TAB = 2;

const within = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The area a path belongs to, or null for portal paths. */
export function areaOfPath(pathname: string): MenuArea | null {
  // Checked before /control: /tourist/control is its own area.
  if (within(pathname, AREA_ROOT.tourist)) return 'tourist';
  if (within(pathname, AREA_ROOT.admin)) return 'admin';
  if (within(pathname, AREA_ROOT.console)) return 'console';
  return null;
}

export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('//');
}

/** The top groups of a productMenu result (`productMenuList[0].menuNodeList[0].childMenuList`). */
export function menuGroupsOf(result: {
  productMenuList?: { menuNodeList?: { childMenuList?: MenuNode[] }[] }[];
}): MenuNode[] {
  return result.productMenuList?.[0]?.menuNodeList?.[0]?.childMenuList ?? [];
}

/** Children in menu order (orderId, then as sent). */
export function sortedChildren(node: Pick<MenuNode, 'childMenuList'>): MenuNode[] {
  return [...(node.childMenuList ?? [])].sort((a, b) => a.orderId - b.orderId);
}

function sortedNodes(nodes: readonly MenuNode[]): MenuNode[] {
  return [...nodes].sort((a, b) => a.orderId - b.orderId);
}

/** The groups shown in an area's header, in order. */
export function groupsOfArea(groups: readonly MenuNode[], area: MenuArea): MenuNode[] {
  const inArea = sortedNodes(groups).filter((g) => areaOfPath(g.portalUrl) === area);
  if (area !== 'console') return inArea;
  // The customer console shows exactly its three groups, in spec order.
  return CONSOLE_GROUP_IDS.flatMap((id) => inArea.filter((g) => g.id === id));
}

export function hasArea(groups: readonly MenuNode[], area: MenuArea): boolean {
  return groupsOfArea(groups, area).length > 0;
}

export function hasGroup(groups: readonly MenuNode[], id: string): boolean {
  return groups.some((g) => g.id === id);
}

/** Every node of the tree, depth first in menu order. */
export function flattenMenus(nodes: readonly MenuNode[]): MenuNode[] {
  return sortedNodes(nodes).flatMap((n) => [n, ...flattenMenus(n.childMenuList ?? [])]);
}

/** Spec §2: whether the user has the 5G CPE panel-customer menu. */
export function hasCpePanel(groups: readonly MenuNode[]): boolean {
  return flattenMenus(groups).some((n) => n.portalUrl === CPE_PANEL_URL);
}

/** A node that is opened in a new tab instead of routed to. */
export function opensElsewhere(
  node: Pick<MenuNode, 'portalUrl'> & { navigateMethod: number },
): boolean {
  return node.navigateMethod === NEW_TAB || isExternalUrl(node.portalUrl);
}

/** Tells whether a portalUrl has a screen in this build. */
export type KnownScreen = (portalUrl: string) => boolean;

/**
 * The first screen under (and including) `node` in menu order, or null. A node that is
 * itself a known screen wins over its children.
 */
export function firstScreenOf(node: MenuNode, known: KnownScreen): string | null {
  if (!opensElsewhere(node) && known(node.portalUrl)) return node.portalUrl;
  for (const child of sortedChildren(node)) {
    const found = firstScreenOf(child, known);
    if (found) return found;
  }
  return null;
}

/**
 * Spec §2: /control/root goes to the first permitted menu's route; null means none
 * (the caller sends the user to /403).
 */
export function firstPermittedPath(
  groups: readonly MenuNode[],
  area: MenuArea,
  known: KnownScreen,
): string | null {
  for (const group of groupsOfArea(groups, area)) {
    const found = firstScreenOf(group, known);
    if (found) return found;
  }
  return null;
}

/** One breadcrumb step; the last one (the page itself) has no link. */
export interface Crumb {
  title: string;
  path?: string;
}

/** A route to register for a menu entry. */
export interface MenuRoute {
  area: MenuArea;
  portalUrl: string;
  /**
   * `screen` renders the registered screen; `redirect` is a menu folder without a screen
   * of its own that leads to its first screen (e.g. /control/user → account list).
   */
  kind: 'screen' | 'redirect';
  /** The area's own root (/admin, /tourist/control): registered as its index route. */
  index: boolean;
  /** Ancestor menu titles then the entry's own, for the breadcrumb. */
  crumbs: Crumb[];
}

/**
 * The routes the menu tree grants (spec §2, §6): only entries whose portalUrl is a KNOWN
 * screen are registered, plus folders leading to one. New-tab and external entries, and
 * entries outside the logged-in areas, get no route. Each portalUrl appears once.
 */
export function planMenuRoutes(groups: readonly MenuNode[], known: KnownScreen): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const seen = new Set<string>();

  const visit = (node: MenuNode, trail: Crumb[]) => {
    const area = areaOfPath(node.portalUrl);
    if (!area || opensElsewhere(node)) return;
    const isRoot = node.portalUrl === AREA_ROOT[area];
    // The area root is the breadcrumb's first step already (工作台 / 运营后台).
    const ownTrail = isRoot ? trail : [...trail, { title: node.name, path: node.portalUrl }];
    if (!seen.has(node.portalUrl)) {
      const isScreen = known(node.portalUrl);
      if (isScreen || (!isRoot && firstScreenOf(node, known))) {
        seen.add(node.portalUrl);
        routes.push({
          area,
          portalUrl: node.portalUrl,
          kind: isScreen ? 'screen' : 'redirect',
          index: isRoot,
          crumbs: ownTrail.map((c, i) => (i === ownTrail.length - 1 ? { title: c.title } : c)),
        });
      }
    }
    for (const child of sortedChildren(node)) visit(child, ownTrail);
  };

  for (const group of sortedNodes(groups)) visit(group, []);
  return routes;
}

/** Whether the user's menus grant `portalUrl`. */
export function isPermitted(groups: readonly MenuNode[], portalUrl: string): boolean {
  return flattenMenus(groups).some((n) => n.portalUrl === portalUrl);
}

/** The menu node with exactly this portalUrl. */
export function findNode(groups: readonly MenuNode[], portalUrl: string): MenuNode | undefined {
  return flattenMenus(groups).find((n) => n.portalUrl === portalUrl);
}

/**
 * The group whose entries best match `pathname` (longest portalUrl prefix), among the
 * given groups; undefined when none matches.
 */
export function activeGroupOf(pathname: string, groups: readonly MenuNode[]): MenuNode | undefined {
  let best: { group: MenuNode; length: number } | undefined;
  for (const group of groups) {
    for (const node of flattenMenus([group])) {
      const url = node.portalUrl;
      if (!url || isExternalUrl(url) || !within(pathname, url)) continue;
      if (!best || url.length > best.length) best = { group, length: url.length };
    }
  }
  return best?.group;
}

/** The portalUrls of the entries (and their ancestors) that match `pathname`, for menu highlighting. */
export function selectedUrlsOf(pathname: string, groups: readonly MenuNode[]): string[] {
  const match = flattenMenus(groups)
    .filter((n) => n.portalUrl && !isExternalUrl(n.portalUrl) && within(pathname, n.portalUrl))
    .sort((a, b) => b.portalUrl.length - a.portalUrl.length)[0];
  return match ? [match.portalUrl] : [];
}

/**
 * How a new-tab entry opens. Where its portalUrl carries a token marker (the `{token}`
 * placeholder or an empty `token=` parameter), the address is asked of the server on click
 * (`ticketMenuId`): it puts a single-use ticket there for allow-listed hosts, never the
 * session token. `href` is the address with the marker left empty (what opens without a
 * ticket).
 */
export function menuLinkOf(node: Pick<MenuNode, 'id' | 'portalUrl'>): {
  href: string;
  ticketMenuId?: string;
} {
  if (!hasLinkMarker(node.portalUrl)) return { href: node.portalUrl };
  return { href: fillLinkMarker(node.portalUrl, ''), ticketMenuId: node.id };
}

/** One side-menu entry as the shell renders it. */
export interface SideMenuEntry {
  /** The portalUrl (unique in the tree). */
  key: string;
  label: string;
  /** antd icon name. */
  icon?: string;
  /** In-app route. */
  to?: string;
  /** Opens in a new tab (navigateMethod 2 or an external address), token marker left empty. */
  href?: string;
  /** The address is asked of the server on click (it carries a ticket): see menuLinkOf. */
  ticketMenuId?: string;
  /** No screen for it in this build. */
  disabled?: boolean;
  children?: SideMenuEntry[];
  /** isBorderBottom: a divider follows. */
  dividerAfter?: boolean;
}

function sideEntry(node: MenuNode, known: KnownScreen): SideMenuEntry {
  const base = {
    key: node.portalUrl || node.id,
    label: node.name,
    icon: node.icon || undefined,
    dividerAfter: node.isBorderBottom || undefined,
  };
  if (opensElsewhere(node)) return { ...base, ...menuLinkOf(node) };
  const children = sortedChildren(node).map((c) => sideEntry(c, known));
  if (children.length === 0) {
    return known(node.portalUrl) ? { ...base, to: node.portalUrl } : { ...base, disabled: true };
  }
  // A folder that is also a screen lists itself first, since a folder title is not a link.
  const self: SideMenuEntry[] = known(node.portalUrl)
    ? [{ key: `${base.key}#self`, label: node.name, to: node.portalUrl }]
    : [];
  const all = [...self, ...children];
  const usable = (e: SideMenuEntry): boolean =>
    !e.disabled && (!e.children || e.children.some(usable));
  return { ...base, children: all, disabled: !all.some(usable) || undefined };
}

/**
 * The side menu of one header group (spec §2): its entries in menu order; an area root
 * with a screen (back office, visitor console) comes first, titled `rootLabel`.
 */
export function sideMenuOf(
  group: MenuNode,
  known: KnownScreen,
  rootLabel: string,
): SideMenuEntry[] {
  const area = areaOfPath(group.portalUrl);
  const root: SideMenuEntry[] =
    area && group.portalUrl === AREA_ROOT[area] && known(group.portalUrl)
      ? [{ key: group.portalUrl, label: rootLabel, icon: 'DashboardOutlined', to: group.portalUrl }]
      : [];
  return [...root, ...sortedChildren(group).map((c) => sideEntry(c, known))];
}

/**
 * A console path (with its query) as it is in `area`: the visitor console mirrors the
 * console under /tourist (/control/SIM/manage?x=1 → /tourist/control/SIM/manage?x=1).
 * Other paths, and every path in the other areas, are left as they are.
 */
export function pathInArea(path: string, area: MenuArea): string {
  if (area !== 'tourist') return path;
  const root = AREA_ROOT.console;
  const rest = path.slice(root.length);
  return path.startsWith(root) && (rest === '' || /^[/?#]/.test(rest))
    ? `${AREA_ROOT.tourist}${rest}`
    : path;
}
