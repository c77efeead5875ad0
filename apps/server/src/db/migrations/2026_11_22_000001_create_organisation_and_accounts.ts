import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('province')
    .addColumn('be_id', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('enterprise_customer')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('cust_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull().references('province.be_id'))
    .addColumn('city_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('city_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('industry', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('credit_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_tel', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('enterprise_customer_scope_idx')
    .on('enterprise_customer')
    .columns(['be_id', 'city_code'])
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('login_account', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('customer', 'admin', 'operator', 'visitor')`),
    )
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('real_name', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('tel', 'varchar(20)')
    .addColumn('email', 'varchar(100)')
    .addColumn('customer_id', 'bigint', (c) => c.references('enterprise_customer.id'))
    .addColumn('parent_account_id', 'bigint', (c) => c.references('account.id'))
    .addColumn('admin_level', 'smallint', (c) => c.check(sql`admin_level in (0, 1, 2)`))
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('department', 'varchar(64)')
    .addColumn('security_account', 'varchar(64)')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('failed_login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_customer_idx').on('account').column('customer_id').execute();
  await db.schema.createIndex('account_tel_idx').on('account').column('tel').execute();
  await db.schema
    .createIndex('account_scope_idx')
    .on('account')
    .columns(['be_id', 'area_code'])
    .execute();

  await db.schema
    .createTable('role')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('audience', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account_role')
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('role_id', 'bigint', (c) => c.notNull().references('role.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('account_role_pk', ['account_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('account_role_role_idx')
    .on('account_role')
    .column('role_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['account_role', 'role', 'account', 'enterprise_customer', 'province']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
