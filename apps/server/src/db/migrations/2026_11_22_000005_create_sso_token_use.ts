import { sql, type Kysely } from 'kysely';

/** SSO links already used: kept in the database so every instance refuses a replay. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_token_use')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sso_token_use_expires_idx')
    .on('sso_token_use')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_token_use').ifExists().execute();
}
