// Second step of `npm run build -w @pn/web`, after the browser build and the prerender
// build (src/prerender.tsx, in dist-ssr): writes each public page's HTML to
// dist/prerendered/<address>.html, which the server sends for that address. Each is
// index.html with the page's markup in #root, its stylesheets linked (the page paints
// styled before any script runs) and its route chunks listed for preloading once the page
// has painted.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDist = path.join(web, 'dist-ssr');
const OUT_DIR = 'prerendered';

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT)) throw new Error(`index.html has no empty ${ROOT}`);

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Chunks and stylesheets a manifest entry needs, with its static imports, in load order. */
function assetsOf(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  keys.forEach(visit);
  return { js, css };
}

const entry = assetsOf(['index.html']);
// index.html's own preloads of the app's start and the landing page: each page lists its
// own instead.
const base = template
  .replace(/\s*<template [^>]*\bdata-landing\b[^>]*>.*?<\/template>/gs, '')
  .replace(/\s*<link [^>]*\bdata-landing\b[^>]*>/g, '');

const { PRERENDERED_PAGES, renderPage } = await import(
  pathToFileURL(path.join(ssrDist, 'prerender.js')).href
);
fs.rmSync(path.join(dist, OUT_DIR), { recursive: true, force: true });
for (const page of PRERENDERED_PAGES) {
  const { html: markup, meta } = await renderPage(page.path);
  // The page's stylesheets (the portal's frame with the island's start, and the page's),
  // and the chunks of both (which the entry imports in steps, src/main.tsx): all of them
  // load at once.
  const { css, js } = assetsOf(page.modules);
  const stylesheets = [...css]
    .filter((file) => !entry.css.has(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  // Inert until the entry moves them into the head, after the first paint (src/main.tsx).
  const preloads = [...js]
    .filter((file) => !entry.js.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const head = [
    ...stylesheets,
    `<template id="pn-deferred-preloads">${preloads.join('')}</template>`,
  ];
  let html = base;
  if (meta) {
    // The title and description the page sets once running, there from the start.
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"/,
        `<meta name="description" content="${escapeHtml(meta.description)}"`,
      );
  }
  html = html
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace(ROOT, `<div id="root" data-prerendered="${page.path}">${markup}</div>`);
  const file = path.join(dist, OUT_DIR, `${page.path.slice(1)}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
}
fs.rmSync(ssrDist, { recursive: true, force: true });
console.log(`prerendered ${PRERENDERED_PAGES.length} pages into dist/${OUT_DIR}`);
// The app's timers (query cache collection, chunk time-outs) would hold the process open.
process.exit(0);
