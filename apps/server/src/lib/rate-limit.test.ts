import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { hitRateLimit, type RateLimitRule } from './rate-limit.js';

describe('database-backed rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const hits = async (bucket: string, key?: string) => {
    let q = t.database.db
      .selectFrom('rateLimitHit')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', bucket);
    if (key !== undefined) q = q.where('key', '=', key);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  /** Moves a key's hits `seconds` into the past, as if that much time had gone by. */
  const age = (bucket: string, key: string, seconds: number) =>
    t.database.db
      .updateTable('rateLimitHit')
      .set({ createdAt: sql<Date>`created_at - make_interval(secs => ${seconds})` })
      .where('bucket', '=', bucket)
      .where('key', '=', key)
      .execute();

  const rule: RateLimitRule = { bucket: 'test-short', windows: [{ seconds: 600, max: 3 }] };

  it('allows up to the maximum in the window, then refuses without counting the refusal', async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit(t.database.db, rule, 'a'));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(590);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await hits('test-short', 'a')).toBe(3);
  });

  it('counts each key and each bucket apart', async () => {
    expect((await hitRateLimit(t.database.db, rule, 'b')).allowed).toBe(true);
    const other = { ...rule, bucket: 'test-other' };
    expect((await hitRateLimit(t.database.db, other, 'a')).allowed).toBe(true);
    expect((await hitRateLimit(t.database.db, rule, 'a')).allowed).toBe(false);
  });

  it('slides: hits older than the window no longer count', async () => {
    await age('test-short', 'a', 601);
    expect((await hitRateLimit(t.database.db, rule, 'a')).allowed).toBe(true);
    expect(await hits('test-short', 'a')).toBe(4);
  });

  it('applies every window: a long one refuses after the short one has cleared', async () => {
    const two: RateLimitRule = {
      bucket: 'test-two',
      windows: [
        { seconds: 60, max: 2 },
        { seconds: 3600, max: 3 },
      ],
    };
    const hit = () => hitRateLimit(t.database.db, two, 'k');
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(false);
    await age('test-two', 'k', 120);
    expect((await hit()).allowed).toBe(true);
    const refused = await hit();
    expect(refused.allowed).toBe(false);
    // The hour window refused: its oldest hit leaves it in about 3600 - 120 seconds.
    expect(refused.retryAfterSeconds).toBeGreaterThan(3400);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3480);
  });

  it('lets exactly the maximum through when hits arrive at once', async () => {
    const burst: RateLimitRule = { bucket: 'test-burst', windows: [{ seconds: 600, max: 5 }] };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(t.database.db, burst, 'same')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await hits('test-burst', 'same')).toBe(5);
  });

  it('purges a bucket’s hits older than its longest window', async () => {
    const purge: RateLimitRule = { bucket: 'test-purge', windows: [{ seconds: 300, max: 10 }] };
    await t.database.db
      .insertInto('rateLimitHit')
      .values([
        { bucket: 'test-purge', key: 'old', createdAt: sql<Date>`now() - interval '1 hour'` },
        { bucket: 'test-purge', key: 'old', createdAt: sql<Date>`now() - interval '2 days'` },
        { bucket: 'test-keep', key: 'old', createdAt: sql<Date>`now() - interval '2 days'` },
      ])
      .execute();
    expect((await hitRateLimit(t.database.db, purge, 'new')).allowed).toBe(true);
    expect(await hits('test-purge', 'old')).toBe(0);
    expect(await hits('test-purge', 'new')).toBe(1);
    // Other buckets keep theirs: their windows are their own.
    expect(await hits('test-keep')).toBe(1);
  });
});
