// Builds the web app and the server when their build is missing or older than their sources.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const e of entries) walk(path.join(root, e));
  return newest;
}

function stale(output, sources) {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  return newestMtime(sources) > fs.statSync(out).mtimeMs;
}

const targets = [
  {
    name: 'web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'apps/web/package.json',
      'packages/shared/src',
    ],
    command: 'npm run build -w @pn/web',
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src'],
    command: 'npm run build -w @pn/server',
  },
];

export function buildIfStale({ force = false } = {}) {
  for (const t of targets) {
    if (force || stale(t.output, t.sources)) {
      console.log(`[build] ${t.name}: ${t.command}`);
      execSync(t.command, { cwd: root, stdio: 'inherit' });
    } else {
      console.log(`[build] ${t.name}: up to date`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  buildIfStale({ force: process.argv.includes('--force') });
