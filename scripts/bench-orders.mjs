// `npm run bench:orders`: order submission under load and the operator queue at scale, on
// PostgreSQL (a dedicated database, pn_bench_orders by default; never `test`).
//
// 1. Loads 1,000,000 orders spread over 100 enterprises of several provinces (once; later
//    runs reuse them) and starts the server bundle on that database.
// 2. 100 customers, one per enterprise, submit A2 orders for 30 s, each pausing a second
//    (BENCH_ORDERS_THINK_MS) after an answer before the next order, as a person confirming
//    orders would at their fastest. Every 5th submission is sent again with the same
//    idempotency key (a retry) and every 20th twice at once (a double click). Afterwards
//    the database must hold exactly one order per key acknowledged: no duplicate, no lost
//    order. Then, for information, the same without pauses for 10 s: the saturation rate.
// 3. The operator queue: the first page for a national administrator (all 1,000,000+),
//    a province administrator and with a status filter, sequential requests.
//
// Targets: submit p95 <= 150 ms; queue first page p95 <= 50 ms; 0 duplicates, 0 lost, 0 errors.
// Environment: BENCH_ORDERS_DATABASE_URL, BENCH_ORDERS_ROWS (1000000),
// BENCH_ORDERS_CLIENTS (100), BENCH_ORDERS_SECONDS (30), BENCH_ORDERS_RUNS (100).
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { root } from './build-if-stale.mjs';
import {
  bundleServer,
  ensureDatabase,
  login,
  quantile,
  startServer,
  timeGet,
} from './lib-bench.mjs';

const PG_URL =
  process.env.BENCH_ORDERS_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pn_bench_orders';
const ROWS = Number(process.env.BENCH_ORDERS_ROWS ?? 1_000_000);
const CLIENTS = Number(process.env.BENCH_ORDERS_CLIENTS ?? 100);
const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 30);
const RUNS = Number(process.env.BENCH_ORDERS_RUNS ?? 100);
const THINK_MS = Number(process.env.BENCH_ORDERS_THINK_MS ?? 1000);
const PORT = 3241;
const work = path.join(root, '.tmp/bench-orders');
const PROVINCES = ['200', '571', '100', '210', '250', '531', '351', '270', '280', '311'];
const PASSWORD = 'Demo@12345';
const account = (i) => `OCB19${String(i + 1).padStart(8, '0')}`;

/** The bench enterprises, their accounts (the demo customer's password) and old orders. */
async function load(client) {
  const { rows: tmpl } = await client.query(
    `select a.password_hash, r.id as role_id from account a, role r
     where a.login_account = 'OCB1000000001' and r.code = 'enterprise_customer'`,
  );
  if (!tmpl[0]) throw new Error('the demo data is missing: start once with SEED_DEMO=1');
  for (let i = 0; i < CLIENTS; i++) {
    const custCode = `CB${String(i + 1).padStart(12, '0')}`;
    const beId = PROVINCES[i % PROVINCES.length];
    const { rows } = await client.query(
      `insert into enterprise_customer (cust_code, name, be_id, city_code, city_name, industry, credit_code, contact_name, contact_tel)
       values ($1, $2, $3, '', '', 'manufacturing', '', '压测', '13800000000')
       on conflict (cust_code) do update set name = excluded.name returning id`,
      [custCode, `压测企业${i + 1}`, beId],
    );
    const customerId = rows[0].id;
    const acc = await client.query(
      `insert into account (login_account, password_hash, kind, name, real_name, customer_id, be_id, area_code)
       values ($1, $2, 'customer', $1, $3, $4, $5, '')
       on conflict (login_account) do nothing returning id`,
      [account(i), tmpl[0].password_hash, `压测客户${i + 1}`, customerId, beId],
    );
    if (acc.rows[0]) {
      await client.query('insert into account_role (account_id, role_id) values ($1, $2)', [
        acc.rows[0].id,
        tmpl[0].role_id,
      ]);
    }
  }
  const { rows: have } = await client.query(
    "select count(*)::int as n from biz_order where order_no like 'BX%'",
  );
  let n = have[0].n;
  if (n >= ROWS) return;
  console.log(`[bench] loading ${(ROWS - n).toLocaleString('en')} orders`);
  const t0 = performance.now();
  const { rows: sku } = await client.query(
    "select s.id as sku_id, s.product_id from product_sku s where s.sku_code = 'A2-DNN'",
  );
  while (n < ROWS) {
    const to = Math.min(n + 100_000, ROWS);
    await client.query(
      `insert into biz_order (order_no, customer_id, account_id, be_id, area_code, order_type, product_id, sku_id,
         product_name, sku_name, config, months, billing_period, unit_price_fen, quantity, periods, amount_fen,
         paid_fen, status, idempotency_key, created_at, updated_at)
       select 'BX' || lpad(g::text, 12, '0'), c.id, null, c.be_id, '', 'A2', $3, $4,
         '业务隔离', '业务隔离·专用DNN',
         '{"bandwidthLevel":1,"bandwidthMbps":100,"msisdns":[],"dnn":"bench.5gpn","site":"","contactName":"压测","contactPhone":"13800000000","remark":"","customProps":[]}'::jsonb,
         12, 'month', 300000, 1, 12, 3600000, case when g % 8 < 5 then 3600000 else 0 end,
         (array[0,1,2,3,3,3,4,5])[g % 8 + 1], 'bench-' || g,
         now() - (g || ' seconds')::interval * 30, now()
       from generate_series($1::int, $2::int) g
       join enterprise_customer c on c.cust_code = 'CB' || lpad((g % ${CLIENTS} + 1)::text, 12, '0')`,
      [n + 1, to, sku[0].product_id, sku[0].sku_id],
    );
    n = to;
    process.stdout.write(`\r[bench] ${n.toLocaleString('en')} orders`);
  }
  // As autovacuum would in production: index-only counts need the visibility map.
  await client.query('vacuum (analyze) biz_order');
  console.log(`\n[bench] loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

async function post(api, token, url, body) {
  const t0 = performance.now();
  const res = await fetch(`${api}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', UserToken: token },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  return { ms: performance.now() - t0, ok: res.status === 200 && json.status === '0', json };
}

async function submitters(api, runId, seconds, thinkMs) {
  const tokens = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      login(api, { loginAccount: account(i), password: PASSWORD }),
    ),
  );
  const offer = await (await fetch(`${api}/pm/product/portal/offer?type=A2`)).json();
  const sku = offer.result.skus[0];
  const latencies = [];
  const idsByKey = new Map();
  let errors = 0;
  let retries = 0;
  let doubles = 0;
  const firstError = [];
  const until = Date.now() + seconds * 1000;

  const record = (key, r) => {
    latencies.push(r.ms);
    if (!r.ok) {
      errors++;
      if (firstError.length < 3) firstError.push(r.json.message);
      return;
    }
    const ids = idsByKey.get(key) ?? new Set();
    ids.add(r.json.result.id);
    idsByKey.set(key, ids);
  };

  await Promise.all(
    tokens.map(async (token, c) => {
      const config = {
        type: 'A2',
        skuId: sku.id,
        bandwidthLevel: 1,
        months: 12,
        msisdns: [],
        dnn: `bench-${c}.5gpn`,
        site: '',
        contactName: '压测',
        contactPhone: '13800000000',
        customProps: {},
        remark: '',
      };
      const quote = await post(api, token, '/cp/om/portal/quote', config);
      if (!quote.ok) throw new Error(`quote: ${quote.json.message}`);
      const body = (key) => ({
        config,
        expectedAmountFen: quote.json.result.amountFen,
        idempotencyKey: key,
      });
      // Customers start spread over the first pause, not all in the same millisecond.
      await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
      for (let i = 0; Date.now() < until; i++) {
        if (i > 0 && thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
        const key = `${runId}-${c}-${i}`;
        if (i % 20 === 19) {
          doubles++;
          const [a, b] = await Promise.all([
            post(api, token, '/cp/om/portal/commit/a2', body(key)),
            post(api, token, '/cp/om/portal/commit/a2', body(key)),
          ]);
          record(key, a);
          record(key, b);
        } else {
          record(key, await post(api, token, '/cp/om/portal/commit/a2', body(key)));
          if (i % 5 === 4) {
            retries++;
            record(key, await post(api, token, '/cp/om/portal/commit/a2', body(key)));
          }
        }
      }
    }),
  );
  return { latencies, idsByKey, errors, retries, doubles, firstError };
}

const timeQueue = (api, token, url) => timeGet(api, token, url, RUNS);

async function main() {
  await ensureDatabase(PG_URL);
  const bundle = await bundleServer(work);
  const env = { DATABASE_URL: PG_URL, SEED_DEMO: '1', DATABASE_POOL_MAX: '20' };
  // First start: migrations and the demo data (admin accounts, the catalogue).
  let server = await startServer(bundle, { port: PORT, work, env });
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await load(client);
  await server.stop();
  server = await startServer(bundle, { port: PORT, work, env });
  let failed = 0;
  try {
    const phase = async (label, seconds, thinkMs, target) => {
      const runId = `run${Date.now().toString(36)}-${randomUUID().slice(0, 8)}`;
      console.log(`\n${CLIENTS} customers submitting for ${seconds} s, ${label}…`);
      const s = await submitters(server.api, runId, seconds, thinkMs);
      const sorted = [...s.latencies].sort((a, b) => a - b);
      const keys = [...s.idsByKey.keys()];
      const splitKeys = keys.filter((k) => s.idsByKey.get(k).size > 1).length;
      const { rows } = await client.query(
        `select idempotency_key, count(*)::int as n from biz_order
         where idempotency_key like $1 group by idempotency_key`,
        [`${runId}-%`],
      );
      const stored = new Map(rows.map((r) => [r.idempotency_key, r.n]));
      const duplicates = rows.filter((r) => r.n > 1).length + splitKeys;
      const lost = keys.filter((k) => !stored.has(k)).length;
      const p95 = quantile(sorted, 0.95);
      const correct = duplicates === 0 && lost === 0 && s.errors === 0;
      const pass = correct && (target === null || p95 <= target);
      if (!pass) failed++;
      console.log(
        `  ${sorted.length.toLocaleString('en')} requests (${(sorted.length / seconds).toFixed(0)}/s), ` +
          `${keys.length.toLocaleString('en')} orders acknowledged, ${s.retries} retries, ${s.doubles} double clicks`,
      );
      console.log(
        `  orders stored ${rows.length.toLocaleString('en')}, duplicates ${duplicates}, lost ${lost}, errors ${s.errors}` +
          (s.firstError.length ? ` (${s.firstError.join('; ')})` : ''),
      );
      console.log(
        `  submit latency ms: p50 ${quantile(sorted, 0.5).toFixed(1)}  p95 ${p95.toFixed(1)}  p99 ${quantile(sorted, 0.99).toFixed(1)}  max ${sorted.at(-1).toFixed(1)}` +
          `  ${target === null ? '(no latency target)' : `(target p95 ≤ ${target})`}  ${pass ? 'PASS' : 'FAIL'}`,
      );
    };
    await phase(`${THINK_MS} ms between a customer's orders`, SECONDS, THINK_MS, 150);
    await phase('without pauses (saturation)', 10, 0, null);

    const { rows: total } = await client.query('select count(*)::int as n from biz_order');
    console.log(
      `\noperator queue: ${total[0].n.toLocaleString('en')} orders; ${RUNS} sequential requests per case after 10 warm-up\n`,
    );
    console.log(
      `${'case'.padEnd(40)} ${'total'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} target`,
    );
    const admin = await login(server.api, { loginAccount: 'admin', password: 'Admin@12345' });
    const gd = await login(server.api, { loginAccount: 'gd_admin', password: 'Admin@12345' });
    const q = '/cp/om/web/order/queryOsmsOrder';
    for (const [name, token, url] of [
      ['national: first page', admin, q],
      ['national: 审核中 (status 1)', admin, `${q}?status=1`],
      ['national: page 100', admin, `${q}?page=100`],
      ['province (广东): first page', gd, q],
      ['province (广东): 已提交 (status 0)', gd, `${q}?status=0`],
      ['national: order number', admin, `${q}?orderNo=BX000000500000`],
    ]) {
      const r = await timeQueue(server.api, token, url);
      const pass = r.p95 <= 50;
      if (!pass) failed++;
      const shown = `${r.result.total}${r.result.totalExact === false ? '+' : ''}`;
      console.log(
        `${name.padEnd(40)} ${shown.padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ≤50  ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    await client.end();
    await server.stop();
  }
  if (failed) {
    console.log(`\n${failed} target(s) missed`);
    process.exitCode = 1;
  }
}

await main();
