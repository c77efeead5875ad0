import type { PageResult } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, type TestApp } from '../../test/helpers.js';
import { loginWith } from '../modules/sms/sms.test-support.js';
import { USER_CENTRE_DEMO_CUSTCODE } from '../db/seed/user-centre.js';

const API = '/unionmallmanage';

/**
 * A sub-account placed in an organisation node (pc_sim01, 深圳工厂) reads and changes only
 * its node's records in every module: member lists show in-node members only, and an
 * out-of-node record is refused (403). Shared fixture: customer A's cards in and out of the
 * node, put in one SIM group and one card group.
 */
describe('organisation node scope of a placed sub-account', () => {
  let t: TestApp;
  let token: string;
  const inCards: { id: number; msisdn: string }[] = [];
  const outCards: { id: number; msisdn: string }[] = [];
  let simGroupId: number;
  let cardGroupId: number;

  const call = <T = unknown>(method: 'GET' | 'POST', url: string, payload?: object) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      headers: authed(token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const customer = await db
      .selectFrom('enterpriseCustomer')
      .select(['id', 'beId', 'cityCode'])
      .where('custCode', '=', USER_CENTRE_DEMO_CUSTCODE)
      .executeTakeFirstOrThrow();
    const customerId = Number(customer.id);
    const orgs = await db
      .selectFrom('organization')
      .select(['id', 'name'])
      .where('customerId', '=', customerId)
      .execute();
    const orgOf = (name: string) => Number(orgs.find((o) => o.name === name)!.id);
    const cardsOf = (orgId: number) =>
      db
        .selectFrom('simCard')
        .select(['id', 'msisdn'])
        .where('customerId', '=', customerId)
        .where('kind', '=', 0)
        .where('orgId', '=', orgId)
        .orderBy('id')
        .limit(2)
        .execute();
    inCards.push(...(await cardsOf(orgOf('深圳工厂'))).map((c) => ({ ...c, id: Number(c.id) })));
    outCards.push(
      ...(await cardsOf(orgOf('东莞仓储中心'))).map((c) => ({ ...c, id: Number(c.id) })),
    );
    expect(inCards).toHaveLength(2);
    expect(outCards).toHaveLength(2);

    // The sub-account also holds the card-group screen (its owner does).
    const sub = await db
      .selectFrom('account')
      .select('id')
      .where('loginAccount', '=', 'pc_sim01')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('accountMenu')
      .values(['cpe.cardGroup', 'cpe'].map((menuId) => ({ accountId: Number(sub.id), menuId })))
      .onConflict((oc) => oc.doNothing())
      .execute();

    const tariff = await db
      .selectFrom('simTariff')
      .select('id')
      .where('kind', '=', 2)
      .orderBy('id')
      .executeTakeFirst();
    const group = await db
      .insertInto('simGroup')
      .values({
        customerId,
        name: '节点范围测试群组',
        tariffId: Number(tariff?.id ?? 1),
        poolDataMb: 1024,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    simGroupId = Number(group.id);
    await db
      .updateTable('simCard')
      .set({ groupId: simGroupId })
      .where(
        'id',
        'in',
        [...inCards, ...outCards].map((c) => c.id),
      )
      .execute();

    const cg = await db
      .insertInto('cardGroup')
      .values({
        customerId,
        beId: customer.beId,
        areaCode: customer.cityCode,
        name: '节点范围测试卡组',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cardGroupId = Number(cg.id);
    await db
      .insertInto('cardGroupMember')
      .values(
        [inCards[0]!, outCards[0]!].map((c) => ({
          groupId: cardGroupId,
          cardId: c.id,
          createdAt: new Date(),
        })),
      )
      .execute();

    token = await loginWith(t, 'pc_sim01', 'Demo@12345');
  });
  afterAll(() => t.close());

  describe('SIM groups', () => {
    it('lists only in-node member cards, and counts only them', async () => {
      const res = await call<PageResult<{ msisdn: string }>>(
        'GET',
        `/icm/sim/group/member/list?groupId=${simGroupId}&page=1&pageSize=50`,
      );
      expect(res.statusCode).toBe(200);
      const msisdns = res.body.result.data.map((c) => c.msisdn).sort();
      expect(msisdns).toEqual(inCards.map((c) => c.msisdn).sort());
      expect(res.body.result.total).toBe(2);

      const groups = await call<PageResult<{ id: number; members: number }>>(
        'GET',
        '/icm/sim/group/list?page=1&pageSize=50',
      );
      expect(groups.body.result.data.find((g) => g.id === simGroupId)?.members).toBe(2);
    });
  });

  describe('card groups', () => {
    it('lists only in-node members, and counts only them', async () => {
      const res = await call<PageResult<{ msisdn: string }>>(
        'GET',
        `/cpe/v1/card-group/members?id=${cardGroupId}&page=1&pageSize=50`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.result.data.map((c) => c.msisdn)).toEqual([inCards[0]!.msisdn]);
      expect(res.body.result.total).toBe(1);
      const groups = await call<PageResult<{ id: number; cards: number }>>(
        'GET',
        '/cpe/v1/card-group/list?page=1&pageSize=50',
      );
      expect(groups.body.result.data.find((g) => g.id === cardGroupId)?.cards).toBe(1);
    });

    it.each([
      ['add', () => outCards[1]!],
      ['remove', () => outCards[0]!],
    ] as const)('refuses to %s an out-of-node card, changing nothing', async (action, card) => {
      const before = await t.database.db
        .selectFrom('cardGroupMember')
        .select('cardId')
        .where('groupId', '=', cardGroupId)
        .execute();
      const res = await call('POST', '/cpe/v1/card-group/members', {
        groupId: cardGroupId,
        action,
        msisdnList: [card().msisdn],
      });
      expect(res.statusCode).toBe(403);
      expect(res.body.message).toBe('您无权访问该数据');
      const after = await t.database.db
        .selectFrom('cardGroupMember')
        .select('cardId')
        .where('groupId', '=', cardGroupId)
        .execute();
      expect(after).toEqual(before);
    });

    it('still adds an in-node card', async () => {
      const res = await call<{ changed: number }>('POST', '/cpe/v1/card-group/members', {
        groupId: cardGroupId,
        action: 'add',
        msisdnList: [inCards[1]!.msisdn],
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.result.changed).toBe(1);
    });
  });
});
