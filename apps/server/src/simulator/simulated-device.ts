import {
  DEVICE_LIMITS,
  type DeviceKind,
  type HeartbeatClient,
  type HeartbeatInput,
} from '@pn/shared';

/**
 * What one simulated gateway or multi-SIM device is doing between heartbeats: its radio
 * signal drifting around a site-specific level, throughput following the working day, LAN
 * and Wi-Fi clients joining and leaving, its Wi-Fi settings and MAC blacklist. Pure state,
 * driven by the caller's clock (simulated minutes) and random source; the network side is
 * in simulator.ts.
 */

export type Random = () => number;

/** A seeded generator (mulberry32), so a run can be replayed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A stable 32-bit hash of a string (FNV-1a). */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Standard normal deviate (Box–Muller). */
export function gaussian(rand: Random): number {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

export const uniform = (rand: Random, min: number, max: number) => min + rand() * (max - min);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * Whether a device is one of the unreliable ones: they drop off the network now and then
 * and fail some commands; the others stay up and always succeed. The rule is the trailing
 * number of the serial being a multiple of 7 (CPE-SZ-0007, CPE-SZ-0014…; one in seven),
 * so the demo and browser journeys know which gateways are steady.
 */
export function isFlakySerial(serial: string): boolean {
  const m = /(\d+)$/.exec(serial);
  const n = m ? Number(m[1]) : hashString(serial);
  return n > 0 && n % 7 === 0;
}

// Load over the day (China Standard Time, no daylight saving): hour → share of peak.
const WORKDAY_CURVE: readonly [number, number][] = [
  [0, 0.1],
  [6, 0.08],
  [7.5, 0.35],
  [9, 0.95],
  [11.5, 1],
  [12, 0.65],
  [13.5, 0.65],
  [14, 0.95],
  [17.5, 0.9],
  [19, 0.4],
  [22, 0.2],
  [24, 0.1],
];
const CST_OFFSET_MS = 8 * 3_600_000;

/** Share of the peak load at `epochMs`: working hours high, lunch and nights low, weekends a third. */
export function workdayLoad(epochMs: number): number {
  const local = new Date(epochMs + CST_OFFSET_MS);
  const hour = local.getUTCHours() + local.getUTCMinutes() / 60;
  let load = WORKDAY_CURVE[WORKDAY_CURVE.length - 1]![1];
  for (let i = 1; i < WORKDAY_CURVE.length; i++) {
    const [h1, v1] = WORKDAY_CURVE[i]!;
    const [h0, v0] = WORKDAY_CURVE[i - 1]!;
    if (hour <= h1) {
      load = v0 + ((v1 - v0) * (hour - h0)) / (h1 - h0);
      break;
    }
  }
  const day = local.getUTCDay();
  return day === 0 || day === 6 ? load * 0.35 : load;
}

const HOSTNAMES = [
  'PLC-Line1',
  'AGV-07',
  'Camera-NVR',
  'HMI-Panel',
  'Scanner-3',
  'iPhone',
  'Laptop-Ops',
  'Sensor-Hub',
  'Printer-2F',
  'Android-Pad',
  'Robot-Arm',
  'Edge-Box',
  'Meter-12',
  'Kiosk',
  'Tablet-QC',
  'Camera-02',
  'Access-Ctrl',
  'Label-Printer',
  'POS-01',
  'Huawei-Mate',
];

interface ClientSlot {
  mac: string;
  ip: string;
  hostname: string;
  connection: 'wifi' | 'lan';
  /** Share of the device's traffic while attached. */
  weight: number;
  online: boolean;
  upBytes: number;
  downBytes: number;
}

export interface WifiState {
  ssid: string;
  encryption: string;
  band: string;
  hidden: boolean;
}

export interface SimulatedDeviceInit {
  serial: string;
  kind: DeviceKind;
  firmware?: string | undefined;
  rand: Random;
}

/** The device's side of its state: what goes into its heartbeats. */
export class SimulatedDevice {
  readonly serial: string;
  readonly kind: DeviceKind;
  firmware: string;
  wifi: WifiState;
  readonly blacklist = new Set<string>();
  private readonly rand: Random;
  private readonly rsrpBase: number;
  private readonly sinrBias: number;
  /** Share of the radio capacity this site uses at peak. */
  private readonly usage: number;
  private readonly baseClients: number;
  private readonly pool: ClientSlot[];
  private rsrp: number;
  /** A fade (a truck parked in front, rain): dB lost and simulated minutes it still lasts. */
  private fadeDb = 0;
  private fadeMinutes = 0;
  private upKbps = 0;
  private downKbps = 0;

  constructor(init: SimulatedDeviceInit) {
    this.serial = init.serial;
    this.kind = init.kind;
    this.rand = init.rand;
    const r = this.rand;
    this.rsrpBase = uniform(r, -108, -72);
    this.sinrBias = gaussian(r) * 2;
    this.usage = uniform(r, 0.04, 0.35);
    this.baseClients =
      init.kind === 'cpe' ? Math.round(uniform(r, 3, 14)) : Math.round(uniform(r, 1, 6));
    this.rsrp = this.rsrpBase + gaussian(r) * 3;
    this.firmware = init.firmware || (init.kind === 'cpe' ? 'V1.1.0.5' : 'V300R022C00');
    this.wifi = {
      ssid: `CPE-${init.serial.slice(-6)}`,
      encryption: 'WPA2-PSK',
      band: 'dual',
      hidden: false,
    };
    // Locally administered MACs, unique per serial.
    const h = hashString(init.serial);
    const hex = (n: number) => (n & 0xff).toString(16).padStart(2, '0').toUpperCase();
    this.pool = HOSTNAMES.map((hostname, i) => {
      const connection = i < 3 ? 'lan' : 'wifi';
      return {
        mac: ['02', hex(h >>> 24), hex(h >>> 16), hex(h >>> 8), hex(h), hex(i + 1)].join(':'),
        ip: connection === 'lan' ? `192.168.1.${10 + i}` : `192.168.8.${100 + i}`,
        hostname,
        connection,
        weight: uniform(r, 0.2, 1.5),
        online: false,
        upBytes: 0,
        downBytes: 0,
      };
    });
    // Start with about the clients the hour calls for.
    const start = this.targetClients(Date.now());
    for (const slot of this.shuffled().slice(0, start)) slot.online = true;
  }

  /** Clients attached now. */
  get clientCount(): number {
    return this.pool.reduce((n, c) => n + (c.online ? 1 : 0), 0);
  }

  /** MACs a blacklist command may name: the pool's, attached or not. */
  get knownMacs(): string[] {
    return this.pool.map((c) => c.mac);
  }

  private shuffled(): ClientSlot[] {
    const a = [...this.pool];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.rand() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }

  private targetClients(epochMs: number): number {
    const load = workdayLoad(epochMs);
    return clamp(
      Math.round(this.baseClients * (0.3 + 0.7 * load)),
      0,
      DEVICE_LIMITS.smallDataClientsMax,
    );
  }

  /**
   * Moves the state on by `simMinutes`: the signal drifts back towards the site's level with
   * some noise (and the odd fade), clients join and leave towards what the hour calls for.
   */
  advance(simMinutes: number, epochMs: number): void {
    const r = this.rand;
    const dt = Math.max(simMinutes, 0.01);
    // Ornstein–Uhlenbeck: pulled back at 10 %/min, about 1.5 dB of noise per √minute.
    this.rsrp +=
      0.1 * (this.rsrpBase - this.rsrp) * Math.min(dt, 5) + gaussian(r) * 1.5 * Math.sqrt(dt);
    if (this.fadeMinutes > 0) {
      this.fadeMinutes -= dt;
      if (this.fadeMinutes <= 0) this.fadeDb = 0;
    } else if (r() < 0.01 * dt) {
      this.fadeDb = uniform(r, 6, 15);
      this.fadeMinutes = uniform(r, 2, 10);
    }

    const target = this.targetClients(epochMs);
    const steps = Math.max(1, Math.round(dt));
    for (let i = 0; i < steps; i++) {
      const count = this.clientCount;
      if (count < target && r() < 0.5) this.join();
      else if (count > target && r() < 0.5) this.leave();
      else if (r() < 0.08) {
        // Somebody leaves, somebody else arrives.
        this.leave();
        this.join();
      }
    }
  }

  private join(): void {
    const free = this.pool.filter((c) => !c.online && !this.blacklist.has(c.mac));
    if (free.length === 0 || this.clientCount >= DEVICE_LIMITS.smallDataClientsMax) return;
    const slot = free[Math.floor(this.rand() * free.length)]!;
    slot.online = true;
    slot.upBytes = 0;
    slot.downBytes = 0;
  }

  private leave(): void {
    const online = this.pool.filter((c) => c.online);
    if (online.length === 0) return;
    online[Math.floor(this.rand() * online.length)]!.online = false;
  }

  /** Every client drops (a reboot); they come back over the next heartbeats. */
  dropAllClients(connection?: 'wifi' | 'lan'): void {
    for (const c of this.pool) if (!connection || c.connection === connection) c.online = false;
  }

  applyWifi(params: Record<string, unknown>): void {
    this.wifi = {
      ssid: typeof params.ssid === 'string' ? params.ssid : this.wifi.ssid,
      encryption: typeof params.encryption === 'string' ? params.encryption : this.wifi.encryption,
      band: typeof params.band === 'string' ? params.band : this.wifi.band,
      hidden: typeof params.hidden === 'boolean' ? params.hidden : this.wifi.hidden,
    };
    // New SSID or password: Wi-Fi clients reconnect, a couple at once.
    this.dropAllClients('wifi');
    this.join();
  }

  blacklistAdd(mac: string): void {
    const m = mac.toUpperCase();
    this.blacklist.add(m);
    for (const c of this.pool) if (c.mac === m) c.online = false;
  }

  blacklistRemove(mac: string): void {
    this.blacklist.delete(mac.toUpperCase());
  }

  /**
   * The heartbeat's measurements: signal now, throughput now, and the bytes moved over the
   * last `elapsedMs` of real time (the server adds them up per hour).
   */
  measure(epochMs: number, elapsedMs: number): Omit<HeartbeatInput, 'results' | 'intervalSeconds'> {
    const r = this.rand;
    const rsrp = clamp(Math.round(this.rsrp - this.fadeDb), -140, -44);
    const sinr = clamp(
      Math.round((0.4 * (rsrp + 120) + this.sinrBias + gaussian(r)) * 10) / 10,
      -10,
      30,
    );
    // Radio capacity from the SINR, the site's use of it, the hour, and burstiness.
    const capacityKbps = DEVICE_LIMITS.downlinkMbpsMax * 1000 * clamp((sinr + 5) / 35, 0.03, 1);
    const load = workdayLoad(epochMs);
    const clients = this.clientCount;
    const clientsFactor = clients === 0 ? 0.05 : Math.min(1, 0.3 + clients / 10);
    const burst = Math.exp(gaussian(r) * 0.35);
    const prevDown = this.downKbps;
    const prevUp = this.upKbps;
    const wantDown = capacityKbps * this.usage * (0.05 + 0.95 * load) * clientsFactor * burst;
    this.downKbps = Math.round(
      clamp(
        prevDown ? 0.5 * prevDown + 0.5 * wantDown : wantDown,
        0,
        DEVICE_LIMITS.downlinkMbpsMax * 1000,
      ),
    );
    this.upKbps = Math.round(
      clamp(this.downKbps * uniform(r, 0.06, 0.16), 0, DEVICE_LIMITS.uplinkMbpsMax * 1000),
    );
    const seconds = Math.max(0, elapsedMs) / 1000;
    const upBytes = Math.round((((this.upKbps + prevUp) / 2) * 1000 * seconds) / 8);
    const downBytes = Math.round((((this.downKbps + prevDown) / 2) * 1000 * seconds) / 8);

    // Each attached client's counters grow by its share of the traffic.
    const online = this.pool.filter((c) => c.online);
    const totalWeight = online.reduce((s, c) => s + c.weight, 0) || 1;
    for (const c of online) {
      c.upBytes += Math.round((upBytes * c.weight) / totalWeight);
      c.downBytes += Math.round((downBytes * c.weight) / totalWeight);
    }
    const list: HeartbeatClient[] = online.slice(0, DEVICE_LIMITS.smallDataClientsMax).map((c) => ({
      mac: c.mac,
      ip: c.ip,
      hostname: c.hostname,
      connection: c.connection,
      upBytes: c.upBytes,
      downBytes: c.downBytes,
    }));
    return {
      rsrp,
      sinr,
      upKbps: this.upKbps,
      downKbps: this.downKbps,
      upBytes,
      downBytes,
      clients: list,
    };
  }
}
