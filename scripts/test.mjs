// `npm test`: unit and server tests on PGlite, the server tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the browser journeys in headless Chromium against the
// production build. Prints one summary line at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const tmp = path.join(root, '.tmp');
fs.mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
const failures = [];
/** Each phase's wall time, printed at the end (where the suite's minutes go). */
const phases = [];
/** The slowest tests of every phase, from the JSON reports. */
const slowest = [];

function run(label, cmd, args, env, report) {
  console.log(`\n=== ${label} ===`);
  fs.rmSync(report, { force: true });
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  phases.push({ label, seconds: (Date.now() - started) / 1000 });
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    slowest.push(...slowestOf(r, label));
    if (r.stats) {
      // Playwright
      totals.passed += r.stats.expected ?? 0;
      totals.failed += r.stats.unexpected ?? 0;
      // Failed first, passed on retry: reported on their own so they get looked at.
      totals.flaky += r.stats.flaky ?? 0;
      totals.skipped += r.stats.skipped ?? 0;
    } else {
      totals.passed += r.numPassedTests ?? 0;
      totals.failed += r.numFailedTests ?? 0;
      totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    }
  }
  if (res.status !== 0) failures.push(label);
}

/** Test files (vitest) or tests (Playwright, every attempt summed) by duration. */
function slowestOf(report, label) {
  const rows = [];
  if (report.stats) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const ms = (t.results ?? []).reduce((sum, res) => sum + (res.duration ?? 0), 0);
          rows.push({ name: `${file}:${spec.line} ${spec.title}`, ms });
        }
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  } else {
    for (const file of report.testResults ?? []) {
      rows.push({
        name: path.relative(root, file.name),
        ms: (file.endTime ?? 0) - (file.startTime ?? 0),
      });
    }
  }
  return rows
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map((row) => ({ ...row, label }));
}

const pgUrl = process.env.TEST_DATABASE_URL;
const withoutPg = { TEST_DATABASE_URL: '' };
const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(tmp, name)}`,
];

run(
  'unit, web and server tests on PGlite',
  'npx',
  ['vitest', 'run', ...vitestJson('vitest-pglite.json')],
  withoutPg,
  path.join(tmp, 'vitest-pglite.json'),
);
if (pgUrl) {
  run(
    'server tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server', ...vitestJson('vitest-pg.json')],
    { TEST_DATABASE_URL: pgUrl },
    path.join(tmp, 'vitest-pg.json'),
  );
} else {
  console.log('\n(TEST_DATABASE_URL not set: server tests ran on PGlite only)');
}

if (process.env.SKIP_E2E === '1') {
  console.log('\n(SKIP_E2E=1: browser journeys skipped)');
} else {
  const buildStarted = Date.now();
  buildIfStale();
  phases.push({ label: 'build (when stale)', seconds: (Date.now() - buildStarted) / 1000 });
  run(
    'browser journeys (Chromium)',
    'npx',
    ['playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(tmp, 'e2e.json') },
    path.join(tmp, 'e2e.json'),
  );
}

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;
console.log('\nTime per phase:');
for (const p of phases) console.log(`  ${minutes(p.seconds).padStart(7)}  ${p.label}`);
const total = phases.reduce((sum, p) => sum + p.seconds, 0);
console.log(`  ${minutes(total).padStart(7)}  in all`);
console.log('Slowest:');
for (const row of slowest) {
  console.log(`  ${(row.ms / 1000).toFixed(1).padStart(6)} s  [${row.label}] ${row.name}`);
}

const flaky = totals.flaky ? `, ${totals.flaky} flaky (passed on retry)` : '';
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${flaky}, ${totals.skipped} skipped`,
);
if (failures.length) {
  console.error(`Failed: ${failures.join('; ')}`);
  process.exit(1);
}
