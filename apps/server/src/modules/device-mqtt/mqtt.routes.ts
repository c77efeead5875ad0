import {
  MqttAclRequestSchema,
  MqttAuthRequestSchema,
  MqttHookReplySchema,
  Messages,
  Status,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { MqttConfig } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { forbidden } from '../../lib/errors.js';
import { newToken, safeEqual, sha256 } from '../../lib/tokens.js';
import { MqttBridge } from './mqtt-bridge.js';
import { startEmbeddedBroker, type EmbeddedBroker } from './mqtt-broker.js';
import { claimCommands } from './mqtt-messages.js';
import {
  checkLogin,
  findDevice,
  recordConnect,
  topicRefusal,
  type PlatformCredential,
} from './mqtt-principal.js';

/** What the rest of the process (and the tests) can ask of the MQTT side. */
export interface MqttRuntime {
  mode: MqttConfig['mode'];
  /** The embedded broker's port once it listens. */
  brokerPort: number | undefined;
  bridge: MqttBridge | undefined;
  /** Hands waiting commands to connected devices now (after a command is created). */
  push(): void;
}

const runtimes = new WeakMap<DatabaseHandle, MqttRuntime>();

/** The MQTT side of the app working on a database handle (device routes push with it, tests connect to it). */
export function mqttRuntimeOf(database: DatabaseHandle): MqttRuntime | undefined {
  return runtimes.get(database);
}

/** Hands commands to devices connected over MQTT every second (and on `push`). */
const PUSH_MS = 1_000;

/** The broker calls these, not people: nothing in the operation log. */
const HOOK: FastifyContextConfig = { access: 'public', skipOperLog: true };
const HOOK_SECRET_HEADER = 'x-mqtt-hook-secret';

/** The platform's own credential on an external broker: the user and password of MQTT_URL. */
export function externalCredential(url: string): PlatformCredential | undefined {
  const u = new URL(url);
  if (!u.username) return undefined;
  return { username: decodeURIComponent(u.username), password: decodeURIComponent(u.password) };
}

/** MQTT_URL without its credentials (they go to the client as options, never into logs). */
const withoutCredentials = (url: string) => {
  const u = new URL(url);
  u.username = '';
  u.password = '';
  return u.toString().replace(/\/$/, '');
};

/**
 * Devices over MQTT (decision 0021): with no MQTT_URL the process runs its own broker
 * (MQTT_PORT, default 1883) and is a client of it; with MQTT_URL it is a client of that
 * broker (Mosquitto, EMQX) instead, sharing the device topics with the other instances.
 * Also answers an external broker's HTTP authentication and authorisation hooks (EMQX),
 * which check the same device credentials and topic rule as the embedded broker.
 */
export const deviceMqttRoutes: FastifyPluginAsyncZod = async (app) => {
  const cfg = app.config.mqtt;
  const db = app.database.db;
  const platform: PlatformCredential | undefined =
    cfg.mode === 'external' && cfg.url
      ? externalCredential(cfg.url)
      : cfg.mode === 'embedded'
        ? { username: '$platform', password: newToken() }
        : undefined;

  let broker: EmbeddedBroker | undefined;
  const runtime: MqttRuntime = {
    mode: cfg.mode,
    brokerPort: undefined,
    bridge: undefined,
    push: () => app.jobs.kick(),
  };
  runtimes.set(app.database, runtime);

  // ------------------------------------------------------------------ broker hooks (EMQX)
  const checkHookSecret = (request: FastifyRequest) => {
    const given = request.headers[HOOK_SECRET_HEADER];
    if (!cfg.hookSecret || typeof given !== 'string' || !safeEqual(sha256(given), sha256(cfg.hookSecret)))
      throw forbidden('MQTT 钩子密钥不正确');
  };
  const reply = (result: 'allow' | 'deny', message: string, superuser?: boolean) => ({
    status: result === 'allow' ? Status.OK : Status.FORBIDDEN,
    message,
    result,
    ...(superuser === undefined ? {} : { is_superuser: superuser }),
  });

  app.post(
    '/device/v1/mqtt/auth',
    {
      config: HOOK,
      logLevel: 'warn',
      schema: {
        tags: ['device-mqtt'],
        summary:
          'MQTT 代理的 HTTP 认证钩子（EMQX authn）：设备以序列号为客户端标识与用户名、设备密钥为密码（请求头 x-mqtt-hook-secret）',
        body: MqttAuthRequestSchema,
        response: { 200: MqttHookReplySchema },
      },
    },
    async (request) => {
      checkHookSecret(request);
      const b = request.body;
      const outcome = await checkLogin(db, platform, {
        clientId: b.clientid,
        username: b.username,
        password: b.password,
      });
      if (!outcome.ok) return reply('deny', outcome.reason);
      if (outcome.principal.kind === 'platform') return reply('allow', Messages.OK, true);
      await recordConnect(db, outcome.principal, b.peerhost);
      return reply('allow', Messages.OK, false);
    },
  );

  app.post(
    '/device/v1/mqtt/acl',
    {
      config: HOOK,
      logLevel: 'warn',
      schema: {
        tags: ['device-mqtt'],
        summary:
          'MQTT 代理的 HTTP 授权钩子（EMQX authz）：设备只能在 pn/v1/<序列号>/ 下发布上报、订阅指令（请求头 x-mqtt-hook-secret）',
        body: MqttAclRequestSchema,
        response: { 200: MqttHookReplySchema },
      },
    },
    async (request) => {
      checkHookSecret(request);
      const b = request.body;
      if (platform && b.username === platform.username) return reply('allow', Messages.OK);
      const found = await findDevice(db, b.username.toUpperCase());
      if (!found || b.clientid.toUpperCase() !== found.principal.identifier)
        return reply('deny', '未知的设备');
      const refusal = topicRefusal(found.principal, b.topic, b.action);
      return refusal ? reply('deny', refusal) : reply('allow', Messages.OK);
    },
  );

  if (cfg.mode === 'off') return;

  // ------------------------------------------------------------------ broker and bridge
  app.addHook('onReady', async () => {
    let url: string;
    if (cfg.mode === 'embedded') {
      try {
        broker = await startEmbeddedBroker({
          db,
          log: app.log,
          host: cfg.host,
          port: cfg.port,
          tls: cfg.tls,
          platform: platform!,
        });
      } catch (err) {
        // The HTTP device API and everything else keep working without it.
        app.log.error(
          { err, port: cfg.port },
          'mqtt: the embedded broker could not listen (port in use?): set MQTT_PORT, MQTT_URL or MQTT_BROKER=off',
        );
        return;
      }
      runtime.brokerPort = broker.port;
      // Only this process's broker serves devices: none is connected before it listens.
      await sql`update device set mqtt_connected = false where mqtt_connected`.execute(db);
      await sql`update industry_device set mqtt_connected = false where mqtt_connected`.execute(db);
      const host = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host;
      url = `${cfg.tls ? 'mqtts' : 'mqtt'}://${host}:${broker.port}`;
    } else {
      url = withoutCredentials(cfg.url!);
    }
    const bridge = new MqttBridge({
      db,
      log: app.log,
      url,
      username: platform?.username,
      password: platform?.password,
      shareGroup: cfg.mode === 'external' ? cfg.shareGroup : undefined,
      // Its own broker on this machine: the certificate names the public host, not loopback.
      rejectUnauthorized: cfg.mode !== 'embedded',
    });
    runtime.bridge = bridge;
    await bridge.start();
  });

  app.jobs.every('device.mqtt.push', PUSH_MS, async (d) => {
    const bridge = runtime.bridge;
    if (!bridge?.connected) return;
    const out = await claimCommands(d);
    await bridge.publish(out);
  });

  // Before the job runner and the database stop (onClose): devices see the broker go.
  app.addHook('preClose', async () => {
    await runtime.bridge?.close();
    await broker?.close();
  });
};
