import {
  MENU_ADMIN_LIMITS,
  type MenuAdminItem,
  type MenuFormInput,
  type RoleAudience,
} from '@pn/shared';
import { opensElsewhere, type KnownScreen } from '@/lib/menu-tree';

/**
 * Pure functions of 菜单管理 and 角色管理: the tree built from the flat catalogue, which
 * entries have no screen, what a role may grant and which of its grants the checkable
 * tree shows as ticks. No React, no requests.
 */

/** The menu groups (the tree's roots) in the order the header shows them. */
export const MENU_GROUP_ORDER: readonly string[] = ['home', 'ordered', 'user', 'admin', 'tourist'];

/**
 * The groups a role of each audience may grant. The server decides (a grant outside them
 * is refused with MENU_OUTSIDE_AUDIENCE); the editor offers only these.
 */
export const AUDIENCE_GROUPS: Readonly<Record<RoleAudience, readonly string[]>> = {
  customer: ['home', 'ordered', 'user'],
  admin: ['home', 'ordered', 'user', 'admin'],
  operator: ['home', 'ordered', 'user', 'admin'],
};

/** A catalogue entry with its children (absent on a leaf, so the table draws no expander). */
export interface MenuTreeNode extends MenuAdminItem {
  children?: MenuTreeNode[];
}

const groupRank = (group: string) => {
  const i = MENU_GROUP_ORDER.indexOf(group);
  return i < 0 ? MENU_GROUP_ORDER.length : i;
};

/**
 * The tree of the flat list: the group roots in header order, each entry's children by
 * orderId (ties keep the server's order). Entries not under a root are left out.
 */
export function buildMenuTree(items: readonly MenuAdminItem[]): MenuTreeNode[] {
  const children = new Map<string, MenuAdminItem[]>();
  for (const item of items) {
    if (item.parentId === null) continue;
    const siblings = children.get(item.parentId) ?? [];
    siblings.push(item);
    children.set(item.parentId, siblings);
  }
  // Each entry has one parent, so the walk down from the roots cannot loop.
  const build = (item: MenuAdminItem): MenuTreeNode => {
    const below = (children.get(item.id) ?? []).sort((a, b) => a.orderId - b.orderId).map(build);
    return below.length ? { ...item, children: below } : { ...item };
  };
  return items
    .filter((i) => i.parentId === null)
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || a.orderId - b.orderId)
    .map(build);
}

/** Every node of the tree, depth first. */
export function flattenTree<T extends { children?: T[] }>(nodes: readonly T[]): T[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children ?? [])]);
}

/**
 * Whether a menu entry leads nowhere: a page entry (no sub-menus) that opens in the app at
 * an address this build has no screen for. The side menu shows such an entry greyed out
 * (lib/menu-tree sideMenuOf, with the same `known`); new-tab and http(s) entries open
 * elsewhere and folders lead to their children, so neither is flagged.
 */
export function lacksScreen(
  node: Pick<MenuTreeNode, 'kind' | 'portalUrl' | 'navigateMethod'> & {
    children?: readonly Pick<MenuTreeNode, 'kind'>[] | undefined;
  },
  known: KnownScreen,
): boolean {
  if (node.kind !== 'menu') return false;
  if (node.children?.some((c) => c.kind === 'menu')) return false;
  return !opensElsewhere(node) && !known(node.portalUrl);
}

/** A choice of the 上级菜单 TreeSelect. */
export interface ParentChoice {
  value: string;
  title: string;
  children?: ParentChoice[];
}

/**
 * The entries a menu may go under: menu entries (never actions), leaving out `exclude` and
 * everything below it (a menu cannot move under itself) and, when told, other groups (an
 * entry keeps its group when it moves, so an edit stays within it).
 */
export function parentChoices(
  tree: readonly MenuTreeNode[],
  { exclude, group }: { exclude?: string; group?: string } = {},
): ParentChoice[] {
  return tree.flatMap((node) => {
    if (node.kind !== 'menu' || node.id === exclude) return [];
    if (group !== undefined && node.group !== group) return [];
    const children = parentChoices(node.children ?? [], { exclude, group });
    return [{ value: node.id, title: node.name, ...(children.length ? { children } : {}) }];
  });
}

/** The groups a role of `audience` may grant, with everything in them (actions included). */
export function grantableTree(
  tree: readonly MenuTreeNode[],
  audience: RoleAudience,
): MenuTreeNode[] {
  const groups = AUDIENCE_GROUPS[audience];
  const keep = (nodes: readonly MenuTreeNode[]): MenuTreeNode[] =>
    nodes.flatMap((n) => {
      if (!groups.includes(n.group)) return [];
      const children = keep(n.children ?? []);
      return [children.length ? { ...n, children } : { ...n, children: undefined }];
    });
  return keep(tree);
}

/**
 * The ticks that show a role's grants in a checkable tree whose folders follow their
 * children: the granted entries that are leaves of `tree`. A folder then shows ticked when
 * all its children are granted and half-ticked when some are; naming a folder itself would
 * tick every child. Grants outside the tree are dropped.
 */
export function leafChecks(tree: readonly MenuTreeNode[], menuIds: readonly string[]): string[] {
  const granted = new Set(menuIds);
  return flattenTree(tree)
    .filter((n) => !n.children?.length && granted.has(n.id))
    .map((n) => n.id);
}

/** The menu editor's values: the parent is unset until one is picked. */
export type MenuFormValues = Omit<MenuFormInput, 'parentId'> & { parentId?: string };

/** The editor's values for an existing entry. */
export function menuFormOf(item: MenuAdminItem): MenuFormValues {
  return {
    parentId: item.parentId ?? undefined,
    name: item.name,
    portalUrl: item.portalUrl,
    orderId: item.orderId,
    navigateMethod: item.navigateMethod === 2 ? 2 : 1,
    isBorderBottom: item.isBorderBottom,
    hidden: item.hidden,
    icon: item.icon,
    excludedProvinces: item.excludedProvinces,
  };
}

/** The editor's values for a new entry under `parentId`: last among its siblings. */
export function newMenuForm(
  items: readonly MenuAdminItem[],
  parentId: string | undefined,
): MenuFormValues {
  const siblings = items.filter((i) => parentId !== undefined && i.parentId === parentId);
  const last = Math.max(0, ...siblings.filter((s) => s.kind === 'menu').map((s) => s.orderId));
  return {
    parentId,
    name: '',
    portalUrl: '',
    orderId: siblings.length ? Math.min(last + 1, MENU_ADMIN_LIMITS.orderMax) : 1,
    navigateMethod: 1,
    isBorderBottom: false,
    hidden: false,
    icon: '',
    excludedProvinces: [],
  };
}
