import {
  Messages,
  SimMessages,
  Status,
  type PageResult,
  type SimCardItem,
  type SimGroup,
} from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { authed, type TestApp } from '../../../test/helpers.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { GroupMessages } from './sim-group.service.js';
import { CUSTOMER_ONLY_MESSAGE } from './sim-service.access.js';
import { API, useSimTestApp, type Who } from './sim-service.test-support.js';
import type { SimFixture } from './testing.js';

describe('SIM groups', () => {
  let t: TestApp;
  let f: SimFixture;
  let tokens: Record<Who, string>;
  useSimTestApp((app) => ({ t, f, tokens } = app));

  const list = (who: Who, qs = '') =>
    t.call<PageResult<SimGroup>>({
      method: 'GET',
      url: `${API}/group/list?pageSize=50${qs}`,
      headers: authed(tokens[who]),
    });
  const save = (who: Who, body: object, id?: number) =>
    t.call<SimGroup>({
      method: id === undefined ? 'POST' : 'PUT',
      url: id === undefined ? `${API}/group` : `${API}/group/${id}`,
      headers: authed(tokens[who]),
      payload: body,
    });
  const remove = (who: Who, id: number) =>
    t.call<{ id: number }>({
      method: 'DELETE',
      url: `${API}/group/${id}`,
      headers: authed(tokens[who]),
    });
  const members = (who: Who, groupId: number, qs = '') =>
    t.call<PageResult<SimCardItem>>({
      method: 'GET',
      url: `${API}/group/member/list?groupId=${groupId}${qs}`,
      headers: authed(tokens[who]),
    });
  const groupName = (series: number, cust: string) => `业务测试群组${series}${cust}`;

  it('lists a customer’s own groups with members, pool and usage this month', async () => {
    const res = await list('OCB1000000001', `&name=${encodeURIComponent(groupName(0, 'A'))}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.result.data).toEqual([
      expect.objectContaining({
        id: f.groups.a,
        name: groupName(0, 'A'),
        tariffId: f.tariffs.group1,
        tariffName: '测试资费0-G1',
        poolDataMb: 10_240,
        members: 2,
        usedDataKb: 4096 + 1024,
      }),
    ]);
    const all = (await list('OCB1000000001')).body.result.data.map((g) => g.id);
    expect(all).toContain(f.groups.a);
    expect(all).not.toContain(f.groups.b);
  });

  it('lets administrators read the groups of their area only', async () => {
    const gd = (await list('gd_admin')).body.result.data.map((g) => g.id);
    expect(gd).toContain(f.groups.a);
    expect(gd).not.toContain(f.groups.b);
    const nation = (await list('admin')).body.result.data.map((g) => g.id);
    expect(nation).toEqual(expect.arrayContaining([f.groups.a, f.groups.b]));
    expect((await members('gd_admin', f.groups.a)).statusCode).toBe(200);
    const refused = await members('gd_admin', f.groups.b);
    expect(refused.statusCode).toBe(403);
    // Administrators read; only the enterprise manages its groups.
    const create = await save('gd_admin', { name: '省管理员群组', tariffId: f.tariffs.group1 });
    expect(create.statusCode).toBe(403);
    expect(create.body.message).toBe(CUSTOMER_ONLY_MESSAGE);
  });

  it('lists members of a group, by number prefix too', async () => {
    const res = await members('OCB1000000001', f.groups.a);
    expect(res.statusCode).toBe(200);
    expect(res.body.result.total).toBe(2);
    expect(res.body.result.data.map((c) => c.msisdn)).toEqual([
      f.cards.aGroup2.msisdn,
      f.cards.aGroup1.msisdn,
    ]);
    expect(res.body.result.data[0]).toMatchObject({
      groupId: f.groups.a,
      groupName: groupName(0, 'A'),
      tariffName: '测试资费0-C1',
      provinceName: '广东',
    });
    const one = await members('OCB1000000001', f.groups.a, `&keyword=${f.cards.aGroup1.msisdn}`);
    expect(one.body.result.data.map((c) => c.iccid)).toEqual([f.cards.aGroup1.iccid]);
    const bad = await members('OCB1000000001', f.groups.a, '&keyword=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe(SimMessages.KEYWORD_INVALID);
    const other = await members('OCB1000000001', f.groups.b);
    expect(other.statusCode).toBe(403);
    expect(other.body).toMatchObject({ message: OUT_OF_SCOPE_MESSAGE, result: null });
    expect((await members('OCB1000000001', 99_999_999)).statusCode).toBe(404);
  });

  let created: SimGroup;
  it('creates a group on a group tariff with a name unique in the enterprise', async () => {
    const res = await save('OCB1000000001', {
      name: '  车联网终端群组 ',
      tariffId: f.tariffs.group2,
      description: '车载终端共享流量',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(GroupMessages.SAVED);
    created = res.body.result;
    expect(created).toMatchObject({
      name: '车联网终端群组',
      tariffId: f.tariffs.group2,
      poolDataMb: 51_200,
      members: 0,
      usedDataKb: 0,
    });
    const dup = await save('OCB1000000001', { name: '车联网终端群组', tariffId: f.tariffs.group1 });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(GroupMessages.nameTaken('车联网终端群组'));
    // Another enterprise may use the same name.
    const b = await save('OCB1000000002', { name: '车联网终端群组', tariffId: f.tariffs.group1 });
    expect(b.statusCode).toBe(200);
  });

  it('refuses a card tariff, a withdrawn or unknown tariff and a missing name', async () => {
    const card = await save('OCB1000000001', { name: '新群组', tariffId: f.tariffs.card1 });
    expect(card.statusCode).toBe(400);
    expect(card.body.message).toBe(GroupMessages.NOT_GROUP_TARIFF);
    for (const tariffId of [f.tariffs.withdrawn, 99_999]) {
      const res = await save('OCB1000000001', { name: '新群组', tariffId });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(SimMessages.TARIFF_NOT_FOUND);
    }
    const noName = await save('OCB1000000001', { name: '  ', tariffId: f.tariffs.group1 });
    expect(noName.statusCode).toBe(400);
    expect(noName.body.message).toBe(SimMessages.GROUP_NAME_REQUIRED);
    const noTariff = await save('OCB1000000001', { name: '新群组' });
    expect(noTariff.statusCode).toBe(400);
    expect(noTariff.body.message).toBe(SimMessages.TARIFF_REQUIRED);
    const { n } = await t.database.db
      .selectFrom('simGroup')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('name', '=', '新群组')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('refuses a name with a bidi control or a zero-width character, storing nothing', async () => {
    const before = await t.database.db
      .selectFrom('simGroup')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const name of ['群组\u202Egpj.exe', '群\u200B组']) {
      const res = await save('OCB1000000001', { name, tariffId: f.tariffs.group1 });
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(Status.VALIDATION_FAILED);
      expect(res.body.message).toBe(Messages.NAME_INVISIBLE_CHARS);
    }
    const rename = await save(
      'OCB1000000001',
      { name: '群组\u202E1', tariffId: f.tariffs.group1 },
      f.groups.a,
    );
    expect(rename.statusCode).toBe(400);
    const after = await t.database.db
      .selectFrom('simGroup')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const a = await t.database.db
      .selectFrom('simGroup')
      .select('name')
      .where('id', '=', f.groups.a)
      .executeTakeFirstOrThrow();
    expect(a.name).toBe(groupName(0, 'A'));
  });

  it('edits its own groups only', async () => {
    const res = await save(
      'OCB1000000001',
      { name: '车联网终端群组（二期）', tariffId: f.tariffs.group1, description: '' },
      created.id,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      id: created.id,
      name: '车联网终端群组（二期）',
      poolDataMb: 10_240,
    });
    const taken = await save(
      'OCB1000000001',
      { name: groupName(0, 'A'), tariffId: f.tariffs.group1 },
      created.id,
    );
    expect(taken.statusCode).toBe(409);
    const other = await save(
      'OCB1000000002',
      { name: '抢占', tariffId: f.tariffs.group1 },
      created.id,
    );
    expect(other.statusCode).toBe(403);
    const row = await t.database.db
      .selectFrom('simGroup')
      .select('name')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('车联网终端群组（二期）');
    expect(
      (await save('OCB1000000001', { name: 'x', tariffId: f.tariffs.group1 }, 99_999)).statusCode,
    ).toBe(404);
  });

  it('deletes a group only when it has no members', async () => {
    const busy = await remove('OCB1000000001', f.groups.a);
    expect(busy.statusCode).toBe(422);
    expect(busy.body).toMatchObject({
      status: Status.WARNING,
      message: GroupMessages.hasMembers(2),
    });
    const other = await remove('OCB1000000002', created.id);
    expect(other.statusCode).toBe(403);
    const ok = await remove('OCB1000000001', created.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.body.result).toEqual({ id: created.id });
    expect((await remove('OCB1000000001', created.id)).statusCode).toBe(404);
    expect((await list('OCB1000000001')).body.result.data.map((g) => g.id)).toContain(f.groups.a);
  });

  it("refuses visitors' writes and anonymous callers; visitors read only the demo enterprise", async () => {
    const v = await save('visitor', { name: '访客群组', tariffId: f.tariffs.group1 });
    expect(v.statusCode).toBe(403);
    expect(v.body.message).toBe(SimMessages.VISITOR_READ_ONLY);
    expect((await remove('visitor', f.groups.a)).body.message).toBe(SimMessages.VISITOR_READ_ONLY);
    // Visitors read the demo enterprise's groups (the join-group picker), never another's.
    const seen = await list('visitor');
    expect(seen.statusCode).toBe(200);
    expect(seen.body.result.data.map((g) => g.id)).not.toContain(f.groups.a);
    const anon = await t.call({ method: 'GET', url: `${API}/group/list` });
    expect(anon.statusCode).toBe(401);
  });
});
