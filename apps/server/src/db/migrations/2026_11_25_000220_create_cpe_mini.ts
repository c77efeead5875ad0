import { sql, type Kysely } from 'kysely';

/**
 * 5G快线 小微业务: the operator's small-business packages, the enterprise's subscriptions
 * (one shop or branch served by one gateway under one package for a term) and the groups
 * it sorts them into.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cpe_mini_package')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('down_mbps', 'integer', (c) => c.notNull())
    .addColumn('up_mbps', 'integer', (c) => c.notNull())
    // Monthly traffic included, in GB; null is unlimited.
    .addColumn('monthly_gb', 'integer')
    // Monthly fee in fen.
    .addColumn('monthly_fee_fen', 'integer', (c) => c.notNull())
    .addColumn('client_max', 'integer', (c) => c.notNull().defaultTo(15))
    // 1 on sale, 0 withdrawn (subscriptions keep it).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('cpe_mini_group')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('cpe_mini_group_customer_name_uq', ['customer_id', 'name'])
    .execute();

  await db.schema
    .createTable('cpe_mini_service')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('service_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('cpe_mini_package.id'))
    .addColumn('device_id', 'bigint', (c) => c.references('device.id').onDelete('set null'))
    .addColumn('group_id', 'bigint', (c) => c.references('cpe_mini_group.id').onDelete('set null'))
    .addColumn('shop_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_phone', 'varchar(11)', (c) => c.notNull())
    .addColumn('address', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // active, suspended, expired.
    .addColumn('state', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('active')
        .check(sql`state in ('active', 'suspended', 'expired')`),
    )
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('cpe_mini_service_term_ck', sql`end_date > start_date`)
    .execute();
  await db.schema
    .createIndex('cpe_mini_service_customer_idx')
    .on('cpe_mini_service')
    .columns(['customer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('cpe_mini_service_scope_idx')
    .on('cpe_mini_service')
    .columns(['be_id', 'area_code', 'id'])
    .execute();
  await db.schema
    .createIndex('cpe_mini_service_group_idx')
    .on('cpe_mini_service')
    .column('group_id')
    .execute();
  // The expiry job's scan.
  await db.schema
    .createIndex('cpe_mini_service_due_idx')
    .on('cpe_mini_service')
    .column('end_date')
    .where(sql.ref('state'), '<>', 'expired')
    .execute();
  // A gateway carries at most one running (active or suspended) subscription.
  await db.schema
    .createIndex('cpe_mini_service_device_uq')
    .on('cpe_mini_service')
    .column('device_id')
    .unique()
    .where(sql.ref('state'), '<>', 'expired')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['cpe_mini_service', 'cpe_mini_group', 'cpe_mini_package'])
    await db.schema.dropTable(t).ifExists().execute();
}
