import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../app.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import {
  claimJob,
  drainJobs,
  enqueueJob,
  JOB_LEASE_MS,
  JobStatus,
  renewJobLease,
  retryJob,
  type JobHandler,
} from './jobs.js';

const silent = { warn: () => {}, error: () => {} };

describe('background job runner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await jobRunnerOf(t.database)!.stop();
  });
  afterAll(() => t.close());

  const jobRow = (id: number) =>
    t.database.db
      .selectFrom('backgroundJob')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('retries a failing job after a back-off, then gives up and says so', async () => {
    const db = t.database.db;
    const gaveUp: string[] = [];
    let calls = 0;
    const handler: JobHandler = {
      queue: 'test.flaky',
      handle: async () => {
        calls++;
        throw new Error(`第${calls}次失败`);
      },
      backoffMs: () => 0,
      onGiveUp: async (_db, _job, error) => {
        gaveUp.push(error);
      },
    };
    const id = await enqueueJob(db, 'test.flaky', { n: 1 }, { maxAttempts: 3, ref: 'test:1' });
    await drainJobs(db, new Map([[handler.queue, handler]]), silent);
    expect(calls).toBe(3);
    expect(await jobRow(id)).toMatchObject({
      status: JobStatus.FAILED,
      attempts: 3,
      lastError: '第3次失败',
    });
    expect(gaveUp).toEqual(['第3次失败']);

    // An operator's retry gives it a fresh round.
    expect(await retryJob(db, id)).toBe(true);
    handler.handle = async () => {};
    await drainJobs(db, new Map([[handler.queue, handler]]), silent);
    expect(await jobRow(id)).toMatchObject({ status: JobStatus.DONE, lastError: '' });
  });

  it('waits out the back-off before trying again', async () => {
    const db = t.database.db;
    const handler: JobHandler = {
      queue: 'test.later',
      handle: async () => {
        throw new Error('暂不可用');
      },
      backoffMs: () => 60_000,
    };
    const id = await enqueueJob(db, 'test.later', {});
    expect(await drainJobs(db, new Map([[handler.queue, handler]]), silent)).toBe(1);
    const row = await jobRow(id);
    expect(row.status).toBe(JobStatus.QUEUED);
    expect(new Date(row.runAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await claimJob(db, ['test.later'])).toBeUndefined();
  });

  /** Moves a running job's lease `seconds` into the past: that much time passed without renewal. */
  const ageLease = (id: number, seconds: number) =>
    sql`update background_job set lease_expires_at = lease_expires_at - ${seconds}::int * interval '1 second',
      started_at = started_at - ${seconds}::int * interval '1 second' where id = ${id}`.execute(
      t.database.db,
    );

  it('two runners never claim one job; a dead runner’s job is claimed again once its lease ran out', async () => {
    const db = t.database.db;
    const id = await enqueueJob(db, 'test.claim', {});
    const [a, b] = await Promise.all([claimJob(db, ['test.claim']), claimJob(db, ['test.claim'])]);
    expect([a?.id, b?.id].filter((x) => x === id)).toHaveLength(1);
    const holder = (a ?? b)!;
    expect(await claimJob(db, ['test.claim'])).toBeUndefined();
    // The claim holds for the lease, well under 30 s, in the database's time.
    const { left } = await db
      .selectFrom('backgroundJob')
      .select(sql<number>`extract(epoch from lease_expires_at - now())`.as('left'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(left)).toBeGreaterThan(JOB_LEASE_MS / 1000 - 2);
    expect(Number(left)).toBeLessThanOrEqual(JOB_LEASE_MS / 1000);
    // The holder dies (no more renewals). 10 s on, its lease still stands.
    await ageLease(id, 10);
    expect(await claimJob(db, ['test.claim'])).toBeUndefined();
    // 25 s after its claim, another runner takes the job over.
    await ageLease(id, 15);
    const again = await claimJob(db, ['test.claim']);
    expect(again).toMatchObject({ id, attempts: 2 });
    expect(again!.leaseOwner).not.toBe(holder.leaseOwner);
    // The dead holder's lease is gone for good: its renewals fail.
    expect(await renewJobLease(db, holder)).toBe(false);
    expect(await renewJobLease(db, again!)).toBe(true);
  });

  it('the app’s runner takes over a job whose instance died 25 s ago, and runs it once', async () => {
    const db = t.database.db;
    const id = await enqueueJob(db, 'test.orphan', { n: 1 });
    // Claimed 25 s ago by an instance that was killed: its lease ran out 5 s ago.
    await db
      .updateTable('backgroundJob')
      .set({
        status: JobStatus.RUNNING,
        attempts: 1,
        leaseOwner: 'killed-instance',
        startedAt: sql<Date>`now() - interval '25 seconds'`,
        leaseExpiresAt: sql<Date>`now() - interval '5 seconds'`,
      })
      .where('id', '=', id)
      .execute();
    const runs: number[] = [];
    const runner = jobRunnerOf(t.database)!;
    runner.handle({ queue: 'test.orphan', handle: async (_db, job) => void runs.push(job.id) });
    runner.start();
    try {
      const until = Date.now() + 5_000;
      while ((await jobRow(id)).status !== JobStatus.DONE && Date.now() < until)
        await new Promise((r) => setTimeout(r, 50));
    } finally {
      await runner.stop();
    }
    expect(runs).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: JobStatus.DONE, attempts: 2 });
  });

  it('a runner that lost its lease records nothing; the runner that took over settles the job', async () => {
    const db = t.database.db;
    const id = await enqueueJob(db, 'test.fenced', {});
    const calls: string[] = [];
    let takeover = 0;
    const late: JobHandler = {
      queue: 'test.fenced',
      handle: async () => {
        calls.push('A');
        // A stalls past its lease (a long pause); B takes the job over and finishes it.
        await ageLease(id, 25);
        takeover = await drainJobs(db, new Map([['test.fenced', other]]), silent);
        throw new Error('A的结果');
      },
      backoffMs: () => 0,
    };
    const other: JobHandler = {
      queue: 'test.fenced',
      handle: async () => void calls.push('B'),
    };
    expect(await drainJobs(db, new Map([['test.fenced', late]]), silent)).toBe(0);
    expect(takeover).toBe(1);
    expect(calls).toEqual(['A', 'B']);
    // B's outcome stands: A's late failure neither re-queued the job nor was recorded.
    expect(await jobRow(id)).toMatchObject({ status: JobStatus.DONE, attempts: 2, lastError: '' });
  });

  it('a live runner renews its lease, so nobody takes its job over while it works', async () => {
    const db = t.database.db;
    const id = await enqueueJob(db, 'test.renewed', {});
    const leaseMs = 300;
    let stolen: unknown = 'not tried';
    let renewed = false;
    const handler: JobHandler = {
      queue: 'test.renewed',
      handle: async () => {
        const first = new Date((await jobRow(id)).leaseExpiresAt!).getTime();
        // Work for longer than the first lease: until the database's clock is past it.
        const until = Date.now() + 5_000;
        for (;;) {
          const { past } = await db
            .selectFrom('backgroundJob')
            .select(sql<boolean>`now() > ${new Date(first + 200)}::timestamptz`.as('past'))
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          if (past || Date.now() > until) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        renewed = new Date((await jobRow(id)).leaseExpiresAt!).getTime() > first;
        stolen = await claimJob(db, ['test.renewed'], leaseMs);
      },
    };
    expect(
      await drainJobs(db, new Map([['test.renewed', handler]]), silent, { leaseMs, renewMs: 50 }),
    ).toBe(1);
    expect(renewed).toBe(true);
    expect(stolen).toBeUndefined();
    expect(await jobRow(id)).toMatchObject({ status: JobStatus.DONE, attempts: 1 });
  });
});
