import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { seedSim } from '../../db/seed/sim.js';
import { chinaMonth } from './sim.service.js';
import { refreshSimStats } from './sim.stats.js';
import { CUST_A, CUST_B, CUST_C, CUST_DEMO, customerIdOf } from './sim.test-support.js';

describe('SIM demo data and card statistics', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const c of [CUST_A, CUST_B, CUST_C, CUST_DEMO]) ids[c] = await customerIdOf(t, c);
  });
  afterAll(() => t.close());

  const statVsCards = async (customerId?: number) => {
    const where = customerId === undefined ? sql`true` : sql`customer_id = ${customerId}`;
    const { rows: stat } = await sql<{ k: string; cards: number; kb: number }>`
      select concat_ws('/', customer_id, be_id, area_code, kind, status) as k, cards, month_data_kb as kb
      from sim_card_stat where ${where} and cards > 0 order by k`.execute(t.database.db);
    const { rows: cards } = await sql<{ k: string; cards: number; kb: number }>`
      select concat_ws('/', customer_id, be_id, area_code, kind, status) as k, count(*)::bigint as cards,
        coalesce(sum(month_data_kb), 0)::bigint as kb
      from sim_card where ${where} group by customer_id, be_id, area_code, kind, status order by k`.execute(
      t.database.db,
    );
    return {
      stat: stat.map((r) => ({ ...r, cards: Number(r.cards), kb: Number(r.kb) })),
      cards: cards.map((r) => ({ ...r, cards: Number(r.cards), kb: Number(r.kb) })),
    };
  };

  it('seeds the demo enterprises with realistic cards', async () => {
    const { rows } = await sql<{ customerId: number; cards: number; probes: number }>`
      select customer_id, count(*)::int as cards, count(*) filter (where kind = 1)::int as probes
      from sim_card group by customer_id`.execute(t.database.db);
    const of = (c: string) => rows.find((r) => r.customerId === ids[c]);
    expect(of(CUST_A)).toMatchObject({ cards: 3000, probes: 40 });
    expect(of(CUST_B)).toMatchObject({ cards: 300, probes: 5 });
    expect(of(CUST_C)).toMatchObject({ cards: 120, probes: 0 });
    expect(of(CUST_DEMO)).toMatchObject({ cards: 300, probes: 10 });

    const { rows: bad } = await sql<{ n: number }>`
      select count(*)::int as n from sim_card
      where iccid !~ '^898604[0-9]{14}$' or msisdn !~ '^144[0-9]{8}$' or imsi !~ '^46004[0-9]{10}$'
        or (imei is not null and imei !~ '^86[0-9]{13}$')
        or (status in (2, 3, 4) and activated_at is null)
        or (status = 0 and (last_seen_at is not null or month_data_kb <> 0 or imei is not null))
        or (status in (0, 4) and month_data_kb <> 0)`.execute(t.database.db);
    expect(bad[0]!.n).toBe(0);
    const { rows: mix } = await sql<{ status: number; share: number }>`
      select status, count(*)::float / sum(count(*)) over () as share from sim_card
      where customer_id = ${ids[CUST_A]} and kind = 0 group by status`.execute(t.database.db);
    expect(mix.find((m) => m.status === 2)!.share).toBeGreaterThan(0.6);
    expect(mix).toHaveLength(5);
    // Spread over three years of activations, most seen recently.
    const { rows: span } = await sql<{ days: number; recent: number }>`
      select extract(day from max(activated_at) - min(activated_at))::int as days,
        avg(case when last_seen_at > now() - interval '1 day' then 1 else 0 end) as recent
      from sim_card where status = 2`.execute(t.database.db);
    expect(span[0]!.days).toBeGreaterThan(900);
    expect(Number(span[0]!.recent)).toBeGreaterThan(0.8);
  });

  it('keeps usage history and daily cells consistent with the cards', async () => {
    // Current month of the monthly history = the cards' month-to-date counters.
    const { rows: mismatched } = await sql<{ n: number }>`
      select count(*)::int as n from sim_card c
      left join sim_usage_monthly u on u.card_id = c.id
        and u.month = date_trunc('month', (now() at time zone 'Asia/Shanghai')::date)::date
      where c.status in (1, 2, 3) and (u.card_id is null or u.data_kb <> c.month_data_kb
        or u.sms <> c.month_sms or u.voice_min <> c.month_voice_min)`.execute(t.database.db);
    expect(mismatched[0]!.n).toBe(0);
    const { rows: months } = await sql<{ n: number }>`
      select count(distinct month)::int as n from sim_usage_monthly`.execute(t.database.db);
    expect(months[0]!.n).toBe(6);
    // Days of the current month per cell add up to the ordinary cards' month-to-date data.
    const { rows: cells } = await sql<{ cards: number; days: number }>`
      select coalesce(sum(c.month_data_kb), 0)::bigint as cards,
        (select coalesce(sum(d.data_kb), 0)::bigint from sim_usage_daily d
          where d.customer_id = c.customer_id and d.be_id = c.be_id and d.area_code = c.area_code
            and to_char(d.day, 'YYYY-MM') = ${chinaMonth(new Date())}) as days
      from sim_card c where c.kind = 0
      group by c.customer_id, c.be_id, c.area_code`.execute(t.database.db);
    expect(cells.length).toBeGreaterThanOrEqual(6);
    for (const c of cells) expect(Number(c.days)).toBe(Number(c.cards));
    // Every past month's days add up to that month of the history.
    const { rows: past } = await sql<{ n: number }>`
      with h as (
        select c.customer_id, to_char(u.month, 'YYYY-MM') as m, sum(u.data_kb)::bigint as kb
        from sim_usage_monthly u join sim_card c on c.id = u.card_id where c.kind = 0
        group by 1, 2),
      d as (
        select customer_id, to_char(day, 'YYYY-MM') as m, sum(data_kb)::bigint as kb
        from sim_usage_daily group by 1, 2)
      select count(*)::int as n from h full join d using (customer_id, m)
      where h.kb is distinct from d.kb`.execute(t.database.db);
    expect(past[0]!.n).toBe(0);
  });

  it('seeds sessions, risk rules and events', async () => {
    const { rows } = await sql<{ customerId: number; rules: number; events: number }>`
      select r.customer_id, count(distinct r.kind)::int as rules,
        (select count(*)::int from sim_risk_event e where e.customer_id = r.customer_id) as events
      from sim_risk_rule r group by r.customer_id`.execute(t.database.db);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.rules === 4)).toBe(true);
    expect(rows.find((r) => r.customerId === ids[CUST_A])!.events).toBe(50);
    const { rows: kinds } = await sql<{ kind: string; n: number }>`
      select kind, count(*)::int as n from sim_risk_event where customer_id = ${ids[CUST_A]}
      group by kind`.execute(t.database.db);
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'imeiChange',
      'locationChange',
      'silent',
      'usageSpike',
    ]);
    const { rows: sessions } = await sql<{ n: number; cards: number }>`
      select count(*)::int as n, count(distinct card_id)::int as cards from sim_session s
      join sim_card c on c.id = s.card_id where c.status <> 2`.execute(t.database.db);
    expect(sessions[0]!.n).toBe(0);
    const { rows: active } = await sql<{ missing: number }>`
      select count(*)::int as missing from sim_card c where c.status = 2
        and not exists (select 1 from sim_session s where s.card_id = c.id)`.execute(t.database.db);
    expect(active[0]!.missing).toBe(0);
  });

  it('keeps the statistics equal to the card table, and recomputes them per customer', async () => {
    const before = await statVsCards();
    expect(before.stat).toEqual(before.cards);

    // Cards change behind the statistics' back: the recount of A catches up with them.
    const a = ids[CUST_A]!;
    await sql`update sim_card set status = 3, month_data_kb = month_data_kb + 100
      where id in (select id from sim_card where customer_id = ${a} and status = 2 order by id limit 25)`.execute(
      t.database.db,
    );
    await sql`update sim_card set area_code = '757'
      where id in (select id from sim_card where customer_id = ${a} and status = 0 order by id limit 3)`.execute(
      t.database.db,
    );
    const stale = await statVsCards(a);
    expect(stale.stat).not.toEqual(stale.cards);
    const otherBefore = (await statVsCards(ids[CUST_B])).stat;
    // A row emptied by incremental updates is dropped by the recount.
    await sql`insert into sim_card_stat (customer_id, be_id, area_code, kind, status, cards, month_data_kb)
      values (${a}, '200', '760', 0, 2, 0, 0)`.execute(t.database.db);

    await refreshSimStats(t.database.db, a);
    const fresh = await statVsCards(a);
    expect(fresh.stat).toEqual(fresh.cards);
    expect(fresh.stat.some((r) => r.k === `${a}/200/757/0/0`)).toBe(true);
    const { rows: empty } = await sql<{ n: number }>`
      select count(*)::int as n from sim_card_stat where customer_id = ${a} and cards = 0`.execute(
      t.database.db,
    );
    expect(empty[0]!.n).toBe(0);
    expect((await statVsCards(ids[CUST_B])).stat).toEqual(otherBefore);

    // Inside a caller's transaction too, and for everyone at once.
    await t.database.db.transaction().execute((trx) => refreshSimStats(trx));
    const all = await statVsCards();
    expect(all.stat).toEqual(all.cards);
  });

  it('seeds once: running the seed again adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await sql<{ n: number }>`
            select (select count(*) from sim_card) + (select count(*) from sim_usage_monthly)
              + (select count(*) from sim_risk_event) + (select count(*) from sim_tariff) as n`.execute(
            t.database.db,
          )
        ).rows[0]!.n,
      );
    const before = await count();
    await seedSim(t.database.db);
    expect(await count()).toBe(before);
  });
});
