// `npm run bench:ota`: a staged firmware upgrade over 100,000 gateways, through real HTTP.
//
// 1. Gives customer A (OCB1000000001) 100,000 5G fast-line gateways of a model of their own
//    (set-based SQL, once; later runs reuse them) and starts the server bundle on that
//    database without the demo's simulator. Tasks left running by an earlier run are
//    cancelled through the API.
// 2. Uploads a firmware package for the model (multipart, a new version each run) and creates
//    an upgrade task on the whole model in four phases (1 % → 10 % → 50 % → 100 %, manual
//    approval): the time to create it (target <= 2 s).
// 3. Plays the first phase's 1,000 gateways with the device simulator: each takes the
//    command with a heartbeat, downloads the package (checking its SHA-256), reports
//    downloading and installing, and reports the result. Meanwhile times the task detail
//    with its per-phase, per-state counts (target p95 <= 50 ms while devices report).
// 4. When the phase is done, advances to the second phase (10,000 more gateways get the
//    command): the time to advance (target <= 1 s); then times the detail again and checks
//    the counts against the rows, and cancels the task.
//
// Database: BENCH_DATABASE_URL or DATABASE_URL (PostgreSQL; never `test`), default the
// dedicated database pn_bench_ota on 127.0.0.1. Environment: BENCH_OTA_RUNS (100 detail
// requests), BENCH_OTA_PORT (3156).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { root } from './build-if-stale.mjs';
import {
  bundleServer,
  ensureDatabase,
  gatewaySecret,
  loadGateways,
  login,
  openBenchDb,
  startServer,
  timeGet,
} from './lib-bench.mjs';

const PG_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/pn_bench_ota';
const RUNS = Number(process.env.BENCH_OTA_RUNS ?? 100);
const PORT = Number(process.env.BENCH_OTA_PORT ?? 3156);
const GATEWAYS = 100_000;
const PHASES = [1, 10, 50, 100];
const PHASE_TIMEOUT_MS = 5 * 60_000;
const work = path.join(root, '.tmp/bench-ota');
const CUSTOMER = { loginAccount: 'OCB1000000001', password: 'Demo@12345' };
const SERIAL_PREFIX = 'OTA-';
const SECRET_SALT = 'pn-bench-ota:';
const MODEL = { vendor: '压测厂商', model: 'OTA-BENCH-5G', firmware: 'V1.0.0' };

const ms = (v) => `${v.toFixed(1)} ms`;
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');
const sleep = (t) => new Promise((r) => setTimeout(r, t));

/** The bench's own model (so a task "on the model" holds exactly the bench gateways). */
async function benchModel(db) {
  const { rows } = await db.query(
    `insert into device_model (vendor, model, kind, max_clients, sim_slots, firmware_versions, latest_firmware)
     values ($1, $2, 'cpe', 32, 1, $3::jsonb, $4)
     on conflict (vendor, model) do update set vendor = excluded.vendor
     returning id, latest_firmware`,
    [MODEL.vendor, MODEL.model, JSON.stringify([MODEL.firmware]), MODEL.firmware],
  );
  return rows[0];
}

function api(server, token) {
  const call = async (method, url, body) => {
    const res = await fetch(`${server.api}${url}`, {
      method,
      headers: { UserToken: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (json.status !== '0') throw new Error(`${method} ${url}: ${json.message}`);
    return json.result;
  };
  return { get: (url) => call('GET', url), post: (url, body) => call('POST', url, body) };
}

async function uploadFirmware(server, token, modelId, version) {
  const form = new FormData();
  form.set('modelId', String(modelId));
  form.set('version', version);
  form.set('releaseNotes', '压测固件');
  form.set('file', new Blob([randomBytes(64 * 1024)]), 'ota-bench.bin');
  const res = await fetch(`${server.api}/saas/v1/firmware/upload`, {
    method: 'POST',
    headers: { UserToken: token },
    body: form,
  });
  const json = await res.json();
  if (json.status !== '0') throw new Error(`upload refused: ${json.message}`);
  return json.result;
}

const openOf = (c) => c.pending + c.downloading + c.installing;

/** The simulator in a child process (scripts/bench-ota-play.mjs), driven over IPC. */
async function player(options) {
  const child = fork(path.join(root, 'scripts/bench-ota-play.mjs'), { stdio: 'inherit' });
  const next = (key) =>
    new Promise((resolve, reject) => {
      const onMessage = (m) => {
        if (m[key] === undefined) return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`simulator exited (${code})`)));
    });
  await next('ready');
  child.send({ start: options });
  await next('started');
  return {
    async stats() {
      child.send('stats');
      return (await next('stats')).stats;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send('stop');
      await next('stopped');
    },
  };
}

async function main() {
  await ensureDatabase(PG_URL);
  const env = {
    DATABASE_URL: PG_URL,
    DATABASE_POOL_MAX: '20',
    DATA_DIR: path.join(work, 'data'),
    SEED_DEMO: '1',
    DEVICE_SIMULATOR: '0',
  };
  console.log(`[bench] database: ${PG_URL.replace(/\/\/[^@/]*@/, '//')}`);
  const taken = await fetch(`http://127.0.0.1:${PORT}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use: set BENCH_OTA_PORT`);

  const bundle = await bundleServer(work);
  // First start: migrations and the demo data.
  let server = await startServer(bundle, { port: PORT, work, env });
  await server.stop();
  const db = await openBenchDb(PG_URL);
  const model = await benchModel(db);
  await loadGateways(db, {
    loginAccount: CUSTOMER.loginAccount,
    count: GATEWAYS,
    prefix: SERIAL_PREFIX,
    salt: SECRET_SALT,
    model,
  });

  server = await startServer(bundle, { port: PORT, work, env });
  let sim;
  let failed = 0;
  try {
    const token = await login(server.api, CUSTOMER);
    const { get, post } = api(server, token);

    // Tasks an earlier run left open hold their devices.
    const open = await db.query(
      `select id from upgrade_task where model_id = $1 and state in ('running', 'paused')`,
      [model.id],
    );
    for (const { id } of open.rows) await post('/saas/v1/upgrade/cancel', { id: Number(id) });

    const version = `V2.${Date.now() % 100_000}.${process.pid % 1000}`;
    const fw = await uploadFirmware(server, token, model.id, version);
    console.log(
      `\nfirmware ${version} for ${MODEL.model} (${(fw.size / 1024).toFixed(0)} KB, SHA-256 ${fw.sha256.slice(0, 12)}…)`,
    );

    // Create.
    let t0 = performance.now();
    const task = await post('/saas/v1/upgrade/create', {
      name: `压测升级 ${version}`,
      firmwareId: fw.id,
      target: { kind: 'model' },
      phases: PHASES,
      advanceMode: 'manual',
      // The simulator's flaky gateways fail every upgrade: no automatic pause here.
      failureThreshold: 100,
    });
    const createMs = performance.now() - t0;
    const createPass = createMs <= 2000 && task.total === GATEWAYS;
    if (!createPass) failed++;
    console.log(
      `create a task over ${task.total.toLocaleString('en')} gateways, phases ${PHASES.join(' → ')} %: ` +
        `${ms(createMs)} (target ≤2000 ms) ${verdict(createPass)}`,
    );

    // Play the first phase.
    const { rows: phase0 } = await db.query(
      `select d.serial from upgrade_task_device td join device d on d.id = td.device_id
       where td.task_id = $1 and td.phase = 0 order by d.serial`,
      [task.taskId],
    );
    sim = await player({
      baseUrl: `http://127.0.0.1:${PORT}`,
      devices: phase0.map((r) => ({
        serial: r.serial,
        secret: gatewaySecret(SECRET_SALT, r.serial),
        firmware: MODEL.firmware,
      })),
      // Twice real time: a heartbeat every 30 s each (about 33 a second in all), a download
      // of 2.5–10 s and an installation of 10–30 s, each device reporting as it goes.
      speed: 2,
      intervalSeconds: 60,
      concurrency: 64,
      offline: false,
      seed: 15,
    });
    const detailUrl = `/saas/v1/upgrade/detail?id=${task.taskId}&page=1&pageSize=10`;
    // Time the detail while the phase runs: what it reports when the timing starts and ends.
    await sleep(3_000);
    const before = (await get(detailUrl)).task.counts;
    const beatsBefore = (await sim.stats()).heartbeats;
    const timing0 = performance.now();
    const during = await timeGet(server.api, token, detailUrl, RUNS);
    const timingS = (performance.now() - timing0) / 1000;
    const beats = (await sim.stats()).heartbeats - beatsBefore;
    const after = during.result.task.counts;
    const detailPass = during.p95 <= 50;
    if (!detailPass) failed++;
    console.log(
      `task detail with per-phase counts while ${phase0.length.toLocaleString('en')} gateways upgrade: ` +
        `p50 ${ms(during.p50)}, p95 ${ms(during.p95)} (target ≤50 ms) ${verdict(detailPass)}`,
    );
    console.log(
      `  across the timing (${timingS.toFixed(1)} s, ${(beats / timingS).toFixed(0)} heartbeats/s): ` +
        `succeeded ${before.succeeded} → ${after.succeeded}, ` +
        `downloading ${before.downloading} → ${after.downloading}, installing ${before.installing} → ${after.installing}`,
    );

    // Wait for the phase to finish.
    t0 = performance.now();
    const deadline = Date.now() + PHASE_TIMEOUT_MS;
    let phase;
    for (;;) {
      const d = await get(detailUrl);
      phase = d.phases[0];
      if (openOf(phase.counts) === 0 || Date.now() > deadline) break;
      await sleep(2_000);
    }
    const c0 = phase.counts;
    console.log(
      `  phase 1 finished: succeeded ${c0.succeeded}, failed ${c0.failed} (flaky gateways), ` +
        `open ${openOf(c0)}`,
    );
    await sim.stop();
    sim = undefined;
    if (openOf(c0) > 0) throw new Error('phase 1 did not finish in time');

    // Advance.
    t0 = performance.now();
    await post('/saas/v1/upgrade/advance', { id: task.taskId });
    const advanceMs = performance.now() - t0;
    const { rows: items } = await db.query(
      `select count(*)::int as n from device_command_item i
       join upgrade_task t on t.command_id = i.command_id where t.id = $1`,
      [task.taskId],
    );
    const expected = Math.ceil((GATEWAYS * PHASES[1]) / 100) - Math.ceil((GATEWAYS * PHASES[0]) / 100);
    const advancePass = advanceMs <= 1000 && items[0].n === expected;
    if (!advancePass) failed++;
    console.log(
      `advance to phase 2 (${items[0].n.toLocaleString('en')} gateways get the command): ` +
        `${ms(advanceMs)} (target ≤1000 ms) ${verdict(advancePass)}`,
    );

    // The counts the detail shows against the rows.
    const idle = await timeGet(server.api, token, detailUrl, RUNS);
    const { rows: byState } = await db.query(
      `select state, count(*)::int as n from upgrade_task_device where task_id = $1 group by state`,
      [task.taskId],
    );
    const fromRows = Object.fromEntries(byState.map((r) => [r.state, r.n]));
    const shown = idle.result.task.counts;
    const countsPass = Object.entries(shown).every(([s, n]) => (fromRows[s] ?? 0) === n);
    if (!countsPass) failed++;
    console.log(
      `  task detail after the advance: p50 ${ms(idle.p50)}, p95 ${ms(idle.p95)}; counts ` +
        `${JSON.stringify(shown)} match the rows ${verdict(countsPass)}`,
    );
    await post('/saas/v1/upgrade/cancel', { id: task.taskId });
  } finally {
    if (sim) await sim.stop();
    await server.stop();
    await db.close();
  }
  if (failed) {
    console.log(`\n${failed} target(s) missed`);
    process.exitCode = 1;
  }
}

await main();
