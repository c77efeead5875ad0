import { sql, type Kysely } from 'kysely';

/** Content management: versions, uploaded files, content-gateway tokens, application scenes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every saved state of a case, solution, news item or notice, numbered per record.
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('entity_type', 'varchar(16)', (c) =>
      c.notNull().check(sql`entity_type in ('case', 'solution', 'news', 'notice')`),
    )
    .addColumn('entity_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('oper_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('operator_account', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('content_version_number_uq', ['entity_type', 'entity_id', 'version'])
    .execute();

  // Short-lived tokens of the content gateway, bound to the session that asked for them.
  await db.schema
    .createTable('content_security_token')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'bigint', (c) =>
      c.notNull().references('session.id').onDelete('cascade'),
    )
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('account.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('content_security_token_expires_idx')
    .on('content_security_token')
    .column('expires_at')
    .execute();

  // Who uploaded which picture; the bytes live in the file storage under `path`.
  await db.schema
    .createTable('uploaded_file')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('path', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('folder', 'varchar(32)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('uploaded_by', 'bigint', (c) => c.references('account.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('application_scene')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // The industry the scene belongs to; it may be linked to further industries below.
    .addColumn('industry_id', 'varchar(32)', (c) =>
      c.notNull().references('industry.id').onUpdate('cascade'),
    )
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('picture', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`status in (0, 1)`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('application_scene_industry_idx')
    .on('application_scene')
    .columns(['industry_id', 'sort_num', 'id'])
    .execute();

  // Further industries (categories) a scene is shown under, besides its own.
  await db.schema
    .createTable('industry_scene')
    .addColumn('industry_id', 'varchar(32)', (c) =>
      c.notNull().references('industry.id').onUpdate('cascade').onDelete('cascade'),
    )
    .addColumn('scene_id', 'bigint', (c) =>
      c.notNull().references('application_scene.id').onDelete('cascade'),
    )
    .addColumn('sort_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('industry_scene_pk', ['industry_id', 'scene_id'])
    .execute();
  await db.schema
    .createIndex('industry_scene_scene_idx')
    .on('industry_scene')
    .column('scene_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'industry_scene',
    'application_scene',
    'uploaded_file',
    'content_security_token',
    'content_version',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
