import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRunnerOf } from '../app.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { claimJob, drainJobs, enqueueJob, JobStatus, retryJob, type JobHandler } from './jobs.js';

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

  it('two runners never claim one job; a silent runner’s job is claimed again', async () => {
    const db = t.database.db;
    const id = await enqueueJob(db, 'test.claim', {});
    const [a, b] = await Promise.all([claimJob(db, ['test.claim']), claimJob(db, ['test.claim'])]);
    expect([a?.id, b?.id].filter((x) => x === id)).toHaveLength(1);
    expect(await claimJob(db, ['test.claim'])).toBeUndefined();
    const again = await claimJob(db, ['test.claim'], 0);
    expect(again).toMatchObject({ id, attempts: 2 });
  });
});
