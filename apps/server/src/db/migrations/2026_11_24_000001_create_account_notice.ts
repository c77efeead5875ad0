import { sql, type Kysely } from 'kysely';

/**
 * Messages to one account (an approval decided, an order, an alarm, a system notice): the
 * console's 消息通知 and the header's unread count read them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_notice')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    // order, alarm, approval, system
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // An in-app path the notice leads to, or empty.
    .addColumn('link', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_notice_account_idx')
    .on('account_notice')
    .columns(['account_id', 'created_at'])
    .execute();
  // The unread count of the header runs on every console page.
  await sql`create index account_notice_unread_idx on account_notice (account_id) where read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_notice').ifExists().execute();
}
