import { sql, type Kysely } from 'kysely';

/** FAQ of the portal chatbot. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Unique so that concurrent first starts cannot seed the same question twice.
    .addColumn('question', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('keywords', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('answer', 'varchar(2000)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('hot', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (0, 1)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The chatbot reads the enabled questions in display order; the back office lists them
  // in the same order.
  await db.schema
    .createIndex('faq_status_sort_idx')
    .on('faq')
    .columns(['status', 'sort_num', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faq').ifExists().execute();
}
