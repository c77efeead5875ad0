import { DeviceMessages, DEVICE_LIMITS, type CommandItemState } from '@pn/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { offsetOf } from '../../lib/paging.js';
import { byOrgNode, inScope, inScopeVia, type DataScope } from '../../lib/scope.js';
import { OWNED_COLS } from './device.access.js';

/**
 * Remote commands: a command (kind, parameters, who, when, until when) with one item per
 * device. Items move pending → delivered (handed over by a heartbeat) → succeeded / failed
 * (the device's result) or timedOut (the sweeps). Every state change is a conditional
 * UPDATE, so several server instances and late or repeated results cannot undo each other.
 */

/** Placement and kind of the devices a command names (no scope applied: the service checks). */
export function targetsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('device')
    .select(['id', 'customerId', 'beId', 'areaCode', 'orgId', 'kind'])
    .where('id', '=', sql<number>`any(${sql.val([...ids])}::bigint[])`)
    .execute();
}

export function targetsOfGroup(db: Database, groupId: number) {
  return db
    .selectFrom('device')
    .select(['id', 'customerId', 'beId', 'areaCode', 'orgId', 'kind'])
    .where('groupId', '=', groupId)
    .limit(DEVICE_LIMITS.commandDevicesMax + 1)
    .execute();
}

export interface NewCommand {
  customerId: number;
  beId: string;
  areaCode: string;
  kind: string;
  params: Record<string, unknown>;
  groupId: number | null;
  createdBy: number;
  expiresAt: Date;
}

/** The command and one pending item per device, in two statements. */
export async function insertCommand(
  db: Database,
  c: NewCommand,
  deviceIds: readonly number[],
): Promise<number> {
  const { id } = await db
    .insertInto('deviceCommand')
    .values({ ...c, params: JSON.stringify(c.params), total: deviceIds.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`insert into device_command_item (command_id, device_id, expires_at)
    select ${id}, x, ${c.expiresAt} from unnest(${sql.val([...deviceIds])}::bigint[]) as x`.execute(
    db,
  );
  return id;
}

const commandColumns = [
  't.id',
  't.customerId',
  't.beId',
  't.areaCode',
  't.kind',
  't.params',
  't.total',
  't.createdAt',
  't.expiresAt',
  'a.realName as createdByName',
] as const;

function commands(db: Database) {
  return db
    .selectFrom('deviceCommand as t')
    .leftJoin('account as a', 'a.id', 't.createdBy')
    .select(commandColumns);
}
export type CommandRow = Awaited<
  ReturnType<ReturnType<typeof commands>['executeTakeFirstOrThrow']>
>;

export function findCommand(db: Database, id: number) {
  return commands(db).where('t.id', '=', id).executeTakeFirst();
}

export async function commandPage(
  db: Database,
  scope: DataScope,
  q: { page: number; pageSize: number; kind?: string | undefined; deviceId?: number | undefined },
) {
  let base = db.selectFrom('deviceCommand as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  // A node sub-account sees the commands that reached a device of its node.
  if (byOrgNode(scope)) base = base.where((eb) => reachesScope(eb, scope));
  if (q.kind) base = base.where('t.kind', '=', q.kind);
  if (q.deviceId) {
    const deviceId = q.deviceId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('deviceCommandItem as i')
          .select('i.id')
          .whereRef('i.commandId', '=', 't.id')
          .where('i.deviceId', '=', deviceId),
      ),
    );
  }
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select('t.id').orderBy('t.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
  ]);
  const rows = ids.length
    ? await commands(db)
        .where(
          't.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('t.id', 'desc')
        .execute()
    : [];
  return { rows, total: Number(count.n) };
}

/** Whether command `t` has an item on a device in the scope (node included). */
function reachesScope(
  eb: ExpressionBuilder<DB & { t: DB['deviceCommand'] }, 't'>,
  scope: DataScope,
) {
  return eb.exists(
    eb
      .selectFrom('deviceCommandItem as i')
      .select('i.id')
      .whereRef('i.commandId', '=', 't.id')
      .where((w) => inScopeVia(w, scope, 'device', 'i.deviceId')),
  );
}

/** Whether a node sub-account's scope reaches the command (always, for any other scope). */
export async function commandReaches(db: Database, scope: DataScope, id: number) {
  if (!byOrgNode(scope)) return true;
  const row = await db
    .selectFrom('deviceCommand as t')
    .select('t.id')
    .where('t.id', '=', id)
    .where((eb) => reachesScope(eb, scope))
    .executeTakeFirst();
  return row !== undefined;
}

/** Item counts by state of each command (of the scope's devices only, for a node scope). */
export async function countsOf(
  db: Database,
  scope: DataScope,
  commandIds: readonly number[],
): Promise<Map<number, Partial<Record<CommandItemState, number>>>> {
  const out = new Map<number, Partial<Record<CommandItemState, number>>>();
  if (commandIds.length === 0) return out;
  const rows = await db
    .selectFrom('deviceCommandItem as i')
    .select(['i.commandId', 'i.state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('i.commandId', 'in', [...commandIds])
    .where((eb) => inScopeVia(eb, scope, 'device', 'i.deviceId'))
    .groupBy(['i.commandId', 'i.state'])
    .execute();
  for (const r of rows) {
    const m = out.get(r.commandId) ?? {};
    m[r.state as CommandItemState] = Number(r.n);
    out.set(r.commandId, m);
  }
  return out;
}

export async function itemPage(
  db: Database,
  scope: DataScope,
  commandId: number,
  q: { page: number; pageSize: number; state?: string | undefined },
) {
  let base = db
    .selectFrom('deviceCommandItem as i')
    .innerJoin('device as d', 'd.id', 'i.deviceId')
    .where('i.commandId', '=', commandId)
    .where((eb) => inScopeVia(eb, scope, 'device', 'i.deviceId'));
  if (q.state) base = base.where('i.state', '=', q.state);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'i.id',
        'i.deviceId',
        'd.serial',
        'd.name as deviceName',
        'i.state',
        'i.reason',
        'i.result',
        'i.deliveredAt',
        'i.finishedAt',
      ])
      .orderBy('i.id')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  return { rows, total: Number(count.n) };
}

// Device side ------------------------------------------------------------------------------

/** An item with its command, locked for the rest of the transaction. */
export function lockItem(db: Database, itemId: number) {
  return db
    .selectFrom('deviceCommandItem as i')
    .innerJoin('deviceCommand as c', 'c.id', 'i.commandId')
    .select(['i.id', 'i.deviceId', 'i.state', 'c.kind', 'c.params', 'i.params as itemParams'])
    .where('i.id', '=', itemId)
    .forUpdate('i')
    .executeTakeFirst();
}

export async function finishItem(
  db: Database,
  itemId: number,
  state: 'succeeded' | 'failed',
  reason: string,
  result: Record<string, unknown>,
): Promise<boolean> {
  const res = await db
    .updateTable('deviceCommandItem')
    .set({
      state,
      reason,
      result: JSON.stringify(result),
      finishedAt: sql<Date>`now()`,
      deliveredAt: sql<Date>`coalesce(delivered_at, now())`,
    })
    .where('id', '=', itemId)
    .where('state', 'in', ['pending', 'delivered', 'timedOut'])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

// Sweeps -----------------------------------------------------------------------------------

export interface TimedOutItem {
  id: number;
  deviceId: number;
  commandId: number;
}

/**
 * Times out up to `limit` items: pending ones whose command expired (the device never came
 * back), and delivered ones without a result for `resultTimeoutMinutes`. Rows another
 * instance is working on are skipped; the state condition makes a repeat harmless.
 */
export async function timeOutDue(db: Database, limit: number): Promise<TimedOutItem[]> {
  const expired = await sql<TimedOutItem>`update device_command_item
    set state = 'timedOut', reason = ${DeviceMessages.EXPIRED_OFFLINE}, finished_at = now()
    where id in (
      select id from device_command_item
      where state = 'pending' and expires_at <= now()
      order by expires_at limit ${limit} for update skip locked)
    and state = 'pending'
    returning id, device_id, command_id`.execute(db);
  const silent = await sql<TimedOutItem>`update device_command_item
    set state = 'timedOut', reason = ${DeviceMessages.RESULT_TIMEOUT}, finished_at = now()
    where id in (
      select id from device_command_item
      where state = 'delivered'
        and delivered_at <= now() - make_interval(mins => ${DEVICE_LIMITS.resultTimeoutMinutes})
      order by delivered_at limit ${limit} for update skip locked)
    and state = 'delivered'
    returning id, device_id, command_id`.execute(db);
  return [...expired.rows, ...silent.rows];
}

/** Devices online whose last heartbeat is older than 3 of their intervals: now offline. */
export async function markOffline(db: Database, limit: number): Promise<number[]> {
  const res = await sql<{
    id: number;
  }>`update device set online_state = 'offline', updated_at = now()
    where id in (
      select id from device
      where online_state = 'online'
        and last_heartbeat_at < now() - make_interval(secs => heartbeat_interval_s * ${DEVICE_LIMITS.offlineAfterIntervals})
      limit ${limit} for update skip locked)
    and online_state = 'online'
    returning id`.execute(db);
  const ids = res.rows.map((r) => r.id);
  if (ids.length) {
    await db
      .updateTable('deviceClient')
      .set({ online: false })
      .where('deviceId', 'in', ids)
      .where('online', '=', true)
      .execute();
  }
  return ids;
}

/** Deletes up to `limit` metric points older than `days` days; answers how many. */
export async function pruneMetrics(db: Database, days: number, limit: number): Promise<number> {
  const res = await sql`delete from device_metric where ctid in (
      select ctid from device_metric where ts < now() - make_interval(days => ${days}) limit ${limit})`.execute(
    db,
  );
  return Number(res.numAffectedRows ?? 0);
}
