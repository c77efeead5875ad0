import { sql } from 'kysely';
import type { TestApp } from '../../../test/helpers.js';

export const API = '/unionmallmanage';

/** The id of a seeded enterprise by custCode. */
export async function customerIdOf(t: TestApp, custCode: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('enterpriseCustomer')
    .select('id')
    .where('custCode', '=', custCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const CUST_A = 'C2000755000001';
export const CUST_B = 'C5710571000001';
export const CUST_C = 'C2000020000001';
export const CUST_DEMO = 'C0000000000001';

/** ICCIDs of the cards matching a raw SQL condition, in the given order. */
export async function iccidsWhere(
  t: TestApp,
  where: ReturnType<typeof sql>,
  order: ReturnType<typeof sql> = sql`id desc`,
  limit = 1_000_000,
): Promise<string[]> {
  const { rows } = await sql<{ iccid: string }>`
    select iccid from sim_card where ${where} order by ${order} limit ${limit}`.execute(
    t.database.db,
  );
  return rows.map((r) => r.iccid);
}

/** Number of cards matching a raw SQL condition. */
export async function countWhere(t: TestApp, where: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from sim_card where ${where}`.execute(t.database.db);
  return Number(rows[0]!.n);
}
