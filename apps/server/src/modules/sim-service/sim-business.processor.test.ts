import { SimStatus } from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { refreshSimStats } from '../sim/sim.stats.js';
import { JOB_LEASE_MS } from '../../lib/jobs.js';
import { drainQueue, LeaseLost, processBatch, scopeOfRequest } from './sim-business.processor.js';
import {
  claimNext,
  finishIfComplete,
  insertRequest,
  renewLease,
} from './sim-business.repository.js';
import { jobRunnerOf } from '../../app.js';
import { createSimFixture, statDrift, type SimFixture } from './testing.js';

/**
 * Extra active cards of customer A, MSISDN 1999{series}xxxxxx with series 5-9 (beyond the
 * fixture's own numbers).
 */
async function addBulkCards(t: TestApp, f: SimFixture, n: number, series = 5): Promise<string[]> {
  await sql`
    insert into sim_card (iccid, msisdn, imsi, customer_id, be_id, area_code, kind, status,
      tariff_id, month_data_kb, activated_at)
    select '898600999' || ${String(series)} || lpad(g::text, 10, '0'),
      '1999' || ${String(series)} || lpad(g::text, 6, '0'),
      '46000999' || ${String(series)} || lpad(g::text, 6, '0'), ${f.customerA}, '200', '755', 0, 2,
      ${f.tariffs.card1}, g, now()
    from generate_series(1, ${n}) g
  `.execute(t.database.db);
  await refreshSimStats(t.database.db, f.customerA);
  return Array.from({ length: n }, (_, i) => `1999${series}${String(i + 1).padStart(6, '0')}`);
}

const PG = !!process.env.TEST_DATABASE_URL;

describe('SIM business processor', () => {
  let t: TestApp;
  let f: SimFixture;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    // This test drives the queue itself: the app's own processor stays out of the way.
    await jobRunnerOf(t.database)!.stop();
    f = await createSimFixture(t.database.db);
    accountId = (
      await t.database.db
        .selectFrom('account')
        .select('id')
        .where('loginAccount', '=', 'OCB1000000001')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const enqueue = (
    action: 'suspend' | 'resume' | 'setDataCap',
    msisdns: string[],
    params: Record<string, number> = {},
  ) =>
    t.database.db.transaction().execute((trx) =>
      insertRequest(
        trx,
        {
          requestId: crypto.randomUUID(),
          customerId: f.customerA,
          beId: '200',
          areaCode: '755',
          accountId,
          action,
          params,
        },
        msisdns,
      ),
    );
  const requestRow = (id: number) =>
    t.database.db
      .selectFrom('simBusinessRequest')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  /** `seconds` pass without the holders of these requests renewing their leases. */
  const ageLeases = (ids: number[], seconds: number) =>
    sql`update sim_business_request
      set lease_expires_at = lease_expires_at - ${seconds}::int * interval '1 second'
      where id in (${sql.join(ids)})`.execute(t.database.db);

  it('reads the submitter’s scope back from the request', () => {
    expect(scopeOfRequest({ customerId: 7, beId: '200', areaCode: '755' })).toEqual({
      level: 'customer',
      customerId: 7,
    });
    expect(scopeOfRequest({ customerId: null, beId: '000', areaCode: '' })).toEqual({
      level: 'all',
    });
    expect(scopeOfRequest({ customerId: null, beId: '200', areaCode: '' })).toEqual({
      level: 'province',
      beId: '200',
    });
    expect(scopeOfRequest({ customerId: null, beId: '200', areaCode: '755' })).toEqual({
      level: 'city',
      beId: '200',
      areaCode: '755',
    });
  });

  it('two processors racing on one queue settle every card exactly once', async () => {
    const msisdns = await addBulkCards(t, f, 1200);
    const half = msisdns.slice(0, 600);
    const r1 = await enqueue('suspend', half);
    const r2 = await enqueue('setDataCap', msisdns, { dataCapMb: 64 });
    const r3 = await enqueue('suspend', half);
    const r4 = await enqueue('resume', msisdns.slice(0, 300));

    const [p, q] = await Promise.all([
      drainQueue(t.database.db, { batchSize: 60 }),
      drainQueue(t.database.db, { batchSize: 60 }),
    ]);
    // Every result settled once: the two runs together settled exactly the submitted cards.
    expect(p.cards + q.cards).toBe(600 + 1200 + 600 + 300);
    expect(p.requests + q.requests).toBe(4);
    const rows = await Promise.all([r1, r2, r3, r4].map(requestRow));
    for (const r of rows) {
      expect(r.status).toBe(2);
      expect(r.succeeded + r.failed).toBe(r.total);
      expect(r.finishedAt).not.toBeNull();
    }
    const [s1, s2, s3] = rows;
    // Each card of the half was suspended by exactly one of the two suspend requests.
    expect(s1!.succeeded + s3!.succeeded).toBe(600);
    expect(s2!.succeeded).toBe(1200);
    const { pending } = await t.database.db
      .selectFrom('simBusinessResult')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('requestPk', 'in', [r1, r2, r3, r4])
      .where('success', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(pending)).toBe(0);
    const { suspended } = await t.database.db
      .selectFrom('simCard')
      .select((eb) => eb.fn.countAll<number>().as('suspended'))
      .where('msisdn', 'in', half)
      .where('status', '=', SimStatus.SUSPENDED)
      .executeTakeFirstOrThrow();
    // The resume ran after or alongside the suspends: whatever it resumed is active again.
    expect(Number(suspended)).toBe(600 - rows[3]!.succeeded);
    expect(await statDrift(t.database.db, [f.customerA])).toEqual([]);
  });

  it('two processors on one request (one took it over) settle each card once', async () => {
    const msisdns = await addBulkCards(t, f, 600, 6);
    const id = await enqueue('setDataCap', msisdns, { dataCapMb: 99 });
    const req = (await claimNext(t.database.db, JOB_LEASE_MS))!;
    expect(Number(req.id)).toBe(id);
    const loop = async () => {
      let settled = 0;
      for (;;) {
        const n = await processBatch(t.database.db, req, 20);
        if (n === 0) return settled;
        settled += n;
      }
    };
    const [x, y] = await Promise.all([loop(), loop()]);
    expect(x + y).toBe(600);
    if (PG) expect(Math.min(x, y)).toBeGreaterThan(0);
    expect(await finishIfComplete(t.database.db, id)).toBe(true);
    expect(await requestRow(id)).toMatchObject({ status: 2, succeeded: 600, failed: 0 });
  });

  // PGlite has a single connection: two open transactions need PostgreSQL.
  it.runIf(PG)('a claim skips the request another processor is claiming', async () => {
    const first = await enqueue('setDataCap', [f.cards.a1.msisdn], { dataCapMb: 11 });
    const second = await enqueue('setDataCap', [f.cards.a2.msisdn], { dataCapMb: 12 });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let claimed!: (id: number) => void;
    const inTransaction = new Promise<number>((r) => (claimed = r));
    const holder = t.database.db.transaction().execute(async (trx) => {
      claimed(Number((await claimNext(trx, JOB_LEASE_MS))!.id));
      await held;
    });
    expect(await inTransaction).toBe(first);
    const other = await Promise.race([
      claimNext(t.database.db, JOB_LEASE_MS),
      new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 3_000)),
    ]);
    release();
    await holder;
    expect(other === 'blocked' ? other : Number(other?.id)).toBe(second);
    // Both are claimed now (by processors that are gone); settle them once their leases ran out.
    await ageLeases([first, second], 25);
    await drainQueue(t.database.db);
    expect((await requestRow(first)).status).toBe(2);
    expect((await requestRow(second)).status).toBe(2);
  });

  it('does not claim a request another processor holds, but takes over one whose lease ran out', async () => {
    const live = await enqueue('setDataCap', [f.cards.a1.msisdn], { dataCapMb: 10 });
    const dead = await enqueue('setDataCap', [f.cards.a2.msisdn], { dataCapMb: 20 });
    await t.database.db
      .updateTable('simBusinessRequest')
      .set({
        status: 1,
        startedAt: sql<Date>`now()`,
        leaseOwner: 'live-instance',
        leaseExpiresAt: sql<Date>`now() + interval '20 seconds'`,
      })
      .where('id', '=', live)
      .execute();
    // Claimed 25 s ago by an instance that was killed: its lease ran out 5 s ago.
    await t.database.db
      .updateTable('simBusinessRequest')
      .set({
        status: 1,
        startedAt: sql<Date>`now() - interval '25 seconds'`,
        leaseOwner: 'killed-instance',
        leaseExpiresAt: sql<Date>`now() - interval '5 seconds'`,
      })
      .where('id', '=', dead)
      .execute();
    const res = await drainQueue(t.database.db);
    expect(res).toEqual({ requests: 1, cards: 1 });
    expect((await requestRow(dead)).status).toBe(2);
    expect((await requestRow(live)).status).toBe(1);
    // Once its holder too has stopped renewing for the lease's length, it is taken over.
    await ageLeases([live], 21);
    const later = await drainQueue(t.database.db);
    expect(later.requests).toBe(1);
    expect(await requestRow(live)).toMatchObject({ status: 2, succeeded: 1 });
  });

  it('a request whose instance died mid-way is taken over within 30 s and each card settled once', async () => {
    const msisdns = await addBulkCards(t, f, 10, 7);
    const id = await enqueue('setDataCap', msisdns, { dataCapMb: 77 });
    // Instance A claims the request, settles a batch of 4, and is killed.
    const a = (await claimNext(t.database.db, JOB_LEASE_MS))!;
    expect(Number(a.id)).toBe(id);
    expect(await processBatch(t.database.db, a, 4)).toBe(4);
    // 10 s later A's lease still stands: nobody else touches the request.
    await ageLeases([id], 10);
    expect(await drainQueue(t.database.db)).toEqual({ requests: 0, cards: 0 });
    // 25 s after A's last sign of life, B takes the rest over under a lease of its own.
    await ageLeases([id], 15);
    const b = (await claimNext(t.database.db, JOB_LEASE_MS))!;
    expect(Number(b.id)).toBe(id);
    expect(b.leaseOwner).not.toBe(a.leaseOwner);
    expect(await processBatch(t.database.db, b, 3)).toBe(3);
    // A comes back (it was only paused): it cannot renew, its batch commits nothing.
    expect(await renewLease(t.database.db, a, JOB_LEASE_MS)).toBe(false);
    expect(await renewLease(t.database.db, b, JOB_LEASE_MS)).toBe(true);
    await expect(processBatch(t.database.db, a, 4)).rejects.toBeInstanceOf(LeaseLost);
    expect(await requestRow(id)).toMatchObject({ status: 1, succeeded: 7, failed: 0 });
    const { pending } = await t.database.db
      .selectFrom('simBusinessResult')
      .select((eb) => eb.fn.countAll<number>().as('pending'))
      .where('requestPk', '=', id)
      .where('success', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(pending)).toBe(3);
    // B's lease is live, so A's drain would not take it back; B finishes it.
    expect(await processBatch(t.database.db, b, 10)).toBe(3);
    expect(await finishIfComplete(t.database.db, id)).toBe(true);
    expect(await requestRow(id)).toMatchObject({ status: 2, succeeded: 10, failed: 0 });
    const capped = await t.database.db
      .selectFrom('simCard')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('msisdn', 'in', msisdns)
      .where('dataCapMb', '=', 77)
      .executeTakeFirstOrThrow();
    expect(Number(capped.n)).toBe(10);
  });

  it('a stopping processor hands its request back to the queue', async () => {
    const id = await enqueue('setDataCap', [f.cards.a3.msisdn, f.cards.a4.msisdn], {
      dataCapMb: 30,
    });
    let checks = 0;
    // Stop right after the first batch.
    const res = await drainQueue(t.database.db, { batchSize: 1, shouldStop: () => checks++ > 1 });
    expect(res.cards).toBe(1);
    expect(await requestRow(id)).toMatchObject({ status: 0, succeeded: 1 });
    await drainQueue(t.database.db);
    expect(await requestRow(id)).toMatchObject({ status: 2, succeeded: 2, failed: 0 });
  });

  it('settles a result once, however often its batch runs', async () => {
    const id = await enqueue('setDataCap', [f.cards.a5.msisdn], { dataCapMb: 40 });
    const claimed = (await claimNext(t.database.db, 60_000))!;
    expect(Number(claimed.id)).toBe(id);
    expect(await processBatch(t.database.db, claimed)).toBe(1);
    // Nothing left: a second pass settles nothing and counts nothing twice.
    expect(await processBatch(t.database.db, claimed)).toBe(0);
    expect(await requestRow(id)).toMatchObject({ succeeded: 1, failed: 0 });
  });

  // PGlite has a single connection: two open transactions need PostgreSQL.
  it.runIf(PG)(
    'a batch skips results another processor holds, instead of waiting or repeating them',
    async () => {
      const id = await enqueue('setDataCap', [f.cards.aTest.msisdn, f.cards.aGroup1.msisdn], {
        dataCapMb: 45,
      });
      const claimed = (await claimNext(t.database.db, 60_000))!;
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.database.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('simBusinessResult')
          .select('id')
          .where('requestPk', '=', id)
          .where('seq', '=', 1)
          .forUpdate()
          .execute();
        locked();
        await held;
      });
      await isLocked;
      expect(await processBatch(t.database.db, claimed)).toBe(1);
      expect(await requestRow(id)).toMatchObject({ succeeded: 1 });
      release();
      await holder;
      expect(await processBatch(t.database.db, claimed)).toBe(1);
      expect(await processBatch(t.database.db, claimed)).toBe(0);
      expect(await requestRow(id)).toMatchObject({ succeeded: 2, failed: 0 });
    },
  );

  it('the app’s job runner picks up queued requests by itself', async () => {
    const id = await enqueue('setDataCap', [f.cards.a6.msisdn], { dataCapMb: 50 });
    const processor = jobRunnerOf(t.database)!;
    processor.start();
    const until = Date.now() + 5_000;
    while ((await requestRow(id)).status !== 2 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    await processor.stop();
    expect(await requestRow(id)).toMatchObject({ status: 2, succeeded: 1 });
  });
});
