import {
  Messages,
  SimMessages,
  Status,
  type SimDetail,
  type SimOverview,
  type SimPage,
  type SimTariff,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { visitorToken } from '../sms/sms.test-support.js';
import {
  API,
  countWhere,
  CUST_A,
  CUST_B,
  CUST_C,
  CUST_DEMO,
  customerIdOf,
  iccidsWhere,
} from './sim.test-support.js';
import { chinaDay, chinaMonth } from './sim.service.js';

describe('SIM card scope, detail, overview and tariffs', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of [
      'OCB1000000001',
      'OCB1000000002',
      '13800138000',
      'admin',
      'gd_admin',
      'sz_admin',
      'editor',
    ])
      tokens[who] = await loginAs(t, who);
    tokens.visitor = await visitorToken(t);
    for (const c of [CUST_A, CUST_B, CUST_C, CUST_DEMO]) ids[c] = await customerIdOf(t, c);
  });
  afterAll(() => t.close());

  const get = <T>(path: string, who?: string) =>
    t.call<T>({
      method: 'GET',
      url: `${API}/icm/sim/${path}`,
      headers: who ? authed(tokens[who]!) : {},
    });
  const list = (who: string, qs = '') => get<SimPage>(`list?pageSize=50&${qs}`, who);
  const oneIccid = async (where: ReturnType<typeof sql>) =>
    (await iccidsWhere(t, where, sql`id`, 1))[0]!;

  describe('scope', () => {
    it('shows a customer only its own cards', async () => {
      for (const [who, cust] of [
        ['OCB1000000001', CUST_A],
        ['OCB1000000002', CUST_B],
        ['13800138000', CUST_C],
      ] as const) {
        const page = (await list(who)).body.result;
        const where = sql`customer_id = ${ids[cust]} and kind = 0`;
        expect(page.total, who).toBe(await countWhere(t, where));
        expect(page.data.map((c) => c.iccid)).toEqual(
          await iccidsWhere(t, where, sql`id desc`, 50),
        );
      }
      // B's cards never appear for A, whatever the filter.
      const bIccid = await oneIccid(sql`customer_id = ${ids[CUST_B]}`);
      expect((await list('OCB1000000001', `keyword=${bIccid}`)).body.result.total).toBe(0);
      const bOrders = await Promise.all(
        ['id', 'monthDataKb', 'lastSeenAt', 'activatedAt'].map((f) =>
          list('OCB1000000001', `sortField=${f}&sortOrder=desc`),
        ),
      );
      const aCards = new Set(await iccidsWhere(t, sql`customer_id = ${ids[CUST_A]}`));
      for (const res of bOrders)
        expect(res.body.result.data.every((c) => aCards.has(c.iccid))).toBe(true);
    });

    it('shows a province administrator its province and a city administrator its city', async () => {
      const gd = (await list('gd_admin')).body.result;
      expect(gd.total).toBe(await countWhere(t, sql`be_id = '200' and kind = 0`));
      expect(gd.total).toBe(
        await countWhere(
          t,
          sql`customer_id in (${ids[CUST_A]}, ${ids[CUST_C]}, ${ids[CUST_DEMO]}) and kind = 0`,
        ),
      );
      expect(gd.data.every((c) => c.beId === '200')).toBe(true);

      const sz = (await list('sz_admin')).body.result;
      expect(sz.total).toBe(
        await countWhere(t, sql`be_id = '200' and area_code = '755' and kind = 0`),
      );
      expect(sz.data.every((c) => c.beId === '200' && c.areaCode === '755')).toBe(true);
      // A's Dongguan cards and Guangzhou's customer are outside Shenzhen.
      expect(sz.total).toBeLessThan(gd.total);
      const dongguan = await oneIccid(sql`customer_id = ${ids[CUST_A]} and area_code = '769'`);
      expect((await list('sz_admin', `keyword=${dongguan}`)).body.result.total).toBe(0);
      expect((await list('gd_admin', `keyword=${dongguan}`)).body.result.total).toBe(1);

      const all = (await list('admin')).body.result;
      expect(all.total).toBe(await countWhere(t, sql`kind = 0`));

      // Filters other than status are counted, not read from statistics: same scope.
      const { rows } = await sql<{ tariffId: number }>`
        select tariff_id from sim_card where be_id = '200' and area_code = '755' limit 1`.execute(
        t.database.db,
      );
      const tariffId = rows[0]!.tariffId;
      expect((await list('sz_admin', `tariffId=${tariffId}`)).body.result.total).toBe(
        await countWhere(
          t,
          sql`be_id = '200' and area_code = '755' and kind = 0 and tariff_id = ${tariffId}`,
        ),
      );
    });

    it('shows a visitor the demo enterprise only', async () => {
      const page = (await list('visitor')).body.result;
      const where = sql`customer_id = ${ids[CUST_DEMO]} and kind = 0`;
      expect(page.total).toBe(await countWhere(t, where));
      expect(page.total).toBeGreaterThan(200);
      expect(page.data.map((c) => c.iccid)).toEqual(await iccidsWhere(t, where, sql`id desc`, 50));
      const aIccid = await oneIccid(sql`customer_id = ${ids[CUST_A]}`);
      expect((await list('visitor', `keyword=${aIccid}`)).body.result.total).toBe(0);
      const detail = await get(`detail?iccid=${aIccid}`, 'visitor');
      expect(detail.statusCode).toBe(403);
      expect(detail.body.message).toBe(SimMessages.NOT_YOUR_CARD);
    });

    it('refuses anonymous callers and accounts without the SIM menus', async () => {
      for (const path of [
        'list',
        'detail?iccid=89860400000000000001',
        'overview',
        'tariff/list',
        'export',
      ]) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(401);
        expect(res.body.message).toBe(Messages.SESSION_EXPIRED);
      }
      for (const path of ['list', 'overview', 'tariff/list']) {
        const res = await get(path, 'editor');
        expect(res.statusCode, path).toBe(403);
        expect(res.body.status).toBe(Status.FORBIDDEN);
      }
    });
  });

  describe('detail', () => {
    it('answers a card in scope with six months of usage', async () => {
      const { rows } = await sql<{
        id: number;
        iccid: string;
        monthDataKb: number;
        tariffId: number;
      }>`
        select id, iccid, month_data_kb, tariff_id from sim_card
        where customer_id = ${ids[CUST_A]} and kind = 0 and status = 2
          and activated_at < now() - interval '200 days'
        order by id limit 1`.execute(t.database.db);
      const card = rows[0]!;
      const res = await get<SimDetail>(`detail?iccid=${card.iccid}`, 'OCB1000000001');
      expect(res.statusCode).toBe(200);
      const d = res.body.result;
      expect(d).toMatchObject({
        iccid: card.iccid,
        status: 2,
        customerName: '深圳市鹏城智能制造有限公司',
        monthDataKb: card.monthDataKb,
        tariffId: card.tariffId,
      });
      expect(d.tariff.id).toBe(card.tariffId);
      expect(typeof d.tariff.monthlyFee).toBe('number');
      const now = new Date();
      expect(d.usageHistory.map((u) => u.period)).toEqual(
        [-5, -4, -3, -2, -1, 0].map((m) => chinaMonth(now, m)),
      );
      expect(d.usageHistory.at(-1)!.dataKb).toBe(card.monthDataKb);
      const { rows: months } = await sql<{ total: number }>`
        select coalesce(sum(data_kb), 0)::bigint as total from sim_usage_monthly
        where card_id = ${card.id}`.execute(t.database.db);
      expect(d.usageHistory.reduce((n, u) => n + u.dataKb, 0)).toBe(Number(months[0]!.total));
      // Province and city administrators see it too.
      expect((await get(`detail?iccid=${card.iccid}`, 'gd_admin')).statusCode).toBe(200);
    });

    it('names the DNN a card is bound to and its live acceleration', async () => {
      const { rows } = await sql<{ iccid: string; msisdn: string; dnn: string }>`
        select c.iccid, c.msisdn, d.dnn from dnn_card dc
        join sim_card c on c.id = dc.card_id join dnn_instance d on d.id = dc.dnn_id
        where c.customer_id = ${ids[CUST_A]} order by c.id limit 1`.execute(t.database.db);
      const bound = rows[0]!;
      const d = (await get<SimDetail>(`detail?iccid=${bound.iccid}`, 'OCB1000000001')).body.result;
      expect(d.dnn?.name).toBe(bound.dnn);
      const { rows: live } = await sql<{ iccid: string; bandwidthMbps: number }>`
        select c.iccid, q.bandwidth_mbps from qod_session q
        join sim_card c on c.msisdn = q.msisdn and c.customer_id = q.customer_id
        where q.status = 'AVAILABLE' and q.expires_at > now() and q.customer_id = ${ids[CUST_A]}
        limit 1`.execute(t.database.db);
      const accelerated = (await get<SimDetail>(`detail?iccid=${live[0]!.iccid}`, 'OCB1000000001'))
        .body.result;
      expect(accelerated.acceleration?.bandwidthMbps).toBe(live[0]!.bandwidthMbps);
      const { rows: plain } = await sql<{ iccid: string }>`
        select iccid from sim_card c where customer_id = ${ids[CUST_A]}
          and not exists (select 1 from dnn_card dc where dc.card_id = c.id)
        order by id desc limit 1`.execute(t.database.db);
      const none = (await get<SimDetail>(`detail?iccid=${plain[0]!.iccid}`, 'OCB1000000001')).body
        .result;
      expect(none).toMatchObject({ dnn: null });
    });

    it("refuses another enterprise's card, and says so for an unknown one", async () => {
      const bIccid = await oneIccid(sql`customer_id = ${ids[CUST_B]}`);
      const other = await get(`detail?iccid=${bIccid}`, 'OCB1000000001');
      expect(other.statusCode).toBe(403);
      expect(other.body).toMatchObject({
        status: Status.FORBIDDEN,
        message: SimMessages.NOT_YOUR_CARD,
      });
      const gd = await get(`detail?iccid=${bIccid}`, 'gd_admin');
      expect(gd.statusCode).toBe(403);
      expect(gd.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
      const cIccid = await oneIccid(sql`customer_id = ${ids[CUST_C]}`);
      expect((await get(`detail?iccid=${cIccid}`, 'sz_admin')).statusCode).toBe(403);
      expect((await get(`detail?iccid=${cIccid}`, 'gd_admin')).statusCode).toBe(200);

      const unknown = await get('detail?iccid=89860499999999999999', 'OCB1000000001');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toMatchObject({
        status: Status.NOT_FOUND,
        message: SimMessages.CARD_NOT_FOUND,
      });
      const bad = await get('detail?iccid=8986abc', 'OCB1000000001');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('ICCID应为19~20位数字');
    });
  });

  describe('overview', () => {
    const expectedOverview = async (scopeWhere: ReturnType<typeof sql>, kind: number) => {
      const db = t.database.db;
      const { rows: byStatus } = await sql<{ status: number; cards: number; kb: number }>`
        select status, count(*)::int as cards, coalesce(sum(month_data_kb), 0)::bigint as kb
        from sim_card where ${scopeWhere} and kind = ${kind} group by status`.execute(db);
      const { rows: pool } = await sql<{ mb: number }>`
        select coalesce(sum(t.data_mb), 0)::bigint as mb from sim_card c
        join sim_tariff t on t.id = c.tariff_id
        where ${scopeWhere} and c.kind = ${kind} and c.status = 2`.execute(db);
      const top = await iccidsWhere(
        t,
        sql`${scopeWhere} and kind = ${kind}`,
        sql`month_data_kb desc, id desc`,
        10,
      );
      const { rows: open } = await sql<{ n: number }>`
        select count(*)::int as n from sim_risk_event e join sim_card c on c.id = e.card_id
        where e.status = 0 and c.kind = ${kind}
          and e.card_id in (select id from sim_card where ${scopeWhere})`.execute(db);
      return { byStatus, poolMb: Number(pool[0]!.mb), top, open: Number(open[0]!.n) };
    };

    it("sums a customer's ordinary cards and usage as the card table does", async () => {
      const a = ids[CUST_A]!;
      const res = await get<SimOverview>('overview', 'OCB1000000001');
      expect(res.statusCode).toBe(200);
      const o = res.body.result;
      const e = await expectedOverview(sql`customer_id = ${a}`, 0);
      for (const s of [0, 1, 2, 3, 4]) {
        expect(o.byStatus.find((x) => x.status === s)?.cards, `status ${s}`).toBe(
          e.byStatus.find((x) => x.status === s)?.cards ?? 0,
        );
      }
      expect(o.total).toBe(e.byStatus.reduce((n, s) => n + s.cards, 0));
      expect(o.monthDataKb).toBe(e.byStatus.reduce((n, s) => n + Number(s.kb), 0));
      const { rows: groups } = await sql<{ mb: number }>`
        select coalesce(sum(pool_data_mb), 0)::bigint as mb from sim_group where customer_id = ${a}`.execute(
        t.database.db,
      );
      expect(o.poolDataKb).toBe((e.poolMb + Number(groups[0]!.mb)) * 1024);
      expect(o.topCards.map((c) => c.iccid)).toEqual(e.top);
      expect(o.topCards[0]!.monthDataKb).toBeGreaterThanOrEqual(o.topCards[9]!.monthDataKb);
      expect(o.openAlarms).toBe(e.open);
      expect(o.openAlarms).toBeGreaterThan(0);
      expect(o.alarms.length).toBe(Math.min(5, e.open));
      expect(o.alarms.every((x) => x.status === 0)).toBe(true);
      const times = o.alarms.map((x) => Date.parse(x.occurredAt));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      expect(o.onlineRate).toBeNull();

      // Trends: 30 days ending today and 6 months ending this month, consistent with the
      // month-to-date counters of the cards.
      const now = new Date();
      expect(o.dailyTrend).toHaveLength(30);
      expect(o.dailyTrend.at(-1)!.period).toBe(chinaDay(now));
      expect(o.dailyTrend[0]!.period).toBe(chinaDay(now, -29));
      expect(o.monthlyTrend.map((m) => m.period)).toEqual(
        [-5, -4, -3, -2, -1, 0].map((m) => chinaMonth(now, m)),
      );
      expect(o.monthlyTrend.at(-1)!.dataKb).toBe(o.monthDataKb);
      const thisMonth = chinaMonth(now);
      const { rows: daily } = await sql<{ kb: number }>`
        select coalesce(sum(data_kb), 0)::bigint as kb from sim_usage_daily
        where customer_id = ${a} and to_char(day, 'YYYY-MM') = ${thisMonth}
          and day >= ${chinaDay(now, -29)}::date`.execute(t.database.db);
      expect(
        o.dailyTrend
          .filter((d) => d.period.startsWith(thisMonth))
          .reduce((n, d) => n + d.dataKb, 0),
      ).toBe(Number(daily[0]!.kb));
    });

    it('reports probe cards with their online rate', async () => {
      const a = ids[CUST_A]!;
      const o = (await get<SimOverview>('overview?kind=1', 'OCB1000000001')).body.result;
      const e = await expectedOverview(sql`customer_id = ${a}`, 1);
      expect(o.total).toBe(40);
      expect(o.total).toBe(e.byStatus.reduce((n, s) => n + s.cards, 0));
      expect(o.topCards.map((c) => c.iccid)).toEqual(e.top);
      expect(o.poolDataKb).toBe(e.poolMb * 1024);
      const { rows } = await sql<{ online: number; cards: number }>`
        select count(*) filter (where last_seen_at >= now() - interval '24 hours')::int as online,
          count(*)::int as cards
        from sim_card where customer_id = ${a} and kind = 1 and status in (1, 2, 3)`.execute(
        t.database.db,
      );
      const { online, cards } = rows[0]!;
      expect(o.onlineRate).toBeCloseTo(online / cards, 3);
      expect(o.onlineRate).toBeGreaterThan(0.5);
      expect(o.openAlarms).toBe(e.open);
      // Probe sessions make up the daily trend.
      expect(o.dailyTrend.filter((d) => d.dataKb > 0).length).toBeGreaterThan(20);
    });

    it('scopes the overview for administrators and visitors', async () => {
      const gd = (await get<SimOverview>('overview', 'gd_admin')).body.result;
      expect(gd.total).toBe(await countWhere(t, sql`be_id = '200' and kind = 0`));
      const sz = (await get<SimOverview>('overview', 'sz_admin')).body.result;
      expect(sz.total).toBe(
        await countWhere(t, sql`be_id = '200' and area_code = '755' and kind = 0`),
      );
      const e = await expectedOverview(sql`be_id = '200' and area_code = '755'`, 0);
      expect(sz.topCards.map((c) => c.iccid)).toEqual(e.top);
      expect(sz.openAlarms).toBe(e.open);
      const visitor = (await get<SimOverview>('overview', 'visitor')).body.result;
      expect(visitor.total).toBe(
        await countWhere(t, sql`customer_id = ${ids[CUST_DEMO]} and kind = 0`),
      );
      const b = (await get<SimOverview>('overview', 'OCB1000000002')).body.result;
      expect(b.total).toBe(await countWhere(t, sql`customer_id = ${ids[CUST_B]} and kind = 0`));
      expect(b.topCards.every((c) => c.msisdn.length === 11)).toBe(true);
    });
  });

  describe('tariffs', () => {
    it('lists the card and group tariffs on sale', async () => {
      const cards = await get<SimTariff[]>('tariff/list', 'OCB1000000001');
      expect(cards.statusCode).toBe(200);
      const { rows } = await sql<{ code: string }>`
        select code from sim_tariff where kind = 1 and status = 1 order by sort_num, id`.execute(
        t.database.db,
      );
      expect(cards.body.result.map((x) => x.code)).toEqual(rows.map((r) => r.code));
      expect(cards.body.result.some((x) => x.code === 'IOT-G2-OLD')).toBe(false);
      expect(cards.body.result.length).toBeGreaterThanOrEqual(8);
      const groups = (await get<SimTariff[]>('tariff/list?kind=2', 'visitor')).body.result;
      expect(groups.length).toBe(4);
      expect(groups.every((x) => x.kind === 2 && x.dataMb >= 10_240)).toBe(true);
      expect((await get('tariff/list?kind=3', 'OCB1000000001')).statusCode).toBe(400);
    });
  });
});
