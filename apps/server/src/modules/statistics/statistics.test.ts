import {
  addMonths,
  chinaMonthOf,
  OrderStatus,
  StatisticsMessages,
  type StatisticsOverview,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../../app.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const API = '/unionmallmanage';
const GUANGDONG = '200';
const ZHEJIANG = '571';
const SHENZHEN = '755';

/** Where a direct count looks: everything, a province, or a city of it. */
interface Where {
  beId?: string;
  areaCode?: string;
}

describe('back-office statistics', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const thisMonth = chinaMonthOf();
  const from = addMonths(thisMonth, -11);
  const periodStart = new Date(`${from}-01T00:00:00+08:00`);

  beforeAll(async () => {
    t = await createTestApp();
    // Approvals queue provisioning jobs; they are no part of these figures.
    jobRunnerOf(t.database)?.stop();
    for (const who of ['admin', 'gd_admin', 'sz_admin', 'editor', 'OCB1000000001']) {
      tokens[who] = await loginAs(t, who);
    }
  });
  afterAll(() => t.close());

  const overview = (who: string, query = '') =>
    t.call<StatisticsOverview>({
      method: 'GET',
      url: `${API}/gateway/statistics/overview${query ? `?${query}` : ''}`,
      headers: authed(tokens[who]!),
    });
  const figures = async (who: string, query = '') => {
    const res = await overview(who, query);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.result;
  };

  /** `and <alias>.be_id = … and <alias>.<city column> = …`, as the scope asks. */
  const scoped = (alias: string, where: Where, cityColumn = 'area_code') =>
    sql.join(
      [
        sql`true`,
        ...(where.beId ? [sql`${sql.raw(alias)}.be_id = ${where.beId}`] : []),
        ...(where.areaCode
          ? [sql`${sql.raw(alias)}.${sql.raw(cityColumn)} = ${where.areaCode}`]
          : []),
      ],
      sql` and `,
    );
  const one = async (query: ReturnType<typeof sql<{ n: number }>>) =>
    Number((await query.execute(t.database.db)).rows[0]!.n);

  /** The same figures counted straight from the tables (cards from the card table itself). */
  async function counted(where: Where, demandWhere: ReturnType<typeof sql>) {
    const db = t.database.db;
    const cardRows = (
      await sql<{ status: number; n: number }>`
        select status, count(*)::int as n from sim_card c where ${scoped('c', where)}
        group by status`.execute(db)
    ).rows;
    const deviceRows = (
      await sql<{ state: string; n: number }>`
        select online_state as state, count(*)::int as n from device d where ${scoped('d', where)}
        group by online_state`.execute(db)
    ).rows;
    return {
      customers: await one(sql`
        select count(*)::int as n from enterprise_customer c
        where ${scoped('c', where, 'city_code')}`),
      orders: await one(sql`
        select count(*)::int as n from biz_order o
        where ${scoped('o', where)} and o.created_at >= ${periodStart}`),
      revenueFen: await one(sql`
        select coalesce(sum(o.paid_fen), 0)::bigint as n from biz_order o
        where ${scoped('o', where)} and exists (
          select 1 from biz_order_event e where e.order_id = o.id
            and e.from_status = 1 and e.to_status = 2 and e.created_at >= ${periodStart})`),
      cards: Object.fromEntries(cardRows.map((r) => [r.status, Number(r.n)])),
      devices: Object.fromEntries(deviceRows.map((r) => [r.state, Number(r.n)])),
      demands: await one(sql`
        select count(*)::int as n from market_demand m
        where ${demandWhere} and m.created_at >= ${periodStart}`),
      exportsPending: await one(sql`
        select count(*)::int as n from export_permission e
        where ${scoped('e', where)} and e.status = 0`),
      ordersSubmitted: await one(sql`
        select count(*)::int as n from biz_order o where ${scoped('o', where)} and o.status = 0`),
      refundsPending: await one(sql`
        select count(*)::int as n from order_refund r where ${scoped('r', where)} and r.status = 0`),
    };
  }

  function expectFigures(s: StatisticsOverview, c: Awaited<ReturnType<typeof counted>>) {
    expect(s.customers.total).toBe(c.customers);
    expect(s.customers.active + s.customers.suspended).toBe(c.customers);
    expect(s.orders.count).toBe(c.orders);
    expect(s.orders.byStatus.reduce((n, b) => n + b.count, 0)).toBe(c.orders);
    expect(s.orders.revenueFen).toBe(c.revenueFen);
    expect(Object.fromEntries(s.cards.byStatus.map((b) => [b.status, b.count]))).toEqual({
      0: c.cards[0] ?? 0,
      1: c.cards[1] ?? 0,
      2: c.cards[2] ?? 0,
      3: c.cards[3] ?? 0,
      4: c.cards[4] ?? 0,
    });
    expect(Object.fromEntries(s.devices.byState.map((b) => [b.state, b.count]))).toEqual({
      online: c.devices.online ?? 0,
      offline: c.devices.offline ?? 0,
      inactive: c.devices.inactive ?? 0,
    });
    expect(s.demand.total).toBe(c.demands);
    expect(s.demand.byMonth.reduce((n, m) => n + m.count, 0)).toBe(c.demands);
    expect(s.pending).toMatchObject({
      exportApprovals: c.exportsPending,
      ordersSubmitted: c.ordersSubmitted,
      refunds: c.refundsPending,
    });
  }

  it('counts the whole country for the national administrator, month by month', async () => {
    const s = await figures('admin');
    expect(s.scope).toEqual({ level: 'all', beId: null, region: '全国' });
    expect(s).toMatchObject({ from, to: thisMonth });
    expect(s.months).toHaveLength(12);
    expect(s.months.at(-1)).toBe(thisMonth);
    for (const list of [s.orders.byMonth, s.customers.newByMonth, s.demand.byMonth]) {
      expect(list.map((m) => m.month)).toEqual(s.months);
    }
    expectFigures(s, await counted({}, sql`true`));
    expect(s.cards.total).toBeGreaterThan(1000);
    expect(s.devices.total).toBeGreaterThan(0);
    // Demands of both provinces with demo data, the most first.
    expect(s.demand.byProvince.map((d) => d.name)).toEqual(
      expect.arrayContaining(['广东', '浙江']),
    );
    expect(s.demand.byProvince[0]!.count).toBeGreaterThanOrEqual(s.demand.byProvince.at(-1)!.count);

    // The demo usage covers the last six months; earlier months have no record, not zero.
    const usage = (
      await sql<{ month: string; kb: number }>`
        select to_char(day, 'YYYY-MM') as month, sum(data_kb)::bigint as kb
        from sim_usage_daily group by 1`.execute(t.database.db)
    ).rows;
    const kbOf = new Map(usage.map((u) => [u.month, Number(u.kb)]));
    for (const m of s.cards.usageByMonth) expect(m.dataKb).toBe(kbOf.get(m.month) ?? null);
    expect(s.cards.usageByMonth.at(-1)!.dataKb).toBeGreaterThan(0);
    expect(s.cards.usageByMonth[0]!.dataKb).toBeNull();
    // A month without orders is a true zero.
    expect(s.orders.byMonth[0]).toEqual({ month: from, count: 0, revenueFen: 0, refundFen: 0 });
  });

  it('keeps a province administrator to its province and refuses another', async () => {
    const s = await figures('gd_admin');
    expect(s.scope).toEqual({ level: 'province', beId: GUANGDONG, region: '广东' });
    expectFigures(s, await counted({ beId: GUANGDONG }, sql`m.company_province_id = '440000'`));
    expect(s.demand.byProvince.map((d) => d.beId)).toEqual([GUANGDONG]);
    expect(s.customers.total).toBeLessThan((await figures('admin')).customers.total);

    // Naming its own province is the same; another one is refused.
    expect((await figures('gd_admin', `beId=${GUANGDONG}`)).orders).toEqual(s.orders);
    const other = await overview('gd_admin', `beId=${ZHEJIANG}`);
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe(StatisticsMessages.OUT_OF_SCOPE);
  });

  it('lets the national administrator narrow the figures to one province', async () => {
    const national = await figures('admin', `beId=${GUANGDONG}`);
    const province = await figures('gd_admin');
    expect(national.scope).toEqual(province.scope);
    const { generatedAt: _a, ...a } = national;
    const { generatedAt: _b, ...b } = province;
    expect(a).toEqual(b);
    const zhejiang = await figures('admin', `beId=${ZHEJIANG}`);
    expectFigures(
      zhejiang,
      await counted({ beId: ZHEJIANG }, sql`m.company_province_id = '330000'`),
    );
  });

  it('keeps a city administrator to its city', async () => {
    const s = await figures('sz_admin');
    expect(s.scope).toEqual({ level: 'city', beId: GUANGDONG, region: '广东 深圳' });
    expectFigures(
      s,
      await counted({ beId: GUANGDONG, areaCode: SHENZHEN }, sql`m.company_city_id = '440300'`),
    );
    expect(s.cards.total).toBeLessThan((await figures('gd_admin')).cards.total);
    expect((await overview('sz_admin', `beId=${ZHEJIANG}`)).statusCode).toBe(403);
  });

  it('follows payments and refunds into the month they happen', async () => {
    const before = await figures('gd_admin');
    const db = t.database.db;
    const submitted = await db
      .selectFrom('bizOrder')
      .select(['id', 'amountFen'])
      .where('beId', '=', GUANGDONG)
      .where('status', '=', OrderStatus.SUBMITTED)
      .executeTakeFirstOrThrow();
    const post = (who: string, url: string, payload: object = {}) =>
      t.call({ method: 'POST', url: `${API}${url}`, headers: authed(tokens[who]!), payload });
    expect((await post('gd_admin', `/cp/om/web/order/${submitted.id}/approve`)).statusCode).toBe(
      200,
    );

    const active = await db
      .selectFrom('bizOrder')
      .select(['id', 'paidFen'])
      .where('customerId', '=', 1)
      .where('status', '=', OrderStatus.ACTIVE)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const refund = await post('OCB1000000001', `/cp/om/web/order/${active.id}/refund`, {
      amountFen: 100,
      reason: '统计测试',
    });
    expect(refund.statusCode).toBe(200);
    const waiting = await figures('gd_admin');
    expect(waiting.pending.refunds).toBe(before.pending.refunds + 1);
    expect(waiting.pending.ordersSubmitted).toBe(before.pending.ordersSubmitted - 1);
    const { id } = (refund.body as { result: { id: number } }).result;
    expect(
      (await post('gd_admin', '/cp/om/web/refund/update', { id, approve: true })).statusCode,
    ).toBe(200);

    const after = await figures('gd_admin');
    const month = (s: StatisticsOverview) => s.orders.byMonth.at(-1)!;
    expect(month(after).revenueFen).toBe(month(before).revenueFen + Number(submitted.amountFen));
    expect(month(after).refundFen).toBe(month(before).refundFen + 100);
    expect(after.orders.refundFen).toBe(before.orders.refundFen + 100);
    expect(after.pending.refunds).toBe(before.pending.refunds);
  });

  it('refuses callers without the screen', async () => {
    expect((await overview('OCB1000000001')).statusCode).toBe(403);
    expect((await overview('editor')).statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: `${API}/gateway/statistics/overview` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad filters in Chinese', async () => {
    const message = async (query: string) => {
      const res = await overview('admin', query);
      expect(res.statusCode).toBe(400);
      return res.body.message;
    };
    expect(await message('from=2026-13&to=2026-12')).toBe(StatisticsMessages.MONTH_FORMAT);
    expect(await message('from=202601')).toBe(StatisticsMessages.MONTH_FORMAT);
    expect(await message(`from=${addMonths(thisMonth, -24)}&to=${thisMonth}`)).toBe(
      '统计区间最长24个月',
    );
    expect(await message(`from=${thisMonth}&to=${addMonths(thisMonth, -1)}`)).toBe(
      StatisticsMessages.RANGE_ORDER,
    );
    expect(await message(`to=${addMonths(thisMonth, 1)}`)).toBe(StatisticsMessages.FUTURE);
    expect(await message('beId=999')).toBe(StatisticsMessages.PROVINCE_INVALID);
    // 24 months is the longest allowed.
    const longest = await figures('admin', `from=${addMonths(thisMonth, -23)}&to=${thisMonth}`);
    expect(longest.months).toHaveLength(24);
  });

  it('is in the API document', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    const doc = res.json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const op = doc.paths[`${API}/gateway/statistics/overview`]?.get;
    expect(op?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['beId', 'from', 'to']),
    );
  });
});
