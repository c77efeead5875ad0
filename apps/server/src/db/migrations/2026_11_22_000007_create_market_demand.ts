import { sql, type Kysely } from 'kysely';

/** Market demands left through the portal widget, and the hits counted by rate limits. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_demand')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_name', 'varchar(40)', (c) => c.notNull())
    // Area codes and names as they were when the demand was left.
    .addColumn('company_province', 'varchar(64)', (c) => c.notNull())
    .addColumn('company_province_id', 'varchar(12)', (c) => c.notNull())
    .addColumn('company_city', 'varchar(64)', (c) => c.notNull())
    .addColumn('company_city_id', 'varchar(12)', (c) => c.notNull())
    // Empty when the city has no districts.
    .addColumn('company_district', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_district_id', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_tel', 'varchar(11)', (c) => c.notNull())
    .addColumn('user_email', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_market_demand', 'varchar(200)', (c) => c.notNull())
    .addColumn('market_demand_type', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The list is newest first: everything (national), one province or one city (scope or
  // filter), optionally one state.
  await sql`create index market_demand_created_idx on market_demand (created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index market_demand_province_idx on market_demand (company_province_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index market_demand_city_idx on market_demand (company_city_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index market_demand_status_idx on market_demand (status, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('bucket', 'varchar(64)', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Counting one caller's recent hits, and purging a bucket's old ones.
  await db.schema
    .createIndex('rate_limit_hit_key_idx')
    .on('rate_limit_hit')
    .columns(['bucket', 'key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('rate_limit_hit_purge_idx')
    .on('rate_limit_hit')
    .columns(['bucket', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hit').ifExists().execute();
  await db.schema.dropTable('market_demand').ifExists().execute();
}
