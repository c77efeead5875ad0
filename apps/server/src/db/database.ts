import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Round trip to the database; false when it cannot be reached. */
  ping(): Promise<boolean>;
  /** Connections of the PostgreSQL pool; undefined on embedded PGlite (one in-process connection). */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number | undefined;
  /** PostgreSQL: how long a checkout may wait for a connection (default 5 s). */
  connectTimeoutMs?: number | undefined;
  /** An already opened PGlite instance (tests share one per worker). */
  pglite?: PGlite | undefined;
}

const plugins = [new CamelCasePlugin()];

/** A health check answers within this even when the database does not. */
const PING_TIMEOUT_MS = 2_000;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * persisted under `<dataDir>/pgdata`. Both speak the PostgreSQL dialect, so the same
 * queries and migrations serve both.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    // bigint (int8) columns such as count(*) come back as strings by default
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      // A checkout (a new connection or a free slot) fails after this instead of hanging,
      // and the request is answered 503 while the database is away.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      idleTimeoutMillis: 30_000,
      // Notices a database host that vanished without closing its sockets.
      keepAlive: true,
    });
    // A connection lost while idle (server restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next checkout.
    pool.on('error', (err) => {
      console.error(`[db] idle PostgreSQL connection failed: ${err.message}`);
    });
    // A connection lost while checked out fails its query (the request answers 503) and
    // also emits 'error' on the client, which would crash the process unheard.
    // A backend that is being terminated (shutdown, pg_terminate_backend, failover) says so
    // with a FATAL error before it closes the socket; the query fails at once, and the
    // connection would go back to the pool before the socket's end is seen, to fail the next
    // request too. Such a connection is ended when released, so the pool opens a new one.
    const doomed = new WeakSet<object>();
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        console.error(`[db] PostgreSQL connection in use failed: ${err.message}`);
      });
      (client as unknown as { connection?: EventEmitter }).connection?.on(
        'errorMessage',
        (msg: { severity?: string }) => {
          if (msg.severity === 'FATAL') doomed.add(client);
        },
      );
    });
    pool.on('release', (_err, client) => {
      if (doomed.has(client)) client.end().catch(() => {});
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins });
    const max = opts.poolMax ?? 10;
    return handle(db, 'postgres', () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }));
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { PGliteDialect } = await import('kysely-pglite-dialect');
  let pglite = opts.pglite;
  if (!pglite) {
    const dataDir = path.resolve(opts.dataDir ?? './data', 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
    pglite = await PGlite.create(dataDir, { parsers: { 20: (v: string) => Number(v) } });
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins });
  return handle(db, 'pglite');
}

function handle(
  db: Database,
  kind: DatabaseHandle['kind'],
  poolStats: DatabaseHandle['poolStats'] = () => undefined,
): DatabaseHandle {
  let closed = false;
  return {
    db,
    kind,
    poolStats,
    async ping() {
      if (closed) return false;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      try {
        return await Promise.race([sql`select 1`.execute(db).then(() => true), late]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
