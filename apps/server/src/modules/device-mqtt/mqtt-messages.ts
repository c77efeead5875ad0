import {
  DEVICE_LIMITS,
  DeviceResultMessageSchema,
  DeviceStateMessageSchema,
  DeviceUpgradeMessageSchema,
  deviceTopic,
  HeartbeatSchema,
  IndustryReportSchema,
  MQTT_DOWN_CHANNELS,
  MQTT_LIMITS,
  MQTT_UP_CHANNELS,
  MqttMessages,
  Status,
  type DeviceCommand,
  type MqttAck,
} from '@pn/shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { ingestHeartbeat, reportResult } from '../device/device-gateway.service.js';
import { ingestReport } from '../industry/industry-report.service.js';
import { reportProgress } from '../ota/ota.service.js';
import { recordRefusal, type DevicePrincipal } from './mqtt-principal.js';

/**
 * What the platform does with a device's message on the broker: the same services as the
 * HTTP device API (decision 0010's rules hold on both paths), answered on the device's
 * `ack` channel with the envelope HTTP would have answered, and the commands it should run
 * next on its `command` channel.
 */

/** A message to publish. */
export interface Outgoing {
  topic: string;
  payload: string;
  qos: 0 | 1;
}

const ack = (identifier: string, body: MqttAck): Outgoing => ({
  topic: deviceTopic(identifier, MQTT_DOWN_CHANNELS.ack),
  payload: JSON.stringify(body),
  qos: 0,
});

/** A command item as published on the device's command channel. */
export const commandMessage = (serial: string, command: DeviceCommand): Outgoing => ({
  topic: deviceTopic(serial, MQTT_DOWN_CHANNELS.command),
  payload: JSON.stringify(command),
  qos: 1,
});

/** A refusal the device can act on: counted, kept as its last reason, answered on `ack`. */
class Refused extends Error {
  constructor(
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}：` : '';
  throw new Refused(Status.VALIDATION_FAILED, `${where}${issue.message}`);
}

/**
 * Takes one message of `principal` on `channel`. Answers what to publish (and why it was
 * refused, when it was). A message the
 * platform refuses (not JSON, too large, failing its schema, a rule of the service) is
 * recorded against the device and answered; a failure of the platform itself (the database
 * away) is thrown, so the message is not acknowledged and the broker delivers it again.
 */
export async function handleDeviceMessage(
  db: Database,
  principal: DevicePrincipal,
  channel: string,
  payload: Buffer,
): Promise<{ out: Outgoing[]; refusal?: string }> {
  const id = principal.identifier;
  try {
    if (payload.length > MQTT_LIMITS.payloadMaxBytes)
      throw new Refused(Status.VALIDATION_FAILED, MqttMessages.TOO_LARGE);
    let body: unknown;
    try {
      body = JSON.parse(payload.toString('utf8'));
    } catch {
      throw new Refused(Status.VALIDATION_FAILED, MqttMessages.NOT_JSON);
    }
    return { out: await dispatch(db, principal, channel, body) };
  } catch (err) {
    const refusal =
      err instanceof Refused
        ? err
        : err instanceof AppError
          ? new Refused(err.status, err.message)
          : null;
    if (!refusal) throw err;
    await recordRefusal(db, principal, refusal.message);
    return {
      out: [ack(id, { channel, status: refusal.status, message: refusal.message })],
      refusal: refusal.message,
    };
  }
}

async function dispatch(
  db: Database,
  p: DevicePrincipal,
  channel: string,
  body: unknown,
): Promise<Outgoing[]> {
  const id = p.identifier;
  const done = (message: string, result: unknown) =>
    ack(id, { channel, status: Status.OK, message, result });

  if (channel === MQTT_UP_CHANNELS.state) {
    const { online } = parse(DeviceStateMessageSchema, body);
    await setConnected(db, p, online);
    const out = [done(online ? '已上线' : '已离线', { online })];
    // Whatever waited for it goes out now, not at its next heartbeat.
    if (online && p.kind === 'device') out.push(...(await claimCommands(db, [p.device.id])));
    return out;
  }
  if (p.kind === 'industry') {
    if (channel !== MQTT_UP_CHANNELS.report)
      throw new Refused(Status.VALIDATION_FAILED, MqttMessages.NOT_FOR_KIND);
    const report = parse(IndustryReportSchema, body);
    return [done('上报成功', await ingestReport(db, p.device, report.points, new Date(), 'mqtt'))];
  }
  switch (channel) {
    case MQTT_UP_CHANNELS.telemetry: {
      const hb = parse(HeartbeatSchema, body);
      const reply = await ingestHeartbeat(db, p.device, hb, 'mqtt');
      const { commands, ...rest } = reply;
      return [
        done('上报成功', { ...rest, commands: commands.length }),
        ...commands.map((c) => commandMessage(id, c)),
      ];
    }
    case MQTT_UP_CHANNELS.result: {
      const r = parse(DeviceResultMessageSchema, body);
      return [done('上报成功', await reportResult(db, p.device, r.itemId, r))];
    }
    case MQTT_UP_CHANNELS.upgrade: {
      const u = parse(DeviceUpgradeMessageSchema, body);
      return [done('上报成功', await reportProgress(db, p.device, u.taskDeviceId, u))];
    }
    default:
      throw new Refused(Status.VALIDATION_FAILED, MqttMessages.NOT_FOR_KIND);
  }
}

/**
 * The birth message or the last will: online and offline at once, instead of after three
 * missed intervals. Going offline also takes its clients offline, as the offline sweep does.
 */
export async function setConnected(db: Database, p: DevicePrincipal, online: boolean) {
  if (p.kind === 'industry') {
    await sql`update industry_device set
        mqtt_connected = ${online}, transport = 'mqtt',
        online_state = ${online ? 'online' : 'offline'},
        connected_at = case when ${online} and not mqtt_connected then now() else connected_at end,
        last_will_at = case when ${online} then last_will_at else now() end,
        updated_at = now()
      where id = ${p.device.id}`.execute(db);
    return;
  }
  await sql`update device set
      mqtt_connected = ${online}, transport = 'mqtt',
      online_state = ${online ? 'online' : 'offline'},
      last_heartbeat_at = case when ${online} then now() else last_heartbeat_at end,
      connected_at = case when ${online} and not mqtt_connected then now() else connected_at end,
      last_will_at = case when ${online} then last_will_at else now() end,
      updated_at = now()
    where id = ${p.device.id}`.execute(db);
  if (!online)
    await db
      .updateTable('deviceClient')
      .set({ online: false })
      .where('deviceId', '=', p.device.id)
      .where('online', '=', true)
      .execute();
}

/**
 * Hands the open items of devices connected over MQTT to them: the pending ones and those
 * delivered long enough ago without a result (redelivery, as on a heartbeat), marked
 * delivered in one statement (skip locked: several instances never hand one item twice at
 * once). `deviceIds` narrows it to those devices; otherwise every connected device, at most
 * `limit` items per call.
 */
export async function claimCommands(
  db: Database,
  deviceIds?: readonly number[],
  limit = 1000,
): Promise<Outgoing[]> {
  const only = deviceIds
    ? sql`and i.device_id = any(${sql.val([...deviceIds])}::bigint[])`
    : sql``;
  const perDevice = deviceIds ? DEVICE_LIMITS.commandsPerHeartbeat : limit;
  const res = await sql<{
    serial: string;
    itemId: number;
    kind: DeviceCommand['kind'];
    params: Record<string, unknown>;
    redelivery: boolean;
    expiresAt: Date;
  }>`with picked as (
      select i.id, i.state from device_command_item i
      join device d on d.id = i.device_id and d.mqtt_connected
      where ((i.state = 'pending' and i.expires_at > now())
          or (i.state = 'delivered'
              and i.delivered_at < now() - make_interval(secs => ${DEVICE_LIMITS.redeliverAfterSeconds})))
        ${only}
      order by i.id
      limit ${Math.min(limit, perDevice * (deviceIds?.length ?? 1))}
      for update of i skip locked
    ), handed as (
      update device_command_item i set state = 'delivered', delivered_at = now()
      from picked p where i.id = p.id
      returning i.id, i.device_id, i.command_id, i.expires_at, i.params, p.state as was
    )
    select d.serial, h.id as item_id, c.kind, c.params || coalesce(h.params, '{}'::jsonb) as params,
      (h.was = 'delivered') as redelivery, h.expires_at
    from handed h
    join device_command c on c.id = h.command_id
    join device d on d.id = h.device_id
    order by h.id`.execute(db);
  return res.rows.map((r) =>
    commandMessage(r.serial, {
      itemId: Number(r.itemId),
      kind: r.kind,
      params: r.params ?? {},
      redelivery: r.redelivery,
      expiresAt: new Date(r.expiresAt).toISOString(),
    }),
  );
}
