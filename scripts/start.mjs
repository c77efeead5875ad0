// `npm start`: build what is missing or stale, then run the one production process
// (API + built web app) in this process, so signals reach it directly.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
