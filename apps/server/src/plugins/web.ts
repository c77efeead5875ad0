import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, Messages, Status } from '@pn/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '../lib/reply.js';

/**
 * Serves the built web app and answers unknown paths: the API's with a 404 envelope,
 * every other GET with index.html so the history-mode router can take over.
 */
export const webPlugin = fp(async function web(app: FastifyInstance, opts: { webDist: string }) {
  const indexFile = path.join(opts.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Hashed bundles never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: opts.webDist }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi =
      url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.status(404).send(fail(Status.NOT_FOUND, Messages.NOT_FOUND));
  });
});
