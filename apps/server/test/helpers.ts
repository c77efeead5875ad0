import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyPluginAsync, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config/env.js';
import { openDatabase, type DatabaseHandle } from '../src/db/database.js';
import { adminUrl } from './pg-admin.js';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-data.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Which database this test file runs on. */
  kind: 'postgres' | 'pglite';
  /** Calls the API and returns the HTTP status with the parsed envelope. */
  call<T = unknown>(
    opts: InjectOptions & { url: string },
  ): Promise<{
    statusCode: number;
    body: { status: string; message: string; result: T };
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

/** A copy of the migrated, seeded database for one test file: PGlite, or PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const name = `pn_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolMax: 5 });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({
    loadDataDir: new Blob([dump]),
    parsers: { 20: (v: string) => Number(v) },
  });
  const database = await openDatabase({ pglite });
  return { database, drop: () => database.close() };
}

/** The application on a fresh copy of the seeded database, called through HTTP injection. */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  extraRoutes?: FastifyPluginAsync,
  /** Fastify logger options (tests that read the server's error log pass a stream). */
  logger: boolean | object = false,
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    // Tests read the codes and passwords texted in clear from the capture (the outbox masks them).
    SMS_TEST_CAPTURE: '1',
    ...overrides,
  });
  const { database, drop } = await openTestDatabase();
  const app = await buildApp({ config, database, logger, extraRoutes });
  await app.ready();
  let closed = false;
  return {
    app,
    database,
    config,
    kind: database.kind,
    async call(opts) {
      const res = await app.inject(opts);
      return { statusCode: res.statusCode, body: res.json(), headers: res.headers };
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await drop();
    },
  };
}

export const DEMO_PASSWORDS: Record<string, string> = Object.fromEntries(
  DEMO_ACCOUNTS.map((a) => [a.loginAccount, a.password]),
);

/** Logs a demo account in through the API and returns its token. */
export async function loginAs(t: TestApp, loginAccount: string): Promise<string> {
  const res = await t.call<{ token: string }>({
    method: 'POST',
    url: '/unionmallmanage/user/account/common/login',
    payload: { loginAccount, password: DEMO_PASSWORDS[loginAccount] },
  });
  if (res.body.status !== '0') throw new Error(`login ${loginAccount} failed: ${res.body.message}`);
  return res.body.result.token;
}

/** Headers of an authenticated call. */
export const authed = (token: string) => ({ UserToken: token });
