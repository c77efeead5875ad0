// Child of bench-api.mjs: the notice list's own SQL (the repository function the endpoint
// calls, through the same Kysely and driver) in a tight loop, with as many concurrent
// callers as the HTTP load has connections. Prints one JSON line: {ops, p50, p99}.
//
//   node scripts/bench-api-sql.mjs <seconds> <concurrency>   (DATABASE_URL or DATA_DIR)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './build-if-stale.mjs';

const [seconds, concurrency] = process.argv.slice(2).map(Number);
const load = (rel) => tsImport(pathToFileURL(path.join(root, rel)).href, import.meta.url);
const { openDatabase } = await load('apps/server/src/db/database.ts');
const { listNotices } = await load('apps/server/src/modules/notice/notice.repository.ts');

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  poolMax: Number(process.env.DATABASE_POOL_MAX ?? 10),
});
const filter = { page: 1, pageSize: 10, place: 1, publicOnly: true };
const run = (until, out) =>
  (async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await listNotices(handle.db, filter);
      out?.push(performance.now() - t0);
    }
  })();
const workers = (ms, out) => {
  const until = performance.now() + ms;
  return Promise.all(Array.from({ length: concurrency }, () => run(until, out)));
};
await workers(2_000); // warm-up, discarded
const times = [];
const t0 = performance.now();
await workers(seconds * 1000, times);
const elapsed = (performance.now() - t0) / 1000;
await handle.close();
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(JSON.stringify({ ops: times.length / elapsed, p50: at(0.5), p99: at(0.99) }));
