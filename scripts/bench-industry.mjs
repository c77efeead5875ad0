// `npm run bench:industry`: an industry terminal's data chart over 1,000,000 reported points.
//
// 1. Starts the server bundle once on its own PostgreSQL database (migrations and the demo
//    data), then, with the server down, gives customer A (OCB1000000001) 10 bench terminals
//    with 4 metrics each and 1,000,000 data points (25,000 timestamps 30 s apart per terminal,
//    about 8.7 days; one insert from generate_series; once, later runs reuse them).
// 2. Starts the server again and times, as the customer, the first terminal's 24-hour chart
//    (GET industry/v1/device/data?range=24h: 11,520 stored points averaged into 288 buckets
//    per metric by the database) and its 7-day chart.
//
// Target: the 24-hour chart p95 <= 100 ms.
// Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/pn_bench_industry;
// never `test`). Environment: BENCH_INDUSTRY_RUNS (200 requests), BENCH_INDUSTRY_PORT (3701).
import path from 'node:path';
import pg from 'pg';
import { root } from './build-if-stale.mjs';
import { bundleServer, ensureDatabase, login, startServer, timeGet } from './lib-bench.mjs';

const PG_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pn_bench_industry';
const RUNS = Number(process.env.BENCH_INDUSTRY_RUNS ?? 200);
const PORT = Number(process.env.BENCH_INDUSTRY_PORT ?? 3701);
const TERMINALS = 10;
const METRICS = ['temperature', 'humidity', 'voltage', 'current'];
const STEPS = 25_000;
const STEP_S = 30;
const POINTS = TERMINALS * METRICS.length * STEPS;
const KEY_PREFIX = 'BENCHIND';
const work = path.join(root, '.tmp/bench-industry');
const CUSTOMER = { loginAccount: 'OCB1000000001', password: 'Demo@12345' };

async function load(client) {
  const { rows: cust } = await client.query(
    `select c.id, c.be_id, c.city_code from enterprise_customer c
     join account a on a.customer_id = c.id and a.parent_account_id is null
     where a.login_account = $1`,
    [CUSTOMER.loginAccount],
  );
  if (!cust[0]) throw new Error('the demo data is missing');
  const { id: customerId, be_id: beId, city_code: areaCode } = cust[0];
  const metrics = JSON.stringify(METRICS.map((key) => ({ key, name: key, unit: '' })));
  await client.query(
    `insert into industry_device (customer_id, be_id, area_code, name, category, product_key,
       device_key, site, report_interval_s, metrics, online_state, last_report_at)
     select $1, $2, $3, '压测终端' || g, 'env', 'BENCH-ENV', '${KEY_PREFIX}' || lpad(g::text, 4, '0'),
       '压测车间', ${STEP_S}, $4::jsonb, 'online', now()
     from generate_series(1, ${TERMINALS}) g
     on conflict (device_key) do nothing`,
    [customerId, beId, areaCode ?? '', metrics],
  );
  const { rows: have } = await client.query(
    `select count(*)::int as n from industry_data_point p
     join industry_device d on d.id = p.device_id where d.device_key like '${KEY_PREFIX}%'`,
  );
  if (have[0].n >= POINTS) return;
  console.log(`[bench] loading ${POINTS.toLocaleString('en')} data points`);
  const t0 = performance.now();
  await client.query(
    `insert into industry_data_point (device_id, ts, metric, value)
     select d.id, now() - make_interval(secs => g * ${STEP_S}), m.metric,
       round((20 + 10 * sin(g / 120.0) + random() * 2)::numeric, 2)::float8
     from industry_device d
     cross join generate_series(0, ${STEPS - 1}) g
     cross join unnest($1::text[]) m(metric)
     where d.device_key like '${KEY_PREFIX}%'
     on conflict do nothing`,
    [METRICS],
  );
  // As autovacuum would in production.
  await client.query('vacuum (analyze) industry_data_point');
  console.log(`[bench] loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const ms = (v) => `${v.toFixed(1)} ms`;

async function main() {
  await ensureDatabase(PG_URL);
  const env = {
    DATABASE_URL: PG_URL,
    DATA_DIR: path.join(work, 'data'),
    SEED_DEMO: '1',
    DEVICE_SIMULATOR: '0',
  };
  console.log(`[bench] database: ${PG_URL.replace(/\/\/[^@/]*@/, '//')}`);
  const taken = await fetch(`http://127.0.0.1:${PORT}/`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use: set BENCH_INDUSTRY_PORT`);
  const bundle = await bundleServer(work);
  let server = await startServer(bundle, { port: PORT, work, env });
  await server.stop();
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await load(client);
  const { rows: totals } = await client.query('select count(*)::int as n from industry_data_point');
  const { rows: first } = await client.query(
    `select id from industry_device where device_key = '${KEY_PREFIX}0001'`,
  );
  await client.end();
  const id = first[0].id;

  server = await startServer(bundle, { port: PORT, work, env });
  try {
    const token = await login(server.api, CUSTOMER);
    console.log(`[bench] data points stored: ${totals[0].n.toLocaleString('en')}`);
    const day = await timeGet(
      server.api,
      token,
      `/industry/v1/device/data?id=${id}&range=24h`,
      RUNS,
    );
    const week = await timeGet(
      server.api,
      token,
      `/industry/v1/device/data?id=${id}&range=7d`,
      RUNS,
    );
    const buckets = (r) => r.series.map((s) => s.points.length).join('/');
    console.log(
      `[bench] 24-hour chart (${day.result.rawPoints.toLocaleString('en')} points → ${buckets(day.result)} buckets per metric, ${RUNS} runs): p50 ${ms(day.p50)}, p95 ${ms(day.p95)} (target <= 100 ms: ${day.p95 <= 100 ? 'PASS' : 'FAIL'})`,
    );
    console.log(
      `[bench] 7-day chart (${week.result.rawPoints.toLocaleString('en')} points → ${buckets(week.result)} buckets per metric): p50 ${ms(week.p50)}, p95 ${ms(week.p95)}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
