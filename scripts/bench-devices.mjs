// `npm run bench:devices`: the device stack at scale, through real HTTP.
//
// 1. Gives customer A (OCB1000000001) 100,000 5G fast-line gateways with device secrets
//    (set-based SQL; the stored hash is SHA-256 of the secret, as the device module keeps
//    it; once, later runs reuse them), then starts the server bundle on that database
//    (without the demo's own simulator).
// 2. Plays 10,000 of them with the device simulator (one heartbeat a minute each, the first
//    ones spread over the minute: about 167 heartbeats/s) and times every heartbeat for a
//    minute; meanwhile times the device list's first page as the customer.
// 3. Sends a reboot to those 10,000 gateways in one command: the time to accept it, then the
//    time until every item has finished (the simulated gateways pick it up with their next
//    heartbeat, reboot for 20–60 s and report), with the count per state.
// 4. Stops, and counts what the database stored: a metric point for every heartbeat the
//    server acknowledged, and a fresh last heartbeat on every gateway played (none lost).
//
// Targets: heartbeat p95 <= 20 ms; device list first page p95 <= 50 ms; bulk reboot accepted
// in <= 1 s and finished with a result per device.
// Database: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL; never `test`), else PGlite in a
// temporary directory. Environment: BENCH_DEVICES_RUNS (100 list requests), BENCH_DEVICES_PORT
// (3153).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './build-if-stale.mjs';
import {
  bundleServer,
  ensureDatabase,
  gatewaySecret,
  loadGateways,
  login,
  openBenchDb,
  quantile,
  startServer,
  timeGet,
} from './lib-bench.mjs';

const PG_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const RUNS = Number(process.env.BENCH_DEVICES_RUNS ?? 100);
const GATEWAYS = 100_000;
const PLAYED = 10_000;
const INTERVAL_S = 60;
const STEADY_MS = 60_000;
const FINISH_TIMEOUT_MS = 8 * 60_000;
const PORT = Number(process.env.BENCH_DEVICES_PORT ?? 3153);
const work = path.join(root, '.tmp/bench-devices');
const CUSTOMER = { loginAccount: 'OCB1000000001', password: 'Demo@12345' };
const SERIAL_PREFIX = 'BENCH-';
// Fixed so later runs can speak for the gateways loaded by an earlier one (a bench database only).
const SECRET_SALT = 'pn-bench-devices:';

const serialOf = (n) => `${SERIAL_PREFIX}${String(n).padStart(6, '0')}`;
const secretOf = (serial) => gatewaySecret(SECRET_SALT, serial);
const openDb = (dataDir) => openBenchDb(PG_URL, dataDir);

async function load(db) {
  const { rows: models } = await db.query(
    "select id, latest_firmware from device_model where kind = 'cpe' order by id limit 1",
  );
  await loadGateways(db, {
    loginAccount: CUSTOMER.loginAccount,
    count: GATEWAYS,
    prefix: SERIAL_PREFIX,
    salt: SECRET_SALT,
    model: models[0],
    intervalSeconds: INTERVAL_S,
  });
}

const ms = (v) => `${v.toFixed(1)} ms`;

/** Cumulative counts of the server's own heartbeat latency histogram (le seconds → count). */
async function serverHistogram(port) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts = new Map();
  for (const line of text.split('\n')) {
    if (!line.startsWith('pn_http_request_duration_seconds_bucket{')) continue;
    if (!line.includes('route="/unionmallmanage/device/v1/heartbeat"')) continue;
    const le = /le="([^"]+)"/.exec(line)[1];
    const key = le === '+Inf' ? Infinity : Number(le);
    counts.set(key, (counts.get(key) ?? 0) + Number(line.split(' ').pop()));
  }
  return counts;
}

/** The server-side share of heartbeats answered within 10 and 25 ms between two readings. */
function serverShares(before, after) {
  const delta = (le) => (after.get(le) ?? 0) - (before.get(le) ?? 0);
  const total = delta(Infinity);
  const pct = (le) => (total ? ((100 * delta(le)) / total).toFixed(1) : '-');
  return `server-side (its own timing): ${pct(0.01)} % within 10 ms, ${pct(0.025)} % within 25 ms`;
}
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

async function main() {
  let dataDir;
  let env;
  if (PG_URL) {
    await ensureDatabase(PG_URL);
    // DATA_DIR: the demo's device secrets file goes there, not into the working copy's data/.
    env = { DATABASE_URL: PG_URL, DATABASE_POOL_MAX: '20', DATA_DIR: path.join(work, 'data') };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-devices-'));
    env = { DATABASE_URL: '', DATA_DIR: dataDir };
  }
  env = { ...env, SEED_DEMO: '1', DEVICE_SIMULATOR: '0' };
  const where = PG_URL ? PG_URL.replace(/\/\/[^@/]*@/, '//') : `PGlite ${dataDir}`;
  console.log(`[bench] database: ${where}`);

  // startServer would take another server already on the port for ours.
  const taken = await fetch(`http://127.0.0.1:${PORT}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use: set BENCH_DEVICES_PORT`);
  const bundle = await bundleServer(work);
  // First start: migrations and the demo data; then the gateways, with the server down
  // (PGlite has one owner).
  let server = await startServer(bundle, { port: PORT, work, env });
  await server.stop();
  let db = await openDb(dataDir);
  await load(db);
  const { rows: playedRows } = await db.query(
    `select id, serial from device where serial between $1 and $2 order by serial`,
    [serialOf(1), serialOf(PLAYED)],
  );
  await db.close();
  if (playedRows.length !== PLAYED) throw new Error(`expected ${PLAYED} bench gateways`);
  // pg answers bigint as a string.
  for (const r of playedRows) r.id = Number(r.id);

  server = await startServer(bundle, { port: PORT, work, env });
  const { DeviceSimulator } = await tsImport(
    pathToFileURL(path.join(root, 'apps/server/src/simulator/index.ts')).href,
    import.meta.url,
  );
  let phase = 'steady';
  const samples = { steady: [], reboot: [] };
  let failedBeats = 0;
  const sim = new DeviceSimulator({
    baseUrl: `http://127.0.0.1:${PORT}`,
    devices: playedRows.map((r) => ({ serial: r.serial, secret: secretOf(r.serial) })),
    intervalSeconds: INTERVAL_S,
    concurrency: 64,
    offline: false,
    seed: 14,
    onHeartbeat: (s) => {
      if (s.ok) samples[phase].push(s.ms);
      else failedBeats++;
    },
  });

  let failed = 0;
  const runStart = new Date();
  try {
    const token = await login(server.api, CUSTOMER);
    console.log(
      `\n${GATEWAYS.toLocaleString('en')} gateways for ${CUSTOMER.loginAccount}; playing ${PLAYED.toLocaleString('en')}, ` +
        `one heartbeat a minute each (≈${Math.round(PLAYED / INTERVAL_S)}/s)\n`,
    );
    const histBefore = await serverHistogram(PORT);
    sim.start();
    const steadyStart = Date.now();
    const steadyEnd = steadyStart + STEADY_MS;
    // The list under the heartbeat load, once the load has built up.
    await new Promise((r) => setTimeout(r, 15_000));
    const list = await timeGet(server.api, token, '/cpe/v1/device/list?page=1&pageSize=10', RUNS);
    const listOnline = await timeGet(
      server.api,
      token,
      '/cpe/v1/device/list?page=1&pageSize=10&onlineState=online',
      RUNS,
    );
    const listKeyword = await timeGet(
      server.api,
      token,
      '/cpe/v1/device/list?page=1&pageSize=10&keyword=BENCH-0099',
      RUNS,
    );
    await new Promise((r) => setTimeout(r, Math.max(0, steadyEnd - Date.now())));
    phase = 'reboot';
    const histAfter = await serverHistogram(PORT);
    const steadyS = (Date.now() - steadyStart) / 1000;
    const steady = [...samples.steady].sort((a, b) => a - b);
    const p = (q) => quantile(steady, q);
    const beatsPass = steady.length > 0 && p(0.95) <= 20;
    if (!beatsPass) failed++;
    console.log(
      `heartbeats, ${steadyS.toFixed(0)} s: ${steady.length.toLocaleString('en')} (${(steady.length / steadyS).toFixed(0)}/s), ` +
        `${failedBeats} failed; p50 ${ms(p(0.5))}, p95 ${ms(p(0.95))} (target ≤20 ms) ${verdict(beatsPass)}, p99 ${ms(p(0.99))}`,
    );
    console.log(`  ${serverShares(histBefore, histAfter)}`);
    const listPass = list.p95 <= 50;
    if (!listPass) failed++;
    console.log(
      `device list, first page (${list.result.total.toLocaleString('en')} gateways): p50 ${ms(list.p50)}, p95 ${ms(list.p95)} (target ≤50 ms) ${verdict(listPass)}`,
    );
    console.log(
      `  for information: online filter (${listOnline.result.total.toLocaleString('en')}) p95 ${ms(listOnline.p95)}; ` +
        `serial prefix (${listKeyword.result.total}) p95 ${ms(listKeyword.p95)}`,
    );

    // Bulk reboot.
    const t0 = performance.now();
    const res = await fetch(`${server.api}/cpe/v1/command`, {
      method: 'POST',
      headers: { UserToken: token, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'reboot', target: { deviceIds: playedRows.map((r) => r.id) } }),
    });
    const accepted = await res.json();
    const acceptMs = performance.now() - t0;
    if (accepted.status !== '0') throw new Error(`bulk reboot refused: ${accepted.message}`);
    const acceptPass = acceptMs <= 1000;
    if (!acceptPass) failed++;
    console.log(
      `bulk reboot of ${accepted.result.total.toLocaleString('en')} gateways: accepted in ${ms(acceptMs)} (target ≤1000 ms) ${verdict(acceptPass)}`,
    );
    const { commandId } = accepted.result;
    const deadline = Date.now() + FINISH_TIMEOUT_MS;
    let lastPrint = 0;
    let detail;
    for (;;) {
      const r = await fetch(
        `${server.api}/cpe/v1/command/detail?id=${commandId}&page=1&pageSize=10`,
        { headers: { UserToken: token } },
      );
      detail = (await r.json()).result;
      const c = detail.command.counts;
      const elapsed = (performance.now() - t0) / 1000;
      if (detail.command.finished || Date.now() > deadline) break;
      if (elapsed - lastPrint >= 10) {
        lastPrint = elapsed;
        console.log(
          `  ${elapsed.toFixed(0).padStart(4)} s: pending ${c.pending}, delivered ${c.delivered}, ` +
            `succeeded ${c.succeeded}, failed ${c.failed}, timed out ${c.timedOut}`,
        );
      }
      await new Promise((r) => setTimeout(r, 2_000));
    }
    const c = detail.command.counts;
    const doneS = (performance.now() - t0) / 1000;
    const finishedPass = detail.command.finished && c.succeeded + c.failed + c.timedOut === PLAYED;
    if (!finishedPass) failed++;
    console.log(
      `  ${detail.command.finished ? 'every item finished' : 'NOT finished'} after ${doneS.toFixed(1)} s: ` +
        `succeeded ${c.succeeded}, failed ${c.failed} (flaky gateways' refusals), timed out ${c.timedOut}, ` +
        `pending ${c.pending}, delivered ${c.delivered} ${verdict(finishedPass)}`,
    );
    const during = [...samples.reboot].sort((a, b) => a - b);
    if (during.length)
      console.log(
        `  for information: heartbeats during the reboot phase p50 ${ms(quantile(during, 0.5))}, ` +
          `p95 ${ms(quantile(during, 0.95))}, p99 ${ms(quantile(during, 0.99))} (${during.length.toLocaleString('en')})`,
      );
  } finally {
    await sim.stop({ drain: true });
    await server.stop();
  }

  // What the server took against what it stored.
  const stats = sim.stats();
  db = await openDb(dataDir);
  try {
    const ids = playedRows.map((r) => r.id);
    const { rows } = await db.query(
      `select
         (select count(*)::int from device_metric where device_id = any($1::bigint[]) and ts >= $2) as points,
         (select count(*)::int from device where id = any($1::bigint[]) and last_heartbeat_at >= $2) as fresh`,
      [ids, runStart],
    );
    const { points, fresh } = rows[0];
    const lostPass = points === stats.heartbeats && fresh === PLAYED && stats.heartbeatErrors === 0;
    if (!lostPass) failed++;
    console.log(
      `\nheartbeats acknowledged ${stats.heartbeats.toLocaleString('en')}, failed ${stats.heartbeatErrors}; ` +
        `metric points stored ${points.toLocaleString('en')}; gateways with a fresh last heartbeat ${fresh.toLocaleString('en')}/${PLAYED.toLocaleString('en')}: ` +
        `${points === stats.heartbeats ? 'none lost' : `${stats.heartbeats - points} lost`} ${verdict(lostPass)}`,
    );
    console.log(
      `simulator: commands executed ${stats.commandsExecuted} (succeeded ${stats.commandsSucceeded}, failed ${stats.commandsFailed}), ` +
        `redeliveries ignored ${stats.redeliveriesIgnored}, request errors ${stats.errors}`,
    );
  } finally {
    await db.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) {
    console.log(`\n${failed} target(s) missed`);
    process.exitCode = 1;
  }
}

await main();
