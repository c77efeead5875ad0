import { Migrator, type MigrationResultSet } from 'kysely';
import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Features land independently: a migration numbered below one already applied (two
    // branches merged in either order) still runs instead of blocking start-up.
    allowUnorderedMigrations: true,
  });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
