import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The one queue of background work every module shares (provisioning, expiry, device
  // commands…): claimed with FOR UPDATE SKIP LOCKED, reclaimed when its runner went quiet.
  await db.schema
    .createTable('background_job')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('queue', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // 0 queued, 1 running, 2 done, 3 failed (gave up after max_attempts).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    // What the job is about (order:12), so a screen can show a job's progress.
    .addColumn('ref', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index background_job_due_idx on background_job (run_at, id) where status < 2`.execute(
    db,
  );
  await db.schema
    .createIndex('background_job_ref_idx')
    .on('background_job')
    .column('ref')
    .execute();

  // Catalogue.
  await db.schema
    .createTable('product_category')
    .addColumn('id', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('parent_id', 'varchar(16)', (c) =>
      c.references('product_category.id').onDelete('restrict'),
    )
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('product_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('product_prop')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('input_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('custom', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('product_prop_value')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('prop_id', 'integer', (c) =>
      c.notNull().references('product_prop.id').onDelete('cascade'),
    )
    .addColumn('value', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('product_prop_value_unique', ['prop_id', 'value'])
    .execute();
  await db.schema
    .createTable('category_prop')
    .addColumn('category_id', 'varchar(16)', (c) =>
      c.notNull().references('product_category.id').onDelete('cascade'),
    )
    .addColumn('prop_id', 'integer', (c) =>
      c.notNull().references('product_prop.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('category_prop_pk', ['category_id', 'prop_id'])
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(16)', (c) =>
      c.references('product_category.id').onDelete('set null'),
    )
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('on_shelf', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    // Property values chosen for the category's general properties: [{propId, value}].
    .addColumn('props', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index product_name_idx on product (lower(name))`.execute(db);

  await db.schema
    .createTable('product_sku')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('product.id').onDelete('cascade'),
    )
    .addColumn('sku_code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('variant', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('price_fen', 'bigint', (c) => c.notNull().check(sql`price_fen >= 0`))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    .addColumn('billing_period', 'varchar(8)', (c) =>
      c.notNull().check(sql`billing_period in ('month', 'once')`),
    )
    .addColumn('charge_by', 'varchar(8)', (c) =>
      c
        .notNull()
        .defaultTo('order')
        .check(sql`charge_by in ('order', 'card')`),
    )
    // [{mbps, priceFen}] × 6 for the bandwidth slider, or [].
    .addColumn('bandwidth_tiers', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('on_shelf', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('product_sku_product_idx')
    .on('product_sku')
    .column('product_id')
    .execute();

  // Orders.
  await db.schema
    .createTable('biz_order')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('product.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('product_sku.id'))
    // Names and prices as they were when ordered: the catalogue may change later.
    .addColumn('product_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sku_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('billing_period', 'varchar(8)', (c) => c.notNull())
    .addColumn('unit_price_fen', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('periods', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen >= 0`))
    .addColumn('paid_fen', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_fen', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`refunded_fen <= paid_fen`),
    )
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('start_at', 'timestamptz')
    .addColumn('end_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('biz_order_idempotency_unique', ['customer_id', 'idempotency_key'])
    .execute();
  // Order numbers come from a sequence: drawing one takes no lock, so customers submitting
  // at the same moment never queue behind one counter row (a daily counter would).
  await sql`create sequence biz_order_no_seq`.execute(db);
  await db.schema
    .createIndex('biz_order_customer_idx')
    .on('biz_order')
    .columns(['customer_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('biz_order_scope_idx')
    .on('biz_order')
    .columns(['be_id', 'created_at', 'id'])
    .execute();
  // A province's queue by state (待审核…).
  await db.schema
    .createIndex('biz_order_scope_status_idx')
    .on('biz_order')
    .columns(['be_id', 'status', 'created_at', 'id'])
    .execute();
  // Newest first across every customer (national operators).
  await db.schema
    .createIndex('biz_order_created_idx')
    .on('biz_order')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('biz_order_status_idx')
    .on('biz_order')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await sql`create index biz_order_expiry_idx on biz_order (end_at) where status = 3`.execute(db);

  await db.schema
    .createTable('biz_order_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) =>
      c.notNull().references('biz_order.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'smallint')
    .addColumn('to_status', 'smallint', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    // Who moved it, as shown: an account's name, or 系统 for the job runner.
    .addColumn('operator_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('biz_order_event_order_idx')
    .on('biz_order_event')
    .columns(['order_id', 'id'])
    .execute();

  await db.schema
    .createTable('order_refund')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('refund_no', 'varchar(24)', (c) => c.notNull().unique())
    .addColumn('order_id', 'bigint', (c) =>
      c.notNull().references('biz_order.id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'bigint', (c) => c.notNull())
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reviewer_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('reviewer_name', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('review_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('order_refund_order_idx')
    .on('order_refund')
    .column('order_id')
    .execute();
  await db.schema
    .createIndex('order_refund_scope_idx')
    .on('order_refund')
    .columns(['be_id', 'created_at', 'id'])
    .execute();
  // At most one refund waiting per order.
  await sql`create unique index order_refund_pending_unique on order_refund (order_id) where status = 0`.execute(
    db,
  );

  // What provisioning creates: the business the private-network console shows.
  await db.schema
    .createTable('business_instance')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.references('biz_order.id').onDelete('set null'))
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('be_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('area_code', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // 1 active, 2 ended (expired or refunded).
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('end_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Provisioning retried after a crash never creates a second instance of one order.
  await sql`create unique index business_instance_order_unique on business_instance (order_id, type) where order_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('business_instance_customer_idx')
    .on('business_instance')
    .columns(['customer_id', 'type', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'business_instance',
    'order_refund',
    'biz_order_event',
    'biz_order',
    'product_sku',
    'product',
    'category_prop',
    'product_prop_value',
    'product_prop',
    'product_category',
    'background_job',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await sql`drop sequence if exists biz_order_no_seq`.execute(db);
}
