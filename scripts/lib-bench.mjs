// What the database benchmarks share: a dedicated PostgreSQL database, the server bundle
// built to a file of their own, starting and stopping it, logging in and percentiles.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';
import { root } from './build-if-stale.mjs';

/** Creates the benchmark's database when absent; never touches `test`. */
export async function ensureDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^\w+$/.test(name) || name === 'test') throw new Error(`refusing to use database "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) {
    console.log(`[bench] creating database ${name}`);
    await client.query(`create database ${name}`);
  }
  await client.end();
}

/** The production server bundle, built into `work` (dist/ stays untouched). */
export async function bundleServer(work) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@pn/'));
  fs.mkdirSync(work, { recursive: true });
  const outfile = path.join(work, 'server.mjs');
  await build({
    entryPoints: [path.join(root, 'apps/server/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, 'zod', 'dayjs'],
    logLevel: 'warning',
  });
  return outfile;
}

/** Starts the bundle on `port` and waits for its health check. */
export async function startServer(bundle, { port, work, env = {} }) {
  const api = `http://127.0.0.1:${port}/unionmallmanage`;
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: path.join(work, 'no-web'),
      SEED_DEMO: '0',
      MQTT_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${api}/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid,
    api,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A session token of `credentials` on the server at `api`. */
export async function login(api, credentials) {
  const res = await fetch(`${api}/user/account/common/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = await res.json();
  if (body.status !== '0') throw new Error(`login failed: ${body.message}`);
  return body.result.token;
}

export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/**
 * p50 and p95 of `runs` sequential GETs of `url` with the session `token`, after 10
 * warm-up calls; the last result comes back with them.
 */
export async function timeGet(api, token, url, runs) {
  const get = async () => {
    const res = await fetch(`${api}${url}`, { headers: { UserToken: token } });
    const body = await res.json();
    if (body.status !== '0') throw new Error(`${url}: ${body.message}`);
    return body.result;
  };
  for (let i = 0; i < 10; i++) await get();
  const ms = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = await get();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), result };
}

/**
 * A query function on a bench database: PostgreSQL at `pgUrl`, or else the PGlite data
 * directory `dataDir` (only while the server is down: PGlite has one owner).
 */
export async function openBenchDb(pgUrl, dataDir) {
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    return { query: (text, params) => client.query(text, params), close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), {
    parsers: { 20: (v) => Number(v) },
  });
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

/** The device secret of a loaded gateway: fixed per salt, so later runs can speak for it. */
export const gatewaySecret = (salt, serial) =>
  `bs-${createHash('md5')
    .update(salt + serial)
    .digest('hex')}`;

/**
 * Gives the demo customer `loginAccount` `count` 5G fast-line gateways of `model`
 * ({id, latest_firmware}) with serials `prefix` + 6 digits and secrets `gatewaySecret(salt,
 * serial)` (the stored hash is SHA-256 of the secret, as the device module keeps it), in
 * one set-based statement; a later run finding them all loaded does nothing.
 */
export async function loadGateways(db, { loginAccount, count, prefix, salt, model, intervalSeconds = 60 }) {
  const { rows: cust } = await db.query(
    `select c.id, c.be_id, c.city_code from enterprise_customer c
     join account a on a.customer_id = c.id and a.parent_account_id is null
     where a.login_account = $1`,
    [loginAccount],
  );
  if (!cust[0]) throw new Error('the demo data is missing');
  const { id: customerId, be_id: beId, city_code: areaCode } = cust[0];
  const { rows: have } = await db.query(
    `select count(*)::int as n from device where customer_id = $1 and serial like '${prefix}%'`,
    [customerId],
  );
  if (have[0].n >= count) return;
  console.log(`[bench] loading ${count.toLocaleString('en')} gateways`);
  const t0 = performance.now();
  await db.query(
    `insert into device (serial, customer_id, be_id, area_code, kind, model_id, name, firmware, imei,
       dnn, online_state, rsrp, sinr, heartbeat_interval_s, last_heartbeat_at, location,
       credential_hash, credential_issued_at, created_at, updated_at)
     select s.serial, $1, $2, $3, 'cpe', $4, '压测网关' || g, $5,
       (860000000000000 + g)::text, 'cmnet', 'offline', -80 - g % 30, 10 + g % 15, ${intervalSeconds},
       now() - interval '1 day', '压测厂区' || g % 50,
       encode(sha256(convert_to('bs-' || md5($6 || s.serial), 'UTF8')), 'hex'), now(),
       now() - make_interval(mins => g), now()
     from generate_series(1, ${count}) g,
       lateral (select '${prefix}' || lpad(g::text, 6, '0') as serial) s
     on conflict (serial) do nothing`,
    [customerId, beId, areaCode ?? '', model.id, model.latest_firmware, salt],
  );
  // As autovacuum would in production.
  await db.query('vacuum (analyze) device');
  console.log(`[bench] loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
