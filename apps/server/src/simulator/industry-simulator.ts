import {
  API_BASE,
  INDUSTRY_CATEGORIES,
  INDUSTRY_REPORT_PATH,
  type IndustryCategory,
} from '@pn/shared';
import type { Database } from '../db/database.js';
import { demoPlayedNames, INDUSTRY_PROFILES } from '../db/seed/industry.js';
import { deviceAuthorization, newDeviceSecret } from '../modules/device/device-gateway.service.js';
import type { SimulatorLogger } from './simulator.js';

/**
 * The simulator's industry terminals: each reports one point of its metrics every interval
 * (jittered) through the device-facing reporting endpoint, authenticated like a gateway.
 * Values follow the demo profile of its category (a working-day swing plus noise), so the
 * detail charts continue the seeded history.
 */

export interface SimulatedTerminal {
  deviceKey: string;
  secret: string;
  category: IndustryCategory;
  intervalSeconds: number;
}

/** A profile value at `at`: base, the working-day swing, noise. */
export function profileValue(
  p: { base: number; amp: number; noise: number; decimals: number },
  at: Date,
  random: () => number = Math.random,
): number {
  const hour = (at.getUTCHours() + 8 + at.getUTCMinutes() / 60) % 24;
  const v =
    p.base + p.amp * Math.sin((2 * Math.PI * (hour - 9)) / 24) + p.noise * (random() - 0.5) * 2;
  const f = 10 ** p.decimals;
  return Math.round(v * f) / f;
}

export class IndustrySimulator {
  private timers = new Map<string, NodeJS.Timeout>();
  private stopped = true;
  private readonly abort = new AbortController();
  reports = 0;
  failures = 0;

  constructor(
    private readonly opts: {
      baseUrl: string;
      terminals: SimulatedTerminal[];
      logger: SimulatorLogger;
    },
  ) {}

  start(): this {
    this.stopped = false;
    for (const t of this.opts.terminals) this.schedule(t, Math.random() * t.intervalSeconds * 1000);
    return this;
  }

  private schedule(t: SimulatedTerminal, ms: number) {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      void this.report(t).finally(() =>
        this.schedule(t, t.intervalSeconds * 1000 * (0.85 + Math.random() * 0.15)),
      );
    }, ms);
    timer.unref();
    this.timers.set(t.deviceKey, timer);
  }

  /** One report of `t` now. */
  async report(t: SimulatedTerminal): Promise<boolean> {
    const now = new Date();
    const values = Object.fromEntries(
      INDUSTRY_PROFILES[t.category].map((p) => [p.key, profileValue(p, now)]),
    );
    try {
      const res = await fetch(`${this.opts.baseUrl}${API_BASE}${INDUSTRY_REPORT_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: deviceAuthorization(t.deviceKey, t.secret),
        },
        body: JSON.stringify({ points: [{ ts: now.toISOString(), values }] }),
        signal: this.abort.signal,
      });
      if (!res.ok) {
        this.failures += 1;
        this.opts.logger.warn(
          { status: res.status, deviceKey: t.deviceKey },
          'industry report refused',
        );
        return false;
      }
      this.reports += 1;
      return true;
    } catch (err) {
      if (!this.stopped) {
        this.failures += 1;
        this.opts.logger.warn({ err, deviceKey: t.deviceKey }, 'industry report failed');
      }
      return false;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.abort.abort();
  }
}

/**
 * The demo terminals the simulator plays (those the demo data shows reporting), each with a
 * secret issued now: only its hash is stored, the secret stays in this process.
 */
export async function demoTerminals(db: Database): Promise<SimulatedTerminal[]> {
  const names = [...demoPlayedNames()];
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('industryDevice')
    .select(['id', 'deviceKey', 'category', 'reportIntervalS'])
    .where('name', 'in', names)
    .where('deviceKey', 'like', 'IND%')
    .where('lastReportAt', 'is not', null)
    .execute();
  const out: SimulatedTerminal[] = [];
  for (const r of rows) {
    if (!(INDUSTRY_CATEGORIES as readonly string[]).includes(r.category)) continue;
    const { secret, hash } = newDeviceSecret();
    await db
      .updateTable('industryDevice')
      .set({ credentialHash: hash, credentialIssuedAt: new Date() })
      .where('id', '=', r.id)
      .execute();
    out.push({
      deviceKey: r.deviceKey,
      secret,
      category: r.category as IndustryCategory,
      intervalSeconds: r.reportIntervalS,
    });
  }
  return out;
}
