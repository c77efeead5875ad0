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
  /** Two of the enterprise's gateways: one placed in the node, one in another node. */
  let inDevice: { id: number; serial: string };
  let outDevice: { id: number; serial: string };
  let deviceGroupId: number;
  let inServiceId: number;
  let outServiceId: number;
  let outCommandId: number;
  let mixedCommandId: number;
  let mainOrderId: number;
  let ownOrderId: number;

  /** The node the sub-account is placed in. */
  const nodeId = async () =>
    (
      await t.database.db
        .selectFrom('account')
        .select('orgId')
        .where('loginAccount', '=', 'pc_sim01')
        .executeTakeFirstOrThrow()
    ).orgId;

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
      .values(
        [
          'cpe',
          'cpe.cardGroup',
          'cpe.list',
          'cpe.group',
          'cpe.sms',
          'cpe.dnn',
          'cpe.miniService',
          'cpe.miniPanel',
          'cpe.miniGroup',
          'user.workOrder',
          'industryDevice',
          'a7',
        ].map((menuId) => ({ accountId: Number(sub.id), menuId })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();

    // Gateways: one placed in the node, one outside it, in one device group; a 小微
    // subscription on each; a command to the outside one only and one to both; an SMS each.
    const gateways = await db
      .selectFrom('device')
      .select(['id', 'serial', 'beId', 'areaCode'])
      .where('customerId', '=', customerId)
      .where('kind', '=', 'cpe')
      .orderBy('id')
      .limit(2)
      .execute();
    expect(gateways).toHaveLength(2);
    inDevice = { id: Number(gateways[0]!.id), serial: gateways[0]!.serial };
    outDevice = { id: Number(gateways[1]!.id), serial: gateways[1]!.serial };
    const dg = await db
      .insertInto('deviceGroup')
      .values({
        customerId,
        beId: customer.beId,
        areaCode: customer.cityCode,
        name: '节点范围测试网关组',
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    deviceGroupId = Number(dg.id);
    for (const [device, orgName] of [
      [inDevice, '深圳工厂'],
      [outDevice, '东莞仓储中心'],
    ] as const) {
      await db
        .updateTable('device')
        .set({ orgId: orgOf(orgName), groupId: deviceGroupId })
        .where('id', '=', device.id)
        .execute();
    }
    // The gateways' own subscriptions are replaced by one each.
    await db
      .deleteFrom('cpeMiniService')
      .where('deviceId', 'in', [inDevice.id, outDevice.id])
      .execute();
    const pkg = await db
      .selectFrom('cpeMiniPackage')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const serviceIds: number[] = [];
    for (const [i, device] of [inDevice, outDevice].entries()) {
      const row = await db
        .insertInto('cpeMiniService')
        .values({
          serviceNo: `XWSCOPE0000${i}`,
          customerId,
          beId: customer.beId,
          areaCode: customer.cityCode,
          packageId: Number(pkg.id),
          deviceId: device.id,
          shopName: `节点范围测试门店${i}`,
          contactName: '测试',
          contactPhone: '13800000000',
          state: 'active',
          startDate: '2026-01-01',
          endDate: '2099-12-31',
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      serviceIds.push(Number(row.id));
    }
    [inServiceId, outServiceId] = serviceIds as [number, number];
    const command = async (deviceIds: number[]) => {
      const expiresAt = new Date(Date.now() + 3_600_000);
      const c = await db
        .insertInto('deviceCommand')
        .values({
          customerId,
          beId: customer.beId,
          areaCode: customer.cityCode,
          kind: 'reboot',
          params: JSON.stringify({}),
          groupId: null,
          total: deviceIds.length,
          createdBy: null,
          createdAt: new Date(),
          expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('deviceCommandItem')
        .values(deviceIds.map((deviceId) => ({ commandId: Number(c.id), deviceId, expiresAt })))
        .execute();
      return Number(c.id);
    };
    outCommandId = await command([outDevice.id]);
    mixedCommandId = await command([inDevice.id, outDevice.id]);
    await db
      .insertInto('deviceSmsLog')
      .values(
        [inDevice, outDevice].map((d) => ({
          customerId,
          beId: customer.beId,
          areaCode: customer.cityCode,
          deviceId: d.id,
          tel: '13800000000',
          event: 'offline',
          content: `节点范围测试短信 ${d.serial}`,
          sentAt: new Date(),
        })),
      )
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

    // Work orders: one opened by the enterprise's main account, one by the sub-account.
    const main = await db
      .selectFrom('account')
      .select('id')
      .where('customerId', '=', customerId)
      .where('parentAccountId', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const orderIds: number[] = [];
    for (const [i, accountId] of [Number(main.id), Number(sub.id)].entries()) {
      const row = await db
        .insertInto('workOrder')
        .values({
          orderNo: `GDSCOPE000${i}`,
          customerId,
          beId: customer.beId,
          areaCode: customer.cityCode,
          accountId,
          category: 'sim',
          priority: 2,
          title: `节点范围测试工单${i}`,
          description: '节点范围测试',
          slaDueAt: new Date(Date.now() + 86_400_000),
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orderIds.push(Number(row.id));
    }
    [mainOrderId, ownOrderId] = orderIds as [number, number];

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

  describe('gateways, device groups and SMS logs', () => {
    it('lists only the node’s gateway, and counts only it in its group', async () => {
      const list = await call<PageResult<{ serial: string }>>(
        'GET',
        '/cpe/v1/device/list?page=1&pageSize=50',
      );
      expect(list.statusCode).toBe(200);
      const serials = list.body.result.data.map((d) => d.serial);
      expect(serials).toContain(inDevice.serial);
      expect(serials).not.toContain(outDevice.serial);
      const groups = await call<PageResult<{ id: number; devices: number }>>(
        'GET',
        '/cpe/v1/group/list?page=1&pageSize=50',
      );
      expect(groups.statusCode).toBe(200);
      expect(groups.body.result.data.find((g) => g.id === deviceGroupId)?.devices).toBe(1);
    });

    it('shows the SMS log of the node’s gateways only', async () => {
      const res = await call<PageResult<{ content: string }>>(
        'GET',
        `/cpe/v1/sms/list?page=1&pageSize=50&keyword=${encodeURIComponent('节点范围测试短信')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.result.data.map((m) => m.content)).toEqual([
        `节点范围测试短信 ${inDevice.serial}`,
      ]);
    });
  });

  describe('remote commands', () => {
    it('lists the commands that reached the node, counting only its items', async () => {
      const res = await call<PageResult<{ id: number; total: number; counts: object }>>(
        'GET',
        '/cpe/v1/command/list?page=1&pageSize=50',
      );
      expect(res.statusCode).toBe(200);
      const ids = res.body.result.data.map((c) => c.id);
      expect(ids).toContain(mixedCommandId);
      expect(ids).not.toContain(outCommandId);
    });

    it('shows a mixed command’s in-node item only, and refuses an out-of-node command', async () => {
      const detail = await call<{ items: PageResult<{ serial: string }> }>(
        'GET',
        `/cpe/v1/command/detail?id=${mixedCommandId}&page=1&pageSize=50`,
      );
      expect(detail.statusCode).toBe(200);
      expect(detail.body.result.items.data.map((i) => i.serial)).toEqual([inDevice.serial]);
      expect(detail.body.result.items.total).toBe(1);
      const out = await call('GET', `/cpe/v1/command/detail?id=${outCommandId}&page=1&pageSize=10`);
      expect(out.statusCode).toBe(403);
    });
  });

  describe('小微 services', () => {
    it('lists and counts only the subscription on the node’s gateway', async () => {
      const res = await call<PageResult<{ id: number }>>(
        'GET',
        `/cpe/v1/mini/service/list?page=1&pageSize=50&keyword=${encodeURIComponent('节点范围测试门店')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.result.data.map((r) => r.id)).toEqual([inServiceId]);
      const panel = await call<{ total: number }>('GET', '/cpe/v1/mini/panel');
      expect(panel.statusCode).toBe(200);
      const mine = await t.database.db
        .selectFrom('cpeMiniService as t')
        .innerJoin('device as d', 'd.id', 't.deviceId')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('d.orgId', '=', Number((await nodeId())!))
        .executeTakeFirstOrThrow();
      expect(panel.body.result.total).toBe(Number(mine.n));
    });

    it('refuses the detail of, and suspending, the subscription outside the node', async () => {
      const detail = await call('GET', `/cpe/v1/mini/service/${outServiceId}`);
      expect(detail.statusCode).toBe(403);
      const suspend = await call('POST', `/cpe/v1/mini/service/${outServiceId}/suspend`, {});
      expect(suspend.statusCode).toBe(403);
      const row = await t.database.db
        .selectFrom('cpeMiniService')
        .select('state')
        .where('id', '=', outServiceId)
        .executeTakeFirstOrThrow();
      expect(row.state).toBe('active');
      const own = await call('GET', `/cpe/v1/mini/service/${inServiceId}`);
      expect(own.statusCode).toBe(200);
    });
  });

  describe('work orders', () => {
    it('lists the orders opened within the node, and refuses another one', async () => {
      const res = await call<PageResult<{ id: number }>>(
        'GET',
        `/user/workOrder/list?page=1&pageSize=50&keyword=${encodeURIComponent('节点范围测试工单')}`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.result.data.map((o) => o.id)).toEqual([ownOrderId]);
      expect((await call('GET', `/user/workOrder/${mainOrderId}`)).statusCode).toBe(403);
      expect((await call('GET', `/user/workOrder/${ownOrderId}`)).statusCode).toBe(200);
    });
  });

  describe('enterprise-wide aggregates', () => {
    it('shows a node sub-account no DNN of the enterprise (they mix every node’s cards)', async () => {
      const res = await call<PageResult<unknown>>('GET', '/cpe/v1/dnn/list?page=1&pageSize=50');
      expect(res.statusCode).toBe(200);
      expect(res.body.result.total).toBe(0);
    });

    it('shows it no line DNN and no industry terminal, which no node holds', async () => {
      // Both exist for the enterprise: its main account sees them.
      const db = t.database.db;
      const customerId = Number(
        (
          await db
            .selectFrom('enterpriseCustomer')
            .select('id')
            .where('custCode', '=', USER_CENTRE_DEMO_CUSTCODE)
            .executeTakeFirstOrThrow()
        ).id,
      );
      const terminals = await db
        .selectFrom('industryDevice')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow();
      const industry = await call<PageResult<unknown>>(
        'GET',
        '/industry/v1/device/list?page=1&pageSize=10',
      );
      expect(industry.statusCode).toBe(200);
      expect(industry.body.result.total).toBe(0);
      const lines = await call<PageResult<unknown>>(
        'GET',
        '/network/line/dnnView?page=1&pageSize=10',
      );
      expect(lines.statusCode).toBe(200);
      expect(lines.body.result.total).toBe(0);
      // The refusal is the scope's, not an empty enterprise: a record exists to hide.
      const dnns = await db
        .selectFrom('dnnInstance')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customerId', '=', customerId)
        .executeTakeFirstOrThrow();
      expect(Number(terminals.n) + Number(dnns.n)).toBeGreaterThan(0);
    });
  });
});
