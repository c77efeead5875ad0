import { sql, type Kysely } from 'kysely';

/**
 * 设备管理 › 生态设备: the operator's catalogue of certified partner terminals (industrial
 * gateways, cameras, AGVs, sensors, PLCs…) that enterprises may connect to their private
 * network, and the enterprises' access requests (one per enterprise and device).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('eco_device')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('vendor', 'varchar(40)', (c) => c.notNull())
    .addColumn('product_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('product_model', 'varchar(40)', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('protocol', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    // Subset of 5G SA, 5G NSA, LTE.
    .addColumn('networks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cert_state', 'varchar(12)', (c) =>
      c
        .notNull()
        .defaultTo('certified')
        .check(sql`cert_state in ('certified', 'testing', 'expired')`),
    )
    .addColumn('cert_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('cert_date', 'date')
    .addColumn('picture', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    // [{ label, value }] as the spec sheet lists them.
    .addColumn('specs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('eco_device_vendor_model_uq', ['vendor', 'product_model'])
    .execute();

  await db.schema
    .createTable('eco_device_request')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('eco_device_id', 'integer', (c) =>
      c.notNull().references('eco_device.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('contact', 'varchar(20)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('eco_device_request_device_customer_uq', ['eco_device_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('eco_device_request_customer_idx')
    .on('eco_device_request')
    .columns(['customer_id', 'eco_device_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eco_device_request').ifExists().execute();
  await db.schema.dropTable('eco_device').ifExists().execute();
}
