import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * What a device's answer to an upgrade or rollback command changes, called by the one
 * device command mechanism (device-command.service applyEffect and the command sweep).
 * Every change is an UPDATE conditioned on the row's state and on the device it belongs to,
 * so repeated, late or foreign results cannot undo each other. The counters of the task
 * follow through the triggers on upgrade_task_device.
 */

const OPEN = sql`('pending', 'downloading', 'installing')`;
const idOf = (v: unknown): number | null => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const versionOf = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 32) : '');

/**
 * An upgrade result: on success the device runs the new version (whatever the task did in
 * the meantime: a device that installed it after a cancel still has it); on failure its
 * row records the device's reason.
 */
export async function upgradeResult(
  trx: Database,
  deviceId: number,
  params: Record<string, unknown>,
  success: boolean,
  reason: string,
): Promise<void> {
  const taskDeviceId = idOf(params.taskDeviceId);
  const version = versionOf(params.version);
  if (success) {
    if (version)
      await trx
        .updateTable('device')
        .set({ firmware: version, updatedAt: sql<Date>`now()` })
        .where('id', '=', deviceId)
        .execute();
    if (taskDeviceId)
      await sql`update upgrade_task_device
        set state = 'succeeded', progress = 100, reason = '', updated_at = now()
        where id = ${taskDeviceId} and device_id = ${deviceId}
          and state in ('pending', 'downloading', 'installing', 'failed', 'cancelled')`.execute(
        trx,
      );
    return;
  }
  if (taskDeviceId)
    await sql`update upgrade_task_device
      set state = 'failed', reason = ${reason.slice(0, 200)}, updated_at = now()
      where id = ${taskDeviceId} and device_id = ${deviceId} and state in ${OPEN}`.execute(trx);
}

/** A rollback result: the device runs its previous version again, or says why it cannot. */
export async function rollbackResult(
  trx: Database,
  deviceId: number,
  params: Record<string, unknown>,
  success: boolean,
  reason: string,
): Promise<void> {
  const taskDeviceId = idOf(params.taskDeviceId);
  const version = versionOf(params.version);
  if (success) {
    if (version)
      await trx
        .updateTable('device')
        .set({ firmware: version, updatedAt: sql<Date>`now()` })
        .where('id', '=', deviceId)
        .execute();
    if (taskDeviceId)
      await sql`update upgrade_task_device
        set state = 'rolled_back', progress = 0, reason = '', updated_at = now()
        where id = ${taskDeviceId} and device_id = ${deviceId} and state = 'succeeded'`.execute(
        trx,
      );
    return;
  }
  if (taskDeviceId)
    await sql`update upgrade_task_device
      set reason = ${`回滚失败：${reason}`.slice(0, 200)}, updated_at = now()
      where id = ${taskDeviceId} and device_id = ${deviceId} and state = 'succeeded'`.execute(trx);
}

/**
 * Items the command sweep just timed out: an upgrade the device never reported back (it
 * stayed offline until the command expired, or went silent) failed on that device with the
 * sweep's reason; a rollback that timed out is noted on the device's row.
 */
export async function upgradeTimedOut(db: Database, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = sql.val([...itemIds]);
  await sql`update upgrade_task_device td
    set state = 'failed', reason = left(i.reason, 200), updated_at = now()
    from device_command_item i join device_command c on c.id = i.command_id
    where i.id = any(${ids}::bigint[]) and i.state = 'timedOut' and c.kind = 'firmwareUpgrade'
      and td.id = (i.params->>'taskDeviceId')::bigint and td.device_id = i.device_id
      and td.state in ${OPEN}`.execute(db);
  await sql`update upgrade_task_device td
    set reason = left('回滚失败：' || i.reason, 200), updated_at = now()
    from device_command_item i join device_command c on c.id = i.command_id
    where i.id = any(${ids}::bigint[]) and i.state = 'timedOut' and c.kind = 'firmwareRollback'
      and td.id = (i.params->>'taskDeviceId')::bigint and td.device_id = i.device_id
      and td.state = 'succeeded'`.execute(db);
}
