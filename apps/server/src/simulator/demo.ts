import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { DEMO_DEVICE_SERIALS } from '../db/seed/devices.js';
import {
  demoSecretsPath,
  ensureDemoCredentials,
} from '../modules/device/device-gateway.service.js';
import { demoTerminals, IndustrySimulator } from './industry-simulator.js';
import { readSecretsFile } from './secrets-file.js';
import {
  DeviceSimulator,
  MIN_DECLARED_S,
  type SimulatorDevice,
  type SimulatorLogger,
} from './simulator.js';

/**
 * The demo's own device simulator: with the demo data, the server process plays the demo
 * enterprises' gateways and multi-SIM devices against its own listening address, so the
 * device screens are live from the first start (config.deviceSimulator; DEVICE_SIMULATOR=0
 * turns it off).
 *
 * Timing is brisker than a real fleet so the console shows it within seconds: gateways send
 * a heartbeat every 7.5–10 s (declaring 10 s, the shortest the server takes), multi-SIM
 * devices every 30 s, and a Wi-Fi change takes 1.5–3 s, so a command issued from the console
 * usually succeeds within about 10 s. Devices that never reported in the demo data stay
 * 未激活; flaky ones (serials ending in a multiple of 7) drop off now and then and fail a
 * command sometimes. DEVICE_SIMULATOR_SPEED runs the devices' clock faster (the browser
 * journeys use 3).
 *
 * Several instances on one PostgreSQL database must not play the same devices twice: the
 * one holding a session advisory lock plays them, the others try again every 30 s (and take
 * over when the holder goes away). The embedded PGlite database belongs to one process.
 */

/** Seconds between heartbeats in the demo, by kind (simulated = real time at speed 1). */
export const DEMO_INTERVALS = { cpe: 10, multiSim: 30 } as const;

/**
 * A kind's heartbeat interval in simulated seconds at `speed`: its demo interval, but never
 * shorter in real time than the server's shortest (a sped-up clock makes reboots, Wi-Fi
 * changes and absences quicker, not the heartbeats more frequent than a device may send).
 */
export function demoIntervalSeconds(kind: keyof typeof DEMO_INTERVALS, speed: number): number {
  return Math.max(DEMO_INTERVALS[kind], MIN_DECLARED_S * speed);
}
const RETRY_LEASE_MS = 30_000;
const CHECK_MS = 60_000;
/** Advisory lock key of the demo simulator (one per database). */
const LOCK_KEY = 'pn:device-simulator';

/** Where a process on this machine reaches the server that listens at `address`. */
export function loopbackUrl(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string')
    throw new Error('the server is not listening on TCP');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** Holds the database-wide lease on the demo simulator (PostgreSQL advisory lock). */
class SimulatorLease {
  private client: pg.Client | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly onLost: () => void,
    private readonly log: SimulatorLogger,
  ) {}

  /** True when this process now holds the lease. */
  async acquire(): Promise<boolean> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 5_000,
      application_name: 'pn-device-simulator',
    });
    let lost = false;
    const lose = (err?: Error) => {
      if (lost || this.client !== client) return;
      lost = true;
      this.client = null;
      this.log.warn({ err }, 'device simulator lease lost');
      this.onLost();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [LOCK_KEY],
      );
      if (rows[0]?.ok) {
        this.client = client;
        return true;
      }
    } catch (err) {
      this.log.warn({ err }, 'device simulator lease: database not reachable');
    }
    await client.end().catch(() => {});
    return false;
  }

  /** Ends the lease (closing its connection releases the lock). */
  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }
}

/**
 * Plays the demo devices from this process once it listens, when config.deviceSimulator is
 * on; stops before the server closes. Call before `listen`.
 */
export function registerDemoSimulator(app: FastifyInstance): void {
  if (!app.config.deviceSimulator) return;
  const log: SimulatorLogger = app.log.child({ module: 'device-simulator' });
  const db = app.database.db;
  const secretsFile = demoSecretsPath(app.config.dataDir);
  let sim: DeviceSimulator | null = null;
  let industry: IndustrySimulator | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let authFailuresSeen = 0;
  let starting: Promise<void> = Promise.resolve();

  const lease = app.config.databaseUrl
    ? new SimulatorLease(
        app.config.databaseUrl,
        () => {
          // Another instance may take the devices over now: stop playing them here.
          starting = starting.then(async () => {
            await stopSim();
            later();
          });
        },
        log,
      )
    : null;

  const later = () => {
    if (closing) return;
    clearTimeout(retry);
    retry = setTimeout(() => {
      starting = starting.then(tryStart);
    }, RETRY_LEASE_MS);
    retry.unref();
  };

  async function demoDevices(): Promise<SimulatorDevice[]> {
    const listed = readSecretsFile(secretsFile);
    if (listed.length === 0) return [];
    const rows = await db
      .selectFrom('device')
      .select(['serial', 'kind', 'firmware', 'lastHeartbeatAt'])
      .where(
        'serial',
        'in',
        listed.map((d) => d.serial),
      )
      .execute();
    const bySerial = new Map(rows.map((r) => [r.serial, r]));
    return listed.flatMap((d) => {
      const row = bySerial.get(d.serial);
      // A device that never reported is one not installed yet: it stays 未激活.
      if (!row || row.lastHeartbeatAt === null) return [];
      const kind = row.kind === 'multiSim' ? 'multiSim' : 'cpe';
      return [
        {
          ...d,
          kind,
          firmware: row.firmware || undefined,
          intervalSeconds: demoIntervalSeconds(kind, app.config.deviceSimulatorSpeed),
        },
      ];
    });
  }

  async function tryStart(): Promise<void> {
    if (closing || sim) return;
    try {
      if (lease && !(await lease.acquire())) {
        log.debug({}, 'another instance plays the demo devices');
        return later();
      }
      if (closing) return void (await lease?.release());
      const devices = await demoDevices();
      if (devices.length === 0) {
        log.info({ file: secretsFile }, 'no demo devices to play');
        await lease?.release();
        return;
      }
      sim = new DeviceSimulator({
        baseUrl: loopbackUrl(app.server.address()),
        devices,
        jitter: [0.75, 1],
        timings: { wifi: [1.5, 3], reboot: [20, 40] },
        concurrency: 8,
        speed: app.config.deviceSimulatorSpeed,
        logger: log,
      }).start();
      authFailuresSeen = 0;
      // The demo's industry terminals report alongside (secrets issued afresh for them).
      const terminals = await demoTerminals(db);
      if (terminals.length > 0 && !closing) {
        industry = new IndustrySimulator({
          baseUrl: loopbackUrl(app.server.address()),
          terminals,
          logger: log,
        }).start();
      }
      check = setInterval(() => void checkCredentials(), CHECK_MS);
      check.unref();
    } catch (err) {
      log.error({ err }, 'device simulator could not start');
      await stopSim();
      later();
    }
  }

  /**
   * Secrets stop matching when another instance with its own data directory re-issued them:
   * issue them again from here and hand them to the devices.
   */
  async function checkCredentials(): Promise<void> {
    if (!sim || closing) return;
    const stats = sim.stats();
    log.debug(stats, 'device simulator');
    if (stats.authFailures === authFailuresSeen) return;
    authFailuresSeen = stats.authFailures;
    try {
      const issued = await ensureDemoCredentials(db, secretsFile, DEMO_DEVICE_SERIALS);
      if (issued === 0) return;
      const secrets = new Map(readSecretsFile(secretsFile).map((d) => [d.serial, d.secret]));
      sim?.updateSecrets(secrets);
      log.info({ issued }, 'demo device secrets re-issued for the simulator');
    } catch (err) {
      log.warn({ err }, 'demo device secrets could not be re-issued');
    }
  }

  async function stopSim(): Promise<void> {
    clearInterval(check);
    check = undefined;
    const s = sim;
    sim = null;
    const i = industry;
    industry = null;
    await i?.stop();
    await s?.stop();
    await lease?.release();
  }

  app.addHook('onListen', async () => {
    starting = starting.then(tryStart);
  });
  // Before the server stops taking requests, so no heartbeat is cut off half-way.
  app.addHook('preClose', async () => {
    closing = true;
    clearTimeout(retry);
    await starting;
    await stopSim();
  });
}
