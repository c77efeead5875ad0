import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** Business handling requests (SIM suspend, resume, tariff change…). */
export const BUSINESS_NUMBER_PREFIX = 'BL';
/** Market demands left on the portal (their reference number). */
export const MARKET_DEMAND_NUMBER_PREFIX = 'XQ';

/** `YYYYMMDD` of `at` in China (UTC+8 all year). */
export function chinaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** `${prefix}${day}` and the sequence on six digits. */
export function dailyNumberOf(prefix: string, day: string, seq: number): string {
  return `${prefix}${day}${String(seq).padStart(6, '0')}`;
}

/**
 * The next readable number of `prefix`: the prefix, the China-time day and that day's
 * sequence on six digits (BL20261124000001). The day's counter row stays locked until the
 * caller's transaction ends, so concurrent callers on any instance queue for it and never
 * share a number, and a rolled-back caller gives its number back. Call it inside the
 * transaction that stores the number.
 */
export async function nextDailyNumber(
  db: Database,
  prefix: string,
  at: Date = new Date(),
): Promise<string> {
  const day = chinaDay(at);
  const row = await db
    .insertInto('dailySequence')
    .values({ prefix, day, lastValue: 1 })
    .onConflict((oc) =>
      oc
        .columns(['prefix', 'day'])
        .doUpdateSet({ lastValue: sql<number>`daily_sequence.last_value + 1` }),
    )
    .returning('lastValue')
    .executeTakeFirstOrThrow();
  return dailyNumberOf(prefix, day, row.lastValue);
}
