import { sql, type Kysely } from 'kysely';

/**
 * When each card's tariff package runs out. Packages run a year from activation and renew
 * on its anniversary, so a working card's current package ends on the next anniversary;
 * cards in stock, on test or cancelled have none. The console's workplace and the card
 * list (资费到期) read it through the partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sim_card').addColumn('tariff_expires_at', 'timestamptz').execute();
  await sql`
    update sim_card
    set tariff_expires_at = activated_at + interval '1 year' *
      (floor(extract(epoch from (now() - activated_at)) / 31557600) + 1)
    where status in (2, 3) and activated_at is not null
  `.execute(db);
  await sql`create index sim_card_expiry_idx on sim_card (customer_id, kind, tariff_expires_at) where tariff_expires_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sim_card_expiry_idx').ifExists().execute();
  await db.schema.alterTable('sim_card').dropColumn('tariff_expires_at').execute();
}
