import {
  COMMAND_ITEM_STATES,
  DeviceMessages,
  DEVICE_LIMITS,
  type Command,
  type CommandAccepted,
  type CommandCounts,
  type CommandCreate,
  type CommandDetail,
  type CommandItemState,
  type DeviceCommandKind,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { conflict, forbidden, notFound, warning } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { assertIn, iso, scopeFor, verifyIdentity, type Scope } from './device.access.js';
import * as repo from './device-command.repository.js';
import { rollbackResult, upgradeResult, upgradeTimedOut } from '../ota/ota-effects.js';

/** Kinds a multi-SIM device runs too; the others are gateway (Wi-Fi, LAN) settings. */
const ANY_KIND_COMMANDS: readonly DeviceCommandKind[] = ['reboot', 'firmwareQuery'];

export const CommandMessages = {
  MIXED_ENTERPRISES: '一次指令只能下发给同一企业的终端',
  DEVICE_OUT_OF_SCOPE: '所选终端不在您的管理范围内',
} as const;

function emptyCounts(): CommandCounts {
  return Object.fromEntries(COMMAND_ITEM_STATES.map((s) => [s, 0])) as CommandCounts;
}

/** Parameters as the console shows them: a Wi-Fi password is never answered. */
function shownParams(kind: string, params: unknown): Record<string, unknown> {
  const p = params && typeof params === 'object' ? { ...(params as Record<string, unknown>) } : {};
  if (kind === 'wifi' && 'password' in p) p.password = '********';
  return p;
}

function toCommand(r: repo.CommandRow, counts: Partial<Record<CommandItemState, number>>): Command {
  const c = { ...emptyCounts(), ...counts };
  return {
    id: r.id,
    kind: r.kind as DeviceCommandKind,
    params: shownParams(r.kind, r.params),
    total: r.total,
    counts: c,
    finished: c.pending + c.delivered === 0,
    createdBy: r.createdByName ?? '',
    createdAt: iso(r.createdAt)!,
    expiresAt: iso(r.expiresAt)!,
  };
}

interface Target {
  id: number;
  customerId: number;
  beId: string;
  areaCode: string;
  orgId: number | null;
  kind: string;
}

/** The devices a command goes to, each checked against the caller's scope. */
async function resolveTargets(
  db: Database,
  scope: Scope,
  kind: DeviceCommandKind,
  target: { deviceIds?: number[] | undefined; groupId?: number | undefined },
): Promise<{ targets: Target[]; groupId: number | null }> {
  const byId = new Map<number, Target>();
  const ids = [...new Set(target.deviceIds ?? [])];
  if (ids.length) {
    const found = await repo.targetsByIds(db, ids);
    if (found.length < ids.length) throw notFound(DeviceMessages.DEVICE_NOT_FOUND);
    for (const d of found) {
      if (!isInScope(scope, d)) throw forbidden(CommandMessages.DEVICE_OUT_OF_SCOPE);
      byId.set(d.id, d);
    }
  }
  let groupId: number | null = null;
  if (target.groupId !== undefined) {
    const group = await db
      .selectFrom('deviceGroup')
      .select(['id', 'customerId', 'beId', 'areaCode'])
      .where('id', '=', target.groupId)
      .executeTakeFirst();
    if (!group) throw notFound(DeviceMessages.GROUP_NOT_FOUND);
    assertIn(scope, group);
    groupId = group.id;
    for (const d of await repo.targetsOfGroup(db, group.id)) {
      if (isInScope(scope, d)) byId.set(d.id, d);
    }
  }
  const targets = [...byId.values()];
  if (targets.length === 0) throw warning(DeviceMessages.TARGET_EMPTY);
  if (targets.length > DEVICE_LIMITS.commandDevicesMax)
    throw warning(DeviceMessages.TARGET_TOO_MANY);
  if (!ANY_KIND_COMMANDS.includes(kind) && targets.some((t) => t.kind !== 'cpe'))
    throw warning(DeviceMessages.TARGET_NOT_CPE);
  if (new Set(targets.map((t) => t.customerId)).size > 1)
    throw warning(CommandMessages.MIXED_ENTERPRISES);
  return { targets, groupId };
}

/**
 * Accepts a command: identity first for a Wi-Fi change, then the targets (in scope, one
 * enterprise, gateways for gateway settings), then the command with one pending item per
 * device in one transaction. Devices offline keep their item pending until they return or
 * the command expires; nothing is sent from here (the next heartbeat takes it).
 */
export async function createCommand(
  db: Database,
  user: AuthUser,
  input: CommandCreate,
): Promise<CommandAccepted> {
  const scope = await scopeFor(db, user);
  const { targets, groupId } = await resolveTargets(db, scope, input.kind, input.target);
  if (input.kind === 'wifi') await verifyIdentity(db, user, input.verifyCode);
  const first = targets[0]!;
  const ids = targets.map((t) => t.id);
  const params: Record<string, unknown> = 'params' in input ? { ...input.params } : {};
  const expiresAt = new Date(Date.now() + input.expiresInHours * 3_600_000);

  const commandId = await db.transaction().execute(async (trx) => {
    if (input.kind === 'blacklistAdd' || input.kind === 'blacklistRemove') {
      const mac = input.params.mac;
      const existing = await trx
        .selectFrom('deviceBlacklist')
        .select(['deviceId', 'state'])
        .where('mac', '=', mac)
        .where('deviceId', '=', sql<number>`any(${sql.val(ids)}::bigint[])`)
        .execute();
      if (input.kind === 'blacklistAdd') {
        if (ids.length === 1 && existing.length === 1)
          throw conflict(DeviceMessages.BLACKLIST_EXISTS);
        const have = new Set(existing.map((e) => e.deviceId));
        const rows = targets
          .filter((t) => !have.has(t.id))
          .map((t) => ({
            deviceId: t.id,
            customerId: t.customerId,
            mac,
            remark: input.params.remark,
            state: 'adding',
            createdBy: user.accountId,
          }));
        if (rows.length)
          await trx
            .insertInto('deviceBlacklist')
            .values(rows)
            .onConflict((oc) => oc.columns(['deviceId', 'mac']).doNothing())
            .execute();
      } else {
        if (ids.length === 1 && existing.length === 0)
          throw warning(DeviceMessages.BLACKLIST_NOT_FOUND);
        await trx
          .updateTable('deviceBlacklist')
          .set({ state: 'removing' })
          .where('mac', '=', mac)
          .where('deviceId', '=', sql<number>`any(${sql.val(ids)}::bigint[])`)
          .execute();
      }
    }
    return repo.insertCommand(
      trx,
      {
        customerId: first.customerId,
        beId: first.beId,
        areaCode: first.areaCode,
        kind: input.kind,
        params,
        groupId,
        createdBy: user.accountId,
        expiresAt,
      },
      ids,
    );
  });
  return { commandId, total: ids.length };
}

async function commandInScope(db: Database, scope: Scope, id: number) {
  const row = await repo.findCommand(db, id);
  if (!row) throw notFound(DeviceMessages.COMMAND_NOT_FOUND);
  if (!isInScope(scope, row) || !(await repo.commandReaches(db, scope, id)))
    throw forbidden(OUT_OF_SCOPE_MESSAGE);
  return row;
}

export async function commandPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; kind?: string | undefined; deviceId?: number | undefined },
): Promise<PageResult<Command>> {
  const scope = await scopeFor(db, user);
  const { rows, total } = await repo.commandPage(db, scope, q);
  const counts = await repo.countsOf(
    db,
    scope,
    rows.map((r) => r.id),
  );
  return pageOf(
    rows.map((r) => toCommand(r, counts.get(r.id) ?? {})),
    total,
    q,
  );
}

/** A command with its counts by state and a page of its items: what a screen polls. */
export async function commandDetail(
  db: Database,
  user: AuthUser,
  q: { id: number; page: number; pageSize: number; state?: string | undefined },
): Promise<CommandDetail> {
  const scope = await scopeFor(db, user);
  const row = await commandInScope(db, scope, q.id);
  const [counts, items] = await Promise.all([
    repo.countsOf(db, scope, [row.id]),
    repo.itemPage(db, scope, row.id, q),
  ]);
  return {
    command: toCommand(row, counts.get(row.id) ?? {}),
    items: pageOf(
      items.rows.map((i) => ({
        id: i.id,
        deviceId: i.deviceId,
        serial: i.serial,
        deviceName: i.deviceName,
        state: i.state as CommandItemState,
        reason: i.reason,
        result: i.result ?? null,
        deliveredAt: iso(i.deliveredAt),
        finishedAt: iso(i.finishedAt),
      })),
      items.total,
      q,
    ),
  };
}

// Results and their effects ----------------------------------------------------------------

export type ResultOutcome =
  { ok: true; state: CommandItemState } | { ok: false; reason: 'notFound' | 'foreign' };

/**
 * Takes a device's result for one item (inside the caller's transaction): refused for an
 * item of another device, idempotent for an item already finished, and applied to what
 * the console shows (Wi-Fi settings, blacklist, firmware) on success.
 */
export async function applyResult(
  trx: Database,
  deviceId: number,
  itemId: number,
  r: { success: boolean; reason: string; data: Record<string, unknown> },
): Promise<ResultOutcome> {
  const item = await repo.lockItem(trx, itemId);
  if (!item) return { ok: false, reason: 'notFound' };
  if (item.deviceId !== deviceId) return { ok: false, reason: 'foreign' };
  if (item.state === 'succeeded' || item.state === 'failed') return { ok: true, state: item.state };
  const state = r.success ? 'succeeded' : 'failed';
  const reason = r.success ? '' : r.reason || '设备执行失败';
  await repo.finishItem(trx, itemId, state, reason, r.data);
  const params = { ...(item.params ?? {}), ...(item.itemParams ?? {}) } as Record<string, unknown>;
  await applyEffect(trx, deviceId, item.kind, params, r.success, reason, r.data);
  return { ok: true, state };
}

async function applyEffect(
  trx: Database,
  deviceId: number,
  kind: string,
  params: Record<string, unknown>,
  success: boolean,
  reason: string,
  data: Record<string, unknown>,
): Promise<void> {
  const mac = typeof params.mac === 'string' ? params.mac : '';
  switch (kind) {
    case 'wifi':
      if (!success) return;
      {
        const wifi = {
          ssid: String(params.ssid),
          password: String(params.password),
          encryption: String(params.encryption ?? 'WPA2-PSK'),
          band: String(params.band ?? 'dual'),
          hidden: Boolean(params.hidden),
          updatedAt: sql<Date>`now()`,
        };
        // A gateway registered in the console has no Wi-Fi row until its first change.
        await trx
          .insertInto('deviceWifi')
          .columns(['deviceId', 'customerId', 'ssid', 'password', 'encryption', 'band', 'hidden'])
          .expression((eb) =>
            eb
              .selectFrom('device')
              .select([
                'id',
                'customerId',
                eb.val(wifi.ssid).as('ssid'),
                eb.val(wifi.password).as('password'),
                eb.val(wifi.encryption).as('encryption'),
                eb.val(wifi.band).as('band'),
                eb.val(wifi.hidden).as('hidden'),
              ])
              .where('id', '=', deviceId),
          )
          .onConflict((oc) => oc.column('deviceId').doUpdateSet(wifi))
          .execute();
      }
      return;
    case 'blacklistAdd':
      if (success) {
        await trx
          .updateTable('deviceBlacklist')
          .set({ state: 'active' })
          .where('deviceId', '=', deviceId)
          .where('mac', '=', mac)
          .execute();
        await setClientBlacklisted(trx, deviceId, mac, true);
      } else {
        await revertBlacklist(trx, deviceId, 'blacklistAdd', mac);
      }
      return;
    case 'blacklistRemove':
      if (success) {
        await trx
          .deleteFrom('deviceBlacklist')
          .where('deviceId', '=', deviceId)
          .where('mac', '=', mac)
          .execute();
        await setClientBlacklisted(trx, deviceId, mac, false);
      } else {
        await revertBlacklist(trx, deviceId, 'blacklistRemove', mac);
      }
      return;
    case 'firmwareQuery': {
      const firmware = typeof data.firmware === 'string' ? data.firmware.slice(0, 32) : '';
      if (success && firmware)
        await trx.updateTable('device').set({ firmware }).where('id', '=', deviceId).execute();
      return;
    }
    case 'firmwareUpgrade':
      await upgradeResult(trx, deviceId, params, success, reason);
      return;
    case 'firmwareRollback':
      await rollbackResult(trx, deviceId, params, success, reason);
      return;
    default:
      return;
  }
}

async function setClientBlacklisted(trx: Database, deviceId: number, mac: string, on: boolean) {
  await trx
    .updateTable('deviceClient')
    .set({ blacklisted: on })
    .where('deviceId', '=', deviceId)
    .where('mac', '=', mac)
    .execute();
}

/** A blacklist change that did not happen: an entry being added goes, one being removed stays. */
async function revertBlacklist(trx: Database, deviceId: number, kind: string, mac: string) {
  if (kind === 'blacklistAdd') {
    await trx
      .deleteFrom('deviceBlacklist')
      .where('deviceId', '=', deviceId)
      .where('mac', '=', mac)
      .where('state', '=', 'adding')
      .execute();
  } else {
    await trx
      .updateTable('deviceBlacklist')
      .set({ state: 'active' })
      .where('deviceId', '=', deviceId)
      .where('mac', '=', mac)
      .where('state', '=', 'removing')
      .execute();
  }
}

// Sweeps -----------------------------------------------------------------------------------

/** How often the command and offline sweeps run. */
export const DEVICE_SWEEP_MS = 15_000;
/** Metric points are kept this many days. */
export const METRIC_RETENTION_DAYS = 30;

/**
 * One pass of the command sweep: items pending past their command's expiry and items
 * delivered without a result in time become timedOut; a blacklist change they carried is
 * undone. Safe on several instances at once. Answers how many items it timed out.
 */
export async function sweepCommands(db: Database, batch = 1000): Promise<number> {
  let total = 0;
  for (;;) {
    const items = await repo.timeOutDue(db, batch);
    total += items.length;
    const commandIds = [...new Set(items.map((i) => i.commandId))];
    if (commandIds.length) {
      const blacklist = await db
        .selectFrom('deviceCommand')
        .select(['id', 'kind', 'params'])
        .where('id', 'in', commandIds)
        .where('kind', 'in', ['blacklistAdd', 'blacklistRemove'])
        .execute();
      const byId = new Map(blacklist.map((c) => [c.id, c]));
      for (const i of items) {
        const c = byId.get(i.commandId);
        if (c) await revertBlacklist(db, i.deviceId, c.kind, String(c.params.mac ?? ''));
      }
      // An upgrade that never reported back failed on that device.
      await upgradeTimedOut(
        db,
        items.map((i) => i.id),
      );
    }
    if (items.length === 0) return total;
  }
}

/** One pass of the offline sweep; answers the devices it marked offline. */
export async function sweepOffline(db: Database, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await repo.markOffline(db, batch);
    total += ids.length;
    if (ids.length < batch) return total;
  }
}

export async function pruneMetrics(db: Database): Promise<number> {
  return repo.pruneMetrics(db, METRIC_RETENTION_DAYS, 50_000);
}
