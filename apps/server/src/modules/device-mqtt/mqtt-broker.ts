import fs from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { MQTT_LIMITS, MqttMessages } from '@pn/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import {
  checkLogin,
  recordConnect,
  recordRefusal,
  topicRefusal,
  type DevicePrincipal,
  type MqttPrincipal,
  type PlatformCredential,
} from './mqtt-principal.js';

/** CONNACK return codes (MQTT 3.1.1). */
const BAD_CREDENTIALS = 4;
const NOT_AUTHORIZED = 5;
const SERVER_UNAVAILABLE = 3;

export interface EmbeddedBrokerOptions {
  db: Database;
  log: FastifyBaseLogger;
  host: string;
  /** 0: any free port (tests). */
  port: number;
  tls?: { cert: string; key: string } | undefined;
  /** The credential the platform's own client logs in with. */
  platform: PlatformCredential;
}

export interface EmbeddedBroker {
  /** The port it listens on. */
  port: number;
  /** Devices and platform clients connected now. */
  connectedClients(): number;
  close(): Promise<void>;
}

function authError(message: string, code: number): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: code }) as AuthenticateError;
}

const remoteAddress = (client: Client) => (client.conn as net.Socket).remoteAddress ?? '';

/**
 * The broker the process runs itself when no external one is configured (aedes, in
 * memory), so one machine runs everything. Every login is checked against the platform's
 * device credentials; a device publishes and subscribes only under its own topics; a
 * message larger than MQTT_LIMITS.payloadMaxBytes or on another device's topic is refused
 * (MQTT 3.1.1 cannot refuse a publish, so the connection is closed, as the standard says)
 * and the refusal is counted against the device.
 */
export async function startEmbeddedBroker(opts: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const { db, log } = opts;
  const principals = new WeakMap<Client, MqttPrincipal>();
  const refuse = (p: DevicePrincipal, reason: string) => {
    recordRefusal(db, p, reason).catch((err: unknown) =>
      log.warn({ err }, 'mqtt: could not record a refusal'),
    );
  };

  const broker = await Aedes.createBroker({
    connectTimeout: 10_000,
    // A device's serial or key (up to 32) and the platform's instance ids.
    maxClientsIdLength: 64,
    maxTopicLevels: 8,
    drainTimeout: 30_000,
    heartbeatInterval: 60_000,
    authenticate(client, username, password, done) {
      checkLogin(db, opts.platform, {
        clientId: client.id,
        username: username ?? '',
        password: password?.toString('utf8') ?? '',
      }).then(
        (outcome) => {
          if (outcome.ok) {
            principals.set(client, outcome.principal);
            if (outcome.principal.kind !== 'platform')
              recordConnect(db, outcome.principal, remoteAddress(client)).catch((err: unknown) =>
                log.warn({ err }, 'mqtt: could not record a connection'),
              );
            return done(null, true);
          }
          if (outcome.principal) refuse(outcome.principal, outcome.reason);
          log.info({ clientId: client.id, reason: outcome.reason }, 'mqtt: login refused');
          done(authError(outcome.reason, outcome.principal ? NOT_AUTHORIZED : BAD_CREDENTIALS), null);
        },
        (err: unknown) => {
          log.warn({ err }, 'mqtt: login check failed');
          done(authError('服务暂不可用', SERVER_UNAVAILABLE), null);
        },
      );
    },
    authorizePublish(client, packet, done) {
      // Obsolete last wills of clients gone before this broker started: none in memory.
      if (!client) return done(new Error('no client'));
      const p = principals.get(client);
      if (!p) return done(new Error('not logged in'));
      if (p.kind === 'platform') return done(null);
      const refusal =
        packet.payload.length > MQTT_LIMITS.payloadMaxBytes
          ? MqttMessages.TOO_LARGE
          : topicRefusal(p, packet.topic, 'publish');
      if (!refusal) return done(null);
      refuse(p, refusal);
      done(new Error(refusal));
    },
    authorizeSubscribe(client, sub, done) {
      const p = principals.get(client);
      if (!p) return done(new Error('not logged in'));
      if (p.kind === 'platform') return done(null, sub);
      const refusal = topicRefusal(p, sub.topic, 'subscribe');
      if (!refusal) return done(null, sub);
      refuse(p, refusal);
      // Granted QoS 0x80: this subscription is refused, the connection stays.
      done(null, null);
    },
  });
  broker.on('clientError', (client, err) =>
    log.debug({ clientId: client.id, err: err.message }, 'mqtt: client error'),
  );

  const server = opts.tls
    ? tls.createServer(
        { cert: fs.readFileSync(opts.tls.cert), key: fs.readFileSync(opts.tls.key) },
        broker.handle,
      )
    : net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as net.AddressInfo).port;
  log.info({ port, tls: Boolean(opts.tls) }, 'mqtt: embedded broker listening');

  return {
    port,
    connectedClients: () => broker.connectedClients,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
