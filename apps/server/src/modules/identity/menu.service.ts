import type { MenuNode } from '@pn/shared';
import type { Database } from '../../db/database.js';

const GROUP_ORDER = ['home', 'ordered', 'user', 'admin', 'tourist'];

/**
 * The account's menu tree: top nodes are the menu groups (控制台, 已订购业务, 用户中心,
 * 运营后台, 访客体验), each with its permitted children. Actions are left out.
 */
export async function menuTreeOf(db: Database, menuIds: ReadonlySet<string>): Promise<MenuNode[]> {
  if (menuIds.size === 0) return [];
  const rows = await db
    .selectFrom('menu')
    .selectAll()
    .where('id', 'in', [...menuIds])
    .where('kind', '=', 'menu')
    .where('hidden', '=', false)
    .orderBy('orderId')
    .orderBy('id')
    .execute();
  const nodes = new Map<string, MenuNode & { parentId: string | null; group: string }>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      portalUrl: r.portalUrl,
      orderId: r.orderId,
      navigateMethod: r.navigateMethod === 2 ? 2 : 1,
      isBorderBottom: r.isBorderBottom,
      activeMenu: r.activeMenu,
      icon: r.icon,
      childMenuList: [],
      parentId: r.parentId,
      group: r.menuGroup,
    });
  }
  const roots: (MenuNode & { group: string })[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.childMenuList.push(n);
    else if (n.parentId === null) roots.push(n);
    // A child whose parent is not granted is left out with it.
  }
  const strip = (n: MenuNode & { parentId?: string | null; group?: string }): MenuNode => ({
    id: n.id,
    name: n.name,
    portalUrl: n.portalUrl,
    orderId: n.orderId,
    navigateMethod: n.navigateMethod,
    isBorderBottom: n.isBorderBottom,
    activeMenu: n.activeMenu,
    icon: n.icon,
    childMenuList: n.childMenuList.map(strip),
  });
  return roots
    .sort((a, b) => GROUP_ORDER.indexOf(a.group) - GROUP_ORDER.indexOf(b.group))
    .filter((r) => r.childMenuList.length > 0)
    .map(strip);
}
