import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { MQTT_LIMITS, MQTT_TOPIC_ROOT, MQTT_UP_CHANNELS, MqttMessages, parseDeviceTopic } from '@pn/shared';
import type { FastifyBaseLogger } from 'fastify';
import mqtt, { type IPublishPacket, type MqttClient } from 'mqtt';
import type { Database } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../lib/pg-errors.js';
import { handleDeviceMessage, type Outgoing } from './mqtt-messages.js';
import { findDevice, recordRefusal, type DevicePrincipal } from './mqtt-principal.js';

export interface BridgeOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** mqtt://host:port (credentials in `username`/`password`, not in the URL). */
  url: string;
  username: string | undefined;
  password: string | undefined;
  /** Set on an external broker: the instances share the device topics (`$share/<group>/…`). */
  shareGroup: string | undefined;
  /** Check the broker's TLS certificate (off only for the process's own broker on loopback). */
  rejectUnauthorized?: boolean;
  /** Stable per instance, so the broker keeps its session (QoS 1 backlog) across restarts. */
  clientId?: string;
}

/** How long a device's identity is trusted from memory before it is read again. */
const PRINCIPAL_TTL_MS = 30_000;
/** Retrying a message while the database is away: first wait, longest wait. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

export interface BridgeStats {
  received: number;
  handled: number;
  refused: number;
  dropped: number;
  published: number;
}

/**
 * The platform as a client of the broker (the embedded one or an external Mosquitto /
 * EMQX): it takes every device's messages on the `pn/v1/+/<channel>` topics (on an
 * external broker as a shared subscription, so several instances split the load and each
 * message is taken once), hands them to the device services, and publishes the answers and
 * commands. A message is acknowledged (PUBACK) only once it is stored: while the database
 * is away it is retried, not acknowledged, so nothing acknowledged is ever lost and the
 * broker keeps the rest (QoS 1, persistent session).
 */
export class MqttBridge {
  private client: MqttClient | null = null;
  private closing = false;
  private readonly principals = new Map<string, { p: DevicePrincipal | null; active: boolean; at: number }>();
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private sweep: NodeJS.Timeout | null = null;
  readonly stats: BridgeStats = { received: 0, handled: 0, refused: 0, dropped: 0, published: 0 };

  constructor(private readonly opts: BridgeOptions) {}

  /** Whether it is connected to the broker now. */
  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** Topics it takes, one per device channel. */
  topics(): string[] {
    const share = this.opts.shareGroup ? `$share/${this.opts.shareGroup}/` : '';
    return Object.values(MQTT_UP_CHANNELS).map((c) => `${share}${MQTT_TOPIC_ROOT}/+/${c}`);
  }

  /**
   * Connects and subscribes; resolves once subscribed, or at once with the client retrying
   * in the background when the broker is not there yet (the platform starts without it).
   */
  async start(waitMs = 5_000): Promise<void> {
    const { log } = this.opts;
    const client = mqtt.connect(this.opts.url, {
      clientId:
        this.opts.clientId ?? `pn-platform-${os.hostname().slice(0, 24)}-${randomUUID().slice(0, 8)}`,
      username: this.opts.username,
      password: this.opts.password,
      protocolVersion: 4,
      clean: false,
      keepalive: 30,
      reconnectPeriod: 1_000,
      connectTimeout: 10_000,
      resubscribe: true,
      rejectUnauthorized: this.opts.rejectUnauthorized ?? true,
    });
    this.client = client;
    client.handleMessage = (packet, done) => {
      this.take(packet).then(
        () => done(),
        (err: unknown) => done(err as Error),
      );
    };
    let announced = false;
    const subscribed = new Promise<void>((resolve) => {
      client.on('connect', (connack) => {
        if (announced) log.info('mqtt: reconnected to the broker');
        announced = true;
        // A session the broker kept still holds the subscriptions.
        if (connack.sessionPresent) return resolve();
        client.subscribe(
          this.topics(),
          { qos: 1 },
          (err) => {
            if (err) log.error({ err }, 'mqtt: subscribing failed');
            resolve();
          },
        );
      });
    });
    client.on('offline', () => {
      if (!this.closing) log.warn({ url: this.opts.url }, 'mqtt: broker unreachable, retrying');
    });
    client.on('error', (err) => log.warn({ err: err.message }, 'mqtt: client error'));
    this.sweep = setInterval(() => this.forget(), PRINCIPAL_TTL_MS);
    this.sweep.unref();
    await Promise.race([subscribed, new Promise((r) => setTimeout(r, waitMs).unref())]);
  }

  /** Publishes each message (QoS as given); resolves once the broker has them. */
  async publish(out: readonly Outgoing[]): Promise<void> {
    const client = this.client;
    if (!client || out.length === 0) return;
    await Promise.all(
      out.map(async (m) => {
        await client.publishAsync(m.topic, m.payload, { qos: m.qos });
        this.stats.published += 1;
      }),
    );
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.sweep) clearInterval(this.sweep);
    const client = this.client;
    this.client = null;
    if (client) await client.endAsync();
  }

  /** One message: who sent it, whether it may, then the services; retried while the database is away. */
  private async take(packet: IPublishPacket): Promise<void> {
    this.stats.received += 1;
    const topic = parseDeviceTopic(packet.topic);
    if (!topic?.up) {
      this.stats.dropped += 1;
      return;
    }
    for (let wait = RETRY_FIRST_MS; ; wait = Math.min(wait * 2, RETRY_MAX_MS)) {
      try {
        await this.handle(topic.identifier, topic.channel, packet.payload as Buffer);
        return;
      } catch (err) {
        if (this.closing) throw err;
        if (!isDatabaseUnavailable(err)) {
          // Not the database: a fault of ours. Logged and acknowledged (retrying would not help).
          this.opts.log.error({ err, topic: packet.topic }, 'mqtt: message failed');
          return;
        }
        this.opts.log.warn({ wait }, 'mqtt: database unavailable, message held');
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  private async handle(identifier: string, channel: string, payload: Buffer): Promise<void> {
    const { db } = this.opts;
    const known = await this.principalOf(identifier);
    if (!known.p) {
      // No such device: nothing to record it against.
      this.stats.dropped += 1;
      return;
    }
    if (!known.active) return this.refuse(known.p, MqttMessages.CUSTOMER_SUSPENDED);
    if (!this.allow(identifier)) return this.refuse(known.p, MqttMessages.FLOOD);
    const { out, refusal } = await handleDeviceMessage(db, known.p, channel, payload);
    if (refusal) this.stats.refused += 1;
    else this.stats.handled += 1;
    await this.publish(out).catch((err: unknown) =>
      // Commands marked delivered go out again after the redelivery delay.
      this.opts.log.warn({ err }, 'mqtt: publishing the answer failed'),
    );
  }

  private async refuse(p: DevicePrincipal, reason: string) {
    this.stats.refused += 1;
    await recordRefusal(this.opts.db, p, reason);
  }

  private async principalOf(identifier: string) {
    const now = Date.now();
    const cached = this.principals.get(identifier);
    if (cached && now - cached.at < PRINCIPAL_TTL_MS) return cached;
    const found = await findDevice(this.opts.db, identifier);
    const entry = { p: found?.principal ?? null, active: found?.customerActive ?? false, at: now };
    this.principals.set(identifier, entry);
    return entry;
  }

  /** A token bucket per device: MQTT_LIMITS.burst at once, perSecond after that. */
  private allow(identifier: string): boolean {
    const now = Date.now();
    const b = this.buckets.get(identifier) ?? { tokens: MQTT_LIMITS.burst, at: now };
    b.tokens = Math.min(MQTT_LIMITS.burst, b.tokens + ((now - b.at) / 1000) * MQTT_LIMITS.perSecond);
    b.at = now;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.buckets.set(identifier, b);
    return ok;
  }

  /** Drops identities and buckets not used lately (memory stays bounded by active devices). */
  private forget() {
    const before = Date.now() - PRINCIPAL_TTL_MS;
    for (const [k, v] of this.principals) if (v.at < before) this.principals.delete(k);
    for (const [k, v] of this.buckets) if (v.at < before) this.buckets.delete(k);
  }
}
