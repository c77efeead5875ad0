import { sql, type Kysely } from 'kysely';

/**
 * Background work is held under a lease: the claiming runner names itself in `lease_owner`
 * and renews `lease_expires_at` every few seconds while it works; another instance takes
 * the work over once the lease has run out (a dead instance's work waits seconds, not
 * minutes), and a runner that lost its lease commits nothing (its writes are conditioned
 * on its name). Both the shared job queue and the SIM business requests hold one.
 *
 * `external_link_ticket`: the short-lived, single-use tickets a new-tab menu entry carries
 * to an allow-listed partner host instead of the session token; only the ticket's hash is
 * kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['background_job', 'sim_business_request']) {
    await db.schema
      .alterTable(table)
      .addColumn('lease_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .addColumn('lease_expires_at', 'timestamptz')
      .execute();
    // Work claimed before the lease existed keeps its claim for one lease's length.
    await sql`update ${sql.table(table)} set lease_expires_at = now() + interval '20 seconds'
      where status = 1`.execute(db);
  }
  await db.schema
    .createTable('external_link_ticket')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('audience', 'varchar(255)', (c) => c.notNull())
    .addColumn('menu_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('external_link_ticket_expires_idx')
    .on('external_link_ticket')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_link_ticket').execute();
  for (const table of ['background_job', 'sim_business_request']) {
    await db.schema
      .alterTable(table)
      .dropColumn('lease_owner')
      .dropColumn('lease_expires_at')
      .execute();
  }
}
