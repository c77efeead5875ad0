import net from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  DeviceMessages,
  deviceTopic,
  MqttMessages,
  Status,
  type CommandAccepted,
  type DeviceCommand,
  type HeartbeatInput,
  type MqttAck,
} from '@pn/shared';
import { sql } from 'kysely';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { newDeviceSecret } from '../device/device-gateway.service.js';
import { mqttRuntimeOf } from './mqtt.routes.js';

const API = '/unionmallmanage';
/** The machine's Mosquitto (started by .ci/run when down). */
const EXTERNAL_URL = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 8_000) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A device's MQTT session as a real device would hold it, collecting what it receives. */
interface DeviceSession {
  client: MqttClient;
  received: { topic: string; body: unknown }[];
  acks(): MqttAck[];
  commands(): DeviceCommand[];
  send(channel: string, body: unknown): Promise<void>;
}

async function connectDevice(
  url: string,
  serial: string,
  secret: string,
  opts: { clientId?: string; will?: boolean } = {},
): Promise<DeviceSession> {
  const client = await mqtt.connectAsync(url, {
    clientId: opts.clientId ?? serial,
    username: serial,
    password: secret,
    protocolVersion: 4,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
    ...(opts.will === false
      ? {}
      : {
          will: {
            topic: deviceTopic(serial, 'state'),
            payload: Buffer.from(JSON.stringify({ online: false })),
            qos: 1 as const,
            retain: false,
          },
        }),
  });
  const received: DeviceSession['received'] = [];
  client.on('message', (topic, payload) => {
    received.push({ topic, body: JSON.parse(payload.toString()) });
  });
  await client.subscribeAsync(
    [deviceTopic(serial, 'command'), deviceTopic(serial, 'ack')],
    { qos: 1 },
  );
  return {
    client,
    received,
    acks: () => received.filter((m) => m.topic.endsWith('/ack')).map((m) => m.body as MqttAck),
    commands: () =>
      received.filter((m) => m.topic.endsWith('/command')).map((m) => m.body as DeviceCommand),
    send: async (channel, body) => {
      await client.publishAsync(
        `pn/v1/${serial}/${channel}`,
        typeof body === 'string' ? body : JSON.stringify(body),
        { qos: 1 },
      );
    },
  };
}

/** Why a connection attempt was refused (the CONNACK's reason), or null when it was taken. */
async function refusal(url: string, options: mqtt.IClientOptions): Promise<string | null> {
  try {
    const c = await mqtt.connectAsync(url, {
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: 5_000,
      ...options,
    });
    await c.endAsync();
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 1883), u.hostname);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

/**
 * Makes devices of customer A for the test: copies of a demo gateway and a demo industry
 * terminal under fresh identifiers (so that runs sharing a broker never take each other's
 * messages), each with a known secret.
 */
async function makeDevices(t: TestApp, n: number) {
  const db = t.database.db;
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const out: { id: number; serial: string; secret: string }[] = [];
  for (let i = 0; i < n; i++) {
    const serial = `MQ-${tag}-${i + 1}`;
    const { secret, hash } = newDeviceSecret();
    const row = await sql<{ id: number }>`insert into device
        (serial, customer_id, be_id, area_code, org_id, kind, model_id, name, firmware, credential_hash, credential_issued_at)
      select ${serial}, customer_id, be_id, area_code, org_id, kind, model_id, ${`MQTT网关${i + 1}`}, firmware, ${hash}, now()
      from device where serial = 'CPE-SZ-0001'
      returning id`.execute(db);
    out.push({ id: Number(row.rows[0]!.id), serial, secret });
  }
  return out;
}

const deviceRow = (t: TestApp, id: number) =>
  t.database.db.selectFrom('device').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const metricCount = async (t: TestApp, id: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('deviceMetric')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deviceId', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

const HEARTBEAT: HeartbeatInput = {
  rsrp: -85,
  sinr: 18,
  upKbps: 1200,
  downKbps: 24000,
  upBytes: 1000,
  downBytes: 5000,
  clients: [{ mac: 'AA:BB:CC:00:00:01', ip: '192.168.1.10', hostname: 'plc-01' }],
};

describe('devices over MQTT', () => {
  describe('the embedded broker', () => {
    let t: TestApp;
    let url: string;
    let tokenA: string;
    let devices: Awaited<ReturnType<typeof makeDevices>>;
    const sessions: DeviceSession[] = [];

    beforeAll(async () => {
      t = await createTestApp({ MQTT_BROKER: 'embedded', MQTT_PORT: '0', MQTT_HOST: '127.0.0.1' });
      const port = mqttRuntimeOf(t.database)!.brokerPort!;
      url = `mqtt://127.0.0.1:${port}`;
      tokenA = await loginAs(t, 'OCB1000000001');
      devices = await makeDevices(t, 3);
    });
    afterAll(async () => {
      await Promise.all(sessions.map((s) => s.client.endAsync(true)));
      await t.close();
    });

    it('refuses a wrong secret, an unknown serial, a user token, a borrowed client id and a suspended enterprise', async () => {
      const [a, b] = devices;
      expect(await refusal(url, { clientId: a!.serial, username: a!.serial, password: 'x'.repeat(43) })).toMatch(
        /Bad username or password/,
      );
      expect(await refusal(url, { clientId: 'NO-SUCH-1', username: 'NO-SUCH-1', password: a!.secret })).toMatch(
        /Bad username or password/,
      );
      // A console session's token is no device password.
      expect(await refusal(url, { clientId: a!.serial, username: a!.serial, password: tokenA })).toMatch(
        /Bad username or password/,
      );
      // Its own secret, under another device's client id.
      expect(await refusal(url, { clientId: b!.serial, username: a!.serial, password: a!.secret })).toMatch(
        /Not authorized/,
      );
      // The refusal is recorded beside the answer, not before it.
      const row = await waitFor('the refusal', async () => {
        const r = await deviceRow(t, a!.id);
        return r.rejectedMessages === 1 ? r : null;
      });
      expect(row.lastRejectedReason).toBe(MqttMessages.CLIENT_ID_MISMATCH);

      const customer = row.customerId;
      await t.database.db.updateTable('enterpriseCustomer').set({ status: 0 }).where('id', '=', customer).execute();
      try {
        expect(await refusal(url, { clientId: a!.serial, username: a!.serial, password: a!.secret })).toMatch(
          /Not authorized/,
        );
      } finally {
        await t.database.db.updateTable('enterpriseCustomer').set({ status: 1 }).where('id', '=', customer).execute();
      }
      await waitFor('the second refusal', async () =>
        (await deviceRow(t, a!.id)).lastRejectedReason === MqttMessages.CUSTOMER_SUSPENDED,
      );
      expect(await refusal(url, { clientId: a!.serial, username: a!.serial, password: a!.secret })).toBeNull();
    });

    it('takes the birth message and telemetry through the heartbeat service, and answers on ack', async () => {
      const d = devices[0]!;
      const s = await connectDevice(url, d.serial, d.secret);
      sessions.push(s);
      await s.send('state', { online: true });
      const online = await waitFor('online', async () => {
        const r = await deviceRow(t, d.id);
        return r.mqttConnected ? r : null;
      });
      expect(online).toMatchObject({ onlineState: 'online', transport: 'mqtt' });
      expect(online.clientAddress).toMatch(/127\.0\.0\.1/);
      expect(online.connectedAt).not.toBeNull();

      await s.send('telemetry', HEARTBEAT);
      await waitFor('telemetry ack', async () => s.acks().find((a) => a.channel === 'telemetry'));
      const ack = s.acks().find((a) => a.channel === 'telemetry')!;
      expect(ack.status).toBe(Status.OK);
      expect(await metricCount(t, d.id)).toBe(1);
      const row = await deviceRow(t, d.id);
      expect(row).toMatchObject({ rsrp: -85, downKbps: 24000, clients: 1 });
      const clients = await t.database.db
        .selectFrom('deviceClient')
        .select(['mac', 'online'])
        .where('deviceId', '=', d.id)
        .execute();
      expect(clients).toEqual([{ mac: 'AA:BB:CC:00:00:01', online: true }]);
    });

    it('refuses a payload that fails its schema or is not JSON, stores nothing, and says why', async () => {
      const d = devices[0]!;
      const s = sessions[0]!;
      const before = await metricCount(t, d.id);
      const rejected = (await deviceRow(t, d.id)).rejectedMessages;
      await s.send('telemetry', { ...HEARTBEAT, downKbps: 5_000_000 });
      await s.send('telemetry', '{not json');
      await waitFor('two refusals', async () => s.acks().filter((a) => a.status !== Status.OK).length >= 2);
      const refused = s.acks().filter((a) => a.status !== Status.OK);
      expect(refused[0]!.status).toBe(Status.VALIDATION_FAILED);
      expect(refused[0]!.message).toMatch(/^downKbps：/);
      expect(refused[1]!.message).toBe(MqttMessages.NOT_JSON);
      expect(await metricCount(t, d.id)).toBe(before);
      const row = await deviceRow(t, d.id);
      expect(row.rejectedMessages).toBe(rejected + 2);
      expect(row.lastRejectedReason).toBe(MqttMessages.NOT_JSON);
    });

    it('delivers a console command at once, and takes its result once however often it comes', async () => {
      const d = devices[0]!;
      const s = sessions[0]!;
      const res = await t.call<CommandAccepted>({
        method: 'POST',
        url: `${API}/cpe/v1/command`,
        headers: authed(tokenA),
        payload: { kind: 'reboot', target: { deviceIds: [d.id] } },
      });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      const command = await waitFor('the command', async () => s.commands().find((c) => c.kind === 'reboot'));
      expect(command.redelivery).toBe(false);
      const item = await t.database.db
        .selectFrom('deviceCommandItem')
        .select(['state'])
        .where('id', '=', command.itemId)
        .executeTakeFirstOrThrow();
      expect(item.state).toBe('delivered');

      await s.send('result', { itemId: command.itemId, success: true });
      await s.send('result', { itemId: command.itemId, success: true });
      await waitFor('two result acks', async () => s.acks().filter((a) => a.channel === 'result').length >= 2);
      const done = await t.database.db
        .selectFrom('deviceCommandItem')
        .select(['state'])
        .where('id', '=', command.itemId)
        .executeTakeFirstOrThrow();
      expect(done.state).toBe('succeeded');
      // An item of no command of its own is refused, with the HTTP API's reason.
      await s.send('result', { itemId: 2_000_000_000, success: true });
      const missing = await waitFor('refused result', async () =>
        s.acks().find((a) => a.channel === 'result' && a.status !== Status.OK),
      );
      expect(missing.message).toBe(DeviceMessages.COMMAND_ITEM_NOT_FOUND);
    });

    it("never lets a device publish or subscribe under another device's topics", async () => {
      const [a, b] = devices;
      const s = await connectDevice(url, b!.serial, b!.secret);
      sessions.push(s);
      // Its subscription to another device's commands is refused (granted 0x80).
      await expect(
        s.client.subscribeAsync(deviceTopic(a!.serial, 'command'), { qos: 1 }),
      ).rejects.toThrow(/Subscribe error/);
      await expect(s.client.subscribeAsync('pn/v1/+/command', { qos: 1 })).rejects.toThrow(
        /Subscribe error/,
      );
      // Its own stays open to it.
      expect((await s.client.subscribeAsync(deviceTopic(b!.serial, 'command'), { qos: 1 }))[0]!.qos).toBe(1);
      // Publishing as another device closes the connection; nothing is stored for either.
      const before = await metricCount(t, a!.id);
      const closed = new Promise<void>((r) => s.client.once('close', () => r()));
      await s.client.publishAsync(deviceTopic(a!.serial, 'telemetry'), JSON.stringify(HEARTBEAT), { qos: 0 });
      await closed;
      expect(await metricCount(t, a!.id)).toBe(before);
      expect(await metricCount(t, b!.id)).toBe(0);
      // Two subscriptions and the publish, each counted with its reason.
      const row = await waitFor('three refusals', async () => {
        const r = await deviceRow(t, b!.id);
        return r.rejectedMessages >= 3 ? r : null;
      });
      expect(row.lastRejectedReason).toBe(MqttMessages.FOREIGN_TOPIC);
      // The other device goes on as before.
      expect(sessions[0]!.client.connected).toBe(true);
    });

    it('learns of a lost connection from the last will at once', async () => {
      const d = devices[2]!;
      const s = await connectDevice(url, d.serial, d.secret);
      await s.send('state', { online: true });
      await waitFor('online', async () => (await deviceRow(t, d.id)).mqttConnected);
      // The line drops without a DISCONNECT: the broker publishes the will.
      s.client.stream.destroy();
      const row = await waitFor('offline', async () => {
        const r = await deviceRow(t, d.id);
        return r.mqttConnected ? null : r;
      });
      expect(row.onlineState).toBe('offline');
      expect(row.lastWillAt).not.toBeNull();
      await s.client.endAsync(true);
    });

    it('drops a flood from one device with a reason, and keeps taking the others', async () => {
      const d = devices[1]!;
      const s = await connectDevice(url, d.serial, d.secret);
      sessions.push(s);
      const before = (await deviceRow(t, d.id)).rejectedMessages;
      for (let i = 0; i < 40; i++) await s.send('state', { online: true });
      // Every one is either taken (and answered) or dropped as a flood (counted, not answered).
      const row = await waitFor('all 40 taken or dropped', async () => {
        const r = await deviceRow(t, d.id);
        const taken = s.acks().filter((a) => a.channel === 'state').length;
        return r.rejectedMessages - before + taken >= 40 ? r : null;
      });
      expect(row.lastRejectedReason).toBe(MqttMessages.FLOOD);
      expect(s.acks().filter((a) => a.channel === 'state').length).toBeGreaterThanOrEqual(15);
      expect(row.rejectedMessages - before).toBeGreaterThanOrEqual(5);
      expect(s.acks().some((a) => a.message === MqttMessages.FLOOD)).toBe(false);
      // Another device is not held back by it.
      await sessions[0]!.send('telemetry', HEARTBEAT);
      await waitFor('other device', async () =>
        sessions[0]!.acks().filter((a) => a.channel === 'telemetry' && a.status === Status.OK).length >= 2,
      );
    });
  });

  describe('an external broker (Mosquitto) with two platform instances', () => {
    let t: TestApp;
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    let secondDatabase: TestApp['database'];
    let available = false;

    beforeAll(async () => {
      available = await reachable(EXTERNAL_URL);
      if (!available) {
        if (process.env.CI) throw new Error(`no MQTT broker at ${EXTERNAL_URL} (CI starts Mosquitto)`);
        return;
      }
      const group = `t${randomBytes(4).toString('hex')}`;
      const env = { MQTT_URL: EXTERNAL_URL, MQTT_SHARE_GROUP: group };
      t = await createTestApp(env);
      // A second instance on the same database, as behind a load balancer.
      secondDatabase = { ...t.database, close: async () => {} };
      second = await buildApp({ config: t.config, database: secondDatabase, logger: false });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    it('stores each message once, whichever instance takes it, and answers through the broker', async (ctx) => {
      if (!available) return ctx.skip();
      const [d] = await makeDevices(t, 1);
      const s = await connectDevice(EXTERNAL_URL, d!.serial, d!.secret);
      try {
        await s.send('state', { online: true });
        for (let i = 0; i < 10; i++) await s.send('telemetry', { ...HEARTBEAT, upBytes: i });
        await waitFor('ten acks', async () => s.acks().filter((a) => a.channel === 'telemetry').length >= 10);
        expect(await metricCount(t, d!.id)).toBe(10);
        const bridges = [t.database, secondDatabase].map((db) => mqttRuntimeOf(db)!.bridge!);
        // Both instances took part (a shared subscription), and none took a message twice.
        expect(bridges.map((b) => b.stats.handled).reduce((a, b) => a + b)).toBe(11);
        expect(bridges.every((b) => b.stats.handled > 0)).toBe(true);
        const row = await deviceRow(t, d!.id);
        expect(row).toMatchObject({ transport: 'mqtt', mqttConnected: true, onlineState: 'online' });
      } finally {
        await s.client.endAsync(true);
      }
    });
  });
});
