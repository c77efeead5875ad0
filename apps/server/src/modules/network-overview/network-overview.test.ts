import {
  NetworkOverviewMessages,
  type B1Overview,
  type HomeSummary,
  type LineDnnPage,
  type OrderedPage,
  type StatSeries,
  type StatTarget,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { rollUpStats } from './network-overview.repository.js';
import { chinaMidnight, chinaToday, resolveRange } from './network-overview.service.js';

const BASE = '/unionmallmanage';

describe('network overview (A7, B1, ordered business, console home)', () => {
  let t: TestApp;
  let tokenA: string;
  let tokenB: string;
  let admin: string;
  let gd: string;
  /** Customer A's (Guangdong) and B's (Zhejiang) line and DNN ids. */
  let lineA: number;
  let lineB: number;
  let dnnA: number;
  let dnnB: number;

  const get = <T = unknown>(token: string, url: string) =>
    t.call<T>({ method: 'GET', url: `${BASE}${url}`, headers: authed(token) });

  async function idsOf(custCode: string) {
    const db = t.database.db;
    const line = await db
      .selectFrom('privateLine as l')
      .innerJoin('enterpriseCustomer as c', 'c.id', 'l.customerId')
      .select(['l.id', 'l.dnnId'])
      .where('c.custCode', '=', custCode)
      .executeTakeFirstOrThrow();
    return line;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [tokenA, tokenB, admin, gd] = await Promise.all([
      loginAs(t, 'OCB1000000001'),
      loginAs(t, 'OCB1000000002'),
      loginAs(t, 'admin'),
      loginAs(t, 'gd_admin'),
    ]);
    const a = await idsOf('C2000755000001');
    const b = await idsOf('C5710571000001');
    [lineA, dnnA, lineB, dnnB] = [a.id, a.dnnId, b.id, b.dnnId];
  });
  afterAll(() => t?.close());

  describe('A7 DNN view', () => {
    it('shows an enterprise its own lines only', async () => {
      const res = await get<LineDnnPage>(tokenA, '/network/line/dnnView');
      expect(res.statusCode).toBe(200);
      const lineIds = res.body.result.data.flatMap((d) => d.lines.map((l) => l.id));
      expect(lineIds).toContain(lineA);
      expect(lineIds).not.toContain(lineB);
    });

    it('is withheld, entry and API, where the province project does not offer it', async () => {
      const db = t.database.db;
      const a7Entries = async () => {
        const res = await get<{ permissions: string[] }>(tokenA, '/user/account/productMenu');
        return res.body.result.permissions.filter((p) => p.startsWith('a7'));
      };
      expect(await a7Entries()).toEqual(expect.arrayContaining(['a7', 'a7.statistic']));
      // Most provinces do not offer it (seeded by the migration); Guangdong does.
      const shandong = await db
        .selectFrom('menuProvinceExclusion')
        .select('menuId')
        .where('beId', '=', '531')
        .execute();
      expect(shandong.map((r) => r.menuId).sort()).toEqual(['a7', 'a7.statistic']);

      await db
        .insertInto('menuProvinceExclusion')
        .values([
          { menuId: 'a7', beId: '200' },
          { menuId: 'a7.statistic', beId: '200' },
        ])
        .execute();
      try {
        // The next request of the logged-in customer already goes without it.
        expect(await a7Entries()).toEqual([]);
        expect((await get(tokenA, '/network/line/dnnView')).statusCode).toBe(403);
        expect((await get(tokenA, `/network/statistics?kind=line&id=${lineA}`)).statusCode).toBe(
          403,
        );
        const home = await get<HomeSummary>(tokenA, '/network/home/summary');
        expect(home.body.result.figures.map((f) => f.key)).not.toContain('lines');
        // Operator staff of the nation are not a province project.
        expect((await get(admin, '/network/line/dnnView')).statusCode).toBe(200);
      } finally {
        await db.deleteFrom('menuProvinceExclusion').where('beId', '=', '200').execute();
      }
      expect((await get(tokenA, '/network/line/dnnView')).statusCode).toBe(200);
    });

    it('shows the national administrator every DNN carrying a line, with its lines', async () => {
      const res = await get<LineDnnPage>(admin, '/network/line/dnnView');
      expect(res.statusCode).toBe(200);
      const page = res.body.result;
      const lineIds = page.data.flatMap((d) => d.lines.map((l) => l.id));
      expect(lineIds).toEqual(expect.arrayContaining([lineA, lineB]));
      const withA = page.data.find((d) => d.id === dnnA)!;
      expect(withA.dnn).toBe('factory.sz.5gpn');
      expect(withA.lines[0]!.latest).not.toBeNull();
      const { n } = await t.database.db
        .selectFrom('privateLine')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      expect(page.counts.total).toBe(Number(n));
    });

    it('limits a province administrator to its province', async () => {
      const res = await get<LineDnnPage>(gd, '/network/line/dnnView');
      expect(res.statusCode).toBe(200);
      const lineIds = res.body.result.data.flatMap((d) => d.lines.map((l) => l.id));
      expect(lineIds).toContain(lineA);
      expect(lineIds).not.toContain(lineB);
      expect(res.body.result.counts.total).toBe(lineIds.length);
    });

    it('filters by line state and keyword', async () => {
      await t.database.db
        .updateTable('privateLine')
        .set({ status: 3 })
        .where('id', '=', lineB)
        .execute();
      try {
        const down = await get<LineDnnPage>(admin, '/network/line/dnnView?status=3');
        expect(down.body.result.data.map((d) => d.id)).toEqual([dnnB]);
        expect(down.body.result.counts.down).toBe(1);
        const kw = await get<LineDnnPage>(
          admin,
          `/network/line/dnnView?keyword=${encodeURIComponent('南山数据')}`,
        );
        expect(kw.body.result.data.map((d) => d.id)).toEqual([dnnA]);
        const none = await get<LineDnnPage>(admin, '/network/line/dnnView?keyword=%25');
        expect(none.body.result.data).toEqual([]);
        expect(none.body.result.total).toBe(0);
        const bad = await get(admin, '/network/line/dnnView?status=9');
        expect(bad.statusCode).toBe(400);
        expect(bad.body.message).toBe(NetworkOverviewMessages.STATUS_INVALID);
      } finally {
        await t.database.db
          .updateTable('privateLine')
          .set({ status: 1 })
          .where('id', '=', lineB)
          .execute();
      }
    });
  });

  describe('statistics', () => {
    it('refuses another enterprise’s line and DNN, and lines outside the province', async () => {
      expect((await get(tokenA, `/network/statistics?kind=line&id=${lineA}`)).statusCode).toBe(200);
      expect((await get(tokenB, `/network/statistics?kind=line&id=${lineA}`)).statusCode).toBe(403);
      expect((await get(tokenB, `/network/statistics?kind=dnn&id=${dnnA}`)).statusCode).toBe(403);
      expect((await get(gd, `/network/statistics?kind=line&id=${lineB}`)).statusCode).toBe(403);
      expect((await get(gd, `/network/statistics?kind=line&id=${lineA}`)).statusCode).toBe(200);
      const missing = await get(admin, '/network/statistics?kind=line&id=999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.body.message).toBe(NetworkOverviewMessages.LINE_NOT_FOUND);
    });

    it('lets a customer read its own DNN and pick only its own DNNs', async () => {
      const res = await get<StatSeries>(
        tokenA,
        `/network/statistics?kind=dnn&id=${dnnA}&range=24h`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body.result.bucket).toBe('hour');
      expect(res.body.result.points).toHaveLength(24);
      const targets = await get<StatTarget[]>(tokenA, '/network/statistics/targets?kind=dnn');
      expect(targets.body.result.map((x) => x.id)).toContain(dnnA);
      expect(targets.body.result.map((x) => x.id)).not.toContain(dnnB);
      const lines = await get<StatTarget[]>(tokenA, '/network/statistics/targets?kind=line');
      expect(lines.body.result.map((x) => x.id)).toContain(lineA);
      expect(lines.body.result.map((x) => x.id)).not.toContain(lineB);
    });

    it('validates the range', async () => {
      const url = (q: string) => `/network/statistics?kind=line&id=${lineA}&${q}`;
      const cases: [string, string][] = [
        ['range=custom', NetworkOverviewMessages.DATES_REQUIRED],
        ['range=custom&from=2026-01-10&to=2026-01-09', NetworkOverviewMessages.DATES_ORDER],
        ['range=custom&from=2026-01-01&to=2026-04-01', NetworkOverviewMessages.RANGE_TOO_LONG],
        ['range=custom&from=2026-02-30&to=2026-03-01', NetworkOverviewMessages.DATE_INVALID],
        ['range=year', NetworkOverviewMessages.RANGE_INVALID],
        ['range=custom&from=2999-01-01&to=2999-01-02', NetworkOverviewMessages.FUTURE],
      ];
      for (const [q, message] of cases) {
        const res = await get(admin, url(q));
        expect(res.statusCode, q).toBe(400);
        expect(res.body.message, q).toBe(message);
      }
      // 90 days exactly is allowed, and drawn per day.
      const to = chinaToday(Date.now());
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - 89 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const ok = await get<StatSeries>(admin, url(`range=custom&from=${from}&to=${to}`));
      expect(ok.statusCode).toBe(200);
      expect(ok.body.result.bucket).toBe('day');
      expect(ok.body.result.points).toHaveLength(90);
    });

    it('chooses hours up to 7 days and days beyond', () => {
      const now = Date.parse('2026-11-24T23:30:00Z'); // 07:30 on 25 Nov in China
      expect(resolveRange({ range: '24h' }, now)).toEqual({
        from: new Date('2026-11-24T00:00:00Z'),
        to: new Date('2026-11-25T00:00:00Z'),
        bucket: 'hour',
      });
      expect(resolveRange({ range: '30d' }, now)).toEqual({
        from: chinaMidnight('2026-10-27'),
        to: chinaMidnight('2026-11-26'),
        bucket: 'day',
      });
      expect(
        resolveRange({ range: 'custom', from: '2026-11-01', to: '2026-11-07' }, now).bucket,
      ).toBe('hour');
      expect(
        resolveRange({ range: 'custom', from: '2026-11-01', to: '2026-11-08' }, now).bucket,
      ).toBe('day');
    });

    it('sums each China day in SQL as the raw hourly points add up', async () => {
      const res = await get<StatSeries>(
        admin,
        `/network/statistics?kind=line&id=${lineA}&range=30d`,
      );
      expect(res.statusCode).toBe(200);
      const s = res.body.result;
      expect(s.bucket).toBe('day');
      expect(s.points).toHaveLength(30);
      const { rows } = await sql<{ day: string; up: number; down: number; n: number; lat: number }>`
        select to_char(ts at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
          sum(up_bytes)::bigint as up, sum(down_bytes)::bigint as down, count(*)::int as n,
          avg(latency_ms)::float8 as lat
        from network_stat
        where kind = 'line' and ref_id = ${lineA}
          and ts >= ${chinaMidnight(s.from.slice(0, 10))} and ts < ${chinaMidnight(s.to.slice(0, 10))}
        group by 1 order by 1
      `.execute(t.database.db);
      expect(rows.length).toBeGreaterThan(25);
      for (const r of rows) {
        const p = s.points.find((x) => x.time === r.day)!;
        expect(p, r.day).toBeDefined();
        expect(p.upBytes).toBe(Number(r.up));
        expect(p.downBytes).toBe(Number(r.down));
        expect(p.samples).toBe(r.n);
        expect(p.latencyMs).toBeCloseTo(r.lat, 6);
      }
      // Days without any report are gaps, not zeros.
      for (const p of s.points.filter((x) => !rows.some((r) => r.day === x.time))) {
        expect(p.samples).toBe(0);
        expect(p.upBytes).toBeNull();
      }
      expect(s.totals.upBytes).toBe(rows.reduce((n, r) => n + Number(r.up), 0));
      expect(s.totals.samples).toBe(rows.reduce((n, r) => n + r.n, 0));
    });

    it('sums hours over a 7-day range the same way', async () => {
      const res = await get<StatSeries>(admin, `/network/statistics?kind=dnn&id=${dnnA}&range=7d`);
      const s = res.body.result;
      expect(s.points).toHaveLength(168);
      const { rows } = await sql<{ up: number; n: number }>`
        select coalesce(sum(up_bytes), 0)::bigint as up, count(*)::int as n from network_stat
        where kind = 'dnn' and ref_id = ${dnnA}
          and ts >= ${new Date(`${s.from.replace(' ', 'T')}+08:00`)}
          and ts < ${new Date(`${s.to.replace(' ', 'T')}+08:00`)}
      `.execute(t.database.db);
      expect(s.totals.upBytes).toBe(Number(rows[0]!.up));
      expect(s.totals.samples).toBe(rows[0]!.n);
      expect(s.totals.samples).toBeGreaterThan(150);
    });
  });

  describe('B1 overview', () => {
    it('counts the customer’s own network and its 30-day usage', async () => {
      const res = await get<B1Overview>(tokenA, '/network/b1/overview');
      expect(res.statusCode).toBe(200);
      const o = res.body.result;
      const db = t.database.db;
      const own = await db
        .selectFrom('dnnInstance as d')
        .innerJoin('enterpriseCustomer as c', 'c.id', 'd.customerId')
        .select('d.id')
        .where('c.custCode', '=', 'C2000755000001')
        .execute();
      const ids = own.map((d) => d.id);
      expect(o.dnnCount).toBe(ids.length);
      const slices = await db
        .selectFrom('networkSlice')
        .select('id')
        .where('dnnId', 'in', ids)
        .execute();
      expect(o.sliceCount).toBe(slices.length);
      const cards = await db
        .selectFrom('dnnCard')
        .select('cardId')
        .where('dnnId', 'in', ids)
        .execute();
      expect(o.boundCards).toBe(cards.length);
      expect(o.totalCards).toBeGreaterThanOrEqual(o.boundCards);
      expect(o.sites.map((s) => s.name)).toContain('深圳南山边缘UPF');
      expect(o.trend).toHaveLength(30);
      const from = chinaMidnight(o.trend[0]!.day);
      const { rows } = await sql<{ down: number }>`
        select coalesce(sum(down_bytes), 0)::bigint as down from network_stat
        where kind = 'dnn' and ref_id in (${sql.join(ids)}) and ts >= ${from}
      `.execute(db);
      expect(o.trend.reduce((n, d) => n + (d.downBytes ?? 0), 0)).toBe(Number(rows[0]!.down));
      expect(o.topDnns.map((d) => d.id).sort()).toEqual([...ids].sort());
      // Customer B sees none of A's.
      const b = await get<B1Overview>(tokenB, '/network/b1/overview');
      expect(b.body.result.topDnns.map((d) => d.id)).not.toContain(dnnA);
    });

    it('reads completed days from the daily roll-up, which takes in late points', async () => {
      const db = t.database.db;
      const down = async () =>
        (await get<B1Overview>(tokenA, '/network/b1/overview')).body.result.trend.reduce(
          (n, d) => n + (d.downBytes ?? 0),
          0,
        );
      const before = await down();
      // A point for yesterday arrives late (half past an hour: no seeded point there).
      const late = new Date(chinaMidnight(chinaToday(Date.now())).getTime() - 11.5 * 3_600_000);
      await sql`
        insert into network_stat (kind, ref_id, ts, up_bytes, down_bytes)
        values ('dnn', ${dnnA}, ${late}, 0, 1000000)
      `.execute(db);
      try {
        expect(await down()).toBe(before);
        await rollUpStats(db, new Date(Date.now() - 86_400_000));
        expect(await down()).toBe(before + 1_000_000);
      } finally {
        await sql`delete from network_stat where kind = 'dnn' and ref_id = ${dnnA} and ts = ${late}`.execute(
          db,
        );
        await rollUpStats(db, new Date(Date.now() - 86_400_000));
      }
      expect(await down()).toBe(before);
    });

    it('shows today as of the last sweep, and ranks the busiest from the days until the window moves', async () => {
      const db = t.database.db;
      const overview = async () =>
        (await get<B1Overview>(tokenA, '/network/b1/overview')).body.result;
      const before = await overview();
      const todayOf = (o: B1Overview) => o.trend[o.trend.length - 1]!;
      // A burst on DNN A today, larger than everything else A's DNNs carried in 30 days.
      const huge = 10 ** 15;
      const at = new Date(chinaMidnight(chinaToday(Date.now())).getTime() + 90_000);
      await sql`
        insert into network_stat (kind, ref_id, ts, up_bytes, down_bytes)
        values ('dnn', ${dnnA}, ${at}, 0, ${huge})
      `.execute(db);
      try {
        expect(todayOf(await overview())).toEqual(todayOf(before));
        await rollUpStats(db, new Date(Date.now() - 86_400_000));
        const swept = await overview();
        expect(todayOf(swept).downBytes).toBe((todayOf(before).downBytes ?? 0) + huge);
        expect(swept.topDnns[0]!.id).toBe(dnnA);
        expect(swept.topDnns[0]!.bytes).toBeGreaterThan(huge);
        // A window left from yesterday (no sweep yet today): the ranking is summed from the
        // daily roll-up instead, with the same result.
        await sql`update dnn_usage_window set from_day = from_day - 1`.execute(db);
        expect((await overview()).topDnns).toEqual(swept.topDnns);
        // Customer B's overview holds none of it.
        const b = (await get<B1Overview>(tokenB, '/network/b1/overview')).body.result;
        expect(b.topDnns.map((d) => d.id)).not.toContain(dnnA);
        expect(todayOf(b).downBytes ?? 0).toBeLessThan(huge);
      } finally {
        await sql`delete from network_stat where kind = 'dnn' and ref_id = ${dnnA} and ts = ${at}`.execute(
          db,
        );
        await rollUpStats(db, new Date(Date.now() - 86_400_000));
      }
      expect(await overview()).toEqual(before);
    });
  });

  describe('ordered business overview', () => {
    it('lists only the enterprise’s own business with order and usage, filtered and paged', async () => {
      const res = await get<OrderedPage>(tokenA, '/network/ordered/overview?pageSize=50');
      expect(res.statusCode).toBe(200);
      const page = res.body.result;
      const db = t.database.db;
      const own = await db
        .selectFrom('businessInstance as i')
        .innerJoin('enterpriseCustomer as c', 'c.id', 'i.customerId')
        .select(['i.id', 'i.type'])
        .where('c.custCode', '=', 'C2000755000001')
        .execute();
      expect(page.total).toBe(own.length);
      expect(page.data.map((d) => d.id).sort()).toEqual(own.map((o) => o.id).sort());
      const a1 = page.data.find((d) => d.type === 'A1');
      expect(a1?.typeLabel).toBe('业务加速');
      expect(a1?.order?.orderNo).toMatch(/\S/);
      expect(a1?.usage.sessions).toBeGreaterThanOrEqual(1);
      const a2 = page.data.find((d) => d.type === 'A2');
      expect(a2?.usage.dnns).toEqual(['factory.sz.5gpn']);
      expect(a2?.usage.cards).toBeGreaterThan(0);

      const onlyA1 = await get<OrderedPage>(tokenA, '/network/ordered/overview?type=A1');
      expect(onlyA1.body.result.data.every((d) => d.type === 'A1')).toBe(true);
      const paged = await get<OrderedPage>(tokenA, '/network/ordered/overview?pageSize=1&page=2');
      expect(paged.body.result.data).toHaveLength(own.length >= 2 ? 1 : 0);

      const b = await get<OrderedPage>(tokenB, '/network/ordered/overview?pageSize=50');
      expect(b.body.result.data.some((d) => own.some((o) => o.id === d.id))).toBe(false);
      expect((await get(tokenA, '/network/ordered/overview?type=ZZ')).statusCode).toBe(400);
    });
  });

  describe('console home figures', () => {
    it('gives each figure with its screen, only for screens the caller holds', async () => {
      const a = await get<HomeSummary>(tokenA, '/network/home/summary');
      expect(a.statusCode).toBe(200);
      const keys = a.body.result.figures.map((f) => f.key);
      expect(keys).toEqual(expect.arrayContaining(['cards', 'dnns', 'slices', 'activeOrders']));
      // Guangdong offers 专线: the enterprise's own lines.
      expect(a.body.result.figures.find((f) => f.key === 'lines')!.value).toBe(1);
      const dnns = a.body.result.figures.find((f) => f.key === 'dnns')!;
      expect(dnns.path).toBe('/control/B1');
      const own = await t.database.db
        .selectFrom('dnnInstance as d')
        .innerJoin('enterpriseCustomer as c', 'c.id', 'd.customerId')
        .select(sql<number>`count(*)`.as('n'))
        .where('c.custCode', '=', 'C2000755000001')
        .where('d.status', '=', 1)
        .executeTakeFirstOrThrow();
      expect(dnns.value).toBe(Number(own.n));

      const g = await get<HomeSummary>(gd, '/network/home/summary');
      const lines = g.body.result.figures.find((f) => f.key === 'lines')!;
      expect(lines.path).toBe('/control/A7/dnnView');
      const { n } = await t.database.db
        .selectFrom('privateLine')
        .select(sql<number>`count(*)`.as('n'))
        .where('beId', '=', '200')
        .executeTakeFirstOrThrow();
      expect(lines.value).toBe(Number(n));
    });

    it('refuses callers without a session', async () => {
      const res = await t.call({ method: 'GET', url: `${BASE}/network/home/summary` });
      expect(res.statusCode).toBe(401);
    });
  });
});
