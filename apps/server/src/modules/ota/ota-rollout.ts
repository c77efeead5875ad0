import {
  API_BASE,
  OTA_LIMITS,
  OtaMessages,
  UPGRADE_DEVICE_STATES,
  type UpgradeCounts,
  type UpgradeDeviceState,
} from '@pn/shared';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { UpgradeTaskTable } from '../../db/schema-ota.js';

/**
 * The staged rollout of an upgrade task. A task's devices are split into phases when it is
 * created (cumulative shares of the target, e.g. 1 % → 10 % → 50 % → 100 %); starting a
 * phase is one device command (kind firmwareUpgrade) with one item per device of the
 * phase, inserted by one INSERT … SELECT. Devices take the item with their next heartbeat
 * like any other command, report downloading / installing on the device API and the
 * result through the command result; ota-effects moves their rows.
 *
 * The engine (`rolloutStep`, on the shared job runner as `ota.rollout`) looks at each task
 * running or rolling back, one transaction per task locked with SKIP LOCKED so several
 * instances share the work: it pauses a task whose current phase fails too often, starts
 * the next phase of an automatic task once the phase is done and its soak time has passed,
 * completes a task after its last phase and closes a rollback once every device answered.
 */

export type TaskRow = Selectable<UpgradeTaskTable>;

/** How often the engine runs. */
export const ROLLOUT_MS = 5_000;

export function emptyCounts(): UpgradeCounts {
  return Object.fromEntries(UPGRADE_DEVICE_STATES.map((s) => [s, 0])) as UpgradeCounts;
}

/** Counts of one task by phase and state (the trigger-kept counters, summed over their slots). */
export async function countsByPhase(
  db: Database,
  taskId: number,
): Promise<Map<number, UpgradeCounts>> {
  const rows = await db
    .selectFrom('upgradeTaskCount')
    .select(['phase', 'state', 'n'])
    .where('taskId', '=', taskId)
    .execute();
  const out = new Map<number, UpgradeCounts>();
  for (const r of rows) {
    const c = out.get(r.phase) ?? emptyCounts();
    c[r.state as UpgradeDeviceState] += Number(r.n);
    out.set(r.phase, c);
  }
  return out;
}

export const sumCounts = (list: Iterable<UpgradeCounts>): UpgradeCounts => {
  const total = emptyCounts();
  for (const c of list) for (const s of UPGRADE_DEVICE_STATES) total[s] += c[s];
  return total;
};

const totalOf = (c: UpgradeCounts) => UPGRADE_DEVICE_STATES.reduce((n, s) => n + c[s], 0);
const openOf = (c: UpgradeCounts) => c.pending + c.downloading + c.installing;

export const firmwareUrl = (firmwareId: number) => `${API_BASE}/device/v1/firmware/${firmwareId}`;

/**
 * Starts phase `k`: one firmwareUpgrade command for the phase's devices still pending that
 * have no firmware command open already (a device still running an item of an earlier
 * pause keeps that one), in two statements. The task then points at the command.
 */
export async function startPhase(
  trx: Database,
  task: TaskRow,
  k: number,
  now: Date,
  opts: { ackFailed?: number } = {},
): Promise<void> {
  const fw = task.firmwareId
    ? await trx
        .selectFrom('firmware')
        .select(['id', 'sha256', 'size'])
        .where('id', '=', task.firmwareId)
        .executeTakeFirst()
    : undefined;
  let commandId: number | null = null;
  if (fw) {
    const expiresAt = new Date(now.getTime() + OTA_LIMITS.commandExpiryHours * 3_600_000);
    const params = {
      taskId: task.id,
      firmwareId: fw.id,
      version: task.version,
      url: firmwareUrl(fw.id),
      sha256: fw.sha256.trim(),
      size: Number(fw.size),
    };
    const { id } = await trx
      .insertInto('deviceCommand')
      .values({
        customerId: task.customerId,
        beId: task.beId,
        areaCode: task.areaCode,
        kind: 'firmwareUpgrade',
        params: JSON.stringify(params),
        groupId: null,
        total: 0,
        createdBy: task.createdBy,
        expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res =
      await sql`insert into device_command_item (command_id, device_id, expires_at, params)
      select ${id}, td.device_id, ${expiresAt}, jsonb_build_object('taskDeviceId', td.id)
      from upgrade_task_device td
      where td.task_id = ${task.id} and td.phase = ${k} and td.state = 'pending'
        and not exists (
          select 1 from device_command_item i join device_command c on c.id = i.command_id
          where i.device_id = td.device_id and i.state in ('pending', 'delivered')
            and c.kind = 'firmwareUpgrade')`.execute(trx);
    const inserted = Number(res.numAffectedRows ?? 0);
    if (inserted > 0) {
      await trx
        .updateTable('deviceCommand')
        .set({ total: inserted })
        .where('id', '=', id)
        .execute();
      commandId = id;
    } else {
      await trx.deleteFrom('deviceCommand').where('id', '=', id).execute();
    }
  }
  await trx
    .updateTable('upgradeTask')
    .set({
      phaseIndex: k,
      phaseStartedAt: now,
      phaseDoneAt: null,
      ackFailed: opts.ackFailed ?? 0,
      commandId,
      updatedAt: now,
    })
    .where('id', '=', task.id)
    .execute();
}

/**
 * Holds back what the current command has not handed over yet: its pending items end
 * (timedOut with `reason`), so the next heartbeats do not deliver them. Items a device
 * already took run on (an installation cannot be stopped halfway).
 */
export async function holdPending(trx: Database, task: TaskRow, reason: string): Promise<void> {
  if (!task.commandId) return;
  await trx
    .updateTable('deviceCommandItem')
    .set({ state: 'timedOut', reason, finishedAt: sql<Date>`now()` })
    .where('commandId', '=', task.commandId)
    .where('state', '=', 'pending')
    .execute();
}

export function autoPauseReason(task: TaskRow, failed: number, finished: number): string {
  return `${OtaMessages.AUTO_PAUSED}（第${task.phaseIndex + 1}阶段失败${failed}台/已完成${finished}台，阈值${task.failureThreshold}%）`;
}

/** What one look at a running task decided. */
export type StepOutcome = 'none' | 'paused' | 'advanced' | 'completed' | 'waiting' | 'rolledBack';

async function stepRunning(trx: Database, task: TaskRow, now: Date): Promise<StepOutcome> {
  const phases = task.phases;
  const k = task.phaseIndex;
  const c = (await countsByPhase(trx, task.id)).get(k) ?? emptyCounts();
  const total = totalOf(c);
  const finished = c.succeeded + c.failed;
  const sample = Math.min(task.minSample, Math.max(total, 1));
  if (
    c.failed > task.ackFailed &&
    finished >= sample &&
    // Passes the threshold: at 100 % a task never pauses by itself.
    c.failed * 100 > task.failureThreshold * finished
  ) {
    await holdPending(trx, task, OtaMessages.PAUSED_REASON);
    await trx
      .updateTable('upgradeTask')
      .set({
        state: 'paused',
        pauseReason: autoPauseReason(task, c.failed, finished),
        updatedAt: now,
      })
      .where('id', '=', task.id)
      .execute();
    return 'paused';
  }
  if (openOf(c) > 0) return 'none';
  if (k >= phases.length - 1) {
    await trx
      .updateTable('upgradeTask')
      .set({
        state: 'completed',
        finishedAt: now,
        phaseDoneAt: task.phaseDoneAt ?? now,
        updatedAt: now,
      })
      .where('id', '=', task.id)
      .execute();
    return 'completed';
  }
  const doneAt = task.phaseDoneAt ? new Date(task.phaseDoneAt) : now;
  if (!task.phaseDoneAt)
    await trx
      .updateTable('upgradeTask')
      .set({ phaseDoneAt: doneAt, updatedAt: now })
      .where('id', '=', task.id)
      .execute();
  if (
    task.advanceMode === 'auto' &&
    now.getTime() - doneAt.getTime() >= task.soakMinutes * 60_000
  ) {
    await startPhase(trx, task, k + 1, now);
    return 'advanced';
  }
  return 'waiting';
}

async function stepRollback(trx: Database, task: TaskRow, now: Date): Promise<StepOutcome> {
  if (task.commandId) {
    const open = await trx
      .selectFrom('deviceCommandItem')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('commandId', '=', task.commandId)
      .where('state', 'in', ['pending', 'delivered'])
      .executeTakeFirstOrThrow();
    if (Number(open.n) > 0) return 'none';
  }
  await trx
    .updateTable('upgradeTask')
    .set({ state: 'rolled_back', finishedAt: now, updatedAt: now })
    .where('id', '=', task.id)
    .execute();
  return 'rolledBack';
}

/** Locks one task for the rest of the transaction, unless another instance holds it. */
export function lockTask(trx: Database, id: number, states: readonly string[], skipLocked = true) {
  let q = trx
    .selectFrom('upgradeTask')
    .selectAll()
    .where('id', '=', id)
    .where('state', 'in', [...states])
    .forUpdate();
  if (skipLocked) q = q.skipLocked();
  return q.executeTakeFirst();
}

/**
 * One pass of the rollout engine over every task running or rolling back (or only `taskId`).
 * Safe on several instances at once; `now` is explicit so tests control the soak time.
 * Answers what it decided per task.
 */
export async function rolloutStep(
  db: Database,
  now: Date = new Date(),
  taskId?: number,
): Promise<Map<number, StepOutcome>> {
  let q = db
    .selectFrom('upgradeTask')
    .select('id')
    .where('state', 'in', ['running', 'rolling_back'])
    .orderBy('id')
    .limit(500);
  if (taskId !== undefined) q = q.where('id', '=', taskId);
  const ids = (await q.execute()).map((r) => r.id);
  const out = new Map<number, StepOutcome>();
  for (const id of ids) {
    const outcome = await db.transaction().execute(async (trx) => {
      const task = await lockTask(trx, id, ['running', 'rolling_back']);
      if (!task) return 'none' as const;
      return task.state === 'running' ? stepRunning(trx, task, now) : stepRollback(trx, task, now);
    });
    out.set(id, outcome);
  }
  return out;
}
