import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { loadConfig } from './config/env.js';
import { registerDemoSimulator } from './simulator/demo.js';

// Times are shown in China Standard Time unless the operator says otherwise.
process.env.TZ ??= 'Asia/Shanghai';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const database = await prepareDatabase(config, (msg) => console.log(`[db] ${msg}`));
  const app = await buildApp({ config, database });

  // SIGTERM/SIGINT: stop accepting (requests arriving on open connections get 503 and
  // `Connection: close`), let in-flight requests finish, stop the job runner, close the
  // database pool, exit 0; past SHUTDOWN_GRACE_MS the process exits 1 regardless.
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    const started = Date.now();
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    // Closing the server drops the connections idle at that moment; a keep-alive
    // connection whose request finishes afterwards would otherwise hold the exit until the
    // client lets go of it (a balancer may keep it for a minute), so drop those as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    await app.close();
    clearInterval(sweep);
    app.log.info({ ms: Date.now() - started }, 'shut down');
  });

  // The demo plays its gateways against this server once it listens (DEVICE_SIMULATOR).
  registerDemoSimulator(app);
  await app.listen({ port: config.port, host: config.host });
  if (config.captchaFixedAnswer) {
    app.log.warn('CAPTCHA_FIXED_ANSWER is set: every captcha has the same answer (tests only)');
  }
  if (config.smsTestCapture) {
    app.log.warn(
      'SMS_TEST_CAPTURE is set: texted codes and passwords are kept in clear (tests only)',
    );
  }
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    `5G专网运营平台 listening on http://localhost:${config.port}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
