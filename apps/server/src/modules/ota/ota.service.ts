import {
  DeviceMessages,
  OTA_LIMITS,
  OtaMessages,
  UPGRADE_DEVICE_STATES,
  type Firmware,
  type PageResult,
  type UpgradeDeviceState,
  type UpgradeTask,
  type UpgradeTaskAccepted,
  type UpgradeTaskCreate,
  type UpgradeTaskDetail,
} from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { conflict, forbidden, notFound, warning } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { inScope, isInScope, scopeOf } from '../../lib/scope.js';
import { requireUser } from '../../plugins/auth.js';
import type { DeviceCaller } from '../device/device-gateway.service.js';
import {
  assertIn,
  DEVICE_COLS,
  iso,
  OWNED_COLS,
  requireCustomer,
  scopeFor,
  type Scope,
} from '../device/device.access.js';
import { discard, keep, openStored, receiveFirmware, removeStored } from './ota-firmware.js';
import {
  countsByPhase,
  emptyCounts,
  holdPending,
  lockTask,
  startPhase,
  sumCounts,
  type TaskRow,
} from './ota-rollout.js';

/** Tasks that still use their firmware. */
const UNFINISHED = ['running', 'paused', 'rolling_back'] as const;

// Firmware ---------------------------------------------------------------------------------

function firmwares(db: Database) {
  return db
    .selectFrom('firmware as t')
    .innerJoin('deviceModel as m', 'm.id', 't.modelId')
    .innerJoin('enterpriseCustomer as e', 'e.id', 't.customerId')
    .leftJoin('account as a', 'a.id', 't.createdBy')
    .select((eb) => [
      't.id',
      't.customerId',
      't.beId',
      't.areaCode',
      'e.name as customerName',
      't.modelId',
      sql<string>`m.vendor || ' ' || m.model`.as('modelName'),
      't.version',
      't.fileKey',
      't.fileName',
      't.size',
      't.sha256',
      't.releaseNotes',
      't.createdAt',
      'a.realName as createdByName',
      eb
        .selectFrom('upgradeTask as u')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('u.firmwareId', '=', 't.id')
        .where('u.state', 'in', [...UNFINISHED])
        .as('activeTasks'),
    ]);
}
type FirmwareRow = Awaited<ReturnType<ReturnType<typeof firmwares>['executeTakeFirstOrThrow']>>;

function toFirmware(r: FirmwareRow): Firmware {
  return {
    id: r.id,
    customerId: r.customerId,
    customerName: r.customerName,
    modelId: r.modelId,
    modelName: r.modelName,
    version: r.version,
    fileName: r.fileName,
    size: Number(r.size),
    sha256: r.sha256.trim(),
    releaseNotes: r.releaseNotes,
    activeTasks: Number(r.activeTasks ?? 0),
    createdBy: r.createdByName ?? '',
    createdAt: iso(r.createdAt)!,
  };
}

async function firmwareInScope(db: Database, scope: Scope, id: number) {
  const row = await firmwares(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(OtaMessages.FIRMWARE_NOT_FOUND);
  assertIn(scope, row);
  return row;
}

export async function firmwarePage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; modelId?: number | undefined },
): Promise<PageResult<Firmware>> {
  const scope = await scopeFor(db, user);
  let base = db.selectFrom('firmware as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.modelId) base = base.where('t.modelId', '=', q.modelId);
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select('t.id').orderBy('t.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
  ]);
  const rows = ids.length
    ? await firmwares(db)
        .where(
          't.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy('t.id', 'desc')
        .execute()
    : [];
  return pageOf(rows.map(toFirmware), Number(count.n), q);
}

export async function firmwareDetail(db: Database, user: AuthUser, id: number): Promise<Firmware> {
  return toFirmware(await firmwareInScope(db, await scopeFor(db, user), id));
}

/**
 * Takes an upload from a customer account: the package is hashed on its way to disk, the
 * model must be one the operator supplies, and (customer, model, version) is unique.
 */
export async function uploadFirmware(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Firmware> {
  const user = requireUser(request);
  const customerId = requireCustomer(user);
  const db = app.database.db;
  const root = app.config.firmwareDir;
  const received = await receiveFirmware(request, root, customerId, app.config.firmwareMaxBytes);
  try {
    const model = await db
      .selectFrom('deviceModel')
      .select(['id', 'status'])
      .where('id', '=', received.fields.modelId)
      .executeTakeFirst();
    if (!model) throw warning(DeviceMessages.MODEL_UNKNOWN);
    await keep(root, received);
    const inserted = await db
      .insertInto('firmware')
      .values({
        customerId,
        beId: user.beId,
        areaCode: user.areaCode,
        modelId: model.id,
        version: received.fields.version,
        fileKey: received.key,
        fileName: received.fileName,
        size: received.size,
        sha256: received.sha256,
        releaseNotes: received.fields.releaseNotes,
        createdBy: user.accountId,
      })
      .onConflict((oc) => oc.columns(['customerId', 'modelId', 'version']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict(OtaMessages.FIRMWARE_EXISTS);
    return toFirmware(
      await firmwares(db).where('t.id', '=', inserted.id).executeTakeFirstOrThrow(),
    );
  } catch (err) {
    await discard(root, received);
    throw err;
  }
}

/** Deletes a firmware and its file; refused while an unfinished task uses it. */
export async function deleteFirmware(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
): Promise<void> {
  const db = app.database.db;
  requireCustomer(user);
  const row = await firmwareInScope(db, scopeOf(user) as Scope, id);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('firmware').select('id').where('id', '=', id).forUpdate().execute();
    const busy = await trx
      .selectFrom('upgradeTask')
      .select('id')
      .where('firmwareId', '=', id)
      .where('state', 'in', [...UNFINISHED])
      .limit(1)
      .executeTakeFirst();
    if (busy) throw conflict(OtaMessages.FIRMWARE_IN_USE);
    await trx.deleteFrom('firmware').where('id', '=', id).execute();
  });
  await removeStored(app.config.firmwareDir, row.fileKey);
}

// Upgrade tasks -----------------------------------------------------------------------------

function tasks(db: Database) {
  return db
    .selectFrom('upgradeTask as t')
    .innerJoin('deviceModel as m', 'm.id', 't.modelId')
    .leftJoin('account as a', 'a.id', 't.createdBy')
    .selectAll('t')
    .select([
      sql<string>`m.vendor || ' ' || m.model`.as('modelName'),
      'a.realName as createdByName',
    ]);
}
type TaskListRow = Awaited<ReturnType<ReturnType<typeof tasks>['executeTakeFirstOrThrow']>>;

function toTask(r: TaskListRow, counts: ReturnType<typeof emptyCounts>): UpgradeTask {
  const phaseCounts = counts;
  return {
    id: r.id,
    customerId: r.customerId,
    name: r.name,
    firmwareId: r.firmwareId,
    version: r.version,
    modelId: r.modelId,
    modelName: r.modelName,
    targetLabel: r.targetLabel,
    phases: r.phases,
    phaseIndex: r.phaseIndex,
    advanceMode: r.advanceMode as UpgradeTask['advanceMode'],
    soakMinutes: r.soakMinutes,
    failureThreshold: r.failureThreshold,
    minSample: r.minSample,
    state: r.state as UpgradeTask['state'],
    pauseReason: r.pauseReason,
    total: r.total,
    counts: phaseCounts,
    awaitingApproval:
      r.state === 'running' &&
      r.advanceMode === 'manual' &&
      r.phaseDoneAt !== null &&
      r.phaseIndex < r.phases.length - 1,
    phaseStartedAt: iso(r.phaseStartedAt),
    phaseDoneAt: iso(r.phaseDoneAt),
    createdBy: r.createdByName ?? '',
    createdAt: iso(r.createdAt)!,
    finishedAt: iso(r.finishedAt),
  };
}

async function taskInScope(db: Database, scope: Scope, id: number) {
  const row = await tasks(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(OtaMessages.TASK_NOT_FOUND);
  assertIn(scope, row);
  return row;
}

export async function taskPage(
  db: Database,
  user: AuthUser,
  q: { page: number; pageSize: number; state?: string | undefined },
): Promise<PageResult<UpgradeTask>> {
  const scope = await scopeFor(db, user);
  let base = db.selectFrom('upgradeTask as t').where((eb) => inScope(eb, scope, OWNED_COLS));
  if (q.state) base = base.where('t.state', '=', q.state);
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select('t.id').orderBy('t.id', 'desc').limit(q.pageSize).offset(offsetOf(q)).execute(),
  ]);
  const idList = ids.map((r) => r.id);
  if (idList.length === 0) return pageOf([], Number(count.n), q);
  const [rows, counts] = await Promise.all([
    tasks(db).where('t.id', 'in', idList).orderBy('t.id', 'desc').execute(),
    db
      .selectFrom('upgradeTaskCount')
      .select(['taskId', 'state', (eb) => eb.fn.sum<number>('n').as('n')])
      .where('taskId', 'in', idList)
      .groupBy(['taskId', 'state'])
      .execute(),
  ]);
  const byTask = new Map<number, ReturnType<typeof emptyCounts>>();
  for (const c of counts) {
    const m = byTask.get(c.taskId) ?? emptyCounts();
    m[c.state as UpgradeDeviceState] += Number(c.n);
    byTask.set(c.taskId, m);
  }
  return pageOf(
    rows.map((r) => toTask(r, byTask.get(r.id) ?? emptyCounts())),
    Number(count.n),
    q,
  );
}

/**
 * A task with its counts per phase and state (from the counters, whatever the task's size)
 * and a page of its devices, filtered by state and phase: what the detail screen polls.
 */
export async function taskDetail(
  db: Database,
  user: AuthUser,
  q: {
    id: number;
    page: number;
    pageSize: number;
    state?: UpgradeDeviceState | undefined;
    phase?: number | undefined;
  },
): Promise<UpgradeTaskDetail> {
  const scope = await scopeFor(db, user);
  const row = await taskInScope(db, scope, q.id);
  const byPhase = await countsByPhase(db, row.id);
  let base = db
    .selectFrom('upgradeTaskDevice as td')
    .innerJoin('device as d', 'd.id', 'td.deviceId')
    .where('td.taskId', '=', row.id);
  if (q.state) base = base.where('td.state', '=', q.state);
  if (q.phase !== undefined) base = base.where('td.phase', '=', q.phase);
  const devices = await base
    .select([
      'td.id',
      'td.deviceId',
      'd.serial',
      'd.name as deviceName',
      'td.phase',
      'td.fromVersion',
      'td.state',
      'td.progress',
      'td.reason',
      'td.updatedAt',
    ])
    // By phase, then in device order (the ids follow it within a task).
    .orderBy('td.phase')
    .orderBy('td.id')
    .limit(q.pageSize)
    .offset(offsetOf(q))
    .execute();
  // The total comes from the counters too: no count over the task's rows.
  const phasesCounted =
    q.phase !== undefined ? [byPhase.get(q.phase) ?? emptyCounts()] : [...byPhase.values()];
  const states: readonly UpgradeDeviceState[] = q.state ? [q.state] : UPGRADE_DEVICE_STATES;
  const total = phasesCounted.reduce((n, c) => n + states.reduce((m, s) => m + c[s], 0), 0);
  return {
    task: toTask(row, sumCounts(byPhase.values())),
    phases: row.phases.map((percent, index) => {
      const counts = byPhase.get(index) ?? emptyCounts();
      return {
        index,
        percent,
        total: UPGRADE_DEVICE_STATES.reduce((n, s) => n + counts[s], 0),
        counts,
      };
    }),
    devices: pageOf(
      devices.map((d) => ({
        id: d.id,
        deviceId: d.deviceId,
        serial: d.serial,
        deviceName: d.deviceName,
        phase: d.phase,
        fromVersion: d.fromVersion,
        state: d.state as UpgradeDeviceState,
        progress: d.progress,
        reason: d.reason,
        updatedAt: iso(d.updatedAt)!,
      })),
      total,
      q,
    ),
  };
}

/** Which devices of the model a target names: some ids, a group, or all. */
type DeviceFilter = { ids?: number[]; groupId?: number };

/**
 * The devices a task reaches: the enterprise's devices of the firmware's model within the
 * target (and the caller's organisation scope), not yet on the version and not in another
 * unfinished upgrade. A list of devices is checked device by device first: unknown 404,
 * another enterprise's 403, another model refused.
 */
async function targetFilter(
  db: Database,
  scope: Scope,
  customerId: number,
  modelId: number,
  input: UpgradeTaskCreate,
): Promise<{ filter: DeviceFilter; label: string; target: Record<string, unknown> }> {
  const t = input.target;
  if (t.kind === 'devices') {
    const ids = [...new Set(t.deviceIds)];
    const found = await db
      .selectFrom('device')
      .select(['id', 'customerId', 'beId', 'areaCode', 'orgId', 'modelId'])
      .where('id', '=', sql<number>`any(${sql.val(ids)}::bigint[])`)
      .execute();
    if (found.length < ids.length) throw notFound(DeviceMessages.DEVICE_NOT_FOUND);
    for (const d of found)
      if (d.customerId !== customerId || !isInScope(scope, d))
        throw forbidden('所选终端不在您的管理范围内');
    if (found.some((d) => d.modelId !== modelId)) throw warning(OtaMessages.TARGET_MODEL_MISMATCH);
    return {
      filter: { ids },
      label: `指定终端${ids.length}台`,
      target: { kind: 'devices', count: ids.length },
    };
  }
  if (t.kind === 'group') {
    const group = await db
      .selectFrom('deviceGroup')
      .select(['id', 'name', 'customerId', 'beId', 'areaCode'])
      .where('id', '=', t.groupId)
      .executeTakeFirst();
    if (!group) throw notFound(DeviceMessages.GROUP_NOT_FOUND);
    if (group.customerId !== customerId) throw forbidden('所选分组不在您的管理范围内');
    return {
      filter: { groupId: group.id },
      label: `分组：${group.name}`,
      target: { kind: 'group', groupId: group.id },
    };
  }
  return { filter: {}, label: '该型号全部终端', target: { kind: 'model' } };
}

/**
 * Creates a running task and starts its first phase, in one transaction: the devices are
 * ranked in a stable hash order, split into phases and inserted with one INSERT … SELECT
 * (one pass over the target, counting it on the way), then phase 1's command items with
 * another.
 */
export async function createTask(
  db: Database,
  user: AuthUser,
  input: UpgradeTaskCreate,
  now = new Date(),
): Promise<UpgradeTaskAccepted> {
  const customerId = requireCustomer(user);
  const scope = scopeOf(user) as Scope;
  const fw = await db
    .selectFrom('firmware')
    .select(['id', 'customerId', 'beId', 'areaCode', 'modelId', 'version'])
    .where('id', '=', input.firmwareId)
    .executeTakeFirst();
  if (!fw) throw notFound(OtaMessages.FIRMWARE_NOT_FOUND);
  assertIn(scope, fw);
  const { filter, label, target } = await targetFilter(db, scope, customerId, fw.modelId, input);

  const devices = (q: Database) => {
    let base = q.selectFrom('device as d');
    if (filter.ids)
      base = base.where('d.id', '=', sql<number>`any(${sql.val(filter.ids)}::bigint[])`);
    if (filter.groupId !== undefined) base = base.where('d.groupId', '=', filter.groupId);
    return base
      .where('d.customerId', '=', customerId)
      .where('d.modelId', '=', fw.modelId)
      .where('d.firmware', '<>', fw.version)
      .where((eb) => inScope(eb, scope, DEVICE_COLS))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('upgradeTaskDevice as x')
              .innerJoin('upgradeTask as u', 'u.id', 'x.taskId')
              .select('x.id')
              .whereRef('x.deviceId', '=', 'd.id')
              .where('x.state', 'in', ['pending', 'downloading', 'installing'])
              .where('u.state', 'in', ['running', 'paused']),
          ),
        ),
      );
  };

  return db.transaction().execute(async (trx) => {
    // The ranking sorts the whole target in memory rather than on disk.
    await sql`set local work_mem = '32MB'`.execute(trx);
    const task = await trx
      .insertInto('upgradeTask')
      .values({
        customerId,
        beId: user.beId,
        areaCode: user.areaCode,
        name: input.name,
        firmwareId: fw.id,
        modelId: fw.modelId,
        version: fw.version,
        target: JSON.stringify(target),
        targetLabel: label,
        phases: JSON.stringify(input.phases),
        advanceMode: input.advanceMode,
        soakMinutes: input.soakMinutes,
        failureThreshold: input.failureThreshold,
        minSample: input.minSample,
        state: 'running',
        total: 0,
        createdBy: user.accountId,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    // One pass over the target: each device's 0-based rank in a stable per-task hash order
    // (the first phases are a spread sample, not the oldest devices) and the target's size
    // n; phase k starts at rank ceil(n * phases[k-1] / 100), that is where 100 r >= n p (in
    // integers, not numeric, on every row).
    const phaseOf = input.phases
      .slice(0, -1)
      .reduce(
        (acc, p) => sql<number>`${acc} + (x.r * 100 >= x.n * ${sql.lit(p)})::int`,
        sql<number>`0`,
      );
    const ranked = devices(trx).select([
      'd.id',
      'd.firmware',
      sql<number>`row_number() over (order by hashint8extended(d.id, ${sql.lit(task.id)}), d.id) - 1`.as(
        'r',
      ),
      sql<number>`count(*) over ()`.as('n'),
    ]);
    const inserted = await trx
      .insertInto('upgradeTaskDevice')
      .columns(['taskId', 'deviceId', 'phase', 'fromVersion'])
      .expression(
        trx
          .selectFrom(ranked.as('x'))
          .select([
            sql<number>`${sql.lit(task.id)}::bigint`.as('taskId'),
            'x.id',
            sql<number>`(${phaseOf})::smallint`.as('phase'),
            'x.firmware',
          ])
          // In device order: the unique key (device_id, task_id) fills in order, not at random.
          .orderBy('x.id'),
      )
      .executeTakeFirstOrThrow();
    // A refusal rolls the task back with its rows.
    const total = Number(inserted.numInsertedOrUpdatedRows ?? 0);
    if (total === 0) throw warning(OtaMessages.TARGET_EMPTY);
    if (total > OTA_LIMITS.taskDevicesMax) throw warning(OtaMessages.TARGET_TOO_MANY);
    await trx.updateTable('upgradeTask').set({ total }).where('id', '=', task.id).execute();
    await startPhase(trx, { ...task, total }, 0, now);
    return { taskId: task.id, total };
  });
}

// Operator actions ---------------------------------------------------------------------------

/**
 * Runs `act` on a task of the caller's enterprise locked for the transaction, when its
 * state is one of `from`; otherwise refuses with the task's state.
 */
async function withTask<T>(
  db: Database,
  user: AuthUser,
  id: number,
  from: readonly string[],
  action: string,
  act: (trx: Database, task: TaskRow) => Promise<T>,
): Promise<T> {
  requireCustomer(user);
  const scope = scopeOf(user) as Scope;
  const row = await taskInScope(db, scope, id);
  return db.transaction().execute(async (trx) => {
    const task = await lockTask(trx, id, from, false);
    if (!task) throw warning(OtaMessages.illegal(row.state as never, action));
    return act(trx, task);
  });
}

/** 进入下一阶段: a manual (or waiting automatic) task whose current phase is done. */
export async function advanceTask(db: Database, user: AuthUser, id: number, now = new Date()) {
  return withTask(db, user, id, ['running'], '进入下一阶段', async (trx, task) => {
    if (task.phaseIndex >= task.phases.length - 1) throw warning(OtaMessages.LAST_PHASE);
    const c = (await countsByPhase(trx, task.id)).get(task.phaseIndex) ?? emptyCounts();
    if (c.pending + c.downloading + c.installing > 0) throw warning(OtaMessages.PHASE_NOT_DONE);
    await startPhase(trx, task, task.phaseIndex + 1, now);
    return { phaseIndex: task.phaseIndex + 1 };
  });
}

/** Pauses a running task: what the current phase has not handed over yet is held back. */
export async function pauseTask(
  db: Database,
  user: AuthUser,
  id: number,
  reason: string,
  now = new Date(),
) {
  return withTask(db, user, id, ['running'], '暂停', async (trx, task) => {
    await holdPending(trx, task, OtaMessages.PAUSED_REASON);
    await trx
      .updateTable('upgradeTask')
      .set({ state: 'paused', pauseReason: reason || OtaMessages.MANUAL_PAUSED, updatedAt: now })
      .where('id', '=', task.id)
      .execute();
    return null;
  });
}

/**
 * Resumes a paused task: the failures of the current phase so far count as accepted (only
 * a further failure can pause it again), and its devices still pending get a new command.
 */
export async function resumeTask(db: Database, user: AuthUser, id: number, now = new Date()) {
  return withTask(db, user, id, ['paused'], '恢复', async (trx, task) => {
    const c = (await countsByPhase(trx, task.id)).get(task.phaseIndex) ?? emptyCounts();
    await trx
      .updateTable('upgradeTask')
      .set({ state: 'running', pauseReason: '', updatedAt: now })
      .where('id', '=', task.id)
      .execute();
    const phaseDoneAt = task.phaseDoneAt;
    await startPhase(trx, { ...task, state: 'running' }, task.phaseIndex, now, {
      ackFailed: c.failed,
    });
    // A phase that was already done keeps the time it finished (its soak time runs on).
    if (phaseDoneAt && c.pending === 0)
      await trx.updateTable('upgradeTask').set({ phaseDoneAt }).where('id', '=', task.id).execute();
    return null;
  });
}

/** Cancels a task: nothing more is handed over; devices that never got it are cancelled. */
export async function cancelTask(db: Database, user: AuthUser, id: number, now = new Date()) {
  return withTask(db, user, id, ['running', 'paused'], '取消', async (trx, task) => {
    await holdPending(trx, task, OtaMessages.CANCELLED_REASON);
    await trx
      .updateTable('upgradeTaskDevice')
      .set({ state: 'cancelled', reason: OtaMessages.CANCELLED_REASON, updatedAt: now })
      .where('taskId', '=', task.id)
      .where('state', '=', 'pending')
      .execute();
    await trx
      .updateTable('upgradeTask')
      .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
      .where('id', '=', task.id)
      .execute();
    return null;
  });
}

/**
 * Rolls a task back: nothing more of the upgrade is handed over, and every device it
 * upgraded gets a firmwareRollback command to the version it ran before (one item each,
 * inserted by one INSERT … SELECT). The task is rolled back once they all answered.
 */
export async function rollbackTask(db: Database, user: AuthUser, id: number, now = new Date()) {
  return withTask(
    db,
    user,
    id,
    ['running', 'paused', 'completed', 'cancelled'],
    '回滚',
    async (trx, task) => {
      await holdPending(trx, task, OtaMessages.ROLLED_BACK_REASON);
      await trx
        .updateTable('upgradeTaskDevice')
        .set({ state: 'cancelled', reason: OtaMessages.ROLLED_BACK_REASON, updatedAt: now })
        .where('taskId', '=', task.id)
        .where('state', '=', 'pending')
        .execute();
      const expiresAt = new Date(now.getTime() + OTA_LIMITS.commandExpiryHours * 3_600_000);
      const { id: commandId } = await trx
        .insertInto('deviceCommand')
        .values({
          customerId: task.customerId,
          beId: task.beId,
          areaCode: task.areaCode,
          kind: 'firmwareRollback',
          params: JSON.stringify({ taskId: task.id }),
          groupId: null,
          total: 0,
          createdBy: user.accountId,
          expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res =
        await sql`insert into device_command_item (command_id, device_id, expires_at, params)
        select ${commandId}, td.device_id, ${expiresAt},
          jsonb_build_object('taskDeviceId', td.id, 'version', td.from_version)
        from upgrade_task_device td
        where td.task_id = ${task.id} and td.state = 'succeeded' and td.from_version <> ''`.execute(
          trx,
        );
      const inserted = Number(res.numAffectedRows ?? 0);
      if (inserted > 0)
        await trx
          .updateTable('deviceCommand')
          .set({ total: inserted })
          .where('id', '=', commandId)
          .execute();
      else await trx.deleteFrom('deviceCommand').where('id', '=', commandId).execute();
      await trx
        .updateTable('upgradeTask')
        .set({
          state: inserted > 0 ? 'rolling_back' : 'rolled_back',
          commandId: inserted > 0 ? commandId : null,
          finishedAt: inserted > 0 ? null : now,
          pauseReason: '',
          updatedAt: now,
        })
        .where('id', '=', task.id)
        .execute();
      return { total: inserted };
    },
  );
}

// Device side ------------------------------------------------------------------------------

const PROGRESS_ORDER: Partial<Record<UpgradeDeviceState, number>> = {
  pending: 0,
  downloading: 1,
  installing: 2,
};

/**
 * A device reports downloading or installing: its row moves forward only (a late
 * "downloading" after "installing" changes nothing, a finished row stays finished), and the
 * command item it runs counts as alive (no redelivery, no result timeout while it works).
 */
export async function reportProgress(
  db: Database,
  device: DeviceCaller,
  taskDeviceId: number,
  body: { state: 'downloading' | 'installing'; progress: number },
): Promise<{ taskDeviceId: number; state: UpgradeDeviceState }> {
  return db.transaction().execute(async (trx) => {
    const td = await trx
      .selectFrom('upgradeTaskDevice')
      .select(['id', 'deviceId', 'state'])
      .where('id', '=', taskDeviceId)
      .forUpdate()
      .executeTakeFirst();
    if (!td) throw notFound(OtaMessages.TASK_DEVICE_NOT_FOUND);
    if (td.deviceId !== device.id) throw forbidden(OtaMessages.NOT_YOUR_UPGRADE);
    const current = td.state as UpgradeDeviceState;
    const from = PROGRESS_ORDER[current];
    const to = PROGRESS_ORDER[body.state]!;
    if (from === undefined || to < from) return { taskDeviceId, state: current };
    await trx
      .updateTable('upgradeTaskDevice')
      .set({ state: body.state, progress: body.progress, updatedAt: sql<Date>`now()` })
      .where('id', '=', td.id)
      .execute();
    await sql`update device_command_item i set delivered_at = now()
      from device_command c
      where c.id = i.command_id and i.device_id = ${device.id} and i.state = 'delivered'
        and c.kind = 'firmwareUpgrade'`.execute(trx);
    return { taskDeviceId, state: body.state };
  });
}

/** The package for a device of the firmware's enterprise and model; 403 for any other. */
export async function firmwareForDevice(
  app: FastifyInstance,
  device: DeviceCaller,
  firmwareId: number,
) {
  const db = app.database.db;
  const [fw, d] = await Promise.all([
    db
      .selectFrom('firmware')
      .select(['id', 'customerId', 'modelId', 'fileKey', 'sha256', 'version'])
      .where('id', '=', firmwareId)
      .executeTakeFirst(),
    db
      .selectFrom('device')
      .select(['modelId'])
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow(),
  ]);
  if (!fw) throw notFound(OtaMessages.FIRMWARE_NOT_FOUND);
  if (fw.customerId !== device.customerId || fw.modelId !== d.modelId)
    throw forbidden(OtaMessages.FIRMWARE_MODEL_MISMATCH);
  const stored = await openStored(app.config.firmwareDir, fw.fileKey);
  if (!stored) throw notFound(OtaMessages.FIRMWARE_NOT_FOUND);
  return { ...stored, sha256: fw.sha256.trim(), version: fw.version };
}
