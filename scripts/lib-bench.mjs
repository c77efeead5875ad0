// What the database benchmarks share: a dedicated PostgreSQL database, the server bundle
// built to a file of their own, starting and stopping it, logging in and percentiles.
import { spawn } from 'node:child_process';
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
