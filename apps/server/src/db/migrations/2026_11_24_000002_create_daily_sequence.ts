import { sql, type Kysely } from 'kysely';

/**
 * Counters of readable numbers (a prefix, the China-time day, that day's sequence): one row
 * per prefix and day, incremented in the transaction that stores the number, so several
 * instances on one database never hand out the same one. Business handling numbers are
 * the first to use it; their earlier requests keep the ids they were given.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_sequence')
    .addColumn('prefix', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'char(8)', (c) => c.notNull())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('daily_sequence_pkey', ['prefix', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_sequence').ifExists().execute();
}
