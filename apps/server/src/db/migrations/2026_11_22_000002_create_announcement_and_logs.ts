import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('announcement')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('place', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('release_time', 'timestamptz')
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The portal asks for the newest published notices of one place.
  await sql`create index announcement_public_idx on announcement (status, place, release_time desc nulls last, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('client_error_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('trans_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('client_error_log_created_idx')
    .on('client_error_log')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('oper_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('status', 'varchar(32)', (c) => c.notNull().defaultTo('0'))
    .addColumn('oper_type', 'smallint', (c) => c.notNull().defaultTo(2))
    .addColumn('oper_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('time_delay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_type', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('oper_param', 'text')
    .addColumn('body_param', 'text')
    .addColumn('code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('error_msg', 'varchar(500)')
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('login_account', 'varchar(64)')
    .addColumn('be_id', 'varchar(8)')
    .addColumn('area_code', 'varchar(16)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('oper_log_created_idx').on('oper_log').column('created_at').execute();
  await db.schema
    .createIndex('oper_log_scope_idx')
    .on('oper_log')
    .columns(['be_id', 'area_code', 'created_at'])
    .execute();
  await db.schema
    .createIndex('oper_log_account_idx')
    .on('oper_log')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['oper_log', 'client_error_log', 'announcement']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
