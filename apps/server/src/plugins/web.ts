import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, Messages, Status } from '@pn/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/reply.js';

function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    return 'public, max-age=31536000, immutable';
  }
  if (filePath.includes(`${path.sep}images${path.sep}`)) return 'public, max-age=86400';
  return 'no-cache';
}

/** A request for a file (`/images/x.svg`, `/assets/y.js`) rather than an app route. */
function isFileRequest(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]{2,5}$/i.test(pathname);
}

/** Folder of the web build holding the public pages prerendered at build time. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The prerendered pages of the build by address (`/home` → `prerendered/home.html`), found
 * once at start-up.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(webDist, PRERENDERED_DIR);
  if (!fs.existsSync(root)) return pages;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.relative(webDist, path.join(entry.parentPath, entry.name));
    const address = path
      .relative(root, path.join(entry.parentPath, entry.name.slice(0, -'.html'.length)))
      .split(path.sep)
      .join('/');
    pages.set(`/${address}`, file.split(path.sep).join('/'));
  }
  return pages;
}

/**
 * Serves the built web app and answers unknown paths: the API's and missing files with a
 * 404 envelope, every other GET with index.html so the history-mode router can take over.
 * A public page prerendered at build time, asked for by its plain address (no query, which
 * the page might read), gets its own HTML instead, which paints before the scripts run.
 */
export const webPlugin = fp(async function web(app: FastifyInstance, opts: { webDist: string }) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  const pages = hasWeb ? prerenderedPages(opts.webDist) : new Map<string, string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      index: ['index.html'],
      // One route per built file, found once at start-up: an API path or an app route never
      // costs a stat or a directory read (a wildcard route would look on disk every time).
      wildcard: false,
      // The build writes file.br and file.gz next to each text file: the variant the browser
      // accepts goes out as it is (Content-Encoding, Vary: Accept-Encoding), never compressed
      // again per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed bundles never change; content pictures change rarely; the rest (index.html,
        // robots.txt) is revalidated.
        res.header('cache-control', cacheControlOf(filePath));
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi =
      url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
    const isPage = !isApi && !isFileRequest(url);
    if (isPage && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(pages.get(url) ?? 'index.html');
    }
    if (isApi) {
      // A path that exists with other methods: 405 naming them, not 404.
      const allowed = app.allowedMethods(url.split('?')[0]!);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send(fail(Status.METHOD_NOT_ALLOWED, Messages.METHOD_NOT_ALLOWED));
      }
    }
    return reply.status(404).send(fail(Status.NOT_FOUND, Messages.NOT_FOUND));
  });
});
