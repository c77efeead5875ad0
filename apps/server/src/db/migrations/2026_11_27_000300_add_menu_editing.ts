import { type Kysely } from 'kysely';

/**
 * Menus and roles are edited in the back office from now on. The start-up seed keeps the
 * built-in catalogue in step only where nobody has edited it: a menu row an operator
 * changed (edited_at) and a role whose grants an operator set (grants_edited_at) are left
 * as the operator made them. Menus added in the editor are custom (the seed never knew them).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menu').addColumn('edited_at', 'timestamptz').execute();
  await db.schema
    .alterTable('menu')
    .addColumn('custom', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('role').addColumn('grants_edited_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('role').dropColumn('grants_edited_at').execute();
  await db.schema.alterTable('menu').dropColumn('custom').execute();
  await db.schema.alterTable('menu').dropColumn('edited_at').execute();
}
