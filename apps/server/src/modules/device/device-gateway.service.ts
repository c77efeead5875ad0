import fs from 'node:fs';
import path from 'node:path';
import {
  DEVICE_AUTH_SCHEME,
  DEVICE_LIMITS,
  DeviceMessages,
  type Heartbeat,
  type HeartbeatReply,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { newToken, safeEqual, sha256 } from '../../lib/tokens.js';
import { tokenOf } from '../../plugins/auth.js';
import { applyResult } from './device-command.service.js';

/**
 * The device-facing side: per-device credentials, heartbeats and command results.
 *
 * A device authenticates with `Authorization: Device <serial>:<secret>`. The secret is 256
 * random bits shown once when issued; only its SHA-256 is kept (a slow password hash would
 * cost every heartbeat, and a random 256-bit secret needs no stretching — the same reasoning
 * as session tokens).
 */

/** How a device reaches the platform. */
export type DeviceTransport = 'http' | 'mqtt';

export interface DeviceCaller {
  id: number;
  serial: string;
  customerId: number;
  kind: string;
  heartbeatIntervalS: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated device on the device-facing API. */
    device?: DeviceCaller;
  }
}

const CREDENTIAL = new RegExp(
  `^${DEVICE_AUTH_SCHEME} ([A-Za-z0-9-]{6,32}):([A-Za-z0-9_-]{20,128})$`,
);

/** A fresh device secret and the hash to store. */
export function newDeviceSecret(): { secret: string; hash: string } {
  const secret = newToken();
  return { secret, hash: sha256(secret) };
}

/** The Authorization header value a device sends. */
export const deviceAuthorization = (serial: string, secret: string) =>
  `${DEVICE_AUTH_SCHEME} ${serial}:${secret}`;

/** What a device presents in `Authorization: Device <identifier>:<secret>`. */
export interface PresentedCredential {
  /** Upper-cased: the serial of a gateway, the device key of an industry terminal. */
  identifier: string;
  /** SHA-256 of the presented secret. */
  secretHash: string;
}

/**
 * The credential on a device-facing request, refusing a user token outright (a console
 * session must not drive a device) and a header that is missing or malformed (401). Every
 * kind of device (gateways, multi-SIM devices, industry terminals) authenticates this way.
 */
export function presentedCredential(request: FastifyRequest): PresentedCredential {
  if (tokenOf(request) || request.headers['usertoken'] || request.headers['csttoken'])
    throw unauthorized(DeviceMessages.USER_TOKEN_REFUSED);
  const header = request.headers.authorization;
  if (!header) throw unauthorized(DeviceMessages.DEVICE_AUTH_REQUIRED);
  const m = CREDENTIAL.exec(header.trim());
  if (!m) throw unauthorized(DeviceMessages.DEVICE_AUTH_INVALID);
  // The secret is hashed even when the identifier is unknown, so timing tells nothing.
  return { identifier: m[1]!.toUpperCase(), secretHash: sha256(m[2]!) };
}

/** Throws 401 unless the presented secret matches the stored hash. */
export function assertCredential(
  presented: PresentedCredential,
  storedHash: string | null | undefined,
): void {
  if (!storedHash || !safeEqual(presented.secretHash, storedHash))
    throw unauthorized(DeviceMessages.DEVICE_AUTH_INVALID);
}

/**
 * Resolves the calling device, refusing a user token outright (a console session must not
 * drive a device) and any credential that does not match its device's stored hash.
 */
export async function authenticateDevice(
  db: Database,
  request: FastifyRequest,
): Promise<DeviceCaller> {
  const presented = presentedCredential(request);
  const row = await db
    .selectFrom('device')
    .select(['id', 'serial', 'customerId', 'kind', 'heartbeatIntervalS', 'credentialHash'])
    .where('serial', '=', presented.identifier)
    .executeTakeFirst();
  assertCredential(presented, row?.credentialHash);
  if (!row) throw unauthorized(DeviceMessages.DEVICE_AUTH_INVALID);
  return {
    id: row.id,
    serial: row.serial,
    customerId: row.customerId,
    kind: row.kind,
    heartbeatIntervalS: row.heartbeatIntervalS,
  };
}

/** Advisory-lock class of a device's heartbeats (the object is the device id). */
const HEARTBEAT_LOCK_CLASS = 20_251;

/**
 * Takes one heartbeat in one transaction: the device's latest state, a metric point, its
 * clients (one upsert; those no longer listed go offline; at most 15 kept), the results it
 * carries, and the commands it should run next, which are marked delivered.
 */
export async function ingestHeartbeat(
  db: Database,
  device: DeviceCaller,
  hb: Heartbeat,
  /** The channel it came by: the HTTP device API or the MQTT broker. */
  via: DeviceTransport = 'http',
): Promise<HeartbeatReply> {
  const warnings: string[] = [];
  const limit = DEVICE_LIMITS.smallDataClientsMax;
  // The same MAC twice keeps its first report.
  const seen = new Set<string>();
  const unique = hb.clients.filter((c) => (seen.has(c.mac) ? false : (seen.add(c.mac), true)));
  const reported = unique.length;
  const kept = unique.slice(0, limit);
  if (reported > limit) warnings.push(DeviceMessages.clientsClipped(reported));
  const interval = hb.intervalSeconds ?? device.heartbeatIntervalS;

  return db.transaction().execute(async (trx) => {
    // Telemetry does not wait for its WAL flush (the commit is still atomic, only its
    // durability is deferred by at most a few hundred ms): a crash may lose the last
    // moment's heartbeats, which the devices resend a minute later, and a delivery mark,
    // which only makes the item go out again (delivery is at least once). The flush was
    // most of a heartbeat's time.
    // Two heartbeats of one device at once (a result sent early beside the periodic one)
    // would upsert the same client rows in opposite orders and deadlock: they take turns.
    await sql`select set_config('synchronous_commit', 'off', true),
      pg_advisory_xact_lock(${HEARTBEAT_LOCK_CLASS}, ${device.id}::int)`.execute(trx);

    // Results first, so a result and the next command can travel in one heartbeat.
    const acceptedResults: number[] = [];
    for (const r of hb.results) {
      const outcome = await applyResult(trx, device.id, r.itemId, r);
      if (outcome.ok) acceptedResults.push(r.itemId);
      else
        warnings.push(
          `${outcome.reason === 'foreign' ? DeviceMessages.NOT_YOUR_COMMAND : DeviceMessages.COMMAND_ITEM_NOT_FOUND}（${r.itemId}）`,
        );
    }

    const commands = await recordHeartbeat(trx, device, hb, kept, reported, interval, via);
    return {
      serverTime: new Date().toISOString(),
      intervalSeconds: interval,
      commands: commands.map((c) => ({
        itemId: Number(c.itemId),
        kind: c.kind as HeartbeatReply['commands'][number]['kind'],
        params: c.params ?? {},
        redelivery: c.redelivery,
        expiresAt: new Date(c.expiresAt).toISOString(),
      })),
      acceptedResults,
      warnings,
    };
  });
}

/**
 * One statement for the whole heartbeat (one round trip): the device's latest state, its
 * metric point, the clients it lists (upserted) and those it no longer lists (offline),
 * and the open items it should run next, marked delivered and answered with their command.
 * The sub-statements touch disjoint rows, so sharing one snapshot is safe.
 */
async function recordHeartbeat(
  trx: Database,
  device: DeviceCaller,
  hb: Heartbeat,
  kept: Heartbeat['clients'],
  reported: number,
  interval: number,
  via: DeviceTransport,
) {
  // In MAC order, so two overlapping heartbeats of one device lock its client rows in the
  // same order (no deadlock).
  const byMac = [...kept].sort((a, b) => (a.mac < b.mac ? -1 : a.mac > b.mac ? 1 : 0));
  const col = <K extends keyof Heartbeat['clients'][number]>(k: K) => byMac.map((c) => c[k]);
  const res = await sql<{
    itemId: number;
    kind: string;
    params: Record<string, unknown>;
    redelivery: boolean;
    expiresAt: Date;
  }>`with state as (
      update device set
        online_state = 'online', rsrp = ${hb.rsrp}, sinr = ${hb.sinr},
        up_kbps = ${hb.upKbps}, down_kbps = ${hb.downKbps}, clients = ${reported},
        heartbeat_interval_s = ${interval}, transport = ${via},
        firmware = coalesce(${hb.firmware ?? null}::varchar, firmware),
        last_heartbeat_at = now(), updated_at = now()
      where id = ${device.id}
    ), metric as (
      insert into device_metric (device_id, ts, rsrp, sinr, up_kbps, down_kbps, up_bytes, down_bytes, clients)
      values (${device.id}, now(), ${hb.rsrp}, ${hb.sinr}, ${hb.upKbps}, ${hb.downKbps},
              ${hb.upBytes}, ${hb.downBytes}, ${reported})
    ), seen as (
      insert into device_client (device_id, customer_id, mac, ip, hostname, connection, up_bytes, down_bytes)
      select ${device.id}, ${device.customerId}, x.mac, x.ip, x.hostname, x.connection, x.up, x.down
      from unnest(${sql.val(col('mac'))}::varchar[], ${sql.val(col('ip'))}::varchar[],
                  ${sql.val(col('hostname'))}::varchar[], ${sql.val(col('connection'))}::varchar[],
                  ${sql.val(col('upBytes'))}::bigint[], ${sql.val(col('downBytes'))}::bigint[])
        as x(mac, ip, hostname, connection, up, down)
      on conflict (device_id, mac) do update set
        ip = excluded.ip, hostname = excluded.hostname, connection = excluded.connection,
        up_bytes = excluded.up_bytes, down_bytes = excluded.down_bytes,
        online = true, last_seen_at = now()
    ), gone as (
      update device_client set online = false
      where device_id = ${device.id} and online
        and not (mac = any(${sql.val(col('mac'))}::varchar[]))
    ), picked as (
      select id, state from device_command_item
      where device_id = ${device.id}
        and ((state = 'pending' and expires_at > now())
          or (state = 'delivered'
              and delivered_at < now() - make_interval(secs => ${DEVICE_LIMITS.redeliverAfterSeconds})))
      order by id
      limit ${DEVICE_LIMITS.commandsPerHeartbeat}
      for update skip locked
    ), handed as (
      update device_command_item i set state = 'delivered', delivered_at = now()
      from picked p where i.id = p.id
      returning i.id, i.command_id, i.expires_at, i.params, p.state as was
    )
    select h.id as item_id, c.kind, c.params || coalesce(h.params, '{}'::jsonb) as params,
      (h.was = 'delivered') as redelivery, h.expires_at
    from handed h join device_command c on c.id = h.command_id
    order by h.id`.execute(trx);
  return res.rows;
}

/** One result on its own; 404 for an unknown item, 403 for another device's. */
export async function reportResult(
  db: Database,
  device: DeviceCaller,
  itemId: number,
  r: { success: boolean; reason: string; data: Record<string, unknown> },
) {
  const outcome = await db.transaction().execute((trx) => applyResult(trx, device.id, itemId, r));
  if (!outcome.ok) {
    if (outcome.reason === 'foreign') throw forbidden(DeviceMessages.NOT_YOUR_COMMAND);
    throw notFound(DeviceMessages.COMMAND_ITEM_NOT_FOUND);
  }
  return { itemId, state: outcome.state };
}

/** Stores a new secret's hash for a device; the old secret stops working at once. */
export async function storeCredential(db: Database, deviceId: number, hash: string) {
  await db
    .updateTable('device')
    .set({
      credentialHash: hash,
      credentialIssuedAt: sql<Date>`now()`,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', deviceId)
    .execute();
}

// Demo credentials -------------------------------------------------------------------------

export interface DemoSecretsFile {
  generatedAt: string;
  devices: { serial: string; kind: string; secret: string; intervalSeconds: number }[];
}

/** Where the demo's device secrets are written for the simulator. */
export const demoSecretsPath = (dataDir: string) => path.join(dataDir, 'device-secrets.json');

function readSecrets(file: string): Map<string, string> {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoSecretsFile;
    return new Map(parsed.devices.map((d) => [d.serial, d.secret]));
  } catch {
    return new Map();
  }
}

/**
 * Makes sure the simulator can act as every demo device: a secret in `file` (mode 0600)
 * that matches the device's stored hash. Secrets already there and still matching are
 * kept; the others are issued afresh. Answers how many were issued.
 */
export async function ensureDemoCredentials(
  db: Database,
  file: string,
  serials: readonly string[],
): Promise<number> {
  if (serials.length === 0) return 0;
  const known = readSecrets(file);
  const rows = await db
    .selectFrom('device')
    .select(['id', 'serial', 'kind', 'heartbeatIntervalS', 'credentialHash'])
    .where('serial', 'in', [...serials])
    .orderBy('id')
    .execute();
  const out: DemoSecretsFile['devices'] = [];
  let issued = 0;
  for (const r of rows) {
    let secret = known.get(r.serial);
    if (!secret || !r.credentialHash || !safeEqual(sha256(secret), r.credentialHash)) {
      const fresh = newDeviceSecret();
      await storeCredential(db, r.id, fresh.hash);
      secret = fresh.secret;
      issued += 1;
    }
    out.push({ serial: r.serial, kind: r.kind, secret, intervalSeconds: r.heartbeatIntervalS });
  }
  if (issued > 0 || !fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const body: DemoSecretsFile = { generatedAt: new Date().toISOString(), devices: out };
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(body, null, 2), { mode: 0o600 });
    fs.renameSync(tmp, file);
    fs.chmodSync(file, 0o600);
  }
  return issued;
}
