import { randomUUID } from 'node:crypto';
import { OrderStatus, type OrderConfigInput, type OrderDetail } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { drainJobs } from '../../lib/jobs.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { grantExportPermission, readSheet } from '../../../test/export-support.js';
import { expireOrders, provisionHandler } from './order.service.js';

const BASE = '/unionmallmanage';
const silent = { warn: () => {}, error: () => {} };

describe('orders', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let admin: string;
  let gd: string;
  let cardsA: string[];
  let skuA1Card: { id: number; tiers: { mbps: number; priceFen: number }[] };

  const post = <T = unknown>(token: string, url: string, payload?: object) =>
    t.call<T>({
      method: 'POST',
      url: `${BASE}${url}`,
      headers: authed(token),
      payload: payload ?? {},
    });
  const get = <T = unknown>(token: string, url: string) =>
    t.call<T>({ method: 'GET', url: `${BASE}${url}`, headers: authed(token) });

  const a1Config = (over: Partial<OrderConfigInput> = {}): OrderConfigInput => ({
    type: 'A1',
    skuId: skuA1Card.id,
    bandwidthLevel: 3,
    months: 6,
    msisdns: cardsA.slice(0, 2),
    contactName: '张工',
    contactPhone: '13800138000',
    customProps: {},
    ...over,
  });

  /** The custom property the A1 category requires (应用服务器地址). */
  let serverProp: string;

  async function order(token: string, over: Partial<OrderConfigInput> = {}, key = randomUUID()) {
    const config = {
      ...a1Config(over),
      customProps: { [serverProp]: '10.1.2.3', ...over.customProps },
    };
    const quote = await post<{ amountFen: number }>(token, '/cp/om/portal/quote', config);
    expect(quote.statusCode).toBe(200);
    const res = await post<{ id: number; orderNo: string; created: boolean }>(
      token,
      `/cp/om/portal/commit/${config.type === 'B3_HA' ? 'b3' : config.type.toLowerCase()}`,
      { config, expectedAmountFen: quote.body.result.amountFen, idempotencyKey: key },
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  }

  const detail = async (token: string, id: number) =>
    (await get<OrderDetail>(token, `/cp/om/web/order/queryOsmsOrderDetail?id=${id}`)).body.result;

  /** Runs the provisioning queue to the end, as the app's runner would. */
  const provision = () =>
    drainJobs(t.database.db, new Map([[provisionHandler.queue, provisionHandler]]), silent);

  beforeAll(async () => {
    t = await createTestApp();
    // The tests drive the queue themselves.
    await jobRunnerOf(t.database)!.stop();
    [tokenA, tokenB, admin, gd] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'admin'),
      loginAs(t, 'gd_admin'),
    ]);
    const db = t.database.db;
    cardsA = (
      await db
        .selectFrom('simCard as s')
        .innerJoin('account as a', 'a.customerId', 's.customerId')
        .select('s.msisdn')
        .where('a.loginAccount', '=', 'OCB1000000001')
        .orderBy('s.id')
        .limit(3)
        .execute()
    ).map((r) => r.msisdn);
    const offer = await t.call<{
      skus: { id: number; skuCode: string; bandwidthTiers: { mbps: number; priceFen: number }[] }[];
      customProps: { id: number; name: string }[];
    }>({ method: 'GET', url: `${BASE}/pm/product/portal/offer?type=A1` });
    const sku = offer.body.result.skus.find((s) => s.skuCode === 'A1-CARD')!;
    skuA1Card = { id: sku.id, tiers: sku.bandwidthTiers };
    serverProp = String(offer.body.result.customProps.find((p) => p.name === '应用服务器地址')!.id);
  });
  afterAll(() => t.close());

  it('the portal offer lists on-shelf SKUs with their six tiers, public', async () => {
    const res = await t.call<{ onShelf: boolean; skus: { skuCode: string; variant: string }[] }>({
      method: 'GET',
      url: `${BASE}/pm/product/portal/offer?type=B3_HA`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result.onShelf).toBe(true);
    expect(res.body.result.skus.map((s) => s.skuCode)).toEqual(['B3-HA']);
    expect(skuA1Card.tiers).toHaveLength(6);
    const bad = await t.call({ method: 'GET', url: `${BASE}/pm/product/portal/offer?type=Z9` });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('订购类型不正确');
  });

  it('prices from the catalogue: the tier times the cards times the months', async () => {
    const config = { ...a1Config(), customProps: { [serverProp]: '10.1.2.3' } };
    const res = await post<{
      amountFen: number;
      unitPriceFen: number;
      quantity: number;
      periods: number;
      bandwidthMbps: number;
    }>(tokenA, '/cp/om/portal/quote', config);
    expect(res.statusCode).toBe(200);
    const tier = skuA1Card.tiers[2]!;
    expect(res.body.result).toMatchObject({
      unitPriceFen: tier.priceFen,
      quantity: 2,
      periods: 6,
      amountFen: tier.priceFen * 2 * 6,
      bandwidthMbps: tier.mbps,
    });
  });

  it('refuses bad configurations with Chinese messages and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('bizOrder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Partial<OrderConfigInput>, string][] = [
      [{ msisdns: [] }, '请填写适用的物联网卡号'],
      [{ msisdns: ['123'] }, '卡号须为11位数字'],
      [{ months: 0 }, '订购时长为1-36个月'],
      [{ contactPhone: '12345' }, '联系电话格式不正确'],
      [{ bandwidthLevel: 0 }, '请选择带宽'],
      [{ msisdns: ['19999999999'] }, '以下卡号不属于本企业或不在您的管理范围：19999999999'],
      [{ customProps: { [serverProp]: '' } }, '请填写应用服务器地址'],
    ];
    for (const [over, message] of cases) {
      const config = {
        ...a1Config(over),
        customProps: { [serverProp]: '10.1.2.3', ...over.customProps },
      };
      const res = await post(tokenA, '/cp/om/portal/commit/a1', {
        config,
        expectedAmountFen: 1,
        idempotencyKey: randomUUID(),
      });
      expect(res.body.message, JSON.stringify(over)).toBe(message);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    // B's cards are not A's to accelerate.
    const after = await t.database.db
      .selectFrom('bizOrder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a price that moved since the confirmation, naming the new one', async () => {
    const config = { ...a1Config(), customProps: { [serverProp]: '10.1.2.3' } };
    const res = await post(tokenA, '/cp/om/portal/commit/a1', {
      config,
      expectedAmountFen: 1,
      idempotencyKey: randomUUID(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toMatch(/^价格已调整为¥[\d,]+\.\d{2}，请返回上一步确认最新价格$/);
  });

  it('makes one order per idempotency key: repeated and parallel submissions', async () => {
    const key = randomUUID();
    const first = await order(tokenA, {}, key);
    expect(first.created).toBe(true);
    expect(first.orderNo).toMatch(/^DD\d{16}$/);
    const again = await order(tokenA, {}, key);
    expect(again).toMatchObject({ id: first.id, created: false });

    const parallelKey = randomUUID();
    const config = { ...a1Config(), customProps: { [serverProp]: '10.1.2.3' } };
    const quote = await post<{ amountFen: number }>(tokenA, '/cp/om/portal/quote', config);
    const body = {
      config,
      expectedAmountFen: quote.body.result.amountFen,
      idempotencyKey: parallelKey,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post<{ id: number }>(tokenA, '/cp/om/portal/commit/a1', body),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.result.id)).size).toBe(1);
    const rows = await t.database.db
      .selectFrom('bizOrder')
      .select('id')
      .where('idempotencyKey', '=', parallelKey)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an off-shelf SKU and product', async () => {
    const db = t.database.db;
    await db
      .updateTable('productSku')
      .set({ onShelf: false })
      .where('id', '=', skuA1Card.id)
      .execute();
    const config = { ...a1Config(), customProps: { [serverProp]: '10.1.2.3' } };
    const res = await post(tokenA, '/cp/om/portal/quote', config);
    expect(res.body.message).toBe('所选规格已下架，请返回重新选择');
    await db
      .updateTable('productSku')
      .set({ onShelf: true })
      .where('id', '=', skuA1Card.id)
      .execute();
    await db.updateTable('product').set({ onShelf: false }).where('code', '=', 'A1').execute();
    const off = await post(tokenA, '/cp/om/portal/quote', config);
    expect(off.body.message).toBe('该产品已下架，暂不支持订购');
    const offer = await t.call<{ onShelf: boolean; skus: unknown[] }>({
      method: 'GET',
      url: `${BASE}/pm/product/portal/offer?type=A1`,
    });
    expect(offer.body.result).toMatchObject({ onShelf: false, skus: [] });
    await db.updateTable('product').set({ onShelf: true }).where('code', '=', 'A1').execute();
  });

  it('scopes orders: B never sees A’s, a province admin only its province', async () => {
    const a = await order(tokenA);
    const listB = await get<{ data: { id: number }[] }>(
      tokenB,
      '/cp/om/web/order/queryOsmsOrder?pageSize=50',
    );
    expect(listB.body.result.data.map((o) => o.id)).not.toContain(a.id);
    const detailB = await get(tokenB, `/cp/om/web/order/queryOsmsOrderDetail?id=${a.id}`);
    expect(detailB.statusCode).toBe(403);
    expect((await post(tokenB, `/cp/om/web/order/${a.id}/cancel`)).statusCode).toBe(403);

    const b = await order(tokenB, {
      msisdns: [],
      type: 'A2',
      dnn: 'plant.hz.5gpn',
      skuId: await skuOf('A2'),
    });
    const gdList = await get<{ data: { id: number }[] }>(
      gd,
      '/cp/om/web/order/queryOsmsOrder?pageSize=50',
    );
    const ids = gdList.body.result.data.map((o) => o.id);
    expect(ids).toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect((await post(gd, `/cp/om/web/order/${b.id}/approve`)).statusCode).toBe(403);
    const national = await get<{ data: { id: number }[] }>(
      admin,
      '/cp/om/web/order/queryOsmsOrder?pageSize=50',
    );
    expect(national.body.result.data.map((o) => o.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    // A customer cannot review orders at all.
    expect((await post(tokenA, `/cp/om/web/order/${a.id}/approve`)).statusCode).toBe(403);
  });

  async function skuOf(type: 'A2' | 'A4' | 'B3'): Promise<number> {
    const offer = await t.call<{ skus: { id: number }[] }>({
      method: 'GET',
      url: `${BASE}/pm/product/portal/offer?type=${type}`,
    });
    return offer.body.result.skus[0]!.id;
  }

  it('runs submitted → approving → provisioning → active, with the trail, and refuses illegal moves', async () => {
    const { id } = await order(tokenA);
    expect((await post(gd, `/cp/om/web/order/${id}/accept`)).statusCode).toBe(200);
    expect((await post(gd, `/cp/om/web/order/${id}/accept`)).body.message).toBe(
      '订单当前为“审核中”，不能受理',
    );
    expect((await post(gd, `/cp/om/web/order/${id}/approve`)).statusCode).toBe(200);
    expect((await detail(tokenA, id)).status).toBe(OrderStatus.PROVISIONING);
    // Too late to cancel or reject.
    expect((await post(tokenA, `/cp/om/web/order/${id}/cancel`)).body.message).toBe(
      '订单当前为“开通中”，不能取消',
    );
    expect(
      (await post(gd, `/cp/om/web/order/${id}/reject`, { reason: '资源不足' })).statusCode,
    ).toBe(422);

    expect(await provision()).toBeGreaterThan(0);
    const d = await detail(tokenA, id);
    expect(d.status).toBe(OrderStatus.ACTIVE);
    expect(d.paidFen).toBe(d.amountFen);
    expect(d.instances).toHaveLength(1);
    expect(d.instances[0]!.name).toMatch(/^业务加速-/);
    expect(d.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
      [null, 0],
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(d.events[3]!.operator).toBe('系统');
    expect(d.periodsDetail).toHaveLength(6);
    expect(d.periodsDetail[0]!.state).toBe('billed');
    expect(d.periodsDetail[5]!.state).toBe('upcoming');
    // Provisioning again changes nothing (idempotent job).
    await t.database.db
      .insertInto('backgroundJob')
      .values({ queue: provisionHandler.queue, payload: JSON.stringify({ orderId: id }) })
      .execute();
    await provision();
    expect((await detail(tokenA, id)).instances).toHaveLength(1);
  });

  it('lets the customer cancel before approval and the operator reject with a reason', async () => {
    const one = await order(tokenA);
    expect((await post(tokenA, `/cp/om/web/order/${one.id}/cancel`)).statusCode).toBe(200);
    expect((await detail(tokenA, one.id)).status).toBe(OrderStatus.CANCELLED);
    expect((await post(gd, `/cp/om/web/order/${one.id}/approve`)).body.message).toBe(
      '订单当前为“已取消”，不能审核通过',
    );

    const two = await order(tokenA);
    const noReason = await post(gd, `/cp/om/web/order/${two.id}/reject`, { reason: ' ' });
    expect(noReason.body.message).toBe('请填写驳回原因');
    expect(
      (await post(gd, `/cp/om/web/order/${two.id}/reject`, { reason: '资源不足' })).statusCode,
    ).toBe(200);
    const d = await detail(tokenA, two.id);
    expect(d).toMatchObject({ status: OrderStatus.REJECTED, rejectReason: '资源不足' });
  });

  it('refunds: only active orders, never more than paid, one waiting at a time; approval ends the order', async () => {
    const pending = await order(tokenA);
    expect(
      (
        await post(tokenA, `/cp/om/web/order/${pending.id}/refund`, {
          amountFen: 100,
          reason: '不再需要',
        })
      ).body.message,
    ).toBe('只有生效中的订单可以申请退款');
    const { id } = await order(tokenA);
    await post(admin, `/cp/om/web/order/${id}/approve`);
    await provision();
    const paid = (await detail(tokenA, id)).paidFen;
    const over = await post(tokenA, `/cp/om/web/order/${id}/refund`, {
      amountFen: paid + 1,
      reason: '多退',
    });
    expect(over.statusCode).toBe(422);
    expect(over.body.message).toMatch(/^退款金额不能超过可退金额¥/);
    const float = await post(tokenA, `/cp/om/web/order/${id}/refund`, {
      amountFen: 12.5,
      reason: '小数',
    });
    expect(float.statusCode).toBe(400);
    const half = Math.floor(paid / 2);
    const ok = await post<{ id: number; refundNo: string }>(
      tokenA,
      `/cp/om/web/order/${id}/refund`,
      {
        amountFen: half,
        reason: '项目提前结束',
      },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body.result.refundNo).toMatch(/^TK\d{14}$/);
    expect(
      (await post(tokenA, `/cp/om/web/order/${id}/refund`, { amountFen: 1, reason: '再退' })).body
        .message,
    ).toBe('该订单已有待审核的退款申请');
    // B and customers cannot review; the province admin can.
    expect(
      (await post(tokenA, '/cp/om/web/refund/update', { id: ok.body.result.id, approve: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(gd, '/cp/om/web/refund/update', { id: ok.body.result.id, approve: false })).body
        .message,
    ).toBe('请填写驳回原因');
    expect(
      (await post(gd, '/cp/om/web/refund/update', { id: ok.body.result.id, approve: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(gd, '/cp/om/web/refund/update', { id: ok.body.result.id, approve: true })).body
        .message,
    ).toBe('该退款申请已处理');
    const d = await detail(tokenA, id);
    expect(d).toMatchObject({ status: OrderStatus.REFUNDED, refundedFen: half, refundableFen: 0 });
    expect(d.instances[0]!.status).toBe(2);
    const list = await get<{ data: { id: number; status: number }[] }>(
      tokenB,
      '/cp/om/web/refund/query',
    );
    expect(list.body.result.data.map((r) => r.id)).not.toContain(ok.body.result.id);
  });

  it('exports refunds to xlsx only with the export permission', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/cp/om/web/refund/export`,
      headers: authed(gd),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    await grantExportPermission(t, 'gd_admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/cp/om/web/refund/export`,
      headers: authed(gd),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const { name, rows } = await readSheet(res.rawPayload);
    expect(name).toBe('退款记录');
    expect(rows[0]).toContain('退款单号');
    expect(rows.length).toBeGreaterThan(1);
  });

  it('expires active orders past their term and ends their business', async () => {
    const { id } = await order(tokenA);
    await post(admin, `/cp/om/web/order/${id}/approve`);
    await provision();
    await t.database.db
      .updateTable('bizOrder')
      .set({ endAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await expireOrders(t.database.db)).toBeGreaterThanOrEqual(1);
    const d = await detail(tokenA, id);
    expect(d.status).toBe(OrderStatus.EXPIRED);
    expect(d.instances[0]!.status).toBe(2);
    expect(d.events.at(-1)).toMatchObject({
      toStatus: OrderStatus.EXPIRED,
      operator: '系统',
      note: '服务期满',
    });
  });
});
