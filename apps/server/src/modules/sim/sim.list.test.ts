import { SIM_LIMITS, SimMessages, Status, type SimCardItem, type SimPage } from '@pn/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { prefixRange } from './sim.repository.js';
import { simRoutes } from './sim.routes.js';
import { API, countWhere, CUST_A, CUST_B, customerIdOf, iccidsWhere } from './sim.test-support.js';

/** The same routes with a total counted only up to 5, mounted under /capped. */
const cappedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(simRoutes, { prefix: '/capped', countCap: 5 });
};

describe('SIM card list', () => {
  let t: TestApp;
  let tokenA: string;
  let a: number;
  beforeAll(async () => {
    t = await createTestApp({}, cappedRoutes);
    tokenA = await loginAs(t, 'OCB1000000001');
    a = await customerIdOf(t, CUST_A);
  });
  afterAll(() => t.close());

  const list = (qs: string, token = tokenA, base = '') =>
    t.call<SimPage>({
      method: 'GET',
      url: `${API}${base}/icm/sim/list?${qs}`,
      headers: authed(token),
    });
  const ordinaryOfA = () => sql`customer_id = ${a} and kind = 0`;

  it('shows the first page, newest card first, with the exact total', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const page = res.body.result;
    expect(page.total).toBe(await countWhere(t, ordinaryOfA()));
    expect(page.total).toBeGreaterThan(2900);
    expect(page.totalExact).toBe(true);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(10);
    expect(page.data.map((c) => c.iccid)).toEqual(
      await iccidsWhere(t, ordinaryOfA(), sql`id desc`, 10),
    );
    const first = page.data[0]!;
    expect(first).toMatchObject({ kind: 0, beId: '200', provinceName: '广东' });
    expect(first.tariffName).toMatch(/套餐|年包/);
  });

  it('lists the cards whose tariff package ends within the days asked, as the overview counts them', async () => {
    const res = await list('expiringDays=30&pageSize=50');
    expect(res.statusCode).toBe(200);
    const page = res.body.result;
    const expected = await countWhere(
      t,
      sql`${ordinaryOfA()} and tariff_expires_at >= now() and tariff_expires_at < now() + interval '30 days'`,
    );
    expect(page.total).toBe(expected);
    // Annual packages renewing on their anniversary: some end this month, most later.
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(await countWhere(t, ordinaryOfA()));
    const horizon = Date.now() + 30 * 86_400_000;
    for (const card of page.data) {
      expect([2, 3]).toContain(card.status);
      expect(Date.parse(card.tariffExpiresAt!)).toBeLessThan(horizon);
    }
    const overview = await t.call<{ expiringCards: number }>({
      method: 'GET',
      url: `${API}/icm/sim/overview?kind=0`,
      headers: authed(tokenA),
    });
    expect(overview.body.result.expiringCards).toBe(expected);
    const tooFar = await list('expiringDays=400');
    expect(tooFar.statusCode).toBe(400);
  });

  it('pages through the same order and clamps the page size', async () => {
    const expected = await iccidsWhere(t, ordinaryOfA(), sql`id desc`, 30);
    const page2 = (await list('page=2&pageSize=10')).body.result;
    expect(page2.data.map((c) => c.iccid)).toEqual(expected.slice(10, 20));
    const big = (await list('pageSize=500')).body.result;
    expect(big.pageSize).toBe(50);
    expect(big.data).toHaveLength(50);
    const total = big.total;
    const beyond = (await list(`page=${Math.ceil(total / 10) + 1}&pageSize=10`)).body.result;
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(total);
    const last = (await list(`page=${Math.ceil(total / 10)}&pageSize=10`)).body.result;
    expect(last.data.length).toBe(total % 10 || 10);
  });

  it('filters by each status with exact totals', async () => {
    for (const status of [0, 1, 2, 3, 4]) {
      const page = (await list(`status=${status}&pageSize=50`)).body.result;
      const where = sql`customer_id = ${a} and kind = 0 and status = ${status}`;
      expect(page.total, `status ${status}`).toBe(await countWhere(t, where));
      expect(page.total).toBeGreaterThan(0);
      expect(page.totalExact).toBe(true);
      expect(page.data.every((c) => c.status === status)).toBe(true);
      expect(page.data.map((c) => c.iccid)).toEqual(await iccidsWhere(t, where, sql`id desc`, 50));
    }
  });

  it('lists probe cards apart from ordinary ones', async () => {
    const page = (await list('kind=1&pageSize=50')).body.result;
    expect(page.total).toBe(await countWhere(t, sql`customer_id = ${a} and kind = 1`));
    expect(page.total).toBe(40);
    expect(page.data.every((c) => c.kind === 1)).toBe(true);
  });

  it('filters by tariff and by group', async () => {
    const { rows } = await sql<{ tariffId: number; groupId: number }>`
      select tariff_id, group_id from sim_card
      where customer_id = ${a} and kind = 0 and group_id is not null order by id limit 1`.execute(
      t.database.db,
    );
    const { tariffId, groupId } = rows[0]!;
    const byTariff = (await list(`tariffId=${tariffId}&pageSize=50`)).body.result;
    const tariffWhere = sql`customer_id = ${a} and kind = 0 and tariff_id = ${tariffId}`;
    expect(byTariff.total).toBe(await countWhere(t, tariffWhere));
    expect(byTariff.totalExact).toBe(true);
    expect(byTariff.data.every((c) => c.tariffId === tariffId)).toBe(true);
    expect(byTariff.data.map((c) => c.iccid)).toEqual(
      await iccidsWhere(t, tariffWhere, sql`id desc`, 50),
    );

    const byGroup = (await list(`groupId=${groupId}&pageSize=50`)).body.result;
    const groupWhere = sql`customer_id = ${a} and kind = 0 and group_id = ${groupId}`;
    expect(byGroup.total).toBe(await countWhere(t, groupWhere));
    expect(byGroup.data.every((c) => c.groupId === groupId && c.groupName)).toBe(true);

    const both = (await list(`tariffId=${tariffId}&groupId=${groupId}&status=2`)).body.result;
    expect(both.total).toBe(
      await countWhere(
        t,
        sql`customer_id = ${a} and kind = 0 and tariff_id = ${tariffId} and group_id = ${groupId} and status = 2`,
      ),
    );
    // A group of another enterprise matches nothing.
    const b = await customerIdOf(t, CUST_B);
    const { rows: other } = await sql<{ id: number }>`
      select id from sim_group where customer_id = ${b} limit 1`.execute(t.database.db);
    expect((await list(`groupId=${other[0]!.id}`)).body.result.total).toBe(0);
  });

  it('filters by activation date range in China days, both ends inclusive', async () => {
    const page = (await list('activatedFrom=2025-03-01&activatedTo=2025-08-31&pageSize=50')).body
      .result;
    const where = sql`customer_id = ${a} and kind = 0
      and activated_at >= '2025-03-01T00:00:00+08:00' and activated_at < '2025-09-01T00:00:00+08:00'`;
    expect(page.total).toBe(await countWhere(t, where));
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.map((c) => c.iccid)).toEqual(await iccidsWhere(t, where, sql`id desc`, 50));
    for (const c of page.data) {
      const at = new Date(c.activatedAt!).getTime();
      expect(at).toBeGreaterThanOrEqual(Date.parse('2025-03-01T00:00:00+08:00'));
      expect(at).toBeLessThan(Date.parse('2025-09-01T00:00:00+08:00'));
    }
    // One end only.
    const since = (await list('activatedFrom=2026-01-01')).body.result;
    expect(since.total).toBe(
      await countWhere(
        t,
        sql`customer_id = ${a} and kind = 0 and activated_at >= '2026-01-01T00:00:00+08:00'`,
      ),
    );
    // A single day holds exactly that day's activations.
    const { rows } = await sql<{ day: string }>`
      select to_char(activated_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day
      from sim_card where customer_id = ${a} and kind = 0 and activated_at is not null
      order by id limit 1`.execute(t.database.db);
    const day = rows[0]!.day;
    const oneDay = (await list(`activatedFrom=${day}&activatedTo=${day}`)).body.result;
    expect(oneDay.total).toBe(
      await countWhere(
        t,
        sql`customer_id = ${a} and kind = 0
          and to_char(activated_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') = ${day}`,
      ),
    );
    expect(oneDay.total).toBeGreaterThan(0);
  });

  it('finds cards by a prefix of their ICCID, MSISDN or IMSI', async () => {
    const { rows } = await sql<{ iccid: string; msisdn: string; imsi: string }>`
      select iccid, msisdn, imsi from sim_card where customer_id = ${a} and kind = 0
      order by id limit 1 offset 100`.execute(t.database.db);
    const card = rows[0]!;
    const cases = [
      ['iccid', card.iccid.slice(0, 16)],
      ['msisdn', card.msisdn.slice(0, 8)],
      ['imsi', card.imsi.slice(0, 12)],
      ['iccid', card.iccid],
      ['msisdn', card.msisdn],
      ['imsi', card.imsi],
    ] as const;
    for (const [col, prefix] of cases) {
      const page = (await list(`keyword=${prefix}&pageSize=50`)).body.result;
      const where = sql`customer_id = ${a} and kind = 0 and (iccid like ${`${prefix}%`}
        or msisdn like ${`${prefix}%`} or imsi like ${`${prefix}%`})`;
      expect(page.total, `${col} ${prefix}`).toBe(await countWhere(t, where));
      expect(page.totalExact).toBe(true);
      expect(page.data.map((c) => c.iccid)).toContain(card.iccid);
      for (const c of page.data) {
        expect([c.iccid, c.msisdn, c.imsi].some((v) => v.startsWith(prefix))).toBe(true);
      }
    }
    // A shared prefix matches every card of the enterprise; spaces around it are ignored.
    const all = (await list('keyword=%20898604%20')).body.result;
    expect(all.total).toBe(await countWhere(t, ordinaryOfA()));
    // Another enterprise's card is not found by its full number.
    const { rows: bRows } = await sql<{ msisdn: string }>`
      select msisdn from sim_card where customer_id <> ${a} limit 1`.execute(t.database.db);
    expect((await list(`keyword=${bRows[0]!.msisdn}`)).body.result.total).toBe(0);
  });

  it('computes prefix ranges, nines included', () => {
    expect(prefixRange('1440')).toEqual(['1440', '1441']);
    expect(prefixRange('1299')).toEqual(['1299', '13']);
    expect(prefixRange('8986049')).toEqual(['8986049', '898605']);
    expect(prefixRange('999')).toEqual(['999', null]);
  });

  it('sorts by each field both ways with a stable tie-break', async () => {
    const orders: Record<string, ReturnType<typeof sql>> = {
      'id asc': sql`id asc`,
      'id desc': sql`id desc`,
      'activatedAt asc': sql`activated_at asc nulls first, id asc`,
      'activatedAt desc': sql`activated_at desc nulls last, id desc`,
      'monthDataKb asc': sql`month_data_kb asc, id asc`,
      'monthDataKb desc': sql`month_data_kb desc, id desc`,
      'lastSeenAt asc': sql`last_seen_at asc nulls first, id asc`,
      'lastSeenAt desc': sql`last_seen_at desc nulls last, id desc`,
    };
    for (const [key, order] of Object.entries(orders)) {
      const [field, dir] = key.split(' ');
      for (const page of [1, 7]) {
        const res = await list(`sortField=${field}&sortOrder=${dir}&pageSize=20&page=${page}`);
        expect(res.statusCode).toBe(200);
        const expected = await iccidsWhere(t, ordinaryOfA(), order, page * 20);
        expect(
          res.body.result.data.map((c) => c.iccid),
          `${key} page ${page}`,
        ).toEqual(expected.slice((page - 1) * 20));
      }
    }
    // Sorting within a filter.
    const res = await list('status=2&sortField=monthDataKb&sortOrder=desc&pageSize=10');
    const data: SimCardItem[] = res.body.result.data;
    expect(data.map((c) => c.iccid)).toEqual(
      await iccidsWhere(
        t,
        sql`customer_id = ${a} and kind = 0 and status = 2`,
        sql`month_data_kb desc, id desc`,
        10,
      ),
    );
  });

  it('reports a total beyond the cap as capped, and exact totals from statistics', async () => {
    const { rows } = await sql<{ tariffId: number }>`
      select tariff_id from sim_card where customer_id = ${a} and kind = 0
      group by tariff_id order by count(*) desc limit 1`.execute(t.database.db);
    const tariffId = rows[0]!.tariffId;
    const capped = (await list(`tariffId=${tariffId}`, tokenA, '/capped')).body.result;
    expect(capped.total).toBe(5);
    expect(capped.totalExact).toBe(false);
    // The page is still read beyond the counted rows.
    const deeper = (await list(`tariffId=${tariffId}&page=3`, tokenA, '/capped')).body.result;
    expect(deeper.data).toHaveLength(10);
    // Scope, kind and status only: exact, however large.
    const exact = (await list('status=2', tokenA, '/capped')).body.result;
    expect(exact.totalExact).toBe(true);
    expect(exact.total).toBe(
      await countWhere(t, sql`customer_id = ${a} and kind = 0 and status = 2`),
    );
    // A filtered total under the cap stays exact.
    const { rows: one } = await sql<{ iccid: string }>`
      select iccid from sim_card where customer_id = ${a} and kind = 0 limit 1`.execute(
      t.database.db,
    );
    const few = (await list(`keyword=${one[0]!.iccid}`, tokenA, '/capped')).body.result;
    expect(few).toMatchObject({ total: 1, totalExact: true });
    expect(SIM_LIMITS.countCap).toBe(100_000);
  });

  it('refuses bad filters with a clear message', async () => {
    const cases: [string, string][] = [
      ['keyword=abc', SimMessages.KEYWORD_INVALID],
      ['keyword=8986-04', SimMessages.KEYWORD_INVALID],
      ['keyword=123456789012345678901', SimMessages.KEYWORD_INVALID],
      ['activatedFrom=2025-06-01&activatedTo=2025-05-01', SimMessages.DATE_RANGE_INVALID],
      ['activatedFrom=2025/06/01', '日期格式应为YYYY-MM-DD'],
      ['activatedFrom=2025-02-30', '日期格式应为YYYY-MM-DD'],
    ];
    for (const [qs, message] of cases) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.body.status).toBe(Status.VALIDATION_FAILED);
      expect(res.body.message, qs).toBe(message);
    }
    for (const qs of [
      'status=5',
      'kind=2',
      'sortField=imei',
      'sortOrder=up',
      'page=0',
      'tariffId=x',
    ]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.body.status).toBe(Status.VALIDATION_FAILED);
    }
  });
});
