// `npm run bench:network`: the private-network overview screens at scale, on PostgreSQL (a
// dedicated database, pn_bench_network by default; never `test`).
//
// 1. Gives the demo enterprise OCB1000000001 (广东) 10,000 DNN instances (each with a slice
//    and a business instance; every other one with a private line) and 1,000,000 hourly
//    statistics points (1,000 DNNs × 1,000 hours), plus 100,000 for 100 lines (once;
//    later runs reuse them), then starts the server bundle on that database.
// 2. Times, with sequential requests after a warm-up: the first page of each list (A7 DNN
//    view for the national and the province administrator, with filters; 已订购业务总览 for
//    the customer), a DNN's and a line's 30-day chart (and 7 days per hour, 90 days per
//    day), the B1 overview (customer and province) and the console-home figures.
//
// Targets: each list's first page, the B1 overview and the console home p95 <= 50 ms; a
// 30-day statistics chart p95 <= 100 ms.
// Environment: BENCH_NETWORK_DATABASE_URL, BENCH_NETWORK_RUNS (100).
import path from 'node:path';
import pg from 'pg';
import { root } from './build-if-stale.mjs';
import { bundleServer, ensureDatabase, login, startServer, timeGet } from './lib-bench.mjs';

const PG_URL =
  process.env.BENCH_NETWORK_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/pn_bench_network';
const RUNS = Number(process.env.BENCH_NETWORK_RUNS ?? 100);
const DNNS = 10_000;
const STAT_DNNS = 1_000;
const STAT_LINES = 100;
const HOURS = 1_000;
const PORT = 3243;
const work = path.join(root, '.tmp/bench-network');
const CUSTOMER = { loginAccount: 'OCB1000000001', password: 'Demo@12345' };

async function load(client) {
  const { rows: cust } = await client.query(
    `select c.id, c.be_id, a.area_code from enterprise_customer c
     join account a on a.customer_id = c.id and a.parent_account_id is null
     where a.login_account = $1`,
    [CUSTOMER.loginAccount],
  );
  if (!cust[0]) throw new Error('the demo data is missing: start once with SEED_DEMO=1');
  const { id: customerId, be_id: beId, area_code: areaCode } = cust[0];
  const { rows: have } = await client.query(
    "select count(*)::int as n from dnn_instance where dnn like 'bench-%'",
  );
  if (have[0].n >= DNNS) return;
  console.log(`[bench] loading ${DNNS.toLocaleString('en')} DNN instances and their statistics`);
  const t0 = performance.now();
  await client.query('begin');
  await client.query(
    `insert into business_instance (customer_id, be_id, area_code, type, name, config, status, start_at, created_at, updated_at)
     select $1, $2, $3, 'A2', '压测业务隔离-' || g, jsonb_build_object('bench', g),
       case when g % 10 = 0 then 2 else 1 end, now() - (g || ' minutes')::interval, now(), now()
     from generate_series(1, ${DNNS}) g`,
    [customerId, beId, areaCode],
  );
  await client.query(
    `insert into dnn_instance (customer_id, be_id, area_code, instance_id, dnn, description, upf_site, ip_pool,
       bandwidth_mbps, line_enabled, status, created_at, updated_at)
     select $1, $2, $3, bi.id, 'bench-' || g || '.5gpn', '压测DNN ' || g, '压测UPF站点' || (g % 20), '10.0.0.0/16',
       100, g % 2 = 0, case when g % 50 = 0 then 2 else 1 end, now() - (g || ' minutes')::interval, now()
     from generate_series(1, ${DNNS}) g
     join business_instance bi on bi.customer_id = $1 and bi.config->>'bench' = g::text`,
    [customerId, beId, areaCode],
  );
  await client.query(
    `insert into network_slice (dnn_id, customer_id, name, sst, sd)
     select id, customer_id, '压测切片', 1 + id % 3, '' from dnn_instance where dnn like 'bench-%'`,
  );
  await client.query(
    `insert into private_line (customer_id, be_id, area_code, dnn_id, name, a_end, z_end, bandwidth_mbps, status, created_at)
     select customer_id, be_id, area_code, id, '压测专线-' || id, '压测厂区' || id, '压测数据中心', 200,
       1, created_at
     from dnn_instance where dnn like 'bench-%' and line_enabled`,
  );
  // Some lines degraded, some down.
  await client.query(
    `update private_line set status = case when id % 20 = 0 then 3 when id % 7 = 0 then 2 else 1 end
     where name like '压测专线-%'`,
  );
  await client.query('commit');
  const statsOf = async (kind, ids) => {
    for (let i = 0; i < ids.length; i += 100) {
      await client.query(
        `insert into network_stat (kind, ref_id, ts, up_bytes, down_bytes, sessions, availability, latency_ms, loss_pct)
         select $1, r, h, (random() * 4e9)::bigint, (random() * 12e9)::bigint, (random() * 40)::int,
           99 + random(), 5 + random() * 10, random() * 0.1
         from unnest($2::bigint[]) r,
           generate_series(date_trunc('hour', now()) - interval '1 hour' * ${HOURS},
             date_trunc('hour', now()) - interval '1 hour', interval '1 hour') h`,
        [kind, ids.slice(i, i + 100)],
      );
      process.stdout.write(
        `\r[bench] ${kind} statistics ${Math.min(i + 100, ids.length)}/${ids.length}`,
      );
    }
    process.stdout.write('\n');
  };
  const { rows: dnns } = await client.query(
    `select id from dnn_instance where dnn like 'bench-%' order by id limit ${STAT_DNNS}`,
  );
  await statsOf(
    'dnn',
    dnns.map((r) => r.id),
  );
  const { rows: lines } = await client.query(
    `select id from private_line where name like '压测专线-%' order by id limit ${STAT_LINES}`,
  );
  await statsOf(
    'line',
    lines.map((r) => r.id),
  );
  // The daily roll-up, as the server's network.rollup sweep keeps it.
  await client.query(
    `insert into network_stat_daily (kind, ref_id, day, up_bytes, down_bytes, points)
     select kind, ref_id, (ts at time zone 'Asia/Shanghai')::date, sum(up_bytes), sum(down_bytes), count(*)
     from network_stat group by 1, 2, 3
     on conflict (kind, ref_id, day) do update
       set up_bytes = excluded.up_bytes, down_bytes = excluded.down_bytes, points = excluded.points`,
  );
  // As autovacuum would in production.
  for (const t of [
    'dnn_instance',
    'network_slice',
    'private_line',
    'business_instance',
    'network_stat',
    'network_stat_daily',
  ]) {
    await client.query(`vacuum (analyze) ${t}`);
  }
  console.log(`[bench] loaded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

const time = (api, token, url) => timeGet(api, token, url, RUNS);

async function main() {
  await ensureDatabase(PG_URL);
  const bundle = await bundleServer(work);
  const env = { DATABASE_URL: PG_URL, SEED_DEMO: '1', DATABASE_POOL_MAX: '20' };
  // First start: migrations and the demo data (accounts, the demo network).
  let server = await startServer(bundle, { port: PORT, work, env });
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await load(client);
  await server.stop();
  server = await startServer(bundle, { port: PORT, work, env });
  let failed = 0;
  try {
    const { rows: counts } = await client.query(
      `select (select count(*)::int from dnn_instance) as dnns,
         (select count(*)::int from private_line) as lines,
         (select count(*)::int from network_stat) as points,
         (select min(id)::int from dnn_instance where dnn like 'bench-%') as dnn,
         (select min(id)::int from private_line where name like '压测专线-%') as line`,
    );
    const c = counts[0];
    console.log(
      `\n${c.dnns.toLocaleString('en')} DNN instances, ${c.lines.toLocaleString('en')} lines, ` +
        `${c.points.toLocaleString('en')} statistics points; ${RUNS} sequential requests per case after 10 warm-up\n`,
    );
    console.log(
      `${'case'.padEnd(46)} ${'rows'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} target`,
    );
    const customer = await login(server.api, CUSTOMER);
    const admin = await login(server.api, { loginAccount: 'admin', password: 'Admin@12345' });
    const gd = await login(server.api, { loginAccount: 'gd_admin', password: 'Admin@12345' });
    const view = '/network/line/dnnView';
    const stat = '/network/statistics';
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from90 = new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const rowsOf = (r) =>
      typeof r.total === 'number' ? String(r.total) : r.points ? String(r.points.length) : '';
    for (const [name, token, url, target] of [
      ['A7 DNN view, national: first page', admin, view, 50],
      ['A7 DNN view, province (广东): first page', gd, view, 50],
      ['A7 DNN view, 中断 lines (status 3)', gd, `${view}?status=3`, 50],
      ['A7 DNN view, keyword', gd, `${view}?keyword=bench-99`, 50],
      ['A7 DNN view, page 100', gd, `${view}?page=100`, 50],
      ['已订购业务总览, customer: first page', customer, '/network/ordered/overview', 50],
      [
        '已订购业务总览, customer: 已结束 (status 2)',
        customer,
        '/network/ordered/overview?status=2',
        50,
      ],
      [
        'statistics: DNN 30 days (per day)',
        customer,
        `${stat}?kind=dnn&id=${c.dnn}&range=30d`,
        100,
      ],
      [
        'statistics: line 30 days (per day)',
        admin,
        `${stat}?kind=line&id=${c.line}&range=30d`,
        100,
      ],
      ['statistics: line 7 days (per hour)', gd, `${stat}?kind=line&id=${c.line}&range=7d`, 100],
      [
        'statistics: DNN 90 days custom (per day)',
        customer,
        `${stat}?kind=dnn&id=${c.dnn}&range=custom&from=${from90}&to=${today}`,
        100,
      ],
      ['B1 overview, customer', customer, '/network/b1/overview', 50],
      ['B1 overview, province (广东)', gd, '/network/b1/overview', 50],
      ['console home figures, customer', customer, '/network/home/summary', 50],
    ]) {
      const r = await time(server.api, token, url);
      const pass = target === null || r.p95 <= target;
      if (!pass) failed++;
      console.log(
        `${name.padEnd(46)} ${rowsOf(r.result).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ` +
          `${target === null ? '  -' : `≤${target}`}  ${target === null ? '' : pass ? 'PASS' : 'FAIL'}`,
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
