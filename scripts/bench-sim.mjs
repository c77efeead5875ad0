// `npm run bench:sim`: the SIM card screens at scale.
//
// 1. PostgreSQL: loads 1,000,000 cards for one enterprise into a dedicated database
//    (pn_bench, created when absent; never `test`), starts the server bundle against it,
//    logs in as that enterprise and times sequential requests: the first page with the
//    default sort and with each single filter, a deep page (page 5000) and the overview.
//    Then exports all 1,000,000 rows as .xlsx and as CSV, timing each and reading the
//    server's peak RSS during each (VmHWM, reset before each export).
// 2. PGlite: the same with 100,000 cards in an embedded data directory.
//
// Targets (PostgreSQL): first page p95 <= 50 ms, page 5000 p95 <= 100 ms, overview p95 <=
// 200 ms; each export >= 100,000 rows/s with a server peak RSS <= 300 MB. The data is
// generated once and reused by later runs.
//
// Environment: BENCH_SIM_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/pn_bench),
// BENCH_SIM_CARDS (1000000), BENCH_SIM_PGLITE_CARDS (100000), BENCH_SIM_RUNS (100),
// BENCH_SIM_PHASES (pg,pglite), BENCH_SIM_EXPORT (1; 0 skips the exports),
// BENCH_SIM_LIST (1; 0 skips the list cases), BENCH_SIM_FORMATS (xlsx,csv), BENCH_SIM_PORT
// (3240). The server passes SIM_EXPORT_BATCH on (rows per database read).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-if-stale.mjs';
import {
  bundleServer as libBundleServer,
  ensureDatabase,
  login as libLogin,
  quantile,
  startServer as libStartServer,
} from './lib-bench.mjs';

const PG_URL = process.env.BENCH_SIM_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pn_bench';
const PG_CARDS = Number(process.env.BENCH_SIM_CARDS ?? 1_000_000);
const PGLITE_CARDS = Number(process.env.BENCH_SIM_PGLITE_CARDS ?? 100_000);
const RUNS = Number(process.env.BENCH_SIM_RUNS ?? 100);
const WARMUP = 10;
const PHASES = (process.env.BENCH_SIM_PHASES ?? 'pg,pglite').split(',');
const EXPORT = process.env.BENCH_SIM_EXPORT !== '0';
const LIST = process.env.BENCH_SIM_LIST !== '0';
const FORMATS = (process.env.BENCH_SIM_FORMATS ?? 'xlsx,csv').split(',');
const PORT = Number(process.env.BENCH_SIM_PORT ?? 3240);
const RSS_LIMIT_MB = 300;
const EXPORT_ROWS_PER_S = 100_000;
const work = path.join(root, '.tmp/bench-sim');
const BENCH_LOGIN = { loginAccount: 'OCB1900000001', password: 'Bench@12345' };

const API = `http://127.0.0.1:${PORT}/unionmallmanage`;

const bundleServer = () => libBundleServer(work);
const startServer = (bundle, env) => libStartServer(bundle, { port: PORT, work, env });

function generate(env, cards, batch) {
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/sim-generate.mjs'), `--cards=${cards}`, `--batch=${batch}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (res.status !== 0) throw new Error('the generator failed');
}

/** Peak and current resident set of a process, MB (Linux /proc). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { hwm: kb('VmHWM') / 1024, rss: kb('VmRSS') / 1024 };
}

async function call(token, pathAndQuery) {
  const res = await fetch(`${API}${pathAndQuery}`, { headers: { UserToken: token } });
  const body = await res.json();
  if (res.status !== 200 || body.status !== '0')
    throw new Error(`${pathAndQuery}: HTTP ${res.status} ${body.message}`);
  return body.result;
}

const login = (credentials = BENCH_LOGIN) => libLogin(API, credentials);

async function time(token, url) {
  for (let i = 0; i < WARMUP; i++) await call(token, url);
  const ms = [];
  let result;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = await call(token, url);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p95: quantile(ms, 0.95), max: ms.at(-1), result };
}

/** A card of the enterprise to search for, in a group, found through the API itself. */
async function sampleCard(token, total) {
  for (let page = Math.floor(total / 3); ; page += 7) {
    const { data } = await call(token, `/icm/sim/list?pageSize=1&page=${page}`);
    if (data[0]?.groupId) return data[0];
  }
}

function chinaDay(offsetDays) {
  return new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function measure(label, token, cards) {
  const first = await call(token, '/icm/sim/list');
  const card = await sampleCard(token, first.total);
  const list = (qs) => `/icm/sim/list?${qs}`;
  const cases = [
    ['first page, default sort', list(''), 'page'],
    ['status = suspended', list('status=3'), 'page'],
    ['status = active', list('status=2'), 'page'],
    ['ICCID prefix (9 digits)', list(`keyword=${card.iccid.slice(0, 9)}`), 'page'],
    ['ICCID prefix (all cards)', list('keyword=898604'), 'page'],
    ['ICCID (full)', list(`keyword=${card.iccid}`), 'page'],
    ['MSISDN prefix (7 digits)', list(`keyword=${card.msisdn.slice(0, 7)}`), 'page'],
    ['MSISDN (full)', list(`keyword=${card.msisdn}`), 'page'],
    ['IMSI prefix (8 digits)', list(`keyword=${card.imsi.slice(0, 8)}`), 'page'],
    ['IMSI (full)', list(`keyword=${card.imsi}`), 'page'],
    ['tariff', list(`tariffId=${card.tariffId}`), 'page'],
    ['group', list(`groupId=${card.groupId}`), 'page'],
    [
      'activated in the last 30 days',
      list(`activatedFrom=${chinaDay(-30)}&activatedTo=${chinaDay(0)}`),
      'page',
    ],
    [
      'activated in one month 2 years ago',
      list(`activatedFrom=${chinaDay(-760)}&activatedTo=${chinaDay(-730)}`),
      'page',
    ],
    ['page 5000, default sort', list('page=5000'), 'deep'],
    ['overview', '/icm/sim/overview', 'overview'],
    ['overview, probe cards', '/icm/sim/overview?kind=1', 'overview'],
  ];
  const targets = { page: 50, deep: 100, overview: 200 };
  console.log(
    `\n${label}: ${cards.toLocaleString('en')} cards for one enterprise; ${RUNS} sequential requests per case after ${WARMUP} warm-up\n`,
  );
  console.log(
    `${'case'.padEnd(38)} ${'total'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'target'.padStart(8)}  result`,
  );
  // The province administrator of the same province sees these cards and the demo ones:
  // reported for information, without a target.
  const admin = await login({ loginAccount: 'gd_admin', password: 'Admin@12345' });
  cases.push(
    ['province admin: first page', list(''), 'info', admin],
    ['province admin: status = suspended', list('status=3'), 'info', admin],
    ['province admin: tariff', list(`tariffId=${card.tariffId}`), 'info', admin],
    ['province admin: overview', '/icm/sim/overview', 'info', admin],
  );
  let failed = 0;
  for (const [name, url, kind, as = token] of cases) {
    const r = await time(as, url);
    const pass = kind === 'info' || r.p95 <= targets[kind];
    if (!pass) failed++;
    const total =
      r.result.total !== undefined
        ? `${r.result.total}${r.result.totalExact === false ? '+' : ''}`
        : '';
    console.log(
      `${name.padEnd(38)} ${String(total).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${(kind === 'info' ? '-' : `≤${targets[kind]}`).padStart(8)}  ${kind === 'info' ? '' : pass ? 'PASS' : 'FAIL'}`,
    );
  }
  return failed;
}

/**
 * Resets the peak resident set (VmHWM) of `pid` to its current RSS (Linux >= 4.0), so that
 * the next reading is the peak of what follows. False where the kernel refuses.
 */
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Downloads the whole export in `format`; rows/s, MB and the server's peak RSS during it. */
async function exportOnce(token, pid, format) {
  const reset = resetPeak(pid);
  const before = memoryOf(pid);
  let peak = before.hwm;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).hwm);
    } catch {
      /* exited */
    }
  }, 100);
  const t0 = performance.now();
  const res = await fetch(`${API}/icm/sim/export?format=${format}`, {
    headers: { UserToken: token },
  });
  if (res.status !== 200) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  const rows = Number(res.headers.get('x-total-count'));
  let bytes = 0;
  let head = null;
  let tail = Buffer.alloc(0);
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    head ??= Buffer.from(chunk.subarray(0, 4));
    if (format === 'csv')
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    tail = Buffer.concat([tail, Buffer.from(chunk)]).subarray(-1024);
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, memoryOf(pid).hwm);
  // A complete zip ends with its end-of-central-directory record; a complete CSV starts
  // with the UTF-8 byte order mark and holds the header and one line per row.
  const complete =
    format === 'csv'
      ? head?.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) && lines === rows + 1
      : tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return { format, rows, bytes, seconds, rate: rows / seconds, before, peak, reset, complete };
}

/**
 * Exports all cards in each format on the running server, one after the other, and prints
 * the figures side by side. `rssLimit` null: memory reported, not judged (PGlite, whose
 * database lives inside the server process).
 */
async function measureExport(token, pid, rssLimit) {
  const results = [];
  for (const format of FORMATS) results.push(await exportOnce(token, pid, format));
  const target =
    `target >= ${EXPORT_ROWS_PER_S.toLocaleString('en')} rows/s` +
    (rssLimit === null ? '' : `, peak RSS <= ${rssLimit} MB`);
  console.log(`\nexport of ${results[0].rows.toLocaleString('en')} rows (${target})\n`);
  console.log(
    `${'format'.padEnd(8)} ${'rows/s'.padStart(9)} ${'s'.padStart(6)} ${'MB'.padStart(7)} ${'RSS before'.padStart(10)} ${'peak RSS'.padStart(9)}  verdict`,
  );
  let failed = 0;
  for (const r of results) {
    const fast = r.rate >= EXPORT_ROWS_PER_S;
    const small = rssLimit === null || r.peak <= rssLimit;
    const verdict = !r.complete
      ? 'INCOMPLETE'
      : [fast ? 'ok' : 'BELOW rows/s', small ? 'ok' : 'ABOVE RSS'].join(' / ');
    if (!r.complete || !fast || !small) failed++;
    console.log(
      `${r.format.padEnd(8)} ${Math.round(r.rate).toLocaleString('en').padStart(9)} ${r.seconds.toFixed(1).padStart(6)} ${(r.bytes / 1024 / 1024).toFixed(1).padStart(7)} ${`${r.before.rss.toFixed(0)} MB`.padStart(10)} ${`${r.peak.toFixed(0)} MB`.padStart(9)}  ${verdict}` +
        (r.reset ? '' : '  (peak since start: VmHWM could not be reset)'),
    );
  }
  return failed;
}

fs.mkdirSync(work, { recursive: true });
const bundle = await bundleServer();
let failures = 0;

if (PHASES.includes('pg')) {
  await ensureDatabase(PG_URL);
  generate({ DATABASE_URL: PG_URL }, PG_CARDS, 100_000);
  const server = await startServer(bundle, { DATABASE_URL: PG_URL });
  try {
    const token = await login();
    if (LIST) failures += await measure('PostgreSQL', token, PG_CARDS);
    if (EXPORT) failures += await measureExport(token, server.pid, RSS_LIMIT_MB);
  } finally {
    await server.stop();
  }
}

if (PHASES.includes('pglite')) {
  const dataDir = path.join(work, 'pglite');
  generate({ DATABASE_URL: '', DATA_DIR: dataDir }, PGLITE_CARDS, 25_000);
  const server = await startServer(bundle, { DATABASE_URL: '', DATA_DIR: dataDir });
  try {
    const token = await login();
    if (LIST) failures += await measure('PGlite (embedded)', token, PGLITE_CARDS);
    // The embedded database lives inside the server process: its memory is reported, not judged.
    if (EXPORT) failures += await measureExport(token, server.pid, null);
  } finally {
    await server.stop();
  }
}

console.log(failures ? `\n${failures} case(s) missed their target` : '\nall targets met');
process.exitCode = failures ? 1 : 0;
