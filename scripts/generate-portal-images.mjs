// Generates every picture the portal references as small, deterministic SVG files under
// apps/web/public/images/ (the folder is rewritten from scratch):
//
//   node scripts/generate-portal-images.mjs
//
// The list of pictures comes from the data, never from a copy of it: the real content seed
// runs on an in-memory database and every `/images/...` path it writes is drawn, together
// with an icon per catalogue industry (/images/industry/{id}.svg) and an illustration per
// catalogue product (/images/products/{code}.svg). A path of a kind this script cannot draw
// stops the run. Variation between pictures is seeded from each picture's key, so the same
// data always yields the same bytes. Re-run after adding a case, solution, scene, news item,
// market application, industry or product, and check the files in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'apps/web/public/images');
/** Hard limit per file; the server test enforces the same one. */
const MAX_BYTES = 6 * 1024;

// Data --------------------------------------------------------------------------------------

/** Runs the content seed on an in-memory PGlite (bundled from the TypeScript sources). */
async function loadPortalData() {
  const entry = `
    import { PGlite } from '@electric-sql/pglite';
    import { INDUSTRIES, PRODUCTS } from '@pn/shared';
    import { openDatabase } from './apps/server/src/db/database.ts';
    import { migrateToLatest } from './apps/server/src/db/migrate.ts';
    import { seedContent } from './apps/server/src/db/seed/content/index.ts';
    export async function load() {
      const handle = await openDatabase({ pglite: await PGlite.create() });
      try {
        await migrateToLatest(handle.db);
        await seedContent(handle.db);
        const all = (table) => handle.db.selectFrom(table).selectAll().orderBy('id').execute();
        return {
          cases: await all('successCase'),
          solutions: await all('solution'),
          news: await all('newsInsight'),
          applications: await all('marketApplication'),
          scenes: await all('applicationScene'),
          industries: INDUSTRIES,
          products: PRODUCTS,
        };
      } finally {
        await handle.close();
      }
    }`;
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const bundle = path.join(tmpDir, `portal-images-${process.pid}.mjs`);
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: bundle,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          // JSON data files are bundled: esbuild drops the import attribute Node needs for them.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@pn/') || args.path.endsWith('.json')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  try {
    const { load } = await import(pathToFileURL(bundle).href);
    return await load();
  } finally {
    fs.rmSync(bundle, { force: true });
  }
}

// Drawing primitives ------------------------------------------------------------------------

/** A coordinate to one decimal, without a leading zero (.5, -.5). */
const num = (v) => String(Math.round(v * 10) / 10).replace(/^(-?)0\./, '$1.');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** FNV-1a hash of a key: the seed of a picture's variation. */
function hashOf(key) {
  let h = 0x811c9dc5;
  for (const ch of key) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small deterministic PRNG in [0, 1). */
function rngOf(key) {
  let a = hashOf(key);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rng, list) => list[Math.floor(rng() * list.length)];

const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rx ? ` rx="${num(rx)}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;
const fillPath = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
/** A stroked path; the root's fill="none" leaves it unfilled. */
const line = (d, stroke, width, extra = '') =>
  `<path d="${d}" stroke="${stroke}" stroke-width="${num(width)}"${extra}/>`;
/** Round dots of diameter `size`: zero-length strokes with round caps, one path for all. */
const dots = (points, color, size, extra = '') =>
  line(points.map(([x, y]) => `M${num(x)} ${num(y)}h0`).join(''), color, size, extra);
const op = (o) => ` opacity="${o}"`;
const dash = (a, b) => ` stroke-dasharray="${a} ${b}"`;

/** An isometric cube centred on (cx, cy) with half-width s. */
function cube(cx, cy, s, top, left, right) {
  const h = s / 2;
  const p = (pts) => `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}z`;
  return (
    fillPath(
      p([
        [cx, cy - s],
        [cx + s, cy - h],
        [cx, cy],
        [cx - s, cy - h],
      ]),
      top,
    ) +
    fillPath(
      p([
        [cx - s, cy - h],
        [cx, cy],
        [cx, cy + s],
        [cx - s, cy + h],
      ]),
      left,
    ) +
    fillPath(
      p([
        [cx + s, cy - h],
        [cx, cy],
        [cx, cy + s],
        [cx + s, cy + h],
      ]),
      right,
    )
  );
}

/** A gear of `teeth` teeth centred on (50, 50). */
function gearPath(teeth, outer, inner) {
  const pts = [];
  for (let i = 0; i < teeth * 4; i++) {
    const a = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? outer : inner;
    pts.push(`${Math.round(50 + r * Math.cos(a))} ${Math.round(50 + r * Math.sin(a))}`);
  }
  return `M${pts.join('L')}z`;
}

function star(cx, cy, outer, inner) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? inner : outer;
    pts.push(`${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join('L')}z`;
}

function hexagon(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    pts.push(`${num(cx + r * Math.cos(a))} ${num(cy + r * Math.sin(a))}`);
  }
  return `M${pts.join('L')}z`;
}

// Glyphs ------------------------------------------------------------------------------------
// Each glyph draws in a 100×100 box with a palette: fg (body), fg2 (secondary body),
// ln (marks drawn on a body) and acc (the theme accent). On dark pictures the body is white
// and the marks blue; on light pictures the reverse.

const GLYPHS = {
  tower: ({ fg, fg2, acc }) =>
    line('M38 92 50 36 62 92M42 76h16M45 60h10', fg, 5) +
    circle(50, 30, 7, acc) +
    line(
      'M36 16a20 20 0 0 0 0 28M64 16a20 20 0 0 1 0 28M26 6a32 32 0 0 0 0 48M74 6a32 32 0 0 1 0 48',
      fg2,
      4,
    ),
  nodes: ({ fg, fg2, acc }) =>
    line('M50 50 22 26M50 50 80 28M50 50 24 78M50 50 78 76M22 26 80 28M24 78 78 76', fg2, 4) +
    circle(50, 50, 13, acc) +
    [
      [22, 26],
      [80, 28],
      [24, 78],
      [78, 76],
    ]
      .map(([x, y]) => circle(x, y, 9, fg))
      .join(''),
  cloud: ({ fg, ln, acc }) =>
    fillPath('M30 76h42a16 16 0 0 0 2-32 22 22 0 0 0-42-6 18 18 0 0 0-2 38z', fg) +
    line('M40 62h22M40 52h14', ln, 4) +
    circle(66, 52, 4, acc),
  edge: ({ fg, fg2, ln, acc }) =>
    cube(50, 50, 36, fg2, fg, fg) +
    line('M60 60 78 51M60 70 78 61', ln, 4) +
    circle(26, 62, 4, acc) +
    circle(36, 67, 4, acc),
  server: ({ fg, fg2, ln, acc }) =>
    rect(20, 12, 60, 22, 5, fg) +
    rect(20, 39, 60, 22, 5, fg) +
    rect(20, 66, 60, 22, 5, fg) +
    line('M30 23h24M30 50h24M30 77h24', ln, 4) +
    circle(68, 23, 4, acc) +
    circle(68, 50, 4, acc) +
    circle(68, 77, 4, fg2),
  chip: ({ fg, fg2, acc }) =>
    line(
      'M38 14v12M50 14v12M62 14v12M38 74v12M50 74v12M62 74v12M14 38h12M14 50h12M14 62h12M74 38h12M74 50h12M74 62h12',
      fg2,
      5,
    ) +
    rect(24, 24, 52, 52, 9, fg) +
    rect(37, 37, 26, 26, 5, acc),
  sim: ({ fg, ln, acc }) =>
    fillPath('M30 10h30l18 18v56a6 6 0 0 1-6 6H30a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6z', fg) +
    rect(35, 42, 32, 34, 6, acc) +
    line('M35 54h32M35 64h32M51 42v34', ln, 3),
  router: ({ fg, fg2, ln, acc }) =>
    line('M28 54V30M72 54V30', fg, 5) +
    line('M40 24a14 14 0 0 1 20 0M33 16a24 24 0 0 1 34 0', fg2, 4) +
    rect(14, 52, 72, 30, 9, fg) +
    circle(30, 67, 4, acc) +
    circle(44, 67, 4, acc) +
    line('M58 67h16', ln, 4),
  shield: ({ fg, acc }) =>
    fillPath('M50 8 82 20v26c0 22-14 38-32 46C32 84 18 68 18 46V20z', fg) +
    line('M35 48l10 10 21-21', acc, 7),
  shieldLock: ({ fg, acc }) =>
    fillPath('M50 8 82 20v26c0 22-14 38-32 46C32 84 18 68 18 46V20z', fg) +
    line('M43 48v-7a7 7 0 0 1 14 0v7', acc, 4) +
    rect(37, 47, 26, 21, 4, acc),
  lock: ({ fg, ln, acc }) =>
    line('M32 46V32a18 18 0 0 1 36 0v14', fg, 8) +
    rect(20, 44, 60, 44, 9, fg) +
    circle(50, 62, 7, acc) +
    line('M50 66v9', acc, 5) +
    line('M28 80h8', ln, 3),
  camera: ({ fg, fg2, ln, acc }) =>
    line('M30 58v16H14', fg, 6) +
    rect(10, 28, 62, 30, 9, fg) +
    circle(72, 43, 13, fg2) +
    circle(72, 43, 6, acc) +
    circle(22, 43, 4, acc) +
    line('M32 43h20', ln, 4),
  drone: ({ fg, fg2, acc }) =>
    line('M26 28 74 72M74 28 26 72', fg, 6) +
    ellipse(24, 26, 16, 5, fg2) +
    ellipse(76, 26, 16, 5, fg2) +
    ellipse(24, 74, 16, 5, fg2) +
    ellipse(76, 74, 16, 5, fg2) +
    rect(36, 38, 28, 24, 8, fg) +
    circle(50, 50, 5, acc),
  radar: ({ fg, fg2, acc }) =>
    line(
      'M32.7 78A20 20 0 0 1 67.3 78M18.8 70A36 36 0 0 1 81.2 70M5 62A52 52 0 0 1 95 62',
      fg2,
      4,
    ) +
    line('M50 88 68 34', acc, 4) +
    circle(50, 88, 7, fg) +
    line('M62 22h24M74 16v12', fg, 4) +
    circle(74, 22, 13, 'none', ` stroke="${acc}" stroke-width="3"`) +
    circle(74, 22, 4, acc),
  tag: ({ fg, fg2, ln, acc }) =>
    fillPath('M12 30a8 8 0 0 1 8-8h46l22 28-22 28H20a8 8 0 0 1-8-8z', fg) +
    circle(68, 50, 7, acc) +
    line('M24 40h28M24 50h28M24 60h18', ln, 4) +
    line('M92 30a26 26 0 0 1 0 40', fg2, 4),
  clock: ({ fg, fg2, ln, acc }) =>
    rect(42, 6, 16, 10, 3, fg2) +
    circle(50, 54, 36, fg) +
    line('M50 30v24l15 10', ln, 6) +
    line('M50 22v3M50 83v3M18 54h3M79 54h3', ln, 3) +
    circle(50, 54, 5, acc),
  chart: ({ fg, fg2, acc }) =>
    line('M8 90h84', fg2, 4) +
    rect(12, 60, 14, 26, 3, fg2) +
    rect(32, 46, 14, 40, 3, fg) +
    rect(52, 36, 14, 50, 3, fg) +
    rect(72, 22, 14, 64, 3, fg) +
    line('M14 42 38 28 58 32 86 10', acc, 5) +
    circle(86, 10, 5, acc),
  slices: ({ fg, fg2, acc }) =>
    fillPath('M50 50 88 68 50 86 12 68z', fg2) +
    fillPath('M50 32 88 50 50 68 12 50z', acc) +
    fillPath('M50 14 88 32 50 50 12 32z', fg),
  uplink: ({ fg, fg2, acc }) =>
    line('M24 88V48M12 60l12-12 12 12', fg2, 7) +
    line('M50 88V18M38 30l12-12 12 12', acc, 8) +
    line('M76 88V40M64 52l12-12 12 12', fg, 7),
  speed: ({ fg, fg2, acc }) =>
    line('M16 66a34 34 0 0 1 68 0', fg2, 10) +
    line('M67 36.6A34 34 0 0 1 84 66', acc, 10) +
    line('M50 66 70 42', fg, 6) +
    circle(50, 66, 8, fg) +
    line('M30 84h40', fg2, 5),
  link: ({ fg, ln, acc }) =>
    rect(8, 40, 26, 48, 4, fg) +
    rect(66, 24, 26, 64, 4, fg) +
    line('M15 52h12M15 62h12M15 72h12M73 36h12M73 46h12M73 56h12M73 66h12', ln, 4) +
    line('M34 56C50 56 50 42 66 42', acc, 5, dash(2, 7)) +
    circle(34, 56, 5, acc) +
    circle(66, 42, 5, acc),
  globe: ({ fg, ln, acc }) =>
    circle(50, 50, 38, fg) +
    line('M12 50h76M50 12c-18 22-18 54 0 76M50 12c18 22 18 54 0 76M18 30h64M18 70h64', ln, 3) +
    circle(28, 30, 6, acc) +
    circle(74, 64, 6, acc) +
    circle(60, 22, 4, acc),
  laptop: ({ fg, fg2, acc }) =>
    rect(18, 20, 64, 44, 6, fg) +
    rect(24, 26, 52, 32, 3, fg2) +
    line('M30 50l10-9 9 6 13-12', acc, 4) +
    fillPath('M6 70h88l-6 12H12z', fg),
  phone: ({ fg, fg2, ln, acc }) =>
    rect(30, 8, 40, 84, 9, fg) +
    rect(35, 18, 30, 58, 4, fg2) +
    rect(39, 24, 22, 12, 3, acc) +
    line('M39 44h22M39 52h16', ln, 3) +
    circle(50, 84, 3, ln),
  devices: ({ fg, fg2, ln, acc }) =>
    rect(8, 22, 60, 40, 6, fg) +
    rect(14, 28, 48, 28, 3, fg2) +
    fillPath('M2 68h68l-5 10H7z', fg) +
    rect(64, 34, 28, 54, 6, fg, ` stroke="${ln}" stroke-width="3"`) +
    rect(69, 42, 18, 30, 2, acc) +
    line('M20 46l8-7 8 5 10-9', acc, 4),
  gateway: ({ fg, fg2, ln, acc }) =>
    line('M70 44V20', fg, 5) +
    circle(70, 16, 6, acc) +
    line('M58 10a16 16 0 0 0 0 14M82 10a16 16 0 0 1 0 14', fg2, 4) +
    rect(12, 42, 76, 42, 9, fg) +
    rect(22, 64, 10, 10, 2, ln) +
    rect(38, 64, 10, 10, 2, ln) +
    rect(54, 64, 10, 10, 2, ln) +
    circle(74, 56, 4, acc),
  sliders: ({ fg, fg2, acc }) =>
    line('M18 24h64M18 50h64M18 76h64', fg2, 6) +
    circle(36, 24, 10, fg) +
    circle(64, 50, 10, acc) +
    circle(44, 76, 10, fg),
  twin: ({ fg, fg2, ln, acc }) =>
    cube(30, 52, 24, fg2, fg, fg) +
    line('M74 26 98 38v26L74 76 50 64V38zM74 50v26M50 38l24 12 24-12', fg2, 3, dash(4, 4)) +
    line('M52 24c8-8 16-8 22 0', acc, 4) +
    line('M40 63 52 57', ln, 3),
  dual: ({ fg, fg2, acc }) =>
    circle(36, 50, 30, fg2) +
    circle(64, 50, 30, fg) +
    fillPath('M50 23.5A30 30 0 0 1 50 76.5A30 30 0 0 1 50 23.5z', acc),
  browser: ({ fg, fg2, ln, acc }) =>
    rect(8, 16, 84, 68, 9, fg) +
    line('M8 34h84', ln, 3) +
    circle(19, 25, 3, acc) +
    circle(29, 25, 3, ln) +
    circle(39, 25, 3, ln) +
    rect(17, 42, 30, 34, 4, fg2) +
    line('M56 46h26M56 56h26M56 66h16', ln, 4) +
    circle(32, 59, 7, acc),
  roadmap: ({ fg, fg2, acc }) =>
    line('M10 82C28 82 30 58 48 58S68 34 80 34', fg2, 5, dash(3, 9)) +
    circle(10, 82, 7, fg) +
    circle(48, 58, 7, fg) +
    line('M80 36V8', fg, 4) +
    fillPath('M80 8h16l-5 7 5 7H80z', acc),
  design: ({ fg, ln, acc }) =>
    rect(10, 10, 80, 80, 8, fg) +
    line('M22 22h56v56H22zM22 52h24v26M46 22v16M60 52h18', ln, 3) +
    circle(62, 38, 16, acc, ` fill-opacity=".35" stroke="${acc}" stroke-width="3"`) +
    circle(62, 38, 4, acc),
  signal: ({ fg, fg2, acc }) =>
    rect(12, 64, 14, 24, 3, fg2) +
    rect(32, 50, 14, 38, 3, fg) +
    rect(52, 34, 14, 54, 3, fg) +
    rect(72, 16, 14, 72, 3, acc) +
    line('M12 44 30 28', fg2, 4) +
    line('M20 24h10v10', fg2, 4),
  monitor: ({ fg, fg2, acc }) =>
    rect(8, 14, 84, 58, 7, fg) +
    line('M16 46h16l6-14 10 28 8-20 5 6h23', acc, 5) +
    line('M36 88h28M50 72v16', fg2, 6),
  event: ({ fg, fg2, acc }) =>
    line('M14 62V30M86 62V30', fg2, 4) +
    rect(6, 22, 16, 9, 3, acc) +
    rect(78, 22, 16, 9, 3, acc) +
    ellipse(50, 68, 42, 20, fg) +
    ellipse(50, 66, 29, 11, fg2) +
    ellipse(50, 66, 17, 6, acc) +
    fillPath(star(50, 24, 13, 6), acc),
  building: ({ fg, fg2, ln, acc }) =>
    line('M36 20V6', fg, 4) +
    circle(36, 6, 4, acc) +
    rect(18, 20, 38, 70, 4, fg) +
    rect(56, 44, 28, 46, 4, fg2) +
    line('M26 32h8M40 32h8M26 44h8M40 44h8M26 56h8M40 56h8M26 68h8M40 68h8', ln, 4) +
    rect(31, 76, 12, 14, 2, acc),
  siteLock: (p) =>
    GLYPHS.building(p) +
    circle(74, 70, 18, p.acc) +
    line('M69 69v-4a5 5 0 0 1 10 0v4', p.ln, 3) +
    rect(66, 68, 16, 12, 3, p.ln),
  campus: (p) =>
    `<g transform="translate(-18 4) scale(.9)">${GLYPHS.tower(p)}</g>` +
    `<g transform="translate(34 22) scale(.72)">${GLYPHS.building(p)}</g>`,
  core: ({ fg, fg2, ln, acc }) =>
    fillPath(hexagon(50, 50, 42), fg) +
    line('M50 50 30 36M50 50 70 36M50 50v24M30 36 50 24 70 36', ln, 3) +
    circle(30, 36, 6, fg2) +
    circle(70, 36, 6, fg2) +
    circle(50, 74, 6, fg2) +
    circle(50, 24, 5, fg2) +
    circle(50, 50, 9, acc),
  headset: ({ fg, fg2, acc }) =>
    line('M22 36c6-16 50-16 56 0', fg2, 5) +
    rect(10, 34, 80, 36, 15, fg) +
    rect(20, 42, 24, 20, 8, acc) +
    rect(56, 42, 24, 20, 8, acc),
  gamepad: ({ fg, ln, acc }) =>
    fillPath(
      'M28 30h44c12 0 18 10 20 24l2 12c1 9-9 14-15 8l-9-10H30l-9 10c-6 6-16 1-15-8l2-12c2-14 8-24 20-24z',
      fg,
    ) +
    line('M28 44v14M21 51h14', ln, 5) +
    circle(67, 45, 4, acc) +
    circle(76, 53, 4, acc) +
    circle(58, 53, 4, ln),
  play: ({ fg, fg2, acc }) =>
    rect(8, 16, 84, 58, 8, fg) +
    fillPath('M42 32v26l22-13z', acc) +
    circle(82, 26, 4, acc) +
    line('M30 86h40', fg2, 5),
  book: ({ fg, fg2, acc }) =>
    fillPath('M50 26C40 18 24 16 8 18v60c16-2 32 0 42 8z', fg) +
    fillPath('M50 26c10-8 26-10 42-8v60c-16-2-32 0-42 8z', fg2) +
    fillPath('M70 16v24l6-5 6 5V16z', acc),
  cap: ({ fg, fg2, acc }) =>
    fillPath('M26 48v18c0 10 48 10 48 0V48L50 58z', fg2) +
    fillPath('M50 18 92 38 50 58 8 38z', fg) +
    line('M84 42v24', acc, 4) +
    circle(84, 68, 5, acc),
  flask: ({ fg, fg2, acc }) =>
    fillPath('M42 10h16v30l22 40c3 6-1 10-7 10H27c-6 0-10-4-7-10l22-40z', fg) +
    fillPath('M30 66h40l8 14c2 4-1 6-5 6H27c-4 0-7-2-5-6z', acc) +
    line('M38 10h24', fg2, 5) +
    circle(44, 54, 4, fg2) +
    circle(56, 46, 3, fg2),
  pin: ({ fg, fg2, acc }) =>
    ellipse(50, 90, 22, 5, fg2) +
    fillPath('M50 88C38 70 20 56 20 38a30 30 0 0 1 60 0c0 18-18 32-30 50z', fg) +
    circle(50, 38, 11, acc),
  bolt: ({ fg, acc }) =>
    circle(50, 50, 42, 'none', ` stroke="${fg}" stroke-width="4" stroke-opacity=".5"`) +
    fillPath('M56 10 24 56h22l-6 34 36-50H54z', acc),
  pylon: ({ fg, fg2, acc }) =>
    line('M34 92 46 10h8l12 82M18 28h64M24 46h52M38 72l24-18M62 72 38 54', fg, 4) +
    line('M18 28 6 40M82 28l12 12', fg2, 3) +
    [18, 82, 24, 76].map((x, i) => circle(x, i < 2 ? 32 : 50, 4, acc)).join(''),
  meter: ({ fg, fg2, ln, acc }) =>
    rect(18, 8, 64, 84, 9, fg) +
    rect(28, 20, 44, 22, 4, fg2) +
    line('M35 31h6M46 31h6M57 31h8', acc, 4) +
    circle(50, 66, 14, fg2) +
    fillPath('M52 56 44 68h6l-2 8 8-12h-6z', acc) +
    line('M30 84h40', ln, 3),
  crane: ({ fg, fg2, acc }) =>
    line('M22 92V30M44 92V30M22 62h22', fg, 6) +
    line('M4 30h92', fg, 7) +
    line('M26 18l10-12 10 12', fg, 4) +
    rect(20, 16, 28, 12, 2, fg) +
    line('M74 30v22', fg2, 3) +
    rect(64, 52, 20, 6, 2, fg) +
    rect(60, 58, 28, 16, 2, acc),
  container: ({ fg, fg2, ln, acc }) =>
    rect(8, 54, 40, 28, 3, acc) +
    rect(52, 54, 40, 28, 3, fg) +
    rect(30, 22, 40, 28, 3, fg2) +
    line(
      'M17 60v16M26 60v16M35 60v16M61 60v16M70 60v16M79 60v16M39 28v16M48 28v16M57 28v16',
      ln,
      3,
    ),
  truck: ({ fg, fg2, ln, acc }) =>
    rect(6, 28, 58, 40, 4, fg) +
    rect(6, 54, 58, 6, 0, acc) +
    fillPath('M66 40h16l12 14v14H66z', fg2) +
    fillPath('M72 45h8l7 9H72z', ln) +
    circle(22, 74, 9, ln, ` stroke="${fg}" stroke-width="4"`) +
    circle(78, 74, 9, ln, ` stroke="${fg}" stroke-width="4"`),
  wheel: ({ fg, acc }) =>
    circle(50, 50, 36, 'none', ` stroke="${fg}" stroke-width="9"`) +
    line('M50 50v36M50 50 18 36M50 50l32-14', fg, 7) +
    circle(50, 50, 10, acc),
  agv: ({ fg, fg2, ln, acc }) =>
    rect(22, 22, 56, 18, 3, fg2) +
    line('M30 40v6M70 40v6', fg2, 4) +
    rect(10, 44, 80, 28, 8, fg) +
    line('M20 58h30', acc, 4) +
    circle(80, 58, 4, acc) +
    circle(28, 76, 7, ln, ` stroke="${fg}" stroke-width="3"`) +
    circle(72, 76, 7, ln, ` stroke="${fg}" stroke-width="3"`),
  robotArm: ({ fg, fg2, acc }) =>
    rect(16, 82, 40, 10, 3, fg) +
    line('M36 78 46 42 78 30', fg, 10) +
    circle(36, 78, 10, fg) +
    circle(46, 42, 8, acc) +
    line('M80 22l10 4M80 38l10-4', fg2, 5),
  factory: ({ fg, fg2, ln, acc }) =>
    fillPath('M8 90V48l22-14v14l22-14v14l22-14V16h14v74z', fg) +
    circle(82, 8, 5, fg2) +
    circle(92, 4, 3, fg2) +
    rect(16, 62, 10, 10, 2, ln) +
    rect(34, 62, 10, 10, 2, ln) +
    rect(52, 62, 10, 10, 2, ln) +
    rect(76, 70, 8, 20, 2, acc),
  gear: ({ fg, acc }) => fillPath(gearPath(9, 42, 33), fg) + circle(50, 50, 14, acc),
  coil: ({ fg, fg2, ln, acc }) =>
    rect(40, 80, 56, 10, 2, acc) +
    line('M66 68c-4-5 4-8 0-14M82 68c-4-5 4-8 0-14', acc, 3) +
    circle(40, 56, 34, fg) +
    circle(40, 56, 25, 'none', ` stroke="${ln}" stroke-width="2"`) +
    circle(40, 56, 17, 'none', ` stroke="${ln}" stroke-width="2"`) +
    circle(40, 56, 9, fg2),
  overheadCrane: ({ fg, fg2, acc }) =>
    line('M12 24v66M88 24v66', fg2, 5) +
    line('M4 24h92', fg, 9) +
    rect(38, 28, 24, 13, 3, fg) +
    line('M50 41v22', fg2, 3) +
    rect(30, 63, 40, 16, 3, acc),
  helmet: ({ fg, fg2, ln, acc }) =>
    line('M20 92 76 28', fg2, 6) +
    line('M58 14c14 2 24 10 30 22', fg2, 8) +
    fillPath('M18 66a32 32 0 0 1 64 0z', fg) +
    rect(10, 62, 80, 10, 5, fg) +
    line('M50 36v16', ln, 4) +
    circle(50, 50, 7, acc),
  excavator: ({ fg, fg2, ln, acc }) =>
    rect(8, 76, 52, 14, 7, fg2) +
    rect(14, 52, 40, 22, 4, fg) +
    rect(36, 36, 18, 18, 3, fg) +
    rect(40, 40, 10, 9, 2, ln) +
    line('M50 56 72 24 88 50', fg, 7) +
    fillPath('M82 48h14l-4 14H82z', acc),
  cross: ({ fg, acc }) =>
    circle(50, 50, 44, fg) + rect(39, 18, 22, 64, 6, acc) + rect(18, 39, 64, 22, 6, acc),
  ambulance: ({ fg, fg2, ln, acc }) =>
    rect(22, 24, 20, 8, 3, acc) +
    rect(6, 32, 60, 38, 5, fg) +
    fillPath('M66 44h14l12 14v12H66z', fg2) +
    fillPath('M71 48h8l7 9H71z', ln) +
    rect(31, 38, 8, 26, 2, acc) +
    rect(22, 47, 26, 8, 2, acc) +
    circle(22, 74, 9, ln, ` stroke="${fg}" stroke-width="4"`) +
    circle(76, 74, 9, ln, ` stroke="${fg}" stroke-width="4"`),
  tablet: ({ fg, fg2, ln, acc }) =>
    rect(20, 8, 60, 84, 9, fg) +
    rect(27, 18, 46, 62, 4, fg2) +
    rect(45, 26, 10, 26, 2, acc) +
    rect(37, 34, 26, 10, 2, acc) +
    line('M34 62h32M34 70h20', ln, 4),
  train: ({ fg, fg2, ln, acc }) =>
    line('M32 82 22 94M68 82l10 12M26 90h48', fg2, 4) +
    fillPath(
      'M28 10h44a14 14 0 0 1 14 14v46a12 12 0 0 1-12 12H26a12 12 0 0 1-12-12V24a14 14 0 0 1 14-14z',
      fg,
    ) +
    rect(22, 22, 26, 24, 5, fg2) +
    rect(52, 22, 26, 24, 5, fg2) +
    line('M14 56h72', ln, 3) +
    circle(28, 68, 5, acc) +
    circle(72, 68, 5, acc),
  remote: ({ fg, fg2, ln, acc }) =>
    rect(6, 12, 58, 40, 5, fg) +
    line('M14 42l10-12 10 8 12-14 10 8', acc, 4) +
    line('M35 52v10M24 62h22', fg2, 4) +
    line('M4 90h92', fg2, 4) +
    rect(56, 72, 36, 16, 5, fg) +
    line('M74 72V52', fg, 5) +
    circle(74, 48, 8, acc) +
    line('M64 80h6', ln, 3),
};

// Motifs ------------------------------------------------------------------------------------

/**
 * Industry themes: accent colour and glyphs, the first being the industry's own picture;
 * `icon` overrides the glyph of the small industry icon where a simpler one reads better.
 */
const INDUSTRY_THEMES = {
  energy: { acc: '#ffc53d', glyphs: ['pylon', 'bolt', 'meter', 'drone', 'shield'], icon: 'bolt' },
  port: { acc: '#2ec4b6', glyphs: ['crane', 'container', 'truck', 'camera', 'remote'] },
  manufacturing: { acc: '#8c7cff', glyphs: ['factory', 'robotArm', 'gear', 'agv', 'camera'] },
  steel: { acc: '#ff6a3d', glyphs: ['coil', 'overheadCrane', 'gear', 'camera', 'remote'] },
  mining: { acc: '#e0a458', glyphs: ['helmet', 'excavator', 'truck', 'pin', 'camera'] },
  healthcare: { acc: '#ff5c7a', glyphs: ['cross', 'ambulance', 'tablet', 'monitor', 'laptop'] },
  transport: { acc: '#ff9f43', glyphs: ['truck', 'wheel', 'remote', 'container', 'pin'] },
  rail: { acc: '#4cd07d', glyphs: ['train', 'tower', 'camera', 'server', 'monitor'] },
  entertainment: { acc: '#e66bf0', glyphs: ['gamepad', 'headset', 'play', 'cloud', 'edge'] },
  education: { acc: '#40c4ff', glyphs: ['cap', 'book', 'laptop', 'dual', 'flask'] },
};
/** Industries added to the catalogue later still get a picture, themed on the network. */
const FALLBACK_THEME = { acc: '#40c4ff', glyphs: ['nodes', 'tower', 'edge', 'cloud', 'server'] };
const themeOf = (industry) => INDUSTRY_THEMES[industry] ?? FALLBACK_THEME;

/** Words of a picture key (scene or news key) and the glyph each one suggests. */
const WORD_GLYPHS = {
  protection: 'shield',
  automation: 'gateway',
  metering: 'meter',
  inspection: 'drone',
  crane: 'crane',
  rtg: 'crane',
  truck: 'truck',
  twin: 'twin',
  security: 'camera',
  vision: 'camera',
  video: 'camera',
  agv: 'agv',
  plc: 'chip',
  ar: 'headset',
  xr: 'headset',
  collect: 'gateway',
  monitor: 'monitor',
  remote: 'remote',
  excavator: 'excavator',
  locate: 'pin',
  ward: 'tablet',
  nursing: 'tablet',
  consult: 'laptop',
  surgery: 'robotArm',
  ambulance: 'ambulance',
  takeover: 'wheel',
  yard: 'container',
  coverage: 'tower',
  data: 'uplink',
  game: 'gamepad',
  live: 'play',
  library: 'book',
  office: 'laptop',
  research: 'flask',
  altitude: 'radar',
  portal: 'browser',
  isac: 'radar',
  redcap: 'chip',
  modes: 'slices',
  numbers: 'chart',
  metro: 'train',
  passive: 'tag',
  deterministic: 'clock',
  dual: 'dual',
  roadmap: 'roadmap',
};
/** Where an industry draws a word differently (a steel works' crane is an overhead crane). */
const INDUSTRY_WORD_GLYPHS = { steel: { crane: 'overheadCrane' } };

function glyphOfKey(key, industry) {
  for (const word of key.toLowerCase().split(/[^a-z0-9]+/)) {
    const glyph = INDUSTRY_WORD_GLYPHS[industry]?.[word] ?? WORD_GLYPHS[word];
    if (glyph) return glyph;
  }
  return themeOf(industry).glyphs[0];
}

const PRODUCT_GLYPHS = {
  B1: 'tower',
  A1: 'speed',
  A2: 'slices',
  A7: 'link',
  Line: 'router',
  B2: 'edge',
  A3: 'shield',
  A4: 'siteLock',
  A5: 'server',
  A13: 'twin',
  double: 'dual',
  B3: 'campus',
  A6: 'uplink',
  A8: 'design',
  A9: 'signal',
  A10: 'monitor',
  A11: 'event',
  A12: 'shieldLock',
  A14: 'core',
  FlowNetwork: 'sim',
  PrivateNetwork: 'globe',
  Settled: 'building',
  Linked: 'devices',
  DataCollect: 'gateway',
  Secure: 'lock',
  AiMonitor: 'camera',
  OrganizeNet: 'nodes',
  Config: 'sliders',
  RedCap: 'chip',
  RealTime: 'radar',
  NoSource: 'tag',
  DeterministicNetworks: 'clock',
};
const GROUP_GLYPHS = {
  family: 'tower',
  combo: 'slices',
  networkType: 'globe',
  converged: 'gateway',
  fiveGA: 'radar',
};
const productGlyph = (p) => PRODUCT_GLYPHS[p.code] ?? GROUP_GLYPHS[p.group] ?? 'nodes';

/** Accent of a product: its family's, else its menu group's. */
const PRODUCT_ACCENTS = {
  prefer: '#40c4ff',
  exclusive: '#36cfc9',
  exalted: '#ffc53d',
  combo: '#ff9f43',
  networkType: '#7ee07a',
  converged: '#ff7a9a',
  fiveGA: '#b38cff',
};
const productAccent = (p) => PRODUCT_ACCENTS[p.family ?? p.group] ?? '#40c4ff';

// Compositions ------------------------------------------------------------------------------

const BLUE = '#0052d9';
const darkPalette = (acc) => ({ fg: '#fff', fg2: '#8fbaff', ln: '#0a47b8', acc });
const lightPalette = (acc) => ({ fg: BLUE, fg2: '#a9c8ff', ln: '#fff', acc });

/** A glyph scaled to `size` and centred on (cx, cy). */
const place = (name, cx, cy, size, palette) =>
  `<g transform="translate(${num(cx - size / 2)} ${num(cy - size / 2)}) scale(${String(Math.round(size * 10) / 1000).replace(/^0\./, '.')})">${GLYPHS[name](palette)}</g>`;

function svg(w, h, title, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" fill="none" stroke-linecap="round" stroke-linejoin="round">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

/** The portal banner's blue: gradient, highlight, an accent glow and a dot grid. */
function darkBackground(w, h, acc, rng) {
  const gx = num(0.15 + rng() * 0.3);
  const gy = num(0.55 + rng() * 0.35);
  return (
    '<defs>' +
    '<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#062a6b"/><stop offset=".55" stop-color="#0a3d9a"/><stop offset="1" stop-color="#0052d9"/></linearGradient>' +
    '<radialGradient id="h" cx=".85" cy=".2" r=".6"><stop stop-color="#4096ff" stop-opacity=".35"/><stop offset="1" stop-color="#4096ff" stop-opacity="0"/></radialGradient>' +
    `<radialGradient id="a" cx="${gx}" cy="${gy}" r=".5"><stop stop-color="${acc}" stop-opacity=".14"/><stop offset="1" stop-color="${acc}" stop-opacity="0"/></radialGradient>` +
    '<pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="1.2" fill="#fff" fill-opacity=".13"/></pattern>' +
    `<rect id="r" width="${w}" height="${h}"/></defs>` +
    ['b', 'h', 'a', 'd'].map((id) => `<use href="#r" fill="url(#${id})"/>`).join('')
  );
}

function lightBackground(w, h) {
  return (
    '<defs>' +
    '<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#f7faff"/><stop offset="1" stop-color="#e3edff"/></linearGradient>' +
    '<pattern id="d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.1" fill="#0052d9" fill-opacity=".1"/></pattern>' +
    '</defs>' +
    `<rect width="${w}" height="${h}" fill="url(#b)"/><rect width="${w}" height="${h}" fill="url(#d)"/>`
  );
}

/** A faint constellation of linked nodes inside the box (x, y, w, h). */
function constellation(rng, x, y, w, h, count, color, acc) {
  const pts = Array.from({ length: count }, () => [
    Math.round(x + rng() * w),
    Math.round(y + rng() * h),
  ]);
  // Each node links to its nearest predecessor: a tree, no crossings back to the start.
  const links = pts
    .slice(1)
    .map(([px, py], i) => {
      const [qx, qy] = pts
        .slice(0, i + 1)
        .reduce((a, b) =>
          (px - b[0]) ** 2 + (py - b[1]) ** 2 < (px - a[0]) ** 2 + (py - a[1]) ** 2 ? b : a,
        );
      return `M${num(px)} ${num(py)}L${num(qx)} ${num(qy)}`;
    })
    .join('');
  return (
    line(links, color, 1.5, op('.35')) +
    dots(
      pts.filter((_, i) => i % 3),
      color,
      6,
      op('.8'),
    ) +
    dots(
      pts.filter((_, i) => !(i % 3)),
      acc,
      9,
    )
  );
}

/** An oval platform the main glyph stands on. */
function pedestal(cx, cy, rx, acc) {
  return (
    ellipse(cx, cy, rx, rx * 0.24, '#fff', op('.07')) +
    ellipse(
      cx,
      cy,
      rx * 0.74,
      rx * 0.17,
      'none',
      ` stroke="#8fbaff" stroke-opacity=".5" stroke-width="2"`,
    ) +
    ellipse(
      cx,
      cy,
      rx * 0.46,
      rx * 0.1,
      '#8fbaff',
      ` fill-opacity=".22" stroke="${acc}" stroke-width="2"`,
    )
  );
}

/** A frosted card holding a small glyph. */
function glassCard(cx, cy, size, glyph, palette) {
  const half = size / 2;
  return (
    rect(
      cx - half,
      cy - half,
      size,
      size,
      size * 0.2,
      '#fff',
      ` fill-opacity=".1" stroke="#fff" stroke-opacity=".28" stroke-width="1.5"`,
    ) + place(glyph, cx, cy, size * 0.68, palette)
  );
}

/** A small white data card (a bar and a status dot) floating by a light picture's glyph. */
const dataChip = (x, y, w, acc) =>
  rect(x, y, w, 28, 9, '#fff', ` stroke="#d6e2f5" stroke-width="1.5"`) +
  line(`M${x + 12} ${y + 14}h${w - 40}`, '#a9c8ff', 5) +
  circle(x + w - 14, y + 14, 5, acc);

const signalCurve = (d, acc) => line(d, acc, 3, dash(2, 9));

/** Mirrors a composition left to right when the key asks for it. */
const mirrorIf = (flip, w, body) =>
  flip ? `<g transform="matrix(-1 0 0 1 ${w} 0)">${body}</g>` : body;

function caseFront({ key, industry, title }) {
  const rng = rngOf(`front:${key}`);
  const { acc, glyphs } = themeOf(industry);
  const pal = darkPalette(acc);
  const second = pick(rng, glyphs.slice(1));
  const art =
    constellation(rng, 30, 30, 580, 150, 7, '#8fbaff', acc) +
    pedestal(410, 324, 200, acc) +
    place('tower', 140, 240, 190, pal) +
    signalCurve('M180 180Q250 110 306 160', acc) +
    place(glyphs[0], 410, 218, 206, pal) +
    glassCard(250, 78, 92, second, pal);
  return svg(640, 400, title, darkBackground(640, 400, acc, rng) + mirrorIf(rng() < 0.5, 640, art));
}

/** Solutions stand on stacked network slices rather than on a platform. */
function solutionFront({ key, industry, title }) {
  const rng = rngOf(`front:${key}`);
  const { acc, glyphs } = themeOf(industry);
  const pal = darkPalette(acc);
  const [a, b] = [pick(rng, glyphs.slice(1)), pick(rng, glyphs.slice(1))];
  const plate = (dy, fill, extra) =>
    fillPath(`M400 ${250 + dy}l150 50-150 50-150-50z`, fill, extra);
  const art =
    constellation(rng, 30, 24, 580, 140, 7, '#8fbaff', acc) +
    plate(40, '#8fbaff', op('.25')) +
    plate(8, '#2f8cff', ` fill-opacity=".55" stroke="${acc}" stroke-width="2"`) +
    plate(
      -24,
      '#fff',
      ` fill-opacity=".16" stroke="#fff" stroke-opacity=".45" stroke-width="1.5"`,
    ) +
    place(glyphs[0], 400, 168, 180, pal) +
    place('tower', 112, 250, 150, pal) +
    signalCurve('M150 200Q210 150 262 200', acc) +
    glassCard(560, 96, 84, a, pal) +
    (a === b ? '' : glassCard(580, 214, 84, b, pal));
  return svg(640, 400, title, darkBackground(640, 400, acc, rng) + mirrorIf(rng() < 0.5, 640, art));
}

/** Wide title band: calm on the left where the page title sits, the theme on the right. */
function banner({ key, industry, title }) {
  const rng = rngOf(`banner:${key}`);
  const { acc, glyphs } = themeOf(industry);
  const pal = darkPalette(acc);
  const second = pick(rng, glyphs.slice(1));
  const arcs = [280, 420, 560].map((r) => `M0 ${400 - r}A${r} ${r} 0 0 1 ${r} 400`).join('');
  const body =
    darkBackground(1440, 400, acc, rng) +
    line(arcs, '#fff', 2, op('.06')) +
    constellation(rng, 620, 30, 780, 120, 9, '#8fbaff', acc) +
    line('M0 372C360 340 720 392 1080 360S1440 340 1440 340', '#8fbaff', 2, op('.25')) +
    pedestal(1120, 330, 220, acc) +
    place('tower', 880, 250, 200, pal) +
    signalCurve('M926 186Q990 120 1020 160', acc) +
    place(glyphs[0], 1120, 218, 216, pal) +
    glassCard(1330, 110, 96, second, pal);
  return svg(1440, 400, title, body);
}

/** The architecture a case or solution runs on: terminals, base station, slices, edge, cloud. */
function resolve({ key, industry, title }) {
  const rng = rngOf(`resolve:${key}`);
  const { acc, glyphs } = themeOf(industry);
  const pal = lightPalette(acc);
  const pool = [...glyphs];
  const terminals = [0, 1, 2].map(() => pool.splice(Math.floor(rng() * pool.length), 1)[0]);
  const ys = [100, 222, 344];
  const defs =
    '<defs><pattern id="g" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0v32" stroke="#dfe7f5"/></pattern>' +
    '<rect id="c" width="96" height="96" rx="18" fill="#f4f7fd" stroke="#dce6f6" stroke-width="1.5"/></defs>';
  const cards = terminals
    .map((g, i) => `<use href="#c" x="72" y="${ys[i]}"/>` + place(g, 120, ys[i] + 48, 62, pal))
    .join('');
  const links = ys.map((y) => `M168 ${y + 48}C230 ${y + 48} 230 250 282 250`).join('');
  const slices = [
    [226, BLUE],
    [256, acc],
    [286, '#a9c8ff'],
  ]
    .map(([y, c]) => line(`M352 ${y}H470`, c, 12))
    .join('');
  const body =
    defs +
    '<rect width="960" height="540" fill="#f4f7fd"/><rect width="960" height="540" fill="url(#g)"/>' +
    rect(36, 56, 590, 428, 28, '#fff', ` stroke="#bcd0ee" stroke-width="2"${dash(8, 8)}`) +
    cards +
    line(links, '#a9c8ff', 3) +
    dots(
      ys.map((y) => [225, (y + 298) / 2]),
      acc,
      8,
    ) +
    place('tower', 312, 262, 170, pal) +
    slices +
    place('edge', 540, 262, 130, pal) +
    circle(626, 120, 34, '#fff', ` stroke="#bcd0ee" stroke-width="2"`) +
    place('shieldLock', 626, 120, 44, pal) +
    line('M606 240C700 240 700 160 744 160', BLUE, 3) +
    line('M606 284C700 284 700 390 744 390', BLUE, 3, dash(6, 8)) +
    dots(
      [
        [676, 200],
        [676, 338],
      ],
      acc,
      10,
    ) +
    place('cloud', 820, 160, 140, pal) +
    rect(752, 318, 140, 140, 24, '#fff', ` stroke="#dce6f6" stroke-width="1.5"`) +
    place('server', 822, 388, 96, pal);
  return svg(960, 540, title, body);
}

function scene({ key, industry, title }) {
  const rng = rngOf(`scene:${key}`);
  const { acc } = themeOf(industry);
  const pal = lightPalette(acc);
  const art =
    ellipse(300, 266, 176, 18, BLUE, op('.06')) +
    circle(300, 146, 118, acc, op('.16')) +
    circle(300, 146, 92, '#fff') +
    place(glyphOfKey(key, industry), 300, 146, 136, pal) +
    dataChip(358, 46, 84, acc) +
    dataChip(370, 212, 64, BLUE) +
    place('tower', 88, 182, 110, pal) +
    signalCurve('M106 132Q146 80 190 108', acc) +
    constellation(rng, 24, 230, 150, 44, 4, '#a9c8ff', acc);
  return svg(480, 300, title, lightBackground(480, 300) + mirrorIf(rng() < 0.5, 480, art));
}

function newsCover({ key, title }) {
  const rng = rngOf(`news:${key}`);
  const acc = pick(rng, Object.values(INDUSTRY_THEMES)).acc;
  const pal = darkPalette(acc);
  const orbit = [0, 1, 2].map(() => {
    const a = rng() * Math.PI * 2;
    return [320 + 140 * Math.cos(a), 200 + 140 * Math.sin(a)];
  });
  const body =
    darkBackground(640, 400, acc, rng) +
    constellation(rng, 24, 30, 150, 340, 5, '#8fbaff', acc) +
    constellation(rng, 466, 30, 150, 340, 5, '#8fbaff', acc) +
    circle(320, 200, 184, '#fff', op('.04')) +
    circle(320, 200, 140, 'none', ` stroke="${acc}" stroke-width="2"${dash(4, 10)}`) +
    circle(
      320,
      200,
      112,
      '#fff',
      ` fill-opacity=".1" stroke="#fff" stroke-opacity=".3" stroke-width="1.5"`,
    ) +
    dots(orbit.slice(1), '#fff', 10) +
    dots(orbit.slice(0, 1), acc, 16) +
    place(glyphOfKey(key, ''), 320, 200, 160, pal);
  return svg(640, 400, title, body);
}

/** A product on its platform; a package shows the products it bundles side by side. */
function product(p, byCode) {
  const rng = rngOf(`product:${p.code}`);
  const acc = productAccent(p);
  const pal = darkPalette(acc);
  const parts = (p.components ?? []).map((c) => byCode.get(c)).filter(Boolean);
  let art;
  if (parts.length > 1) {
    const gap = 22;
    const size = Math.min(112, (432 - (parts.length - 1) * gap) / parts.length);
    const left = 240 - ((parts.length - 1) * (size + gap)) / 2;
    art = parts
      .map((part, i) => {
        const cx = left + i * (size + gap);
        const x = cx - (size + gap) / 2;
        const plus = i === 0 ? '' : line(`M${num(x - 5)} 150h10M${num(x)} 145v10`, acc, 3);
        return (
          plus + glassCard(cx, 150, size, productGlyph(part), darkPalette(productAccent(part)))
        );
      })
      .join('');
  } else {
    art =
      ellipse(
        240,
        150,
        156,
        108,
        'none',
        ` stroke="${acc}" stroke-opacity=".6" stroke-width="1.5"${dash(3, 9)}`,
      ) + place(productGlyph(p), 240, 140, 164, pal);
  }
  const body =
    darkBackground(480, 300, acc, rng) +
    constellation(rng, 20, 20, 440, 80, 6, '#8fbaff', acc) +
    pedestal(240, 248, 160, acc) +
    art;
  return svg(480, 300, p.name, body);
}

function industryIcon(industry) {
  const { acc, glyphs, icon } = themeOf(industry.id);
  const body =
    '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop stop-color="#2f8cff"/><stop offset="1" stop-color="#0052d9"/></linearGradient></defs>' +
    '<rect width="64" height="64" rx="16" fill="url(#b)"/>' +
    place(icon ?? glyphs[0], 32, 32, 42, { ...darkPalette(acc), ln: BLUE });
  return svg(64, 64, industry.name, body);
}

/** Words of an application key that name its logo's glyph before the general words do. */
const APP_WORD_GLYPHS = {
  grid: 'pylon',
  pv: 'bolt',
  qc: 'camera',
  dispatch: 'agv',
  mobile: 'tablet',
  cockpit: 'ambulance',
};

function appGlyph(key, industry) {
  for (const word of key.toLowerCase().split(/[^a-z0-9]+/)) {
    if (APP_WORD_GLYPHS[word]) return APP_WORD_GLYPHS[word];
  }
  return glyphOfKey(key, industry);
}

/** A market application's icon: the theme glyph on a rounded tile, like a phone app. */
function appLogo({ key, industry, title }) {
  const rng = rngOf(`app:${key}`);
  const { acc } = themeOf(industry);
  const angle = Math.round(rng() * 40);
  const body =
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${angle} .5 .5)"><stop stop-color="#2f8cff"/><stop offset="1" stop-color="#062a6b"/></linearGradient></defs>` +
    '<rect width="128" height="128" rx="28" fill="url(#b)"/>' +
    circle(98, 30, 20, acc, op('.22')) +
    circle(98, 30, 9, acc, op('.5')) +
    place(appGlyph(key, industry), 64, 68, 78, { ...darkPalette(acc), ln: BLUE });
  return svg(128, 128, title, body);
}

/** The enterprise's mark: a light badge, its shape and building varied by the key. */
function enterpriseLogo({ key, industry, title }) {
  const rng = rngOf(`enterprise:${key}`);
  const { acc } = themeOf(industry);
  const pal = lightPalette(acc);
  const shape = pick(rng, ['circle', 'hexagon', 'tile']);
  const badge =
    shape === 'circle'
      ? circle(48, 48, 44, '#fff', ` stroke="${BLUE}" stroke-width="3"`)
      : shape === 'hexagon'
        ? fillPath(hexagon(48, 48, 45), '#fff', ` stroke="${BLUE}" stroke-width="3"`)
        : rect(4, 4, 88, 88, 20, '#fff', ` stroke="${BLUE}" stroke-width="3"`);
  const body =
    badge +
    circle(48, 48, 32, acc, op('.18')) +
    place(pick(rng, ['building', 'campus', 'factory']), 48, 48, 50, pal);
  return svg(96, 96, title, body);
}

// Plan and write ----------------------------------------------------------------------------

const keyOf = (picture, pattern) => pattern.exec(picture ?? '')?.[1];

function planPictures(data) {
  const files = new Map();
  const add = (url, draw) => {
    if (url && !files.has(url)) files.set(url, draw);
  };
  const picturesOf = (row, fields, kind) => {
    const key =
      keyOf(row[fields[0]], /^\/images\/(?:cases|solutions)\/([^/]+)\//) ?? `${kind}-${row.id}`;
    const theme = { key, industry: row.trade ?? '', title: row.name ?? row.methodName };
    add(row[fields[0]], () => (kind === 'case' ? caseFront(theme) : solutionFront(theme)));
    add(row[fields[1]], () => banner(theme));
    add(row[fields[2]], () => resolve({ ...theme, title: row.resolveTitle || theme.title }));
  };
  for (const c of data.cases) picturesOf(c, ['front', 'banner', 'resolvePic'], 'case');
  for (const s of data.solutions) {
    picturesOf(s, ['fontPic', 'bannerPic', 'resolvePic'], 'solution');
    for (const row of s.appScenes) {
      const key = keyOf(row.url, /^\/images\/solutions\/scenes\/([^/]+)\.svg$/);
      if (key) add(row.url, () => scene({ key, industry: s.trade ?? '', title: row.title }));
    }
  }
  for (const n of data.news) {
    const key = keyOf(n.cover, /^\/images\/news\/([^/]+)\.svg$/);
    if (key) add(n.cover, () => newsCover({ key, title: n.title }));
  }
  for (const a of data.applications) {
    const key = keyOf(a.logoAddress, /^\/images\/applications\/([^/]+)\//) ?? `application-${a.id}`;
    const theme = { key, industry: a.industryId ?? '', title: a.applicationName };
    add(a.logoAddress, () => appLogo(theme));
    add(a.enterpriseLogoAddress, () => enterpriseLogo({ ...theme, title: a.enterpriseName }));
  }
  for (const s of data.scenes) {
    const key = keyOf(s.picture, /^\/images\/applications\/scenes\/([^/]+)\.svg$/);
    if (key) add(s.picture, () => scene({ key, industry: s.industryId, title: s.name }));
  }
  for (const i of data.industries) add(i.icon, () => industryIcon(i));
  const byCode = new Map(data.products.map((p) => [p.code, p]));
  for (const p of data.products) add(`/images/products/${p.code}.svg`, () => product(p, byCode));

  // Every picture path anywhere in the seeded content must have a drawing.
  const referenced = JSON.stringify([
    data.cases,
    data.solutions,
    data.news,
    data.applications,
    data.scenes,
    data.industries,
  ]);
  const missing = [...new Set(referenced.match(/\/images\/[^"'\s)<>\\]+/g) ?? [])].filter(
    (url) => !files.has(url),
  );
  if (missing.length) {
    throw new Error(`No drawing for these referenced pictures:\n  ${missing.join('\n  ')}`);
  }
  return files;
}

const data = await loadPortalData();
const files = planPictures(data);
const written = [...files].map(([url, draw]) => {
  const text = draw();
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BYTES) throw new Error(`${url} is ${bytes} bytes, over ${MAX_BYTES}`);
  return { url, text, bytes };
});
fs.rmSync(outDir, { recursive: true, force: true });
for (const { url, text } of written) {
  const file = path.join(root, 'apps/web/public', url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}
const total = written.reduce((sum, f) => sum + f.bytes, 0);
const largest = written.reduce((a, b) => (b.bytes > a.bytes ? b : a));
console.log(
  `${written.length} pictures, ${(total / 1024).toFixed(1)} KB in apps/web/public/images ` +
    `(largest ${largest.url}, ${largest.bytes} bytes)`,
);
