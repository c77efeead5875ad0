import { Messages, UserCentreMessages } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { USER_CENTRE_DEMO_CUSTCODE } from '../../db/seed/user-centre.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { grantExportPermission } from '../../../test/export-support.js';
import {
  accountIdOf,
  lastSms,
  lastSmsCode,
  loginWith,
  visitorToken,
} from '../sms/sms.test-support.js';

const API = '/unionmallmanage';
const PASSWORD = 'Demo@12345';

interface Tree {
  nodes: { id: number; parentId: number | null; name: string; cards: number; accounts: number }[];
  rootId: number | null;
  unassignedCards: number;
}
interface Role {
  id: number;
  name: string;
  readOnly: boolean;
  menuIds: string[];
}

describe('user centre: organisation, roles and sub-accounts', () => {
  let t: TestApp;
  let main: string;
  let customerId: number;
  let tree: Tree;
  let roles: Role[];
  const node = (name: string) => tree.nodes.find((n) => n.name === name)!;
  const role = (name: string) => roles.find((r) => r.name.startsWith(name))!;

  const get = <T>(token: string, url: string) =>
    t.call<T>({ method: 'GET', url: `${API}${url}`, headers: authed(token) });
  const send = <T>(
    token: string,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call<T>({ method, url: `${API}${url}`, headers: authed(token), payload: payload ?? {} });

  /** Cards of the demo enterprise in these nodes (ordinary cards, as the list shows). */
  const cardsIn = async (orgIds: number[]) => {
    const row = await t.database.db
      .selectFrom('simCard')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .where('kind', '=', 0)
      .where('orgId', 'in', orgIds)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const cardOutside = async (orgIds: number[]) =>
    t.database.db
      .selectFrom('simCard')
      .select(['iccid', 'msisdn'])
      .where('customerId', '=', customerId)
      .where((eb) =>
        orgIds.length
          ? eb.or([eb('orgId', 'is', null), eb('orgId', 'not in', orgIds)])
          : eb.lit(true),
      )
      .limit(1)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    main = await loginAs(t, 'OCB1000000001');
    const c = await t.database.db
      .selectFrom('enterpriseCustomer')
      .select('id')
      .where('custCode', '=', USER_CENTRE_DEMO_CUSTCODE)
      .executeTakeFirstOrThrow();
    customerId = Number(c.id);
    tree = (await get<Tree>(main, '/user/organization/tree')).body.result;
    roles = (await get<Role[]>(main, '/user/role/list')).body.result;
  });
  afterAll(() => t.close());

  it('starts the demo enterprise with its organisation, roles and card placement', () => {
    expect(tree.rootId).toBeNull();
    expect(tree.nodes.map((n) => n.name)).toEqual(['总部', '深圳工厂', '一号车间', '东莞仓储中心']);
    expect(node('一号车间').parentId).toBe(node('深圳工厂').id);
    expect(node('深圳工厂').cards).toBeGreaterThan(0);
    expect(tree.unassignedCards).toBeGreaterThan(0);
    expect(role('物联网卡操作员').readOnly).toBe(false);
    expect(role('审计员').readOnly).toBe(true);
  });

  it('shows a sub-account in a node only that subtree’s cards, in the list, detail, overview and export', async () => {
    const op = await loginWith(t, 'pc_sim01', PASSWORD);
    const subtree = [node('深圳工厂').id, node('一号车间').id];
    const expected = await cardsIn(subtree);
    const list = await get<{ total: number; data: { iccid: string }[] }>(
      op,
      '/icm/sim/list?pageSize=50',
    );
    expect(list.statusCode).toBe(200);
    expect(list.body.result.total).toBe(expected);
    const placed = await t.database.db
      .selectFrom('simCard')
      .select('orgId')
      .where(
        'iccid',
        'in',
        list.body.result.data.map((c) => c.iccid),
      )
      .execute();
    expect(placed.every((c) => subtree.includes(Number(c.orgId)))).toBe(true);

    const overview = await get<{ total: number; dailyTrend: unknown[] }>(op, '/icm/sim/overview');
    expect(overview.body.result.total).toBe(expected);
    // The enterprise-wide daily cells are not shown to one node.
    expect(overview.body.result.dailyTrend).toEqual([]);

    const outside = await cardOutside(subtree);
    const detail = await get(op, `/icm/sim/detail?iccid=${outside.iccid}`);
    expect(detail.statusCode).toBe(403);

    // The main account sees the whole enterprise.
    const all = await get<{ total: number }>(main, '/icm/sim/list');
    expect(all.body.result.total).toBeGreaterThan(expected);

    // Its export holds the same cards: given the export action and an approved permission.
    const refused = await get(op, '/icm/sim/export?kind=0');
    expect(refused.statusCode).toBe(403);
    await t.database.db
      .insertInto('roleMenu')
      .values({ roleId: role('物联网卡操作员').id, menuId: 'action.export' })
      .execute();
    await grantExportPermission(t, 'pc_sim01');
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/icm/sim/export?kind=0`,
      headers: authed(op),
    });
    expect(exported.statusCode).toBe(200);
    expect(Number(exported.headers['x-total-count'])).toBe(expected);
    await t.database.db
      .deleteFrom('roleMenu')
      .where('roleId', '=', role('物联网卡操作员').id)
      .where('menuId', '=', 'action.export')
      .execute();
  });

  it('gives a SIM-only sub-account only the SIM menus, and refuses the rest on the server', async () => {
    const op = await loginWith(t, 'pc_sim01', PASSWORD);
    const menus = await get<{ permissions: string[] }>(op, '/user/account/productMenu');
    const held = menus.body.result.permissions;
    expect(held).toContain('sim.manage');
    expect(held).not.toContain('user.subAccount');
    expect(held).not.toContain('ordered.b1.simFee');
    expect(held).not.toContain('action.export');
    expect((await get(op, '/user/account/subAccount/list')).statusCode).toBe(403);
    expect((await get(op, '/user/role/list')).statusCode).toBe(403);
  });

  it('lets a read-only auditor view everything and change nothing', async () => {
    const auditor = await loginWith(t, 'pc_audit', PASSWORD);
    expect((await get(auditor, '/icm/sim/list')).statusCode).toBe(200);
    const outside = await cardOutside([]);
    const res = await send(auditor, 'POST', '/icm/sim/business', {
      action: 'suspend',
      msisdnList: [outside.msisdn],
      verifyCode: '123456',
    });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(Messages.READ_ONLY_ROLE);
    // Its own password stays its own to change: self-service is not a role's write.
    const menus = await get<{ permissions: string[] }>(auditor, '/user/account/productMenu');
    expect(menus.body.result.permissions).toContain('user.changePassword');
  });

  it('creates a phone-verified sub-account in a node, with its first password by SMS', async () => {
    const tel = '13823456800';
    // Signed in, the customer needs no image captcha to confirm the new number.
    const sent = await send(main, 'POST', '/user/account/create/sendCode', { tel });
    expect(sent.body.status).toBe('0');
    const code = await lastSmsCode(t, tel);
    // A visitor session may not send one, and sends nothing.
    const visitor = await visitorToken(t);
    const refused = await send(visitor, 'POST', '/user/account/create/sendCode', {
      tel: '13823456801',
    });
    expect(refused.statusCode).toBe(403);
    expect(lastSms(t, '13823456801')).toBeUndefined();
    const bad = await send(main, 'POST', '/user/account/create', {
      loginAccount: 'x',
      realName: '',
      tel: '123',
      code: '1',
    });
    expect(bad.statusCode).toBe(400);
    const wrongRole = await send(main, 'POST', '/user/account/create', {
      loginAccount: 'pc_new01',
      realName: '赵新',
      tel,
      code,
      orgId: node('东莞仓储中心').id,
      roleIds: [999999],
    });
    expect(wrongRole.body.message).toBe(UserCentreMessages.ROLE_NOT_FOUND);

    const res = await send<{ id: number }>(main, 'POST', '/user/account/create', {
      loginAccount: 'pc_new01',
      realName: '赵新',
      tel,
      code,
      orgId: node('东莞仓储中心').id,
      roleIds: [role('物联网卡操作员').id],
    });
    expect(res.statusCode).toBe(200);
    const sms = await lastSms(t, tel);
    const password = /初始密码为(\S+?)，/.exec(sms!.content)?.[1];
    expect(password).toBeTruthy();
    const token = await loginWith(t, 'pc_new01', password!);
    const list = await get<{ total: number }>(token, '/icm/sim/list');
    expect(list.body.result.total).toBe(await cardsIn([node('东莞仓储中心').id]));

    const again = await send(main, 'POST', '/user/account/create', {
      loginAccount: 'pc_new02',
      realName: '赵新',
      tel,
      code,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(Messages.PHONE_TAKEN);
  });

  it('refuses a role holding a menu the enterprise does not hold, and changes nothing', async () => {
    const before = (await get<Role[]>(main, '/user/role/list')).body.result.length;
    const res = await send(main, 'POST', '/user/role', {
      name: '越权角色',
      menuIds: ['sim.manage', 'admin.system.account'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(UserCentreMessages.ROLE_FOREIGN_MENU);
    expect((await get<Role[]>(main, '/user/role/list')).body.result.length).toBe(before);
  });

  it('ignores mass-assigned fields on an account edit', async () => {
    const id = await accountIdOf(t, 'pc_sim01');
    const res = await send(main, 'PATCH', `/user/account/${id}`, {
      realName: '王海',
      kind: 'admin',
      adminLevel: 0,
      parentAccountId: null,
      customerId: 1,
      orgId: null,
    });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('account')
      .select(['kind', 'adminLevel', 'parentAccountId', 'customerId', 'orgId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'customer', adminLevel: null, customerId });
    expect(row.parentAccountId).not.toBeNull();
    expect(Number(row.orgId)).toBe(node('深圳工厂').id);
  });

  it('refuses another enterprise’s sub-account, role and node', async () => {
    const other = await loginAs(t, 'OCB1000000002');
    const id = await accountIdOf(t, 'pc_sim01');
    const grant = await send(other, 'PUT', `/user/account/${id}/grant`, {
      orgId: null,
      roleIds: [],
    });
    expect(grant.statusCode).toBe(403);
    const state = await send(other, 'PATCH', `/user/account/${id}/changeState`, { status: 0 });
    expect(state.statusCode).toBe(403);
    expect(state.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
    const editRole = await send(other, 'PUT', `/user/role/${role('物联网卡操作员').id}`, {
      name: '改名',
      menuIds: ['sim.manage'],
    });
    expect(editRole.statusCode).toBe(404);
    const move = await send(other, 'DELETE', `/user/organization/${node('一号车间').id}`);
    expect(move.statusCode).toBe(404);
    const cards = await send(other, 'POST', '/user/organization/assignCards', {
      orgId: null,
      numbers: (await cardOutside([])).iccid,
    });
    expect(cards.statusCode).toBe(400);
  });

  it('never lets a sub-account grant itself, nor beyond what it holds', async () => {
    // A sub-account given 子账号管理 and 角色管理 through a role of its own.
    const adminRole = await send<Role>(main, 'POST', '/user/role', {
      name: '人事管理员',
      menuIds: ['user.subAccount', 'user.role', 'sim.overview'],
    });
    expect(adminRole.statusCode).toBe(200);
    const hrId = await accountIdOf(t, 'pc_audit');
    await send(main, 'PUT', `/user/account/${hrId}/grant`, {
      orgId: null,
      roleIds: [adminRole.body.result.id],
    });
    const hr = await loginWith(t, 'pc_audit', PASSWORD);
    const self = await send(hr, 'PUT', `/user/account/${hrId}/grant`, {
      orgId: null,
      roleIds: [adminRole.body.result.id, role('物联网卡操作员').id],
    });
    expect(self.statusCode).toBe(403);
    expect(self.body.message).toBe(UserCentreMessages.SELF_GRANT);
    const widen = await send(hr, 'PUT', `/user/role/${adminRole.body.result.id}`, {
      name: '人事管理员',
      menuIds: ['user.subAccount', 'user.role', 'sim.manage'],
    });
    expect(widen.statusCode).toBe(403);
    const beyond = await send(hr, 'POST', '/user/role', {
      name: '超出本人',
      menuIds: ['sim.manage'],
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.body.message).toBe(UserCentreMessages.ROLE_BEYOND_OWN);
    const opId = await accountIdOf(t, 'pc_sim01');
    const handOut = await send(hr, 'PUT', `/user/account/${opId}/grant`, {
      orgId: null,
      roleIds: [role('物联网卡操作员').id],
    });
    expect(handOut.statusCode).toBe(403);
  });

  it('ends a removed role’s permission and a disabled account’s session on the next request', async () => {
    const op = await loginWith(t, 'pc_sim01', PASSWORD);
    expect((await get(op, '/icm/sim/list')).statusCode).toBe(200);
    const id = await accountIdOf(t, 'pc_sim01');
    await send(main, 'PUT', `/user/account/${id}/grant`, {
      orgId: node('深圳工厂').id,
      roleIds: [],
    });
    expect((await get(op, '/icm/sim/list')).statusCode).toBe(403);
    const menus = await get<{ permissions: string[] }>(op, '/user/account/productMenu');
    expect(menus.body.result.permissions).not.toContain('sim.manage');

    await send(main, 'PUT', `/user/account/${id}/grant`, {
      orgId: node('深圳工厂').id,
      roleIds: [role('物联网卡操作员').id],
    });
    expect((await get(op, '/icm/sim/list')).statusCode).toBe(200);
    const off = await send(main, 'PATCH', `/user/account/${id}/changeState`, { status: 0 });
    expect(off.statusCode).toBe(200);
    expect((await get(op, '/icm/sim/list')).statusCode).toBe(401);
    await send(main, 'PATCH', `/user/account/${id}/changeState`, { status: 1 });
  });

  it('keeps the tree sound: no cycles, no deleting a node in use, unique sibling names', async () => {
    const cycle = await send(main, 'PUT', `/user/organization/${node('深圳工厂').id}`, {
      name: '深圳工厂',
      parentId: node('一号车间').id,
      sortNum: 0,
    });
    expect(cycle.body.message).toBe(UserCentreMessages.ORG_CYCLE);
    const inUse = await send(main, 'DELETE', `/user/organization/${node('深圳工厂').id}`);
    expect(inUse.body.message).toBe(UserCentreMessages.ORG_HAS_CHILDREN);
    const twin = await send(main, 'POST', '/user/organization', {
      name: '深圳工厂',
      parentId: node('总部').id,
    });
    expect(twin.statusCode).toBe(409);

    // A move carries the subtree: the workshop follows its plant.
    const moved = await send(main, 'PUT', `/user/organization/${node('深圳工厂').id}`, {
      name: '深圳工厂',
      parentId: node('东莞仓储中心').id,
      sortNum: 0,
    });
    expect(moved.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('organization')
      .select(['id', 'path'])
      .where('customerId', '=', customerId)
      .execute();
    const pathOf = (id: number) => rows.find((r) => Number(r.id) === id)!.path;
    expect(pathOf(node('一号车间').id)).toBe(
      `${pathOf(node('东莞仓储中心').id)}${node('深圳工厂').id}/${node('一号车间').id}/`,
    );
    await send(main, 'PUT', `/user/organization/${node('深圳工厂').id}`, {
      name: '深圳工厂',
      parentId: node('总部').id,
      sortNum: 1,
    });
  });
});
