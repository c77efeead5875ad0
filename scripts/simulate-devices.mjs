// `npm run simulate:devices`: plays 5G fast-line gateways and multi-SIM devices against a
// running server through the device-facing API (heartbeats, signal and traffic, clients,
// commands run with a realistic delay and the odd failure, flaky devices going offline).
//
//   npm run simulate:devices -- [--url=http://127.0.0.1:3000] [--secrets=./data/device-secrets.json]
//     [--devices=N] [--speed=1] [--duration=SECONDS] [--interval=SECONDS] [--concurrency=32] [--verbose]
//
// The secrets file is the one the server writes for the demo devices (SEED_DEMO, in its
// DATA_DIR). Prints a line every 10 s; stops after --duration seconds or on Ctrl-C.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './build-if-stale.mjs';
import { parseFlags } from './sim-generate.mjs';

const usage = `usage: npm run simulate:devices -- [options]
  --url=http://127.0.0.1:3000        the server
  --secrets=./data/device-secrets.json  device serials and secrets (written by the demo server)
  --devices=N                        play the first N devices of the file (default: all)
  --speed=1                          time factor (10: ten simulated seconds per second)
  --duration=SECONDS                 stop after this long (default: until Ctrl-C)
  --interval=SECONDS                 heartbeat interval of every device (default: the file's)
  --concurrency=32                   requests in flight at most
  --verbose                          log every heartbeat`;

const KNOWN = ['url', 'secrets', 'devices', 'speed', 'duration', 'interval', 'concurrency'];

function positive(flags, name, fallback) {
  if (flags[name] === undefined) return fallback;
  const n = Number(flags[name]);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${name} must be a positive number\n${usage}`);
    process.exit(1);
  }
  return n;
}

/** Logs the simulator's info events as short lines (debug ones with --verbose). */
function consoleLogger(verbose) {
  const line = (obj, msg) => {
    const { serial, kind, itemId, success, reason, seconds } = obj;
    const parts = [
      serial,
      kind,
      itemId && `#${itemId}`,
      success === undefined ? '' : success ? 'ok' : 'FAILED',
      reason,
      seconds && `${seconds}s`,
    ];
    console.log(
      `[simulate] ${msg}${parts.some(Boolean) ? `: ${parts.filter(Boolean).join(' ')}` : ''}`,
    );
  };
  return {
    debug: verbose
      ? (obj, msg) => console.log(`[simulate] ${msg} ${JSON.stringify(obj)}`)
      : () => {},
    info: (obj, msg) =>
      msg === 'device simulator stopped' || msg === 'device simulator started'
        ? undefined
        : line(obj, msg),
    warn: (obj, msg) => console.warn(`[simulate] ${msg} ${JSON.stringify(obj)}`),
    error: (obj, msg) => console.error(`[simulate] ${msg}`, obj.err ?? obj),
  };
}

const flags = parseFlags(process.argv.slice(2));
if (flags.help) {
  console.log(usage);
  process.exit(0);
}
const unknown = Object.keys(flags).filter((k) => ![...KNOWN, 'verbose'].includes(k));
if (unknown.length) {
  console.error(`unknown option --${unknown[0]}\n${usage}`);
  process.exit(1);
}
const url = flags.url ?? 'http://127.0.0.1:3000';
const secrets = path.resolve(
  flags.secrets ??
    path.join(process.env.DATA_DIR || path.join(root, 'data'), 'device-secrets.json'),
);
const speed = positive(flags, 'speed', 1);
const duration = positive(flags, 'duration', undefined);
const interval = positive(flags, 'interval', undefined);
const concurrency = positive(flags, 'concurrency', 32);
const limit = positive(flags, 'devices', undefined);

const { DeviceSimulator, readSecretsFile } = await tsImport(
  pathToFileURL(path.join(root, 'apps/server/src/simulator/index.ts')).href,
  import.meta.url,
);

let devices;
try {
  devices = readSecretsFile(secrets);
} catch (err) {
  console.error(
    `[simulate] ${err.message}\nStart the server with the demo data (SEED_DEMO=1) first, or pass --secrets.`,
  );
  process.exit(1);
}
if (limit !== undefined) devices = devices.slice(0, Math.floor(limit));
if (devices.length === 0) {
  console.error(`[simulate] no devices in ${secrets}`);
  process.exit(1);
}

const sim = new DeviceSimulator({
  baseUrl: url,
  devices,
  speed,
  intervalSeconds: interval,
  concurrency,
  logger: consoleLogger(flags.verbose === true),
});
console.log(
  `[simulate] ${devices.length} devices against ${url} (speed ×${speed}` +
    `${duration ? `, ${duration} s` : ', Ctrl-C to stop'}); secrets from ${secrets}`,
);
sim.start();

const t0 = Date.now();
let last = { at: t0, heartbeats: 0 };
const report = () => {
  const s = sim.stats();
  const now = Date.now();
  const rate = (s.heartbeats - last.heartbeats) / ((now - last.at) / 1000 || 1);
  last = { at: now, heartbeats: s.heartbeats };
  console.log(
    `[simulate] ${String(Math.round((now - t0) / 1000)).padStart(5)} s  playing ${s.devices}` +
      ` (online ${s.online}, offline ${s.offline}, rebooting ${s.rebooting})` +
      `  heartbeats ${rate.toFixed(1)}/s (${s.heartbeats} in all)` +
      `  commands executed ${s.commandsExecuted} / succeeded ${s.commandsSucceeded} / failed ${s.commandsFailed}` +
      `  errors ${s.errors}${s.authFailures ? ` (${s.authFailures} refused credentials)` : ''}`,
  );
};
const ticker = setInterval(report, 10_000);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  clearInterval(ticker);
  await sim.stop();
  report();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
if (duration) setTimeout(shutdown, duration * 1000);
