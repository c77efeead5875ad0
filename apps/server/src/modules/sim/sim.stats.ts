import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Recomputes `sim_card_stat` (cards and month-to-date data per customer, province, city,
 * kind and status) from the card table, for one customer or for all.
 *
 * The result is what incremental updates keep up: one row per group of cards that exists,
 * `cards` = count, `month_data_kb` = sum. Rows whose count went to zero through
 * incremental updates may remain there; readers treat them as absent, a refresh removes
 * them.
 *
 * The stat table is locked (SHARE ROW EXCLUSIVE) before the cards are read, so a business
 * transaction that changes cards and then their stat rows either commits before the
 * recount sees its cards, or waits and applies its delta on top of the recount.
 */
export async function refreshSimStats(db: Database, customerId?: number): Promise<void> {
  const where = customerId === undefined ? sql`` : sql`where customer_id = ${customerId}`;
  const run = async (trx: Database) => {
    await sql`lock table sim_card_stat in share row exclusive mode`.execute(trx);
    await sql`delete from sim_card_stat ${where}`.execute(trx);
    await sql`
      insert into sim_card_stat (customer_id, be_id, area_code, kind, status, cards, month_data_kb)
      select customer_id, be_id, area_code, kind, status, count(*), coalesce(sum(month_data_kb), 0)
      from sim_card ${where}
      group by customer_id, be_id, area_code, kind, status
    `.execute(trx);
  };
  // Inside the caller's transaction when given one (the lock lasts until it commits).
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
