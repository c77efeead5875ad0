// Starts the production build as a child process for scripts; returns its URL and a stop function.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build-if-stale.mjs';

/**
 * `startTimeoutMs` bounds the start-up (migrations and demo data on a busy machine take
 * longer). `keepData` leaves the embedded database's folder in place on stop (its path is
 * `dataDir`) for the caller to read and remove.
 */
export async function startProductionServer({
  port,
  env = {},
  keepData = false,
  startTimeoutMs = 90_000,
} = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The embedded MQTT broker on a free port: the machine's Mosquitto may hold 1883.
      MQTT_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${url}/unionmallmanage/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    if (Date.now() > deadline) {
      // Not left behind: it would answer the next run's health check on this port.
      child.kill('SIGKILL');
      throw new Error('server did not start in time');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
