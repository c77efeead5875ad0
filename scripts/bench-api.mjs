// `npm run bench:api`: what the request path costs. Loads each endpoint with autocannon for
// a fixed time and prints it beside its baseline, measured in the same run:
//
// - GET /user/platform/contactInfo (no database) against a bare Fastify app answering the
//   same JSON (target: >= 60 %), with a bare Node http server's figure beside both;
// - GET /sm/announcement/manager/list (a public list from the database) against the same
//   SQL (the repository function, same Kysely and driver) in a tight loop with as many
//   concurrent callers (target: >= 50 %);
// - GET /icm/sim/list (the console's SIM card list, first page, logged in as the demo
//   customer OCB1000000001) against the list's own SQL (its service function for the same
//   caller) in a tight loop (target: >= 40 %: the endpoint also resolves the session);
//
// each with p50/p99 latency, on PGlite (embedded) and on PostgreSQL (BENCH_DATABASE_URL,
// default the dedicated database pn_bench_api on 127.0.0.1; skipped when unreachable). The
// server, the baselines and the SQL loop each run in a process of their own; the endpoints
// and their baselines are loaded in turns, so that what else the machine does weighs on
// both alike.
// Environment: BENCH_DURATION (10 s per endpoint), BENCH_ROUNDS (5 turns), BENCH_CONNECTIONS
// (20), BENCH_PORT (3220: the server, then the bare Fastify and bare http baselines on the
// next two ports).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfStale, root } from './build-if-stale.mjs';
import { ensureDatabase, login } from './lib-bench.mjs';
import { startProductionServer } from './lib-server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pn_bench_api';
const POOL_MAX = 10;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3220);
const [API_PORT, FASTIFY_PORT, HTTP_PORT] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
const CONTACT = '/unionmallmanage/user/platform/contactInfo';
const NOTICES = '/unionmallmanage/sm/announcement/manager/list?page=1&pageSize=10&place=1';
const SIM_LIST = '/unionmallmanage/icm/sim/list?page=1&pageSize=10';
const CUSTOMER = { loginAccount: 'OCB1000000001', password: 'Demo@12345' };

/** A target: a URL, or {url, headers} for a logged-in endpoint. */
function load(target, duration = DURATION) {
  const { url, headers } = typeof target === 'string' ? { url: target } : target;
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, duration, connections: CONNECTIONS, pipelining: 1 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** One run of `seconds`: {rps, p50, p99, failed}. */
async function run(url, seconds) {
  const r = await load(url, seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Each target in turn, ROUNDS times, DURATION / ROUNDS seconds each (after a discarded
 * warm-up): an endpoint and its baseline share whatever else the machine is doing. Per
 * target: mean req/s, median p50 and p99 of the rounds, failures summed.
 */
async function measureInTurns(urls) {
  for (const url of urls) await load(url, 2);
  const rounds = urls.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    for (const [k, url] of urls.entries()) rounds[k].push(await run(url, DURATION / ROUNDS));
  }
  return rounds.map((rs) => ({
    rps: rs.reduce((n, r) => n + r.rps, 0) / rs.length,
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    failed: rs.reduce((n, r) => n + r.failed, 0),
  }));
}

async function startBaselines(bodies) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-api-')), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = fork(
    path.join(root, 'scripts/bench-api-baseline.mjs'),
    [file, FASTIFY_PORT, HTTP_PORT],
    {
      stdio: 'inherit',
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}

function sqlLoop(env, ...query) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/bench-api-sql.mjs'),
        String(DURATION),
        String(CONNECTIONS),
        ...query,
      ],
      {
        cwd: root,
        env: { ...process.env, DATABASE_POOL_MAX: String(POOL_MAX), ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || !line) reject(new Error(`the SQL loop failed (${code})`));
      else {
        const r = JSON.parse(line);
        resolve({ rps: r.ops, p50: r.p50, p99: r.p99, failed: 0 });
      }
    });
  });
}

async function pgReachable() {
  try {
    await ensureDatabase(PG_URL);
    return true;
  } catch (err) {
    console.log(`[bench] PostgreSQL skipped (${PG_URL}): ${err.message}`);
    return false;
  }
}

async function runOn(label, pgUrl) {
  console.log(`[bench] ${label}`);
  const env = pgUrl
    ? { DATABASE_URL: pgUrl, SEED_DEMO: '1', DATABASE_POOL_MAX: String(POOL_MAX) }
    : { DATABASE_URL: '' };
  // The demo's simulated gateways would call this same process all along the runs.
  env.DEVICE_SIMULATOR = '0';
  // The SQL loop reads the embedded database after the server: on a busy machine its close
  // (a checkpoint) can outlast the default grace, and a killed PGlite keeps nothing.
  env.SHUTDOWN_GRACE_MS = '120000';
  const server = await startProductionServer({
    port: API_PORT,
    env,
    keepData: !pgUrl,
    startTimeoutMs: 300_000,
  });
  const api = (p) => `${server.url}${p}`;
  const rows = [];
  let token;
  try {
    token = await login(api('/unionmallmanage'), CUSTOMER);
    const simList = { url: api(SIM_LIST), headers: { UserToken: token } };
    const probe = await (await fetch(simList.url, { headers: simList.headers })).json();
    if (probe.status !== '0' || !probe.result.data.length) {
      throw new Error(`the SIM list answers no cards: ${JSON.stringify(probe).slice(0, 200)}`);
    }
    const bodies = {
      contact: await (await fetch(api(CONTACT))).text(),
      list: await (await fetch(api(NOTICES))).text(),
    };
    const stopBaselines = await startBaselines(bodies);
    try {
      const [contact, fastify, bare, list, sims] = await measureInTurns([
        api(CONTACT),
        `http://127.0.0.1:${FASTIFY_PORT}/contact`,
        `http://127.0.0.1:${HTTP_PORT}/contact`,
        api(NOTICES),
        simList,
      ]);
      rows.push(['contactInfo (no database)', contact, 'bare Fastify', fastify, 0.6]);
      rows.push(['  beside: bare Node http', bare, null, null, null]);
      rows.push(['notice list (database)', list, null, null, null]);
      rows.push(['SIM list (console, login)', sims, null, null, null]);
    } finally {
      await stopBaselines();
    }
  } finally {
    await server.stop();
  }
  // The same SQL in a tight loop, once the server has let go of the database.
  const dbEnv = pgUrl ? { DATABASE_URL: pgUrl } : { DATA_DIR: server.dataDir };
  const noticeLoop = await sqlLoop(dbEnv, 'notices');
  const simLoop = await sqlLoop(dbEnv, 'sim', token);
  if (!pgUrl) fs.rmSync(server.dataDir, { recursive: true, force: true });
  [rows[2][2], rows[2][3], rows[2][4]] = ['same SQL, tight loop', noticeLoop, 0.5];
  [rows[3][2], rows[3][3], rows[3][4]] = ['same SQL, tight loop', simLoop, 0.4];
  return { label, rows };
}

buildIfStale();
const runs = [await runOn('PGlite (embedded)', null)];
if (await pgReachable()) runs.push(await runOn('PostgreSQL', PG_URL));

const n = (v, w = 8) => v.toFixed(0).padStart(w);
const ms = (v) => v.toFixed(1).padStart(7);
console.log(
  `\n${DURATION} s per endpoint in ${ROUNDS} turns, ${CONNECTIONS} connections; latency in ms\n`,
);
for (const { label, rows } of runs) {
  console.log(`== ${label}`);
  console.log(
    `${'endpoint'.padEnd(28)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}   ${'baseline'.padEnd(22)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  ratio (target)`,
  );
  for (const [name, r, baseName, b, target] of rows) {
    const left = `${name.padEnd(28)} ${n(r.rps)} ${ms(r.p50)} ${ms(r.p99)}`;
    if (!b) {
      console.log(left);
    } else {
      const ratio = r.rps / b.rps;
      const verdict = ratio >= target ? 'ok' : 'BELOW';
      console.log(
        `${left}   ${baseName.padEnd(22)} ${n(b.rps)} ${ms(b.p50)} ${ms(b.p99)}  ${(ratio * 100).toFixed(0).padStart(4)} % (>= ${target * 100} %, ${verdict})`,
      );
    }
    if (r.failed) console.log(`  ${name}: ${r.failed} failed requests`);
  }
  console.log('');
}
