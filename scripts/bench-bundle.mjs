// `npm run bench:bundle`: opens /home in headless Chromium on the production build and
// prints the gzipped size of every JavaScript and CSS file the browser loaded on first visit.
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfStale } from './build-if-stale.mjs';
import { startProductionServer } from './lib-server.mjs';

const PAGE = process.argv[2] ?? '/home';
// The portal's landing page starts as an island without the router (apps/web/src/app/
// portal-island.tsx) and has the tight budget; other pages load the whole app's start.
const BUDGET_KB = PAGE === '/home' ? 150 : 300;

buildIfStale();
const server = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 3210) });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const files = [];
try {
  const page = await browser.newPage();
  const seen = new Map();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(res.url());
    if (url.origin !== server.url) return;
    seen.set(url.pathname, type === 'script' ? 'js' : 'css');
  });
  await page.goto(`${server.url}${PAGE}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  // The bytes come from the server, not from the browser's response (whose body Chromium
  // may have dropped once a module has been evaluated).
  for (const [url, type] of seen) {
    const res = await fetch(`${server.url}${url}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${body.toString().slice(0, 200)}`);
    files.push({ url, type, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (n) => (n / 1024).toFixed(1).padStart(8);
files.sort((a, b) => b.gzip - a.gzip);
console.log(`\nFirst visit to ${PAGE}: JavaScript and CSS loaded\n`);
console.log(`${'file'.padEnd(60)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}`);
for (const f of files) console.log(`${f.url.padEnd(60)} ${kb(f.raw)} ${kb(f.gzip)}`);
const sum = (type) => files.filter((f) => !type || f.type === type).reduce((s, f) => s + f.gzip, 0);
console.log(`\njs  gzip total: ${kb(sum('js'))} KB`);
console.log(`css gzip total: ${kb(sum('css'))} KB`);
console.log(`all gzip total: ${kb(sum())} KB (budget ${BUDGET_KB} KB)`);
const forbidden = files.filter((f) => /console|admin/i.test(f.url));
if (forbidden.length)
  console.log(`console/back-office code on this page: ${forbidden.map((f) => f.url).join(', ')}`);
if (sum() > BUDGET_KB * 1024 || (PAGE === '/home' && forbidden.length)) {
  console.error('OVER BUDGET');
  process.exit(1);
}
