// `npm run test:faults`: the production server under faults, on a private PostgreSQL that
// this script creates (initdb into a temporary folder, its own port) and removes again; the
// machine's own PostgreSQL is never touched.
//
// a) PostgreSQL stopped and started again under load, twice (a fast shutdown, then a crash
//    with `-m immediate`): clients keep reading (a public list, a signed-in page) and
//    writing (a captcha and a market-demand submission, each told its reference number).
//    During the outage every answer is the 503 envelope with a Chinese message, fast (no
//    hang), and the health check says the database is down and the instance not ready;
//    service resumes within 5 s of the database; every write a client was told succeeded
//    is in the table afterwards.
// b) SIGTERM under load: every request sent before the signal succeeds (and requests held
//    half-sent across the signal complete), the process exits 0 within its grace period.
// c) Two instances on one database: a session made on one works on the other (and its
//    logout counts on both), a captcha issued by one is checked by the other, the
//    market-demand rate limit counts submissions from both.
//
// Prints one PASS/FAIL line per check with its figures and exits 1 if any failed.
// Environment: FAULTS_PG_PORT, FAULTS_HTTP_PORT (the first of two), PG_BIN (folder of
// initdb/pg_ctl; found under /usr/lib/postgresql/<newest>/bin, `pg_config --bindir` or PATH),
// FAULTS_KEEP=1 keeps the temporary folder (logs) for inspection.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildIfStale, root } from './build-if-stale.mjs';

const API = '/unionmallmanage';
const ANSWER = 'FT42';
const RESUME_LIMIT_MS = 5_000;
/** An answer slower than this during the outage counts as a hang. */
const HANG_LIMIT_MS = 5_000;
const OUTAGE_MS = 4_000;
const LOAD_CLIENTS = 12;
const UNAVAILABLE = '100503';

const now = () => performance.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (ms) => Math.round(ms);

const results = [];
function check(name, pass, figures) {
  results.push({ name, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${figures}`);
}

// ---------------------------------------------------------------------------------------------
// The private PostgreSQL

function findPgBin() {
  const has = (dir) =>
    dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  if (process.env.PG_BIN) {
    if (has(process.env.PG_BIN)) return process.env.PG_BIN;
    throw new Error(`PG_BIN=${process.env.PG_BIN} has no initdb/pg_ctl`);
  }
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    const versions = fs
      .readdirSync(base)
      .filter((v) => has(path.join(base, v, 'bin')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(base, versions[0], 'bin');
  }
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (has(dir)) return dir;
  } catch {
    /* no pg_config */
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (has(dir)) return dir;
  throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found; set PG_BIN');
}

/** initdb refuses root: as root, PostgreSQL runs as the `postgres` OS user. */
function osUser() {
  if (process.getuid?.() !== 0) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { name: 'postgres', uid, gid };
  } catch {
    throw new Error('running as root needs a `postgres` OS user to run PostgreSQL as');
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

class PrivatePostgres {
  constructor({ bin, dir, port, user }) {
    Object.assign(this, { bin, dir, port, user });
    this.data = path.join(dir, 'pgdata');
    this.log = path.join(dir, 'postgres.log');
    this.url = `postgres://postgres@127.0.0.1:${port}/faults`;
  }

  run(tool, args) {
    const cmd = path.join(this.bin, tool);
    const [file, argv] = this.user
      ? ['runuser', ['-u', this.user.name, '--', cmd, ...args]]
      : [cmd, args];
    return execFileSync(file, argv, {
      cwd: this.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
  }

  init() {
    if (this.user) fs.chownSync(this.dir, this.user.uid, this.user.gid);
    this.run('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
  }

  start() {
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      this.log,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=100`,
      'start',
    ]);
  }

  stop(mode = 'fast') {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  stopQuietly() {
    try {
      this.stop('immediate');
    } catch {
      /* not running */
    }
  }

  async createDatabase() {
    const client = new pg.Client({ connectionString: this.url.replace(/\/faults$/, '/postgres') });
    await client.connect();
    await client.query('create database faults');
    await client.end();
  }

  async query(text, values) {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows;
    } finally {
      await client.end();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Server instances

class Instance {
  constructor({ name, port, databaseUrl, dir, env = {} }) {
    Object.assign(this, { name, port });
    this.url = `http://127.0.0.1:${port}`;
    this.logFile = path.join(dir, `server-${name}.log`);
    this.dataDir = fs.mkdtempSync(path.join(dir, `data-${name}-`));
    this.env = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: '1',
      CAPTCHA_FIXED_ANSWER: ANSWER,
      DEVICE_SIMULATOR: '0',
      MQTT_PORT: '0',
      SEED_DEMO: '0',
      ...env,
    };
  }

  async start() {
    const log = fs.openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
      cwd: root,
      env: this.env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.exit = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve({ code, signal, at: now() })),
    );
    const deadline = Date.now() + 180_000;
    for (;;) {
      const res = await request(this, 'GET', '/health', { timeoutMs: 2_000 });
      if (res.http === 200) return;
      if (this.child.exitCode !== null)
        throw new Error(`${this.name} exited during start-up\n${this.tail()}`);
      if (Date.now() > deadline)
        throw new Error(`${this.name} did not start in time\n${this.tail()}`);
      await sleep(250);
    }
  }

  get alive() {
    return this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  tail(lines = 30) {
    try {
      return fs
        .readFileSync(this.logFile, 'utf8')
        .trim()
        .split('\n')
        .slice(-lines)
        .map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l))
        .join('\n');
    } catch {
      return '';
    }
  }

  kill() {
    if (this.alive) this.child.kill('SIGKILL');
  }
}

// ---------------------------------------------------------------------------------------------
// Clients

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One API call; never throws: `http` is 0 when no answer came (`error` says why). */
function request(instance, method, p, { body, headers = {}, timeoutMs = 10_000 } = {}) {
  const started = now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: instance.port,
        method,
        path: API + p,
        agent,
        timeout: timeoutMs,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            /* not JSON (a captcha image) */
          }
          resolve({ started, ended: now(), http: res.statusCode, json, text });
        });
        res.on('error', (err) =>
          resolve({ started, ended: now(), http: 0, error: err.code ?? err.message }),
        );
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (err) =>
      resolve({ started, ended: now(), http: 0, error: err.code ?? err.message }),
    );
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

let ipSeq = 0;
/** A client address of its own, so that the per-address submission limit does not interfere. */
const nextIp = () => {
  const n = ipSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;
};
let uuidSeq = 0;
const nextUuid = () => `faults-${process.pid}-${uuidSeq++}`;

const demandForm = (uuid) => ({
  companyName: '深圳市故障演练通信有限公司',
  address: ['440000', '440300', '440305'],
  userName: '林小雨',
  userTel: '13912345678',
  userEmail: 'faults@example.com',
  userMarketDemand: '园区需要5G专网覆盖，用于AGV调度与视频回传（故障演练）。',
  verifyCode: ANSWER,
  uuid,
});

const issueCaptcha = (instance, uuid) =>
  request(instance, 'GET', `/user/account/generateVerifyCode?uuid=${uuid}`);
const submitDemand = (instance, uuid, ip) =>
  request(instance, 'POST', '/sm/marketdemand', {
    body: demandForm(uuid),
    headers: { 'x-forwarded-for': ip },
  });

async function login(instance, account, password) {
  const res = await request(instance, 'POST', '/user/account/common/login', {
    body: { loginAccount: account, password },
  });
  if (res.json?.status !== '0')
    throw new Error(`login ${account} on ${instance.name}: ${res.text ?? res.error}`);
  return res.json.result.token;
}

const succeeded = (r) => r.http === 200 && r.json?.status === '0';

/**
 * Clients each sending a mix until stopped: a public list, a signed-in page, and a write
 * (a captcha, then a market demand). Every answer is recorded; a write is told succeeded
 * when the submission answers status 0 with its reference number.
 */
function startLoad(instance, { clients = LOAD_CLIENTS, token, stopOnRefused = false }) {
  const log = [];
  const told = [];
  let stop = false;
  const one = async (kind) => {
    if (kind === 'list') {
      log.push({
        kind,
        ...(await request(instance, 'GET', '/sm/announcement/manager/list?page=1&pageSize=10')),
      });
    } else if (kind === 'user') {
      log.push({
        kind,
        ...(await request(instance, 'GET', '/user/account/userCenter/getUserInfo', {
          headers: { UserToken: token },
        })),
      });
    } else {
      const uuid = nextUuid();
      const captcha = { kind: 'captcha', ...(await issueCaptcha(instance, uuid)) };
      log.push(captcha);
      if (captcha.http !== 200) return captcha;
      const res = { kind: 'write', ...(await submitDemand(instance, uuid, nextIp())) };
      log.push(res);
      if (succeeded(res)) told.push(res.json.result.refNo);
      return res;
    }
    return log.at(-1);
  };
  const loops = Array.from({ length: clients }, async (_, i) => {
    let n = i;
    while (!stop) {
      const kind = ['list', 'user', 'write'][n++ % 3];
      const res = await one(kind);
      if (stopOnRefused && res.http === 0 && res.error === 'ECONNREFUSED') break;
      // A client that was refused waits a little before trying again, as a browser would.
      if (!succeeded(res) && !(res.http === 200 && kind === 'write')) await sleep(50);
    }
  });
  return {
    log,
    told,
    async stop() {
      stop = true;
      await Promise.all(loops);
    },
  };
}

const isUnavailableEnvelope = (r) =>
  r.http === 503 &&
  r.json !== null &&
  r.json.status === UNAVAILABLE &&
  typeof r.json.message === 'string' &&
  /[\u4e00-\u9fff]/.test(r.json.message) &&
  'result' in r.json;

function describeOthers(list) {
  const by = new Map();
  for (const r of list) {
    const key = r.http === 0 ? `no answer (${r.error})` : `HTTP ${r.http} ${r.json?.status ?? ''}`;
    by.set(key, (by.get(key) ?? 0) + 1);
  }
  return [...by].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none';
}

async function rowsFound(db, refNos) {
  if (refNos.length === 0) return 0;
  const rows = await db.query(
    'select count(*)::int as n from market_demand where ref_no = any($1)',
    [refNos],
  );
  return rows[0].n;
}

// ---------------------------------------------------------------------------------------------
// a) the database goes away under load

async function outageRound(db, instance, token, mode) {
  const label = `a) PostgreSQL ${mode === 'fast' ? 'stopped (fast shutdown)' : 'crashed (immediate stop)'} and started again under load`;
  const load = startLoad(instance, { token });
  await sleep(2_000);

  const stopAsked = now();
  db.stop(mode);
  const stopped = now();

  // The health check and the clients during the outage.
  const health = [];
  while (now() - stopped < OUTAGE_MS) {
    health.push(await request(instance, 'GET', '/health', { timeoutMs: 10_000 }));
    await sleep(200);
  }
  const startAsked = now();
  db.start();
  const up = now();

  // Resumed: a read, a signed-in read and a write all answered successfully again.
  let resumedAt = null;
  while (now() - up < 30_000) {
    const [list, user, health2] = await Promise.all([
      request(instance, 'GET', '/sm/announcement/manager/list?page=1&pageSize=10'),
      request(instance, 'GET', '/user/account/userCenter/getUserInfo', {
        headers: { UserToken: token },
      }),
      request(instance, 'GET', '/health'),
    ]);
    const uuid = nextUuid();
    const captcha = await issueCaptcha(instance, uuid);
    if (succeeded(list) && succeeded(user) && health2.http === 200 && captcha.http === 200) {
      resumedAt = now();
      break;
    }
    await sleep(100);
  }
  await sleep(2_000);
  await load.stop();

  const during = load.log.filter((r) => r.started >= stopped && r.ended <= startAsked);
  const unavailable = during.filter(isUnavailableEnvelope);
  const other = during.filter((r) => !isUnavailableEnvelope(r));
  const slowest = during.reduce((m, r) => Math.max(m, r.ended - r.started), 0);
  const sample = unavailable[0]?.json;
  check(
    `${label} — outage answers`,
    unavailable.length > 0 && other.length === 0 && slowest <= HANG_LIMIT_MS,
    `${unavailable.length} requests during the ${round(startAsked - stopped)} ms outage answered HTTP 503 ` +
      `${sample ? JSON.stringify(sample) : '(none)'}, others: ${describeOthers(other)}, slowest ${round(slowest)} ms`,
  );

  // Whatever the moment, never a 500 or a dropped connection.
  const bad = load.log.filter((r) => r.http === 0 || (r.http >= 500 && !isUnavailableEnvelope(r)));
  check(
    `${label} — no 500 and no dropped request around the outage`,
    bad.length === 0,
    `${load.log.length} requests in all (${load.log.filter(succeeded).length} succeeded, ` +
      `${load.log.filter(isUnavailableEnvelope).length} 503 envelope), failures: ${describeOthers(bad)}`,
  );

  const downReports = health.filter(
    (r) => r.http === 503 && r.json?.result?.database === 'down' && r.json?.result?.ready === false,
  );
  check(
    `${label} — health reports it`,
    health.length > 0 && downReports.length === health.length,
    `${downReports.length}/${health.length} health checks during the outage answered HTTP 503 ` +
      `database "down", ready false (${health.length ? describeOthers(health.filter((r) => !downReports.includes(r))) : ''}); ` +
      `slowest ${round(health.reduce((m, r) => Math.max(m, r.ended - r.started), 0))} ms`,
  );

  const resumeMs = resumedAt === null ? Infinity : resumedAt - up;
  check(
    `${label} — service resumes`,
    resumeMs <= RESUME_LIMIT_MS,
    `${resumedAt === null ? 'not within 30 s' : `${round(resumeMs)} ms`} after PostgreSQL accepted connections again ` +
      `(limit ${RESUME_LIMIT_MS} ms; stop took ${round(stopped - stopAsked)} ms, start ${round(up - startAsked)} ms)`,
  );

  const found = await rowsFound(db, load.told);
  check(
    `${label} — no committed write lost`,
    found === load.told.length && load.told.length > 0,
    `${load.told.length} market demands told succeeded, ${found} found in the table ` +
      `(${load.log.filter((r) => r.kind === 'write').length} submitted)`,
  );
  check(
    `${label} — process still serving`,
    instance.alive,
    instance.alive ? 'alive' : `exited\n${instance.tail()}`,
  );
}

// ---------------------------------------------------------------------------------------------
// b) SIGTERM under load

/** A market demand whose body is sent in two halves, `gapMs` apart. */
function halfSentDemand(instance, gapPromise) {
  const uuid = nextUuid();
  return (async () => {
    const captcha = await issueCaptcha(instance, uuid);
    if (captcha.http !== 200) return { http: captcha.http, error: 'captcha' };
    const payload = JSON.stringify(demandForm(uuid));
    return new Promise((resolve) => {
      const started = now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: instance.port,
          method: 'POST',
          path: `${API}/sm/marketdemand`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            'x-forwarded-for': nextIp(),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => {
            let json = null;
            try {
              json = JSON.parse(text);
            } catch {
              /* not JSON */
            }
            resolve({ started, ended: now(), http: res.statusCode, json });
          });
        },
      );
      req.on('error', (err) =>
        resolve({ started, ended: now(), http: 0, error: err.code ?? err.message }),
      );
      req.write(payload.slice(0, 20));
      gapPromise.then(() => req.end(payload.slice(20)));
    });
  })();
}

async function sigtermUnderLoad(db, instance, token) {
  const label = 'b) SIGTERM under load';
  const load = startLoad(instance, { token, stopOnRefused: true });
  await sleep(1_500);
  let release;
  const gap = new Promise((r) => (release = r));
  const held = [
    halfSentDemand(instance, gap),
    halfSentDemand(instance, gap),
    halfSentDemand(instance, gap),
  ];
  await sleep(300);
  const signalled = now();
  instance.child.kill('SIGTERM');
  await sleep(500);
  release();
  const heldResults = await Promise.all(held);
  const exit = await Promise.race([instance.exit, sleep(30_000).then(() => null)]);
  await load.stop();

  const before = load.log.filter((r) => r.started < signalled);
  const inFlight = before.filter((r) => r.ended > signalled);
  const failedBefore = before.filter(
    (r) => !(r.http === 200 && (r.kind === 'captcha' || r.json?.status === '0')),
  );
  const after = load.log.filter((r) => r.started >= signalled);
  check(
    `${label} — in-flight requests`,
    failedBefore.length === 0 && before.length > 0,
    `${failedBefore.length} failed of ${before.length} sent before the signal ` +
      `(${inFlight.length} still in flight at the signal; failures: ${describeOthers(failedBefore)}); ` +
      `after it: ${describeOthers(after)}`,
  );
  const heldOk = heldResults.filter((r) => succeeded(r));
  const heldRefs = heldOk.map((r) => r.json.result.refNo);
  const heldFound = await rowsFound(db, heldRefs);
  check(
    `${label} — requests half-sent across the signal complete`,
    heldOk.length === held.length && heldFound === held.length,
    `${heldOk.length}/${held.length} answered status 0 (${describeOthers(heldResults.filter((r) => !succeeded(r)))}), ` +
      `${heldFound} found in the table`,
  );
  const found = await rowsFound(db, load.told);
  check(
    `${label} — no committed write lost`,
    found === load.told.length,
    `${load.told.length} market demands told succeeded, ${found} found in the table`,
  );
  check(
    `${label} — clean exit`,
    exit !== null && exit.code === 0,
    exit === null
      ? `still running 30 s after the signal\n${instance.tail()}`
      : `exit code ${exit.code}${exit.signal ? ` (signal ${exit.signal})` : ''} ${round(exit.at - signalled)} ms after the signal`,
  );
}

// ---------------------------------------------------------------------------------------------
// c) two instances, one database

async function twoInstances(a, b) {
  const label = 'c) two instances on one PostgreSQL';
  {
    const token = await login(a, 'OCB1000000001', 'Demo@12345');
    const onB = await request(b, 'GET', '/user/account/userCenter/getUserInfo', {
      headers: { UserToken: token },
    });
    const logout = await request(b, 'POST', '/user/account/loginout', {
      headers: { UserToken: token },
      body: {},
    });
    const afterOnA = await request(a, 'GET', '/user/account/userCenter/getUserInfo', {
      headers: { UserToken: token },
    });
    check(
      `${label} — session`,
      succeeded(onB) && succeeded(logout) && afterOnA.http === 401,
      `token from A on B: HTTP ${onB.http} ${onB.json?.status}; logout on B: ${logout.json?.status}; ` +
        `the token on A afterwards: HTTP ${afterOnA.http} ${afterOnA.json?.status}`,
    );
  }
  {
    const uuid = nextUuid();
    const issued = await issueCaptcha(a, uuid);
    const onB = await submitDemand(b, uuid, nextIp());
    const againOnA = await submitDemand(a, uuid, nextIp());
    const neverIssued = await submitDemand(b, nextUuid(), nextIp());
    check(
      `${label} — captcha`,
      issued.http === 200 &&
        succeeded(onB) &&
        againOnA.json?.status === '100412' &&
        neverIssued.json?.status === '100412',
      `issued by A, checked by B: ${onB.json?.status} ${onB.json?.message}; ` +
        `same captcha again on A: ${againOnA.json?.status} ${againOnA.json?.message}; ` +
        `a captcha never issued, on B: ${neverIssued.json?.status}`,
    );
  }
  {
    const ip = `192.0.2.${1 + (process.pid % 250)}`;
    const answers = [];
    for (let i = 0; i < 7; i++) {
      const [issuer, submitter] = i % 2 === 0 ? [b, a] : [a, b];
      const uuid = nextUuid();
      await issueCaptcha(issuer, uuid);
      const res = await submitDemand(submitter, uuid, ip);
      answers.push(`${submitter.name}:${res.http === 200 ? res.json?.status : res.http}`);
    }
    const expected = ['A:0', 'B:0', 'A:0', 'B:0', 'A:0', 'B:429', 'A:429'];
    check(
      `${label} — market-demand rate limit shared`,
      answers.join() === expected.join(),
      `one address, submissions alternating between the instances: ${answers.join(' ')} (limit 5 per 10 min)`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const t0 = now();
  buildIfStale();
  const bin = findPgBin();
  const user = osUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-faults-'));
  const pgPort = Number(process.env.FAULTS_PG_PORT) || (await freePort());
  const httpPort = Number(process.env.FAULTS_HTTP_PORT) || 0;
  const db = new PrivatePostgres({ bin, dir, port: pgPort, user });
  const instances = [];
  const cleanup = () => {
    for (const i of instances) i.kill();
    db.stopQuietly();
    if (process.env.FAULTS_KEEP === '1') console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  try {
    console.log(
      `PostgreSQL ${path.basename(path.dirname(bin))} from ${bin}${user ? ' as OS user postgres' : ''}, port ${pgPort}, in ${dir}`,
    );
    db.init();
    db.start();
    await db.createDatabase();

    const portA = httpPort || (await freePort());
    const portB = httpPort ? httpPort + 1 : await freePort();
    const a = new Instance({
      name: 'A',
      port: portA,
      databaseUrl: db.url,
      dir,
      env: { SEED_DEMO: '1' },
    });
    const b = new Instance({ name: 'B', port: portB, databaseUrl: db.url, dir });
    instances.push(a, b);
    let t = now();
    await a.start();
    await b.start();
    console.log(
      `instances A (:${portA}, demo data) and B (:${portB}) ready in ${round(now() - t)} ms`,
    );

    await twoInstances(a, b);

    const token = await login(a, 'OCB1000000002', 'Demo@12345');
    await outageRound(db, a, token, 'fast');
    await outageRound(db, a, token, 'immediate');
    check(
      'a) the other instance rode out the outages too',
      b.alive && (await request(b, 'GET', '/health')).http === 200,
      b.alive ? 'B alive and healthy' : `B exited\n${b.tail()}`,
    );

    await sigtermUnderLoad(db, a, token);
    // The other instance shuts down cleanly when idle, too.
    t = now();
    b.child.kill('SIGTERM');
    const bExit = await Promise.race([b.exit, sleep(30_000).then(() => null)]);
    check(
      'b) SIGTERM when idle',
      bExit?.code === 0,
      bExit ? `exit code ${bExit.code} in ${round(bExit.at - t)} ms` : 'still running after 30 s',
    );
  } catch (err) {
    console.error(err);
    results.push({ name: 'run', pass: false });
    for (const i of instances) console.error(`--- server ${i.name} log (tail) ---\n${i.tail()}`);
  } finally {
    const failed = results.filter((r) => !r.pass);
    if (failed.length)
      for (const i of instances)
        console.error(`--- server ${i.name} log (tail) ---\n${i.tail(15)}`);
    cleanup();
    console.log(
      `${failed.length ? 'FAIL' : 'PASS'} test:faults: ${results.length - failed.length}/${results.length} checks passed in ${round((now() - t0) / 1000)} s`,
    );
    agent.destroy();
    process.exitCode = failed.length ? 1 : 0;
  }
}

await main();
