import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An enterprise's own organisation tree (plants, departments). `path` lists the ids from
  // the root down to the node itself ("/3/7/"), so a subtree is one prefix match.
  await db.schema
    .createTable('organization')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('customer_id', 'bigint', (c) =>
      c.notNull().references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'bigint', (c) => c.references('organization.id'))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('organization_customer_path_idx')
    .on('organization')
    .columns(['customer_id', 'path'])
    .execute();

  // Where a sub-account sits: it sees what is assigned to that node and below.
  await db.schema
    .alterTable('account')
    .addColumn('org_id', 'bigint', (c) => c.references('organization.id'))
    .execute();
  await db.schema.createIndex('account_org_idx').on('account').column('org_id').execute();

  // Roles an enterprise defines for its sub-accounts; a read-only role grants views only.
  await db.schema
    .alterTable('role')
    .addColumn('customer_id', 'bigint', (c) =>
      c.references('enterprise_customer.id').onDelete('cascade'),
    )
    .addColumn('read_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('role_customer_idx').on('role').column('customer_id').execute();

  // The node a card is assigned to (null: the enterprise as a whole).
  await db.schema.alterTable('sim_card').addColumn('org_id', 'bigint').execute();
  await db.schema
    .createIndex('sim_card_customer_org_idx')
    .on('sim_card')
    .columns(['customer_id', 'org_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sim_card_customer_org_idx').ifExists().execute();
  await db.schema.alterTable('sim_card').dropColumn('org_id').execute();
  await db.schema.dropIndex('role_customer_idx').ifExists().execute();
  await db.schema
    .alterTable('role')
    .dropColumn('customer_id')
    .dropColumn('read_only')
    .dropColumn('updated_at')
    .execute();
  await db.schema.dropIndex('account_org_idx').ifExists().execute();
  await db.schema.alterTable('account').dropColumn('org_id').execute();
  await db.schema.dropTable('organization').ifExists().execute();
}
