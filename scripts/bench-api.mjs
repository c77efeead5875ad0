// `npm run bench:api`: loads the API with autocannon for a fixed time and compares it with a
// bare Node http server answering the same JSON on the same machine in the same run.
import http from 'node:http';
import autocannon from 'autocannon';
import { buildIfStale } from './build-if-stale.mjs';
import { startProductionServer } from './lib-server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function load(url, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections: CONNECTIONS, pipelining: 1 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

buildIfStale();
// BENCH_DATABASE_URL runs the server on that PostgreSQL (seeded with the demo data) instead of PGlite.
const pgUrl = process.env.BENCH_DATABASE_URL;
const server = await startProductionServer({
  port: 3220,
  env: pgUrl ? { DATABASE_URL: pgUrl, SEED_DEMO: '1' } : { DATABASE_URL: '' },
});
const healthUrl = `${server.url}/unionmallmanage/health`;
const listUrl = `${server.url}/unionmallmanage/sm/announcement/manager/list?page=1&pageSize=10&status=1&place=1`;
const healthBody = await (await fetch(healthUrl)).text();
const listBody = await (await fetch(listUrl)).text();

// The baseline: Node's own http module answering the same bytes, nothing else.
const bare = http.createServer((req, res) => {
  const body = req.url.startsWith('/list') ? listBody : healthBody;
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
await new Promise((r) => bare.listen(3221, '127.0.0.1', r));

const rows = [];
try {
  for (const [name, url, baseline] of [
    ['GET /health', healthUrl, 'http://127.0.0.1:3221/health'],
    ['GET notice list (database)', listUrl, 'http://127.0.0.1:3221/list'],
  ]) {
    await load(url, 2); // warm-up, discarded
    const api = await load(url);
    const base = await load(baseline);
    rows.push({ name, api, base });
  }
} finally {
  bare.close();
  await server.stop();
}

const f = (n) => n.toFixed(0).padStart(9);
console.log(
  `\n${DURATION}s per run, ${CONNECTIONS} connections, database: ${pgUrl ? 'PostgreSQL' : 'PGlite (embedded)'}\n`,
);
console.log(
  `${'endpoint'.padEnd(30)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(9)} ${'bare req/s'.padStart(11)} ${'bare p99'.padStart(9)} ${'ratio'.padStart(7)}`,
);
for (const { name, api, base } of rows) {
  const ratio = api.requests.average / base.requests.average;
  console.log(
    `${name.padEnd(30)} ${f(api.requests.average)} ${f(api.latency.p99)} ${f(base.requests.average).padStart(11)} ${f(base.latency.p99)} ${(ratio * 100).toFixed(0).padStart(6)}%`,
  );
  if (api.non2xx || api.errors)
    console.log(`  ${name}: ${api.non2xx} non-2xx, ${api.errors} errors`);
}
