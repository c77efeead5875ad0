import {
  MENU_URL_MESSAGE,
  MenuAdminMessages,
  type MenuAdminItem,
  type MenuForm,
  type MenuNode,
  type RoleAdminItem,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../db/seed/index.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const API = '/unionmallmanage';

describe('菜单管理 and 角色管理', () => {
  let t: TestApp;
  let admin: string;
  let gd: string;
  let customer: string;
  const call = <T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    token: string,
    url: string,
    payload?: object,
  ) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : {}),
    });

  /** The names of every entry in the account's console menus, depth first. */
  const menuNames = async (token: string) => {
    const res = await call<{
      productMenuList: { menuNodeList: { childMenuList: MenuNode[] }[] }[];
    }>('GET', token, '/user/account/productMenu');
    const out: string[] = [];
    const walk = (n: MenuNode) => {
      out.push(n.name);
      n.childMenuList.forEach(walk);
    };
    res.body.result.productMenuList[0]!.menuNodeList[0]!.childMenuList.forEach(walk);
    return out;
  };
  const menus = async () =>
    (await call<MenuAdminItem[]>('GET', admin, '/sm/system/menus')).body.result;
  const roles = async () =>
    (await call<RoleAdminItem[]>('GET', admin, '/sm/system/roles')).body.result;
  const customerRole = async () => (await roles()).find((r) => r.code === 'enterprise_customer')!;
  const formOf = (m: MenuAdminItem): MenuForm => ({
    parentId: m.parentId!,
    name: m.name,
    portalUrl: m.portalUrl,
    orderId: m.orderId,
    navigateMethod: m.navigateMethod === 2 ? 2 : 1,
    isBorderBottom: m.isBorderBottom,
    hidden: m.hidden,
    icon: m.icon,
    excludedProvinces: m.excludedProvinces,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, gd, customer] = await Promise.all([
      loginAs(t, 'admin'),
      loginAs(t, 'gd_admin'),
      loginAs(t, 'OCB1000000001'),
    ]);
  });
  afterAll(() => t.close());

  it('lists the whole tree with its exclusions to the national administrator only', async () => {
    const all = await menus();
    expect(all.find((m) => m.id === 'cpe')?.name).toBe('5G快线');
    expect(all.find((m) => m.id === 'a7')!.excludedProvinces.length).toBeGreaterThan(0);
    expect(all.find((m) => m.id === 'action.export')!.kind).toBe('action');
    expect((await call('GET', gd, '/sm/system/menus')).statusCode).toBe(403);
    expect((await call('GET', customer, '/sm/system/roles')).statusCode).toBe(403);
  });

  it('adds an entry, grants it to the enterprise role, and a signed-in customer holds it at once', async () => {
    const created = await call<{ id: string }>('POST', admin, '/sm/system/menus', {
      parentId: 'cpe',
      name: '网关使用手册',
      portalUrl: 'https://docs.example.com/cpe/manual',
      orderId: 20,
      navigateMethod: 2,
    });
    expect(created.statusCode).toBe(200);
    const id = created.body.result.id;
    expect(await menuNames(customer)).not.toContain('网关使用手册');

    const role = await customerRole();
    const put = await call('PUT', admin, `/sm/system/roles/${role.id}`, {
      name: role.name,
      description: role.description,
      readOnly: role.readOnly,
      menuIds: [...role.menuIds, id],
    });
    expect(put.statusCode).toBe(200);
    expect(await menuNames(customer)).toContain('网关使用手册');

    // The start-up seed leaves an edited role's grants and the added entry as they are.
    await seedReference(t.database.db);
    expect((await customerRole()).menuIds).toContain(id);
    expect(await menuNames(customer)).toContain('网关使用手册');
  });

  it('renames a built-in entry, and the seed keeps the operator’s name', async () => {
    const sim = (await menus()).find((m) => m.id === 'sim.tariff')!;
    const r = await call('PUT', admin, '/sm/system/menus/sim.tariff', {
      ...formOf(sim),
      name: '套餐变更',
    });
    expect(r.statusCode).toBe(200);
    expect(await menuNames(customer)).toContain('套餐变更');
    await seedReference(t.database.db);
    expect((await menus()).find((m) => m.id === 'sim.tariff')!.name).toBe('套餐变更');
    expect((await menus()).find((m) => m.id === 'sim.tariff')!.edited).toBe(true);
  });

  it('withdraws a menu from a role: the holder is refused its API on the next request', async () => {
    expect((await call('GET', customer, '/cpe/v1/mini/panel')).statusCode).toBe(200);
    const role = await customerRole();
    const without = role.menuIds.filter((m) => m !== 'cpe.miniPanel');
    await call('PUT', admin, `/sm/system/roles/${role.id}`, {
      name: role.name,
      description: role.description,
      readOnly: role.readOnly,
      menuIds: without,
    });
    expect((await call('GET', customer, '/cpe/v1/mini/panel')).statusCode).toBe(403);
    expect(await menuNames(customer)).not.toContain('小微业务总览');
    await seedReference(t.database.db);
    expect((await call('GET', customer, '/cpe/v1/mini/panel')).statusCode).toBe(403);
    await call('PUT', admin, `/sm/system/roles/${role.id}`, {
      name: role.name,
      description: role.description,
      readOnly: role.readOnly,
      menuIds: role.menuIds,
    });
    expect((await call('GET', customer, '/cpe/v1/mini/panel')).statusCode).toBe(200);
  });

  it('withholds an entry from a province through its exclusions', async () => {
    const miniGroup = (await menus()).find((m) => m.id === 'cpe.miniGroup')!;
    const customerBeId = (
      await t.database.db
        .selectFrom('account')
        .select('beId')
        .where('loginAccount', '=', 'OCB1000000001')
        .executeTakeFirstOrThrow()
    ).beId;
    // Another province's exclusion leaves the customer's entry alone.
    await call('PUT', admin, '/sm/system/menus/cpe.miniGroup', {
      ...formOf(miniGroup),
      excludedProvinces: ['571'],
    });
    expect(await menuNames(customer)).toContain('小微分组');
    await call('PUT', admin, '/sm/system/menus/cpe.miniGroup', {
      ...formOf(miniGroup),
      excludedProvinces: [customerBeId],
    });
    expect(await menuNames(customer)).not.toContain('小微分组');
    await call('PUT', admin, '/sm/system/menus/cpe.miniGroup', formOf(miniGroup));
    expect(await menuNames(customer)).toContain('小微分组');
  });

  it('refuses bad menus and roles with their messages, changing nothing', async () => {
    const before = await menus();
    const bad: [object, string][] = [
      [{ portalUrl: 'javascript:alert(1)' }, MENU_URL_MESSAGE],
      [{ parentId: 'nope' }, MenuAdminMessages.PARENT_NOT_FOUND],
      [{ parentId: 'action.export' }, MenuAdminMessages.PARENT_ACTION],
      [{ name: '' }, '请输入菜单名称'],
      [{ navigateMethod: 3 }, '打开方式只能是1或2'],
      [{ excludedProvinces: ['xyz'] }, '省份不正确'],
    ];
    for (const [patch, message] of bad) {
      const r = await call('POST', admin, '/sm/system/menus', {
        parentId: 'cpe',
        name: '坏菜单',
        portalUrl: '/control/x',
        orderId: 1,
        navigateMethod: 1,
        ...patch,
      });
      expect(r.statusCode, JSON.stringify(patch)).toBe(400);
      expect(r.body.message).toBe(message);
    }
    const cpe = before.find((m) => m.id === 'cpe')!;
    const cycle = await call('PUT', admin, '/sm/system/menus/cpe', {
      ...formOf(cpe),
      parentId: 'cpe.list',
    });
    expect(cycle.body.message).toBe(MenuAdminMessages.PARENT_CYCLE);
    const builtIn = await call('DELETE', admin, '/sm/system/menus/cpe.list');
    expect(builtIn.statusCode).toBe(422);
    expect(builtIn.body.message).toBe(MenuAdminMessages.BUILT_IN_DELETE);
    expect(await menus()).toEqual(before);

    const dup = await call('POST', admin, '/sm/system/roles', {
      code: 'national_admin',
      audience: 'admin',
      name: '重复',
    });
    expect(dup.statusCode).toBe(409);
    const outside = await call('POST', admin, '/sm/system/roles', {
      code: 'cust_with_admin',
      audience: 'customer',
      name: '越权角色',
      menuIds: ['admin.customer'],
    });
    expect(outside.body.message).toBe(MenuAdminMessages.MENU_OUTSIDE_AUDIENCE);
    const visitor = (await roles()).find((r) => r.code === 'visitor');
    if (visitor) {
      const v = await call('PUT', admin, `/sm/system/roles/${visitor.id}`, { name: 'x' });
      expect(v.body.message).toBe(MenuAdminMessages.ROLE_VISITOR);
    }
    expect(
      (await call('DELETE', admin, `/sm/system/roles/${(await customerRole()).id}`)).body.message,
    ).toBe(MenuAdminMessages.ROLE_BUILT_IN_DELETE);
  });

  it('creates a role with a folder’s child, granting the folder too, and deletes it while unused', async () => {
    const r = await call<{ id: number }>('POST', admin, '/sm/system/roles', {
      code: 'province_auditor',
      audience: 'admin',
      name: '省级审计员',
      readOnly: true,
      menuIds: ['admin.order.list'],
    });
    expect(r.statusCode).toBe(200);
    const role = (await roles()).find((x) => x.code === 'province_auditor')!;
    expect(role.menuIds.sort()).toEqual(['admin', 'admin.order', 'admin.order.list']);
    expect(role.readOnly).toBe(true);
    expect(role.builtIn).toBe(false);
    expect((await call('DELETE', admin, `/sm/system/roles/${role.id}`)).statusCode).toBe(200);
    expect((await roles()).some((x) => x.code === 'province_auditor')).toBe(false);
  });
});
