import type { MenuAdminItem } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import {
  buildMenuTree,
  flattenTree,
  grantableTree,
  lacksScreen,
  leafChecks,
  menuFormOf,
  newMenuForm,
  parentChoices,
  type MenuTreeNode,
} from './menu-admin';

const item = (
  id: string,
  parentId: string | null,
  group: string,
  orderId: number,
  extra: Partial<MenuAdminItem> = {},
): MenuAdminItem => ({
  id,
  parentId,
  name: id,
  portalUrl: `/${id.replaceAll('.', '/')}`,
  orderId,
  navigateMethod: 1,
  isBorderBottom: false,
  hidden: false,
  icon: '',
  kind: 'menu',
  group,
  custom: false,
  edited: false,
  excludedProvinces: [],
  ...extra,
});

// As the server sends them: by orderId, then id (the groups' orders tie across areas).
const ITEMS: MenuAdminItem[] = [
  item('home', null, 'home', 1, { portalUrl: '/control' }),
  item('tourist', null, 'tourist', 1, { portalUrl: '/tourist/control' }),
  item('cpe.list', 'cpe', 'home', 2, { portalUrl: '/control/cpe/list' }),
  item('ordered', null, 'ordered', 2),
  item('cpe', 'home', 'home', 3, { portalUrl: '/control/cpe' }),
  item('cpe.panel', 'cpe', 'home', 1, { portalUrl: '/control/cpe/panel' }),
  item('admin', null, 'admin', 4, { portalUrl: '/admin' }),
  item('admin.account', 'admin', 'admin', 4, { portalUrl: '/admin/account' }),
  item('action.manage', 'admin.account', 'admin', 99, { kind: 'action', portalUrl: '' }),
  item('action.export', 'home', 'home', 99, { kind: 'action', portalUrl: '' }),
  item('user', null, 'user', 3),
  item('user.account', 'user', 'user', 1, { portalUrl: '/control/user/account' }),
];

const KNOWN = new Set(['/control/cpe/panel', '/admin', '/admin/account', '/tourist/control']);
const known = (url: string) => KNOWN.has(url);

const ids = (nodes: readonly MenuTreeNode[]): unknown =>
  nodes.map((n) => (n.children ? [n.id, ids(n.children)] : n.id));

const tree = buildMenuTree(ITEMS);
const node = (id: string) => flattenTree(tree).find((n) => n.id === id)!;

describe('菜单管理 tree', () => {
  it('puts the groups in header order and each entry’s children by orderId', () => {
    expect(ids(tree)).toEqual([
      ['home', [['cpe', ['cpe.panel', 'cpe.list']], 'action.export']],
      'ordered',
      ['user', ['user.account']],
      ['admin', [['admin.account', ['action.manage']]]],
      'tourist',
    ]);
    // Leaves carry no children at all, so the table draws no expander for them.
    expect(node('cpe.list')).not.toHaveProperty('children');
  });

  it('leaves out entries whose parent is missing and never loops', () => {
    const looped = buildMenuTree([
      ...ITEMS,
      item('orphan', 'nowhere', 'home', 1),
      item('a', 'b', 'home', 1),
      item('b', 'a', 'home', 1),
    ]);
    const all = flattenTree(looped).map((n) => n.id);
    expect(all).not.toContain('orphan');
    expect(all).not.toContain('a');
    expect(all).toHaveLength(ITEMS.length);
  });
});

describe('entries without a screen', () => {
  it('flags an in-app page entry whose address has no screen', () => {
    expect(lacksScreen(node('cpe.list'), known)).toBe(true);
    expect(lacksScreen(node('user.account'), known)).toBe(true);
    expect(lacksScreen(node('cpe.panel'), known)).toBe(false);
  });

  it('leaves folders, actions and entries that open elsewhere alone', () => {
    // A folder leads to its children (its own address need not be a screen).
    expect(lacksScreen(node('cpe'), known)).toBe(false);
    expect(lacksScreen(node('home'), known)).toBe(false);
    expect(lacksScreen(node('action.export'), known)).toBe(false);
    const newTab = { ...node('cpe.list'), navigateMethod: 2 };
    expect(lacksScreen(newTab, known)).toBe(false);
    const external = { ...node('cpe.list'), portalUrl: 'https://docs.example.com/cpe' };
    expect(lacksScreen(external, known)).toBe(false);
    // An entry whose only children are actions is still a page: 账号管理 with its action.
    expect(lacksScreen({ ...node('admin.account'), portalUrl: '/admin/gone' }, known)).toBe(true);
  });
});

describe('the menu editor', () => {
  it('offers menu entries as parents, never actions, itself or what is below it', () => {
    const all = (choices: ReturnType<typeof parentChoices>): string[] =>
      choices.flatMap((c) => [c.value, ...all(c.children ?? [])]);
    expect(all(parentChoices(tree))).not.toContain('action.export');
    const moving = all(parentChoices(tree, { exclude: 'cpe', group: 'home' }));
    expect(moving).toEqual(['home']);
  });

  it('starts a new entry last among its siblings, and an edit from the entry', () => {
    expect(newMenuForm(ITEMS, 'cpe')).toMatchObject({ parentId: 'cpe', orderId: 3 });
    // The action (orderId 99) does not push menu entries to the end.
    expect(newMenuForm(ITEMS, 'home')).toMatchObject({ orderId: 4, navigateMethod: 1 });
    expect(newMenuForm(ITEMS, undefined).parentId).toBeUndefined();
    expect(
      menuFormOf({ ...node('cpe.list'), navigateMethod: 2, excludedProvinces: ['100'] }),
    ).toEqual({
      parentId: 'cpe',
      name: 'cpe.list',
      portalUrl: '/control/cpe/list',
      orderId: 2,
      navigateMethod: 2,
      isBorderBottom: false,
      hidden: false,
      icon: '',
      excludedProvinces: ['100'],
    });
  });
});

describe('the role editor', () => {
  it('offers a customer role the console groups and an administrator the back office too', () => {
    expect(grantableTree(tree, 'customer').map((g) => g.id)).toEqual(['home', 'ordered', 'user']);
    expect(grantableTree(tree, 'operator').map((g) => g.id)).toEqual([
      'home',
      'ordered',
      'user',
      'admin',
    ]);
    // Never the visitor console; actions are offered with their menus.
    const admin = flattenTree(grantableTree(tree, 'admin')).map((n) => n.id);
    expect(admin).not.toContain('tourist');
    expect(admin).toContain('action.manage');
  });

  it('ticks the granted leaves only, so folders show half or fully ticked', () => {
    const customer = grantableTree(tree, 'customer');
    // Granted: the cpe folder (added by the server) with one of its two pages, and a
    // childless group (ordered) that is a leaf in this tree.
    expect(
      leafChecks(customer, ['home', 'cpe', 'cpe.panel', 'ordered', 'admin', 'admin.account']),
    ).toEqual(['cpe.panel', 'ordered']);
    expect(leafChecks(customer, [])).toEqual([]);
    const admin = grantableTree(tree, 'admin');
    // 账号管理 has an action below it: the action is the leaf.
    expect(leafChecks(admin, ['admin', 'admin.account', 'action.manage'])).toEqual([
      'action.manage',
    ]);
  });
});
