// `npm run bench:load`: one production instance on PostgreSQL under 200 concurrent clients
// for 60 s, over what its users do together:
//
// - portal visits: an app page (the HTML shell) and a public list (notices, news, cases);
// - console SIM card lists of logged-in customers, from a pool of sessions;
// - logins of the demo customers (right passwords), whose new session replaces one in the
//   pool, as people log in again through the day;
// - market-demand submissions from the portal: a captcha, then the form, each from an
//   address of its own (the server trusts X-Forwarded-For behind its proxy, TRUST_PROXY=1);
//   one in ten comes from one busy address, so the rate limit (5 per 10 minutes) refuses
//   some: counted as refused, the expected answer, not as errors;
// - bulk SIM actions (suspend, then resume, every card of a customer): the identity SMS code
//   (one per number per minute) read from the outbox by an administrator, the request, and
//   the batch processed in the background while the load goes on.
//
// Each run starts from a fresh database (pn_bench_load, or BENCH_LOAD_DATABASE_URL, seeded
// with the demo data), so that the daily SMS and submission limits start at zero. Prints,
// per kind: requests, errors, refused, p50 and p99 in ms. Target: 0 errors.
// Environment: BENCH_DURATION (60 s), BENCH_CLIENTS (200), BENCH_PORT (3230).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildIfStale } from './build-if-stale.mjs';
import { quantile } from './lib-bench.mjs';
import { startProductionServer } from './lib-server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3230);
const DB_URL =
  process.env.BENCH_LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pn_bench_load';
const CAPTCHA = 'LOAD';
const CUSTOMERS = [
  ['OCB1000000001', 'Demo@12345'],
  ['OCB1000000002', 'Demo@12345'],
  ['13800138000', 'Demo@12345'],
];
const ADMIN = ['admin', 'Admin@12345'];
const PAGES = ['/home', '/case', '/product/introduce/B1', '/news', '/'];
const LISTS = [
  '/sm/announcement/manager/list?page=1&pageSize=10&place=1',
  '/sm/newsinsight/portal/list?page=1&pageSize=10',
  '/sm/success/case/list?page=1&pageSize=12',
];
/** Share of each kind among the clients' turns (bulk SIM actions run beside, per customer). */
const MIX = [
  ['portal page', 30],
  ['portal list', 30],
  ['console SIM list', 30],
  ['login', 3],
  ['market demand', 7],
];

/** Drops and recreates the benchmark's database; never another one. */
async function freshDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^pn_bench_\w+$/.test(name)) throw new Error(`refusing to recreate database "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

const stats = new Map();
function statOf(kind) {
  let s = stats.get(kind);
  if (!s) stats.set(kind, (s = { times: [], errors: 0, refused: 0, samples: [] }));
  return s;
}
/** Records one call: `outcome` is 'ok', 'refused' (an expected refusal) or an error text. */
function record(kind, ms, outcome) {
  const s = statOf(kind);
  s.times.push(ms);
  if (outcome === 'refused') s.refused++;
  else if (outcome !== 'ok') {
    s.errors++;
    if (s.samples.length < 5) s.samples.push(outcome);
  }
}

let api = '';
let base = '';

/** One timed call; answers the parsed envelope (or text for HTML) and the outcome. */
async function call(
  kind,
  path,
  { method = 'GET', headers = {}, body, html = false, refusals = [] } = {},
) {
  const t0 = performance.now();
  let outcome = 'ok';
  let result = null;
  try {
    const res = await fetch(html ? `${base}${path}` : `${api}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json', ...headers } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (html) {
      if (res.status !== 200 || !text.includes('<div id="root"')) outcome = `HTTP ${res.status}`;
    } else {
      const envelope = JSON.parse(text);
      result = envelope.result;
      if (refusals.includes(envelope.status)) outcome = 'refused';
      else if (envelope.status !== '0' || res.status !== 200) {
        outcome = `HTTP ${res.status} ${envelope.status} ${envelope.message}`;
      }
    }
  } catch (err) {
    outcome = `${err.name}: ${err.cause?.code ?? err.message}`;
  }
  if (kind) record(kind, performance.now() - t0, outcome);
  return { ok: outcome === 'ok', outcome, result };
}

const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const authed = (token) => ({ UserToken: token });

async function login([loginAccount, password], kind = null) {
  const r = await call(kind, '/user/account/common/login', {
    method: 'POST',
    body: { loginAccount, password },
  });
  if (!r.ok && !kind) throw new Error(`login ${loginAccount}: ${r.outcome}`);
  return r.ok ? { account: loginAccount, token: r.result.token, tel: r.result.tel } : null;
}

// Addresses for market demands: each submission its own, one in ten the busy one.
let nextAddress = 0;
const addressOf = () => {
  if (Math.random() < 0.1) return '203.0.113.7';
  nextAddress++;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};
const RATE_LIMITED = '100429';

async function marketDemand() {
  const uuid = randomUUID();
  const ip = addressOf();
  const headers = { 'x-forwarded-for': ip };
  const captcha = await fetch(`${api}/user/account/generateVerifyCode?uuid=${uuid}`, { headers });
  await captcha.arrayBuffer();
  if (captcha.status !== 200) {
    record('market demand', 0, `captcha HTTP ${captcha.status}`);
    return;
  }
  await call('market demand', '/sm/marketdemand', {
    method: 'POST',
    headers,
    refusals: [RATE_LIMITED],
    body: {
      companyName: '压测市场需求企业有限公司',
      address: ['440000', '440300', '440305'],
      userName: '压测访客',
      userTel: '13912345678',
      userEmail: 'load@example.com',
      userMarketDemand: '园区需要5G专网覆盖，用于视频回传（压测提交）。',
      verifyCode: CAPTCHA,
      uuid,
    },
  });
}

/** One client: a kind chosen by the mix, again and again until the end. */
async function client(until, sessions) {
  const total = MIX.reduce((n, [, w]) => n + w, 0);
  while (performance.now() < until) {
    let r = Math.random() * total;
    const [kind] = MIX.find(([, w]) => (r -= w) < 0) ?? MIX[0];
    switch (kind) {
      case 'portal page':
        await call(kind, pick(PAGES), { html: true });
        break;
      case 'portal list':
        await call(kind, pick(LISTS));
        break;
      case 'console SIM list': {
        const s = pick(sessions);
        await call(kind, `/icm/sim/list?page=${1 + Math.floor(Math.random() * 3)}&pageSize=20`, {
          headers: authed(s.token),
        });
        break;
      }
      case 'login': {
        const i = Math.floor(Math.random() * sessions.length);
        const fresh = await login(pick(CUSTOMERS), kind);
        if (fresh) sessions[i] = fresh;
        break;
      }
      case 'market demand':
        await marketDemand();
        break;
    }
  }
}

/** A customer's bulk actions: every minute (the SMS resend limit), suspend then resume. */
async function bulkActions(until, customer, adminToken, done) {
  const session = await login(customer);
  const cards = await call(null, '/icm/sim/list?page=1&pageSize=50', {
    headers: authed(session.token),
  });
  const msisdns = (cards.result?.data ?? []).map((c) => c.msisdn);
  if (msisdns.length === 0) return;
  let action = 'suspend';
  while (performance.now() < until) {
    const started = performance.now();
    const sent = await call('bulk SIM action', '/sm/sysOperStandardLog/phone/getVerifiCode', {
      method: 'POST',
      headers: authed(session.token),
      body: {},
    });
    if (sent.ok) {
      const outbox = await call(null, `/sm/sms/outbox?page=1&pageSize=1&tel=${session.tel}`, {
        headers: authed(adminToken),
      });
      const code = /\d{6}/.exec(outbox.result?.data?.[0]?.content ?? '')?.[0] ?? '000000';
      const submitted = await call('bulk SIM action', '/icm/sim/business', {
        method: 'POST',
        headers: authed(session.token),
        body: { action, msisdnList: msisdns, verifyCode: code },
      });
      if (submitted.ok) done.push({ token: session.token, requestId: submitted.result.requestId });
      action = action === 'suspend' ? 'resume' : 'suspend';
    }
    // The next code may be sent a minute after this one.
    const wait = 61_000 - (performance.now() - started);
    if (performance.now() + wait >= until) break;
    await new Promise((r) => setTimeout(r, wait));
  }
}

buildIfStale();
console.log(`[bench] fresh database ${new URL(DB_URL).pathname.slice(1)}`);
await freshDatabase(DB_URL);
const server = await startProductionServer({
  port: PORT,
  env: {
    DATABASE_URL: DB_URL,
    SEED_DEMO: '1',
    DEVICE_SIMULATOR: '0',
    // Saturated on purpose: every request would be a "slow request" warning.
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
    CAPTCHA_FIXED_ANSWER: CAPTCHA,
  },
  startTimeoutMs: 300_000,
});
base = server.url;
api = `${server.url}/unionmallmanage`;
let bulk = [];
try {
  const sessions = [];
  for (const c of CUSTOMERS) sessions.push(await login(c));
  // Only customers that see cards list them; the others would only be refused.
  const withCards = [];
  for (const s of sessions) {
    const r = await call(null, '/icm/sim/list?page=1&pageSize=1', { headers: authed(s.token) });
    if (r.ok && r.result.total > 0) withCards.push(s);
  }
  if (withCards.length === 0) throw new Error('no demo customer sees SIM cards');
  const pool = Array.from({ length: 20 }, (_, i) => withCards[i % withCards.length]);
  const adminToken = (await login(ADMIN)).token;

  console.log(`[bench] ${CLIENTS} clients for ${DURATION} s`);
  const until = performance.now() + DURATION * 1000;
  const t0 = performance.now();
  const cardOwners = CUSTOMERS.filter(([a]) => withCards.some((s) => s.account === a));
  await Promise.all([
    ...Array.from({ length: CLIENTS }, () => client(until, pool)),
    ...cardOwners.map((c) => bulkActions(until, c, adminToken, bulk)),
  ]);
  const elapsed = (performance.now() - t0) / 1000;

  // The batches were processed in the background: each must have finished.
  const deadline = performance.now() + 60_000;
  const unfinished = async () => {
    let n = 0;
    for (const b of bulk) {
      const r = await call(
        null,
        `/icm/sim/business/result?requestId=${b.requestId}&page=1&pageSize=1`,
        {
          headers: authed(b.token),
        },
      );
      if (!r.ok || r.result?.request?.status !== 2) n++;
    }
    return n;
  };
  let left = await unfinished();
  while (left > 0 && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000));
    left = await unfinished();
  }

  const pad = (v, w) => String(v).padStart(w);
  const ms = (v) => (v === undefined ? '-' : v.toFixed(1)).padStart(8);
  let requests = 0;
  let errors = 0;
  console.log(
    `\n${CLIENTS} clients, ${elapsed.toFixed(0)} s, one instance on PostgreSQL; latency in ms\n`,
  );
  console.log(
    `${'kind'.padEnd(20)} ${pad('requests', 9)} ${pad('req/s', 7)} ${pad('errors', 7)} ${pad('refused', 8)} ${pad('p50', 8)} ${pad('p99', 8)}`,
  );
  for (const [kind, s] of stats) {
    const sorted = [...s.times].sort((a, b) => a - b);
    requests += sorted.length;
    errors += s.errors;
    console.log(
      `${kind.padEnd(20)} ${pad(sorted.length, 9)} ${pad((sorted.length / elapsed).toFixed(0), 7)} ${pad(s.errors, 7)} ${pad(s.refused, 8)} ${ms(quantile(sorted, 0.5))} ${ms(quantile(sorted, 0.99))}`,
    );
    for (const sample of s.samples) console.log(`  e.g. ${sample}`);
  }
  console.log(
    `${'all'.padEnd(20)} ${pad(requests, 9)} ${pad((requests / elapsed).toFixed(0), 7)} ${pad(errors, 7)}`,
  );
  console.log(
    `\nbulk SIM actions: ${bulk.length} submitted, ${bulk.length - left} processed to the end` +
      (left ? `, ${left} NOT FINISHED` : ''),
  );
  console.log(errors === 0 && left === 0 ? 'target met: 0 errors' : 'target MISSED');
  process.exitCode = errors === 0 && left === 0 ? 0 : 1;
} finally {
  await server.stop();
}
