import { Messages } from '@pn/shared';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { tooManyRequests } from './errors.js';

/** At most `max` hits in any `seconds` long stretch of time (a sliding window). */
export interface RateWindow {
  seconds: number;
  max: number;
}

/** What is limited (`bucket`, e.g. 'market-demand') and the windows every key must respect. */
export interface RateLimitRule {
  bucket: string;
  windows: readonly RateWindow[];
}

export interface RateLimitResult {
  allowed: boolean;
  /** When refused: seconds until a hit leaves the window that refused it. */
  retryAfterSeconds: number;
  /** Hits of the key within the rule's first window, this one included when allowed. */
  count: number;
}

// Purging a bucket's old hits is a housekeeping sweep, not needed on every hit.
const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<Database, Map<string, number>>();

const BUCKET_MAX = 64;
const KEY_MAX = 128;

/**
 * Counts one hit of `key` (a client address, an account…) against `rule` and says whether
 * it is allowed. Hits live in the `rate_limit_hit` table and are timed by the database
 * clock, so every server instance on the same database shares the count; one key's hits
 * are counted one at a time under a transaction-scoped advisory lock, so concurrent hits
 * can never let more than `max` through. A refused hit is not recorded, so a caller that
 * keeps trying is not locked out for longer than the window.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
): Promise<RateLimitResult> {
  if (rule.windows.length === 0) return { allowed: true, retryAfterSeconds: 0, count: 0 };
  const bucket = rule.bucket.slice(0, BUCKET_MAX);
  const k = key.slice(0, KEY_MAX);
  const longest = Math.max(...rule.windows.map((w) => w.seconds));
  const since = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`rate:${bucket}:${k}`}))`.execute(trx);
    const counts = await trx
      .selectFrom('rateLimitHit')
      .select(
        rule.windows.flatMap((w, i) => [
          sql<number>`count(*) filter (where created_at > ${since(w.seconds)})`.as(`n${i}`),
          // Seconds until the oldest hit of this window leaves it.
          sql<number>`coalesce(ceil(extract(epoch from min(created_at) filter (where created_at > ${since(w.seconds)}) + make_interval(secs => ${w.seconds}) - now())), 0)`.as(
            `r${i}`,
          ),
        ]),
      )
      .where('bucket', '=', bucket)
      .where('key', '=', k)
      .where('createdAt', '>', since(longest))
      .executeTakeFirstOrThrow();
    const row = counts as Record<string, number | string | null>;
    let retryAfterSeconds = 0;
    rule.windows.forEach((w, i) => {
      if (Number(row[`n${i}`]) >= w.max) {
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.max(1, Number(row[`r${i}`])));
      }
    });
    const count = Number(row.n0);
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds, count };
    await trx.insertInto('rateLimitHit').values({ bucket, key: k }).execute();
    return { allowed: true, retryAfterSeconds: 0, count: count + 1 };
  });
  await purgeOldHits(db, bucket, longest);
  return result;
}

/**
 * Takes back the newest hit of `key` (a reservation made with `hitRateLimit` for an attempt
 * that turned out not to count, e.g. a successful login against a failures budget).
 */
export async function refundHit(db: Database, rule: RateLimitRule, key: string): Promise<void> {
  const bucket = rule.bucket.slice(0, BUCKET_MAX);
  const k = key.slice(0, KEY_MAX);
  await db
    .deleteFrom('rateLimitHit')
    .where(
      'id',
      '=',
      db
        .selectFrom('rateLimitHit')
        .select('id')
        .where('bucket', '=', bucket)
        .where('key', '=', k)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .execute();
}

/** Deletes a bucket's hits older than its longest window, at most once a minute per process. */
async function purgeOldHits(db: Database, bucket: string, longestSeconds: number) {
  const now = Date.now();
  let purged = lastPurge.get(db);
  if (!purged) lastPurge.set(db, (purged = new Map()));
  if (now - (purged.get(bucket) ?? 0) < PURGE_EVERY_MS) return;
  purged.set(bucket, now);
  await db
    .deleteFrom('rateLimitHit')
    .where('bucket', '=', bucket)
    .where('createdAt', '<', sql<Date>`now() - make_interval(secs => ${longestSeconds})`)
    .execute();
}

/**
 * Counts a hit and refuses the request with HTTP 429 (and a Retry-After header) when the
 * rule's limit is reached.
 */
export async function enforceRateLimit(
  db: Database,
  reply: FastifyReply,
  rule: RateLimitRule,
  key: string,
  message: string = Messages.TOO_MANY_REQUESTS,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await hitRateLimit(db, rule, key);
  if (allowed) return;
  reply.header('retry-after', String(retryAfterSeconds));
  throw tooManyRequests(message);
}
