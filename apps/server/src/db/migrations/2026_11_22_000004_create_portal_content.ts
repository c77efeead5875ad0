import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Ids are stable keys shared with the catalogue (energy, port, …), not generated numbers.
  await db.schema
    .createTable('industry')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('industry_sort_idx')
    .on('industry')
    .columns(['sort_num', 'id'])
    .execute();

  await db.schema
    .createTable('success_case')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Built-in cases are addressed by key (case/detail?type=powerGrid); null for the others.
    // A plain unique constraint allows any number of nulls.
    .addColumn('type', 'varchar(32)', (c) => c.unique())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('trade', 'varchar(32)', (c) =>
      c.references('industry.id').onUpdate('cascade').onDelete('set null'),
    )
    .addColumn('front', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('banner', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('background', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('business_needs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('resolve_title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('resolve_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolve_pic', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('service_content', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('service_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`state in (0, 1)`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The portal lists published records, optionally of one industry, newest first.
  await sql`create index success_case_public_idx on success_case (state, trade, updated_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('solution')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('type', 'varchar(32)', (c) => c.unique())
    .addColumn('method_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('method_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('font_pic', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('banner_pic', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('trade', 'varchar(32)', (c) =>
      c.references('industry.id').onUpdate('cascade').onDelete('set null'),
    )
    .addColumn('business_needs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('app_scenes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('customer_cases', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('net5g_content', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('net5g_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolve_title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('resolve_desc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolve_pic', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('scene_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`state in (0, 1)`),
    )
    // Set by the back office's /authorize call; the portal only shows it.
    .addColumn('authorized', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index solution_public_idx on solution (state, trade, updated_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('news_insight')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // HTML; sanitised on save by the back-office editor.
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`status in (0, 1, 2)`),
    )
    // A published item with a future release time stays hidden until then.
    .addColumn('release_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index news_insight_public_idx on news_insight (status, release_time desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['news_insight', 'solution', 'success_case', 'industry']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
