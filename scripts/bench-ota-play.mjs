// The device simulator of `npm run bench:ota`, in a process of its own so that the
// gateways' downloads, checksums and timers do not delay the benchmark's own timing. Takes
// {start: options} over IPC, answers {stats} to 'stats', and drains and exits on 'stop'.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { root } from './build-if-stale.mjs';

const { DeviceSimulator } = await tsImport(
  pathToFileURL(path.join(root, 'apps/server/src/simulator/index.ts')).href,
  import.meta.url,
);
let sim;
process.on('message', async (msg) => {
  if (msg.start) {
    sim = new DeviceSimulator(msg.start);
    sim.start();
    process.send({ started: true });
  } else if (msg === 'stats') {
    process.send({ stats: sim.stats() });
  } else if (msg === 'stop') {
    await sim?.stop({ drain: true });
    process.send({ stopped: true, stats: sim?.stats() });
    process.exit(0);
  }
});
process.send({ ready: true });
