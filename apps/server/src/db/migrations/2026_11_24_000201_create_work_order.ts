import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An enterprise's request for help, answered by operator staff in one thread.
  await db.schema
    .createTable('work_order')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    // Where the enterprise is: what scopes the operator side.
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('priority', 'smallint', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('related_type', 'varchar(8)')
    .addColumn('related_ref', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('status', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'processing', 'resolved', 'closed')`),
    )
    .addColumn('assignee_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('sla_due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('first_response_at', 'timestamptz')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('reopen_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('work_order_customer_idx')
    .on('work_order')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('work_order_scope_idx')
    .on('work_order')
    .columns(['be_id', 'area_code', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('work_order_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('work_order_id', 'bigint', (c) =>
      c.notNull().references('work_order.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('side', 'varchar(8)', (c) =>
      c.notNull().check(sql`side in ('customer', 'operator', 'system')`),
    )
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('work_order_message_order_idx')
    .on('work_order_message')
    .columns(['work_order_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('work_order_message').ifExists().execute();
  await db.schema.dropTable('work_order').ifExists().execute();
}
