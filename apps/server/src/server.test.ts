import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function waitForHealth(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/unionmallmanage/health' }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else retry();
      });
      req.on('error', retry);
    };
    const retry = () =>
      Date.now() > deadline ? reject(new Error('server did not start')) : setTimeout(attempt, 200);
    attempt();
  });
}

// The process as `npm start` runs it: real listening server, embedded database, signals.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-srv-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes an in-flight request on SIGTERM, refuses new ones, then exits cleanly', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) =>
      child!.on('exit', (code) => resolve(code)),
    );
    await waitForHealth(port, 60_000);

    const body = JSON.stringify({
      logList: [{ transId: 'inflight', message: '进行中', status: '1' }],
    });
    const response = new Promise<{ status: number; json: { status: string } }>(
      (resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/unionmallmanage/sm/sysOperStandardLog/error/add',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10)); // the request is in flight: half its body sent
        setTimeout(() => {
          child!.kill('SIGTERM');
          setTimeout(() => req.end(body.slice(10)), 500);
        }, 300);
      },
    );

    const res = await response;
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('0');

    // No new connections once closing.
    await new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/unionmallmanage/health' }, (r) => {
        r.resume();
        expect(r.statusCode).toBe(503);
        resolve();
      });
      req.on('error', () => resolve());
    });
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/Error/);
  }, 90_000);
});
