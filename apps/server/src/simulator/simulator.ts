import { createHash } from 'node:crypto';
import {
  API_BASE,
  DEVICE_AUTH_SCHEME,
  DEVICE_LIMITS,
  type DeviceCommand,
  type DeviceCommandKind,
  type DeviceCommandResultInput,
  type DeviceKind,
  type HeartbeatInput,
  type HeartbeatReply,
} from '@pn/shared';
import {
  hashString,
  isFlakySerial,
  seededRandom,
  SimulatedDevice,
  uniform,
  type Random,
} from './simulated-device.js';

/**
 * The device simulator: plays 5G fast-line gateways and multi-SIM devices against a server
 * over real HTTP, through the device-facing API (`Authorization: Device <serial>:<secret>`).
 *
 * Each device sends a heartbeat about every interval (jittered) with its signal, traffic and
 * clients, runs the commands the reply hands it with a realistic delay (a reboot keeps it
 * silent for 20–60 s), and reports each result on its own at once, or in its next heartbeat
 * when that fails (a reboot's always comes with the first heartbeat after it). Each item runs
 * once; a redelivery of an item already done only repeats its result. Flaky devices (see
 * isFlakySerial) drop off the network for a few minutes now and then and fail some commands
 * with a reason a gateway would give.
 *
 * Timing is in simulated time, `speed` times faster than the wall clock; the interval a
 * device declares to the server is the real one (at least 10 s), so the server's offline
 * marking follows what it sees. Requests in flight are capped (`concurrency`), so thousands
 * of devices share a few sockets. `stop()` aborts what is in flight and clears every timer.
 */

export interface SimulatorDevice {
  serial: string;
  secret: string;
  kind?: DeviceKind | undefined;
  /** Seconds between heartbeats, in simulated time (default: the simulator's, else 60). */
  intervalSeconds?: number | undefined;
  /** What a firmware query answers; also sent in the first heartbeat when known. */
  firmware?: string | undefined;
  /** Drops off now and then and fails some commands (default: isFlakySerial). */
  flaky?: boolean | undefined;
}

/** Simulated seconds a command takes on the device, [min, max]. */
export interface CommandTimings {
  reboot: [number, number];
  wifi: [number, number];
  blacklist: [number, number];
  firmwareQuery: [number, number];
  /** Downloading a firmware package, then installing it (or rolling back). */
  firmwareDownload: [number, number];
  firmwareInstall: [number, number];
  /** A command the device refuses takes this long to refuse. */
  refuse: [number, number];
}

export const DEFAULT_TIMINGS: Readonly<CommandTimings> = {
  reboot: [20, 60],
  wifi: [2, 5],
  blacklist: [1, 2],
  firmwareQuery: [0.5, 1.5],
  firmwareDownload: [5, 20],
  firmwareInstall: [20, 60],
  refuse: [0.5, 2],
};

/** How flaky devices go away: about every `meanGapMinutes` online, for min–max minutes (simulated). */
export interface OfflinePlan {
  meanGapMinutes: number;
  minMinutes: number;
  maxMinutes: number;
}

export const DEFAULT_OFFLINE_PLAN: Readonly<OfflinePlan> = {
  meanGapMinutes: 30,
  minMinutes: 2,
  maxMinutes: 6,
};

/** Reasons a gateway gives when it cannot do what it was asked. */
export const FAILURE_REASONS: Readonly<Record<DeviceCommandKind, readonly string[]>> = {
  reboot: ['设备忙，请稍后重试', '正在升级固件，暂不能重启'],
  wifi: ['设备忙，请稍后重试', 'Wi-Fi模块无响应', '配置写入失败，请重试'],
  blacklistAdd: ['设备忙，请稍后重试', '黑名单条目已满（最多64条）'],
  blacklistRemove: ['设备忙，请稍后重试', '配置写入失败，请重试'],
  firmwareQuery: ['设备忙，请稍后重试'],
  firmwareUpgrade: [
    '固件写入失败：分区校验错误',
    '升级后自检失败，已自动恢复原版本',
    '存储空间不足',
  ],
  firmwareRollback: ['备份分区损坏，无法回滚'],
};

/** Kinds whose failures the device decides while running them (see execute). */
const FIRMWARE_KINDS: readonly string[] = ['firmwareUpgrade', 'firmwareRollback'];

type LogFn = (obj: object, msg?: string) => void;
/** pino's shape (a pino or Fastify logger fits). */
export interface SimulatorLogger {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

const silentLogger: SimulatorLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
};

export interface HeartbeatSample {
  serial: string;
  /** Round trip of the HTTP request, in ms (waiting for a free connection not counted). */
  ms: number;
  ok: boolean;
}

export interface SimulatorOptions {
  /** The server's origin (http://127.0.0.1:3000); the API base is added unless given. */
  baseUrl: string;
  devices: readonly SimulatorDevice[];
  /** Time factor: 10 plays ten simulated seconds per real second. Default 1. */
  speed?: number | undefined;
  /** Heartbeat interval of every device, simulated seconds (overrides each device's). */
  intervalSeconds?: number | undefined;
  /** Each wait between heartbeats is the interval times a factor in this range. Default [0.9, 1.1]. */
  jitter?: [number, number] | undefined;
  /** Requests in flight at most. Default 32. */
  concurrency?: number | undefined;
  /** Offline periods of flaky devices; false: none. */
  offline?: false | Partial<OfflinePlan> | undefined;
  /** Share of commands a flaky device fails. Default 0.2. */
  failureRate?: number | undefined;
  /**
   * Share of firmware upgrades that fail on a steady device. Default 0. A flaky device fails
   * every upgrade (after downloading), which is how the demo shows an automatic pause.
   */
  upgradeFailureRate?: number | undefined;
  timings?: Partial<CommandTimings> | undefined;
  /** Spread the first heartbeats over one interval (default), or send them all at once. */
  spreadStart?: boolean | undefined;
  seed?: number | undefined;
  logger?: SimulatorLogger | undefined;
  requestTimeoutMs?: number | undefined;
  /** Called after every heartbeat (the benchmark records latencies with it). */
  onHeartbeat?: ((sample: HeartbeatSample) => void) | undefined;
}

export interface SimulatorStats {
  devices: number;
  online: number;
  offline: number;
  rebooting: number;
  heartbeats: number;
  heartbeatErrors: number;
  commandsReceived: number;
  commandsExecuted: number;
  commandsSucceeded: number;
  commandsFailed: number;
  redeliveriesIgnored: number;
  /** Every failed request (heartbeats and results): network errors, non-success answers. */
  errors: number;
  /** Requests refused for a bad credential. */
  authFailures: number;
}

type DeviceState = 'online' | 'offline' | 'rebooting';
type Result = DeviceCommandResultInput & { itemId: number };

interface Player {
  spec: SimulatorDevice;
  sim: SimulatedDevice;
  auth: string;
  flaky: boolean;
  /** Simulated seconds between heartbeats. */
  intervalS: number;
  state: DeviceState;
  timer: NodeJS.Timeout | undefined;
  beating: boolean;
  /** Wall-clock time of the last heartbeat the server took (0: none yet). */
  lastBeatAt: number;
  sendFirmware: boolean;
  /** Results not yet taken by the server. */
  outbox: Map<number, Result>;
  /** Items run, with their result (the newest few hundred). */
  done: Map<number, Result>;
  running: Set<number>;
  /** Commands run one after another. */
  queue: Promise<void>;
  authWarned: boolean;
}

interface Answer<T> {
  status: number;
  body?: { status: string; message: string; result: T } | undefined;
  ms: number;
  error?: string | undefined;
}

const DONE_KEPT = 200;
/** The shortest heartbeat interval the server takes, seconds. */
export const MIN_DECLARED_S = 10;
const MAX_DECLARED_S = 3600;

/** Caps the requests in flight; the others wait their turn. */
class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly max: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((r) => this.waiting.push(r));
    this.active++;
    try {
      return await fn();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }

  /** Lets every waiter through (on stop they see the abort at once). */
  releaseAll(): void {
    while (this.waiting.length) this.waiting.shift()?.();
  }
}

export class DeviceSimulator {
  private readonly api: string;
  private readonly speed: number;
  private readonly jitter: [number, number];
  private readonly offline: OfflinePlan | null;
  private readonly failureRate: number;
  private readonly upgradeFailureRate: number;
  private readonly timings: CommandTimings;
  private readonly log: SimulatorLogger;
  private readonly rand: Random;
  private readonly limiter: Limiter;
  private readonly abort = new AbortController();
  private readonly players = new Map<string, Player>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly sleepers = new Set<() => void>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private started = false;
  private stopped = false;
  private readonly counters: Omit<SimulatorStats, 'devices' | 'online' | 'offline' | 'rebooting'> =
    {
      heartbeats: 0,
      heartbeatErrors: 0,
      commandsReceived: 0,
      commandsExecuted: 0,
      commandsSucceeded: 0,
      commandsFailed: 0,
      redeliveriesIgnored: 0,
      errors: 0,
      authFailures: 0,
    };

  constructor(private readonly opts: SimulatorOptions) {
    const base = opts.baseUrl.replace(/\/+$/, '');
    this.api = base.endsWith(API_BASE) ? base : `${base}${API_BASE}`;
    this.speed = opts.speed && opts.speed > 0 ? opts.speed : 1;
    this.jitter = opts.jitter ?? [0.9, 1.1];
    this.offline = opts.offline === false ? null : { ...DEFAULT_OFFLINE_PLAN, ...opts.offline };
    this.failureRate = opts.failureRate ?? 0.2;
    this.upgradeFailureRate = opts.upgradeFailureRate ?? 0;
    this.timings = { ...DEFAULT_TIMINGS, ...opts.timings };
    this.log = opts.logger ?? silentLogger;
    this.rand = seededRandom(opts.seed ?? Date.now());
    this.limiter = new Limiter(Math.max(1, opts.concurrency ?? 32));
    for (const spec of opts.devices) {
      this.players.set(spec.serial, {
        spec,
        sim: new SimulatedDevice({
          serial: spec.serial,
          kind: spec.kind ?? 'cpe',
          firmware: spec.firmware,
          rand: seededRandom(hashString(spec.serial) ^ (opts.seed ?? 0)),
        }),
        auth: `${DEVICE_AUTH_SCHEME} ${spec.serial}:${spec.secret}`,
        flaky: spec.flaky ?? isFlakySerial(spec.serial),
        intervalS:
          opts.intervalSeconds ?? spec.intervalSeconds ?? DEVICE_LIMITS.heartbeatIntervalSeconds,
        state: 'online',
        timer: undefined,
        beating: false,
        lastBeatAt: 0,
        sendFirmware: Boolean(spec.firmware),
        outbox: new Map(),
        done: new Map(),
        running: new Set(),
        queue: Promise.resolve(),
        authWarned: false,
      });
    }
  }

  /** Starts every device; the first heartbeats spread over one interval unless told otherwise. */
  start(): this {
    if (this.started) return this;
    this.started = true;
    for (const p of this.players.values()) {
      const first = this.opts.spreadStart === false ? 0 : this.rand() * this.realIntervalMs(p);
      this.schedule(p, first);
    }
    this.log.info(
      { devices: this.players.size, speed: this.speed, api: this.api },
      'device simulator started',
    );
    return this;
  }

  /**
   * Stops every device: clears the timers and aborts the requests in flight, or with
   * `drain` lets those finish first (up to the request timeout), so every heartbeat the
   * server took is also counted here.
   */
  async stop({ drain = false }: { drain?: boolean } = {}): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const p of this.players.values()) if (p.timer) clearTimeout(p.timer);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const wake of this.sleepers) wake();
    this.sleepers.clear();
    this.limiter.releaseAll();
    if (drain) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.inFlight]),
        new Promise((r) => (timer = setTimeout(r, this.opts.requestTimeoutMs ?? 10_000))),
      ]);
      clearTimeout(timer);
    }
    this.abort.abort();
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
    this.log.info(this.stats(), 'device simulator stopped');
  }

  get running(): boolean {
    return this.started && !this.stopped;
  }

  stats(): SimulatorStats {
    let online = 0;
    let offline = 0;
    let rebooting = 0;
    for (const p of this.players.values()) {
      if (p.state === 'online') online++;
      else if (p.state === 'offline') offline++;
      else rebooting++;
    }
    return { devices: this.players.size, online, offline, rebooting, ...this.counters };
  }

  /** What a device is doing now (for tests and the command line). */
  stateOf(serial: string): DeviceState | undefined {
    return this.players.get(serial)?.state;
  }

  /** The simulated device itself (its Wi-Fi, blacklist, clients), for tests. */
  deviceOf(serial: string): SimulatedDevice | undefined {
    return this.players.get(serial)?.sim;
  }

  /** Takes a device off the network for `realMs` of wall-clock time. */
  forceOffline(serial: string, realMs: number): void {
    const p = this.players.get(serial);
    if (p && p.state === 'online') this.goOffline(p, realMs);
  }

  /** New secrets for some devices (the demo re-issues them when they stop matching). */
  updateSecrets(secrets: ReadonlyMap<string, string>): void {
    for (const [serial, secret] of secrets) {
      const p = this.players.get(serial);
      if (!p) continue;
      p.auth = `${DEVICE_AUTH_SCHEME} ${serial}:${secret}`;
      p.authWarned = false;
    }
  }

  // Scheduling ---------------------------------------------------------------------------

  private realIntervalMs(p: Player): number {
    return (p.intervalS * 1000) / this.speed;
  }

  /** The interval the device declares: the real one, within what the server accepts. */
  private declaredSeconds(p: Player): number {
    const real = Math.round(this.realIntervalMs(p) / 1000);
    return Math.min(MAX_DECLARED_S, Math.max(MIN_DECLARED_S, real));
  }

  private schedule(p: Player, realMs: number): void {
    if (this.stopped) return;
    if (p.timer) clearTimeout(p.timer);
    p.timer = setTimeout(
      () => {
        p.timer = undefined;
        this.track(this.beat(p));
      },
      Math.max(0, realMs),
    );
  }

  /** Runs `fn` after `simMs` of simulated time (a timer cleared on stop). */
  private after(simMs: number, fn: () => void): void {
    if (this.stopped) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.stopped) fn();
    }, simMs / this.speed);
    this.timers.add(t);
  }

  /** Waits `simMs` of simulated time; resolves early on stop. */
  private sleep(simMs: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.stopped) return resolve();
      const wake = () => {
        clearTimeout(t);
        this.timers.delete(t);
        this.sleepers.delete(wake);
        resolve();
      };
      const t = setTimeout(wake, simMs / this.speed);
      this.timers.add(t);
      this.sleepers.add(wake);
    });
  }

  private track<T>(promise: Promise<T>): void {
    const tracked = promise.then(
      () => undefined,
      (err: unknown) => this.log.error({ err }, 'device simulator task failed'),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  private goOffline(p: Player, realMs: number): void {
    p.state = 'offline';
    if (p.timer) clearTimeout(p.timer);
    p.timer = undefined;
    this.log.info(
      { serial: p.spec.serial, seconds: Math.round((realMs * this.speed) / 1000) },
      'device goes offline',
    );
    this.after(realMs * this.speed, () => {
      if (p.state !== 'offline') return;
      p.state = 'online';
      this.log.info({ serial: p.spec.serial }, 'device back online');
      this.schedule(p, 0);
    });
  }

  // Heartbeats ---------------------------------------------------------------------------

  private async beat(p: Player): Promise<void> {
    if (this.stopped || p.state !== 'online' || p.beating) return;
    p.beating = true;
    let next = this.realIntervalMs(p) * uniform(this.rand, this.jitter[0], this.jitter[1]);
    try {
      const now = Date.now();
      const intervalMs = this.realIntervalMs(p);
      const elapsed = p.lastBeatAt ? now - p.lastBeatAt : intervalMs;
      // Time spent offline or rebooting does not count: the device was not there.
      const simMinutes = Math.min((elapsed * this.speed) / 60_000, (p.intervalS * 1.5) / 60);
      p.sim.advance(simMinutes, now);

      // A flaky device idle between commands sometimes drops off for a few minutes.
      if (this.offline && p.flaky && p.running.size === 0 && p.lastBeatAt) {
        const chance = 1 - Math.exp(-simMinutes / this.offline.meanGapMinutes);
        if (this.rand() < chance) {
          const minutes = uniform(this.rand, this.offline.minMinutes, this.offline.maxMinutes);
          this.goOffline(p, (minutes * 60_000) / this.speed);
          return;
        }
      }

      const results = [...p.outbox.values()].slice(0, DEVICE_LIMITS.heartbeatResultsMax);
      const body: HeartbeatInput = {
        ...p.sim.measure(now, Math.min(elapsed, intervalMs * 1.5)),
        intervalSeconds: this.declaredSeconds(p),
        results,
      };
      if (p.sendFirmware) body.firmware = p.sim.firmware;

      const res = await this.post<HeartbeatReply>(p, '/device/v1/heartbeat', body);
      // Cut off by stop(): nobody knows whether the server took it.
      if (res.error === 'stopped') return;
      const ok = res.status === 200 && res.body?.status === '0';
      this.opts.onHeartbeat?.({ serial: p.spec.serial, ms: res.ms, ok });
      if (!ok || !res.body) {
        this.counters.heartbeatErrors++;
        // A refused credential is not fixed by retrying every interval.
        if (res.status === 401) next *= 5;
        return;
      }
      this.counters.heartbeats++;
      p.lastBeatAt = now;
      p.sendFirmware = false;
      // Results sent are settled: taken, or refused for good (unknown or foreign items).
      for (const r of results) p.outbox.delete(r.itemId);
      const reply = res.body.result;
      if (reply.warnings.length)
        this.log.debug({ serial: p.spec.serial, warnings: reply.warnings }, 'heartbeat warnings');
      if (reply.intervalSeconds > 0 && reply.intervalSeconds < this.declaredSeconds(p))
        next = Math.min(next, reply.intervalSeconds * 1000);
      if (reply.commands.length) this.receive(p, reply.commands);
      this.log.debug(
        { serial: p.spec.serial, ms: Math.round(res.ms), commands: reply.commands.length },
        'heartbeat',
      );
    } finally {
      p.beating = false;
      // A result that could not be sent goes with a heartbeat soon.
      if (p.state === 'online') this.schedule(p, p.outbox.size ? Math.min(next, 2_000) : next);
    }
  }

  // Commands -----------------------------------------------------------------------------

  private receive(p: Player, commands: readonly DeviceCommand[]): void {
    for (const c of commands) {
      this.counters.commandsReceived++;
      const done = p.done.get(c.itemId);
      if (done) {
        // Handed over again: the result went missing on the way, so say it once more.
        this.counters.redeliveriesIgnored++;
        p.outbox.set(c.itemId, done);
        continue;
      }
      if (p.running.has(c.itemId)) {
        this.counters.redeliveriesIgnored++;
        continue;
      }
      p.running.add(c.itemId);
      this.log.debug({ serial: p.spec.serial, itemId: c.itemId, kind: c.kind }, 'command received');
      p.queue = p.queue.then(() => this.execute(p, c));
      this.track(p.queue);
    }
  }

  private seconds([min, max]: [number, number]): number {
    return uniform(this.rand, min, max) * 1000;
  }

  private async execute(p: Player, c: DeviceCommand): Promise<void> {
    if (this.stopped) return;
    const reasons = FAILURE_REASONS[c.kind] ?? ['不支持的指令'];
    const refuse = p.flaky && !FIRMWARE_KINDS.includes(c.kind) && this.rand() < this.failureRate;
    if (refuse || !(c.kind in FAILURE_REASONS)) {
      await this.sleep(this.seconds(this.timings.refuse));
      const reason = reasons[Math.floor(this.rand() * reasons.length)]!;
      return this.finish(p, c, { itemId: c.itemId, success: false, reason });
    }
    const params = c.params ?? {};
    const mac = typeof params.mac === 'string' ? params.mac : '';
    switch (c.kind) {
      case 'reboot': {
        const ms = this.seconds(this.timings.reboot);
        this.log.info(
          { serial: p.spec.serial, itemId: c.itemId, seconds: Math.round(ms / 1000) },
          'device rebooting',
        );
        p.state = 'rebooting';
        if (p.timer) clearTimeout(p.timer);
        p.timer = undefined;
        await this.sleep(ms);
        if (this.stopped) return;
        p.sim.dropAllClients();
        p.sim.advance(1, Date.now());
        p.state = 'online';
        p.sendFirmware = Boolean(p.spec.firmware);
        // Counters restarted with the device: little traffic since the last heartbeat.
        p.lastBeatAt = Date.now() - 2_000;
        // The first heartbeat after the reboot carries the result.
        return this.finish(p, c, { itemId: c.itemId, success: true, data: {} }, false);
      }
      case 'wifi':
        await this.sleep(this.seconds(this.timings.wifi));
        if (this.stopped) return;
        p.sim.applyWifi(params);
        return this.finish(p, c, {
          itemId: c.itemId,
          success: true,
          data: { ssid: p.sim.wifi.ssid },
        });
      case 'blacklistAdd':
        await this.sleep(this.seconds(this.timings.blacklist));
        if (this.stopped) return;
        p.sim.blacklistAdd(mac);
        return this.finish(p, c, { itemId: c.itemId, success: true, data: {} });
      case 'blacklistRemove':
        await this.sleep(this.seconds(this.timings.blacklist));
        if (this.stopped) return;
        p.sim.blacklistRemove(mac);
        return this.finish(p, c, { itemId: c.itemId, success: true, data: {} });
      case 'firmwareQuery':
        await this.sleep(this.seconds(this.timings.firmwareQuery));
        if (this.stopped) return;
        return this.finish(p, c, {
          itemId: c.itemId,
          success: true,
          data: { firmware: p.sim.firmware },
        });
      case 'firmwareUpgrade':
        return this.upgrade(p, c, reasons);
      case 'firmwareRollback': {
        await this.sleep(this.seconds(this.timings.firmwareInstall));
        if (this.stopped) return;
        const version = typeof params.version === 'string' ? params.version : '';
        if (!version || (p.flaky && this.rand() < this.failureRate))
          return this.finish(p, c, { itemId: c.itemId, success: false, reason: reasons[0]! });
        p.sim.firmware = version;
        return this.finish(p, c, { itemId: c.itemId, success: true, data: { firmware: version } });
      }
    }
  }

  /**
   * A firmware upgrade as a gateway does it: says it is downloading, fetches the package
   * from the server and checks its SHA-256, says it is installing, then runs the new
   * version. A flaky device fails after the download; a steady one fails with
   * `upgradeFailureRate`.
   */
  private async upgrade(p: Player, c: DeviceCommand, reasons: readonly string[]): Promise<void> {
    const params = c.params ?? {};
    const taskDeviceId = Number(params.taskDeviceId);
    const version = typeof params.version === 'string' ? params.version : '';
    const progress = (state: 'downloading' | 'installing', pct: number) =>
      Number.isSafeInteger(taskDeviceId) && taskDeviceId > 0
        ? this.post(p, `/device/v1/upgrade/${taskDeviceId}/progress`, { state, progress: pct })
        : Promise.resolve(undefined);
    const fail = (reason: string) =>
      this.finish(p, c, { itemId: c.itemId, success: false, reason });

    await progress('downloading', 0);
    await this.sleep(this.seconds(this.timings.firmwareDownload));
    if (this.stopped) return;
    if (typeof params.url === 'string' && params.url.startsWith('/')) {
      const got = await this.download(p, params.url);
      if (this.stopped) return;
      if (!got) return fail('固件下载失败');
      if (typeof params.sha256 === 'string' && got !== params.sha256) return fail('固件校验失败');
    }
    await progress('downloading', 100);
    if (p.flaky || this.rand() < this.upgradeFailureRate)
      return fail(reasons[Math.floor(this.rand() * reasons.length)]!);
    await progress('installing', 0);
    await this.sleep(this.seconds(this.timings.firmwareInstall));
    if (this.stopped) return;
    if (version) p.sim.firmware = version;
    return this.finish(p, c, { itemId: c.itemId, success: true, data: { firmware: version } });
  }

  /** Fetches a firmware package with the device's credential; answers its SHA-256 or undefined. */
  private download(p: Player, url: string): Promise<string | undefined> {
    return this.limiter.run(async () => {
      if (this.stopped) return undefined;
      try {
        const res = await fetch(new URL(url, this.api), {
          headers: { authorization: p.auth },
          signal: AbortSignal.any([
            this.abort.signal,
            AbortSignal.timeout(this.opts.requestTimeoutMs ?? 10_000),
          ]),
        });
        if (res.status !== 200) {
          this.counters.errors++;
          await res.body?.cancel();
          return undefined;
        }
        const hash = createHash('sha256');
        hash.update(Buffer.from(await res.arrayBuffer()));
        return hash.digest('hex');
      } catch {
        if (!this.abort.signal.aborted) this.counters.errors++;
        return undefined;
      }
    });
  }

  /** Records a result and reports it: on its own now (`direct`), else with the next heartbeat. */
  private async finish(p: Player, c: DeviceCommand, r: Result, direct = true): Promise<void> {
    p.running.delete(c.itemId);
    p.done.set(c.itemId, r);
    if (p.done.size > DONE_KEPT) p.done.delete(p.done.keys().next().value!);
    this.counters.commandsExecuted++;
    if (r.success) this.counters.commandsSucceeded++;
    else this.counters.commandsFailed++;
    this.log.info(
      {
        serial: p.spec.serial,
        itemId: c.itemId,
        kind: c.kind,
        success: r.success,
        ...(r.reason ? { reason: r.reason } : {}),
      },
      'command executed',
    );
    if (!direct) {
      p.outbox.set(c.itemId, r);
      this.schedule(p, 0);
      return;
    }
    const { itemId, ...body } = r;
    const res = await this.post(p, `/device/v1/commands/${itemId}/result`, body);
    // Unknown or foreign items stay refused; anything else is tried again with a heartbeat.
    if (res.status !== 200 && res.status !== 403 && res.status !== 404 && !this.stopped) {
      p.outbox.set(itemId, r);
      if (p.state === 'online' && !p.beating) this.schedule(p, 2_000);
    }
  }

  // HTTP ---------------------------------------------------------------------------------

  private post<T>(p: Player, path: string, body: unknown): Promise<Answer<T>> {
    return this.limiter.run(async () => {
      if (this.stopped) return { status: 0, ms: 0, error: 'stopped' };
      const t0 = performance.now();
      try {
        const res = await fetch(`${this.api}${path}`, {
          method: 'POST',
          headers: { authorization: p.auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.any([
            this.abort.signal,
            AbortSignal.timeout(this.opts.requestTimeoutMs ?? 10_000),
          ]),
        });
        const parsed = (await res.json().catch(() => undefined)) as Answer<T>['body'];
        const ms = performance.now() - t0;
        if (res.status !== 200 || parsed?.status !== '0') {
          this.counters.errors++;
          if (res.status === 401) {
            this.counters.authFailures++;
            if (!p.authWarned) {
              p.authWarned = true;
              this.log.warn(
                { serial: p.spec.serial, message: parsed?.message },
                'device credential refused',
              );
            }
          } else {
            this.log.debug(
              { serial: p.spec.serial, path, status: res.status, message: parsed?.message },
              'device request refused',
            );
          }
        }
        return { status: res.status, body: parsed, ms };
      } catch (err) {
        const ms = performance.now() - t0;
        if (this.abort.signal.aborted) return { status: 0, ms, error: 'stopped' };
        this.counters.errors++;
        const error = err instanceof Error ? err.message : String(err);
        this.log.debug({ serial: p.spec.serial, path, error }, 'device request failed');
        return { status: 0, ms, error };
      }
    });
  }
}
