import net from 'node:net';
import { Messages, Status } from '@pn/shared';
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { openDatabase, type DatabaseHandle } from './database.js';

const API = '/unionmallmanage';

/** A local port nothing listens on: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

// A database that cannot be reached answers the 503 envelope, not a 500: the errors are the
// driver's own (a refused connection, a backend terminated under the query), not imitations.
describe('database unavailable', () => {
  let t: TestApp;
  let away: DatabaseHandle;

  const routes: FastifyPluginAsync = async (app) => {
    // A query on a PostgreSQL that is not there (its pool's connection is refused).
    app.get('/test/db-away', { config: { access: 'public' } }, async () => {
      await sql`select 1`.execute(away.db);
      return { status: Status.OK, message: Messages.OK, result: null };
    });
    // The database ends this request's connection under its query (57P01 admin_shutdown,
    // as when PostgreSQL is stopped). PostgreSQL only: PGlite has no other backends.
    app.get('/test/db-terminated', { config: { access: 'public' } }, async () => {
      await sql`select pg_terminate_backend(pg_backend_pid())`.execute(app.database.db);
      return { status: Status.OK, message: Messages.OK, result: null };
    });
    // Any other database error stays an internal error.
    app.get('/test/db-broken', { config: { access: 'public' } }, async () => {
      await sql`select 1 / 0`.execute(app.database.db);
      return { status: Status.OK, message: Messages.OK, result: null };
    });
  };

  beforeAll(async () => {
    away = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`,
      poolMax: 2,
      connectTimeoutMs: 2_000,
    });
    t = await createTestApp({}, routes);
  });
  afterAll(async () => {
    await t.close();
    await away.close();
  });

  it('answers HTTP 503 with the Chinese message when the connection is refused', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/test/db-away` });
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual({
      status: Status.UNAVAILABLE,
      message: Messages.UNAVAILABLE,
      result: null,
    });
    expect(res.headers['retry-after']).toBe('5');
    // Said again on the next request: the pool keeps trying rather than giving up.
    const again = await t.call({ method: 'GET', url: `${API}/test/db-away` });
    expect(again.statusCode).toBe(503);
  });

  it('pings an unreachable database as down', async () => {
    expect(await away.ping()).toBe(false);
  });

  it('keeps answering 500 for a database error that is not about the connection', async () => {
    const res = await t.call({ method: 'GET', url: `${API}/test/db-broken` });
    expect(res.statusCode).toBe(500);
    expect(res.body.status).toBe(Status.INTERNAL_ERROR);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 503 when the backend is terminated under a query, and serves on a new connection',
    async () => {
      const res = await t.call({ method: 'GET', url: `${API}/test/db-terminated` });
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatchObject({ status: Status.UNAVAILABLE, message: Messages.UNAVAILABLE });
      // The dead connection was dropped, not handed out again, and the process did not crash.
      for (let i = 0; i < 8; i++) {
        const health = await t.call({ method: 'GET', url: `${API}/health` });
        expect(health.statusCode).toBe(200);
      }
    },
  );
});
