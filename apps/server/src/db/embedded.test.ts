import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap.js';
import { loadConfig } from '../config/env.js';

// The embedded database is what `npm start` uses with no DATABASE_URL; it must keep its data.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PGlite under DATA_DIR', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-data-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates its folder, migrates, seeds the demo data, and keeps data across a restart', async () => {
    const dataDir = path.join(dir, 'nested', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.seedDemo).toBe(true);
    const first = await prepareDatabase(config);
    expect(first.kind).toBe('pglite');
    await first.db
      .insertInto('announcement')
      .values({ title: '重启后仍在', content: '', status: 1, place: 1 })
      .execute();
    await first.close();

    const second = await prepareDatabase(config);
    const row = await second.db
      .selectFrom('announcement')
      .select('title')
      .where('title', '=', '重启后仍在')
      .executeTakeFirst();
    const accounts = await second.db.selectFrom('account').select('loginAccount').execute();
    await second.close();
    expect(row?.title).toBe('重启后仍在');
    expect(accounts.map((a) => a.loginAccount).sort()).toEqual([
      '13800138000',
      'OCB1000000001',
      'OCB1000000002',
      'admin',
      'approver',
      'editor',
      'gd_admin',
      'pc_audit',
      'pc_sim01',
      'sz_admin',
      'visitor',
    ]);
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    // Migrating and seeding the whole demo, then opening it again.
  }, 120_000);

  it('seeds the demo only on request when a DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/db', SEED_DEMO: '1' }).seedDemo).toBe(
      true,
    );
  });

  it('refuses a bad environment listing every bad key', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});
