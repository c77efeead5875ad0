// `npm run bench:bundle`: opens /home in headless Chromium on the production build and
// prints the size of every JavaScript and CSS file the browser loaded on first visit: raw,
// gzip -9, and on the wire (what the server sends a browser that accepts br and gzip).
import http from 'node:http';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfStale } from './build-if-stale.mjs';
import { startProductionServer } from './lib-server.mjs';

const PAGE = process.argv[2] ?? '/home';
// The portal's landing page starts as an island without the router (apps/web/src/app/
// portal-island.tsx) and has the tight budget; other pages load the whole app's start.
const BUDGET_KB = PAGE === '/home' ? 150 : 300;
/** What the first visit to /home may move over the wire (scripts and styles). */
const WIRE_BUDGET_KB = PAGE === '/home' ? 110 : undefined;

/** The bytes the server sends for `url` to a browser accepting br and gzip, and their encoding. */
function onTheWire(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

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
    const wire = await onTheWire(`${server.url}${url}`);
    files.push({
      url,
      type,
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      wire: wire.bytes,
      encoding: wire.encoding,
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

const kb = (n) => (n / 1024).toFixed(1).padStart(8);
files.sort((a, b) => b.gzip - a.gzip);
console.log(`\nFirst visit to ${PAGE}: JavaScript and CSS loaded\n`);
console.log(
  `${'file'.padEnd(60)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'wire KB'.padStart(8)}`,
);
for (const f of files)
  console.log(`${f.url.padEnd(60)} ${kb(f.raw)} ${kb(f.gzip)} ${kb(f.wire)} ${f.encoding}`);
const sum = (type, key = 'gzip') =>
  files.filter((f) => !type || f.type === type).reduce((s, f) => s + f[key], 0);
console.log(`\n${files.length} files, ${kb(sum(undefined, 'raw'))} KB raw`);
console.log(`js  gzip total: ${kb(sum('js'))} KB`);
console.log(`css gzip total: ${kb(sum('css'))} KB`);
console.log(`all gzip total: ${kb(sum())} KB (budget ${BUDGET_KB} KB)`);
console.log(
  `all on the wire: ${kb(sum(undefined, 'wire'))} KB` +
    (WIRE_BUDGET_KB ? ` (budget ${WIRE_BUDGET_KB} KB)` : ''),
);
const forbidden = files.filter((f) => /console|admin/i.test(f.url));
if (forbidden.length)
  console.log(`console/back-office code on this page: ${forbidden.map((f) => f.url).join(', ')}`);
const overWire = WIRE_BUDGET_KB !== undefined && sum(undefined, 'wire') > WIRE_BUDGET_KB * 1024;
if (sum() > BUDGET_KB * 1024 || overWire || (PAGE === '/home' && forbidden.length)) {
  console.error('OVER BUDGET');
  process.exit(1);
}
