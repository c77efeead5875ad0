import type { AppConfig } from './config/env.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemo, seedReference } from './db/seed/index.js';

/** Opens the configured database, runs pending migrations and the seed it calls for. */
export async function prepareDatabase(
  config: AppConfig,
  log: (msg: string) => void = () => {},
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
  });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
    if (config.seedDemo) {
      await seedDemo(database.db);
      log('demo data ready');
    } else {
      await seedReference(database.db);
    }
    return database;
  } catch (err) {
    await database.close();
    throw err;
  }
}
