import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/db/seed/index.js';
import { adminUrl, TEMPLATE_DB } from './pg-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a migrated, seeded PGlite data directory, loaded by each test file. */
    pgliteTemplate: string;
    /** Name of the migrated, seeded template database on the real PostgreSQL, when used. */
    pgTemplate: string;
  }
}

/**
 * Migrates and seeds once per run; each test file then starts from a copy:
 * a PGlite data-dir dump, or a PostgreSQL database created from a template.
 */
export default async function setup(project: TestProject) {
  process.env.TZ = 'Asia/Shanghai';
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const target = new URL(url);
    target.pathname = `/${TEMPLATE_DB}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolMax: 2 });
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    await handle.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await admin.end();
    };
  }

  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = path.resolve(import.meta.dirname, '../../../.tmp');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
