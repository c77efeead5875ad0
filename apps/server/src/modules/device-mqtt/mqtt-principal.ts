import {
  DEVICE_IDENTIFIER,
  DeviceMessages,
  MQTT_TOPIC_ROOT,
  MQTT_UP_CHANNELS,
  MqttMessages,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { safeEqual, sha256 } from '../../lib/tokens.js';
import type { DeviceCaller } from '../device/device-gateway.service.js';
import type { IndustryCaller } from '../industry/industry-report.service.js';

/**
 * Who is on the broker: the platform itself (its instances' clients), a gateway or
 * multi-SIM device, or an industry terminal. Devices log in with client id = user name =
 * their identifier (serial or device key) and their 256-bit secret as the password: the
 * credential of the HTTP device API, checked against the same stored hash. A user token is
 * no device password (it matches no device's hash).
 */
export type MqttPrincipal =
  | { kind: 'platform' }
  | { kind: 'device'; identifier: string; device: DeviceCaller }
  | { kind: 'industry'; identifier: string; device: IndustryCaller };

export type DevicePrincipal = Exclude<MqttPrincipal, { kind: 'platform' }>;

export type LoginOutcome =
  | { ok: true; principal: MqttPrincipal }
  | { ok: false; reason: string; principal?: DevicePrincipal };

/** The platform's own credential on the broker (its instances connect with it). */
export interface PlatformCredential {
  username: string;
  password: string;
}

export interface LoginAttempt {
  clientId: string;
  username: string;
  password: string;
}

/**
 * Checks a broker login. The platform's credential (compared in constant time) makes a
 * platform client; anything else must be a device whose client id and user name are its
 * identifier, whose enterprise is active, and whose secret hashes to its stored hash.
 */
export async function checkLogin(
  db: Database,
  platform: PlatformCredential | undefined,
  attempt: LoginAttempt,
): Promise<LoginOutcome> {
  if (
    platform &&
    safeEqual(attempt.username, platform.username) &&
    safeEqual(sha256(attempt.password), sha256(platform.password))
  )
    return { ok: true, principal: { kind: 'platform' } };
  const identifier = attempt.username.toUpperCase();
  // The secret is hashed whatever else is wrong, so timing tells nothing.
  const presented = sha256(attempt.password);
  if (!DEVICE_IDENTIFIER.test(identifier) || !attempt.password)
    return { ok: false, reason: DeviceMessages.DEVICE_AUTH_INVALID };
  const found = await findDevice(db, identifier);
  if (!found || !found.credentialHash || !safeEqual(presented, found.credentialHash))
    return { ok: false, reason: DeviceMessages.DEVICE_AUTH_INVALID };
  const principal = found.principal;
  if (attempt.clientId.toUpperCase() !== identifier)
    return { ok: false, reason: MqttMessages.CLIENT_ID_MISMATCH, principal };
  if (!found.customerActive) return { ok: false, reason: MqttMessages.CUSTOMER_SUSPENDED, principal };
  return { ok: true, principal };
}

interface FoundDevice {
  principal: DevicePrincipal;
  credentialHash: string | null;
  customerActive: boolean;
}

/** A gateway or multi-SIM device by serial, else an industry terminal by device key. */
export async function findDevice(db: Database, identifier: string): Promise<FoundDevice | null> {
  const d = await db
    .selectFrom('device as d')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'd.customerId')
    .select([
      'd.id',
      'd.serial',
      'd.customerId',
      'd.kind',
      'd.heartbeatIntervalS',
      'd.credentialHash',
      'c.status',
    ])
    .where('d.serial', '=', identifier)
    .executeTakeFirst();
  if (d)
    return {
      principal: {
        kind: 'device',
        identifier,
        device: {
          id: d.id,
          serial: d.serial,
          customerId: d.customerId,
          kind: d.kind,
          heartbeatIntervalS: d.heartbeatIntervalS,
        },
      },
      credentialHash: d.credentialHash,
      customerActive: d.status === 1,
    };
  const t = await db
    .selectFrom('industryDevice as t')
    .innerJoin('enterpriseCustomer as c', 'c.id', 't.customerId')
    .select(['t.id', 't.customerId', 't.metrics', 't.reportIntervalS', 't.credentialHash', 'c.status'])
    .where('t.deviceKey', '=', identifier)
    .executeTakeFirst();
  if (!t) return null;
  return {
    principal: {
      kind: 'industry',
      identifier,
      device: {
        id: t.id,
        customerId: t.customerId,
        metrics: t.metrics,
        reportIntervalS: t.reportIntervalS,
      },
    },
    credentialHash: t.credentialHash,
    customerActive: t.status === 1,
  };
}

/** What a device may publish to (its own up channels of its kind) and subscribe to. */
const DEVICE_UP = new Set<string>([
  MQTT_UP_CHANNELS.telemetry,
  MQTT_UP_CHANNELS.result,
  MQTT_UP_CHANNELS.upgrade,
  MQTT_UP_CHANNELS.state,
]);
const INDUSTRY_UP = new Set<string>([MQTT_UP_CHANNELS.report, MQTT_UP_CHANNELS.state]);

/**
 * The topic rule of the broker: the platform anything; a device publishes only to its own
 * up channels (`pn/v1/<identifier>/telemetry` …) and subscribes only under its own
 * `pn/v1/<identifier>/`, never a wildcard reaching another device. Answers why not, or null.
 */
export function topicRefusal(
  principal: MqttPrincipal,
  topic: string,
  action: 'publish' | 'subscribe',
): string | null {
  if (principal.kind === 'platform') return null;
  // Identifiers are upper case, as the device logged in (a serial's letters are capitals).
  const prefix = `${MQTT_TOPIC_ROOT}/${principal.identifier}/`;
  if (!topic.startsWith(prefix)) return MqttMessages.FOREIGN_TOPIC;
  const rest = topic.slice(prefix.length);
  if (action === 'subscribe') {
    // Its own command and ack channels, or a wildcard under its own prefix.
    return /^(command|ack|#|\+)$/.test(rest) ? null : MqttMessages.FOREIGN_TOPIC;
  }
  const allowed = principal.kind === 'device' ? DEVICE_UP : INDUSTRY_UP;
  if (!allowed.has(rest))
    return rest.includes('/') || rest.includes('#') || rest.includes('+')
      ? MqttMessages.FOREIGN_TOPIC
      : MqttMessages.UNKNOWN_CHANNEL;
  return null;
}

/** The table of a device principal. */
const tableOf = (p: DevicePrincipal) => (p.kind === 'device' ? 'device' : 'industry_device');

/**
 * Counts a refused message or login of a device and keeps the reason (设备详情 shows both);
 * nothing else of the device changes.
 */
export async function recordRefusal(db: Database, p: DevicePrincipal, reason: string) {
  await sql`update ${sql.table(tableOf(p))}
    set rejected_messages = rejected_messages + 1,
        last_rejected_reason = ${reason.slice(0, 200)}, last_rejected_at = now()
    where id = ${p.device.id}`.execute(db);
}

/** Where the device connected from (the broker's view of its address) and since when. */
export async function recordConnect(db: Database, p: DevicePrincipal, address: string) {
  await sql`update ${sql.table(tableOf(p))}
    set client_address = ${address.slice(0, 64)}, connected_at = now()
    where id = ${p.device.id}`.execute(db);
}
