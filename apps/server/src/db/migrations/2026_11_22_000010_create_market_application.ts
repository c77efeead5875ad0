import { sql, type Kysely } from 'kysely';

/** Market applications (应用市场) and the kept versions of each. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_application')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Null once the industry or scene is deleted; the editor then asks for a new one.
    .addColumn('industry_id', 'varchar(32)', (c) =>
      c.references('industry.id').onUpdate('cascade').onDelete('set null'),
    )
    .addColumn('scene_id', 'bigint', (c) =>
      c.references('application_scene.id').onDelete('set null'),
    )
    .addColumn('application_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('logo_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('enterprise_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('enterprise_logo_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // The enterprise's public service line (mobile or landline), shown whole on the portal.
    .addColumn('phone_num', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // The four tabs of the card: HTML, sanitised against the rich-text allow-list on save.
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('configuration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('update_log', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`state in (0, 1, 2)`),
    )
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('updated_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The portal lists published applications, optionally of one industry, newest first.
  await sql`create index market_application_public_idx on market_application (state, industry_id, updated_at desc, id desc)`.execute(
    db,
  );
  // The back office lists every state, newest change first.
  await sql`create index market_application_updated_idx on market_application (updated_at desc, id desc)`.execute(
    db,
  );
  await db.schema
    .createIndex('market_application_scene_idx')
    .on('market_application')
    .column('scene_id')
    .execute();

  // Every saved state of an application, numbered per application. No foreign key to the
  // application: the history of a deleted one is kept.
  await db.schema
    .createTable('market_application_version')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('oper_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('operator_account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('market_application_version_number_uq', ['application_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('market_application_version').ifExists().execute();
  await db.schema.dropTable('market_application').ifExists().execute();
}
