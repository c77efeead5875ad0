// Loads N SIM cards (default 1,000,000) for the benchmark enterprise (C2000755900001,
// login OCB1900000001 / Bench@12345) with set-based SQL, then VACUUM ANALYZE and the card
// statistics. Migrates and seeds the target first.
//
//   node scripts/sim-generate.mjs [--cards=1000000] [--batch=100000] [--force]
//
// Target: DATABASE_URL (PostgreSQL) when set, otherwise PGlite under DATA_DIR (default
// ./data). Skips the load when the enterprise already holds exactly that many cards.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './build-if-stale.mjs';

process.env.TZ ??= 'Asia/Shanghai';

/** `--name=value` flags; `--flag` alone is true. */
export function parseFlags(argv) {
  const flags = {};
  for (const arg of argv) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!m) throw new Error(`unknown argument ${arg}`);
    flags[m[1]] = m[2] ?? true;
  }
  return flags;
}

/** Runs the generator in this process; used by bench-sim.mjs too. */
export async function generate({ databaseUrl, dataDir, cards, batch, force = false }) {
  const mod = await tsImport(
    pathToFileURL(path.join(root, 'apps/server/src/modules/sim/sim.bench-data.ts')).href,
    import.meta.url,
  );
  const where = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//') : `PGlite ${dataDir}`;
  console.log(`[generate] ${cards} cards into ${where}`);
  const res = await mod.generateBenchCards({
    databaseUrl,
    dataDir,
    cards,
    batch,
    force,
    log: (msg) => console.log(`[generate] ${msg}`),
  });
  console.log(
    `[generate] done: ${res.inserted} cards loaded in ${(res.ms / 1000).toFixed(1)} s` +
      (res.inserted ? ` (${Math.round(res.inserted / (res.ms / 1000))} cards/s overall)` : ''),
  );
  return res;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const flags = parseFlags(process.argv.slice(2));
  const usage =
    'usage: node scripts/sim-generate.mjs [--cards=1000000] [--batch=100000] [--force]\n' +
    'Loads SIM cards for the benchmark enterprise into DATABASE_URL, or PGlite under DATA_DIR.';
  if (flags.help) {
    console.log(usage);
    process.exit(0);
  }
  const unknown = Object.keys(flags).filter((k) => !['cards', 'batch', 'force'].includes(k));
  if (unknown.length) {
    console.error(`unknown option --${unknown[0]}\n${usage}`);
    process.exit(1);
  }
  const cards = Number(flags.cards ?? 1_000_000);
  const batch = Number(flags.batch ?? 100_000);
  if (!Number.isSafeInteger(cards) || cards < 1 || !Number.isSafeInteger(batch) || batch < 1) {
    console.error('--cards and --batch must be positive integers');
    process.exit(1);
  }
  await generate({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || path.join(root, 'data'),
    cards,
    batch,
    force: flags.force === true,
  });
}
