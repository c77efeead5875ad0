// Child of bench-api.mjs: an endpoint's own SQL (the function the route calls, through the
// same Kysely and driver) in a tight loop, with as many concurrent callers as the HTTP load
// has connections. Prints one JSON line: {ops, p50, p99}.
//
//   node scripts/bench-api-sql.mjs <seconds> <concurrency> notices
//   node scripts/bench-api-sql.mjs <seconds> <concurrency> sim <session token>
//
// `notices`: the public notice list's repository query. `sim`: the console's SIM card list
// (first page, default sort) through its service, for the caller behind the token, whose
// session is resolved once beforehand: the loop holds the list's SQL alone, and what the
// endpoint pays beside it (the session and grant lookups included) shows in the ratio.
// DATABASE_URL or DATA_DIR select the database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './build-if-stale.mjs';

const [seconds, concurrency] = process.argv.slice(2, 4).map(Number);
const [mode = 'notices', token] = process.argv.slice(4);
const load = (rel) => tsImport(pathToFileURL(path.join(root, rel)).href, import.meta.url);
const { openDatabase } = await load('apps/server/src/db/database.ts');

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR,
  poolMax: Number(process.env.DATABASE_POOL_MAX ?? 10),
});

async function queryOf() {
  if (mode === 'notices') {
    const { listNotices } = await load('apps/server/src/modules/notice/notice.repository.ts');
    const filter = { page: 1, pageSize: 10, place: 1, publicOnly: true };
    return () => listNotices(handle.db, filter);
  }
  const { sessionUser } = await load('apps/server/src/plugins/auth.ts');
  const { listCards } = await load('apps/server/src/modules/sim/sim.service.ts');
  const { SimListQuerySchema } = await load('packages/shared/src/index.ts');
  const user = await sessionUser(handle.db, token, 30);
  if (!user) throw new Error('the SIM list loop: the session token is not live');
  const q = SimListQuerySchema.parse({ page: '1', pageSize: '10' });
  return () => listCards(handle.db, user, q);
}
const query = await queryOf();
const run = (until, out) =>
  (async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await query();
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
