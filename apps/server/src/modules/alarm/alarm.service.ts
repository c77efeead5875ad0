import {
  ALARM_OPEN_STATES,
  ALARM_SOURCE_META,
  AlarmMessages,
  alarmIllegalMessage,
  describeCondition,
  formatDateTime,
  hasThreshold,
  NATIONAL_BE_ID,
  provinceName,
  type AlarmComparison,
  type AlarmEvaluation,
  type AlarmNotifyRole,
  type AlarmReceiver,
  type AlarmRecordDetail,
  type AlarmRecordItem,
  type AlarmRecordQuery,
  type AlarmRuleItem,
  type AlarmRuleQuery,
  type AlarmRuleSave,
  type AlarmSeverity,
  type AlarmSource,
  type AlarmState,
  type AlarmTargetKind,
  type AlarmUnit,
  type FaultSceneItem,
  type FaultSceneQuery,
  type FaultSceneSaveSchema,
} from '@pn/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { assertInScope, isInScope, scopeOf } from '../../lib/scope.js';
import { rangeOf } from '../../lib/time-range.js';
import { evaluateAlarms } from './alarm-evaluate.js';
import {
  accountTitle,
  assertRuleWritable,
  assertSceneWritable,
  assertStaff,
  isNational,
  readableRuleProvinces,
  ruleEditable,
  scopeOfAccount,
} from './alarm-access.js';
import * as repo from './alarm.repository.js';

const asReceiver = (a: repo.ReceiverRow): AlarmReceiver => ({
  id: Number(a.id),
  loginAccount: a.loginAccount,
  realName: a.realName,
  title: accountTitle(a),
});

// ---- Receivers ----

/**
 * Administrators who can be notified of, or assigned to, the alarms of province `beId`
 * (000: of every province): the national ones and those of that province. A province or
 * city administrator is held to its own province.
 */
export async function receiversFor(db: Database, user: AuthUser, beId: string | undefined) {
  assertStaff(user);
  const province = isNational(user) ? (beId && beId !== NATIONAL_BE_ID ? beId : 'all') : user.beId;
  const rows = await repo.staffForProvince(db, province);
  return rows.map(asReceiver);
}

// ---- Rules ----

async function ruleItems(db: Database, user: AuthUser, rows: repo.RuleRow[]) {
  const ids = [...new Set(rows.flatMap((r) => r.notifyAccountIds))];
  const accounts = new Map(
    (await repo.accountsByIds(db, ids)).map((a) => [Number(a.id), asReceiver(a)]),
  );
  return rows.map((r): AlarmRuleItem => ({
    id: Number(r.id),
    name: r.name,
    source: r.source as AlarmSource,
    comparison: r.comparison as AlarmComparison,
    threshold: r.threshold,
    unit: r.unit as AlarmUnit,
    forSeconds: r.forSeconds,
    severity: r.severity as AlarmSeverity,
    beId: r.beId,
    provinceName: provinceName(r.beId),
    notifyRoles: r.notifyRoles as AlarmNotifyRole[],
    notifyAccounts: r.notifyAccountIds.flatMap((id) => accounts.get(id) ?? []),
    description: r.description,
    enabled: r.enabled,
    openRecords: Number(r.openRecords ?? 0),
    editable: ruleEditable(user, r.beId),
    updateTime: formatDateTime(r.updatedAt),
  }));
}

export async function rulePage(db: Database, user: AuthUser, q: AlarmRuleQuery) {
  assertStaff(user);
  const { rows, total } = await repo.listRules(db, readableRuleProvinces(user), q);
  return { rows: await ruleItems(db, user, rows), total };
}

async function readableRule(db: Database, user: AuthUser, id: number) {
  assertStaff(user);
  const row = await repo.findRule(db, id);
  if (!row) throw notFound(AlarmMessages.RULE_NOT_FOUND);
  const provinces = readableRuleProvinces(user);
  if (provinces !== 'all' && !provinces.includes(row.beId)) throw forbidden();
  return row;
}

export async function ruleDetail(db: Database, user: AuthUser, id: number) {
  const [item] = await ruleItems(db, user, [await readableRule(db, user, id)]);
  return item!;
}

/** The rule's values as stored: sources without a threshold keep none. */
function ruleValues(input: AlarmRuleSave) {
  const meta = ALARM_SOURCE_META[input.source];
  const threshold = hasThreshold(input.source);
  return {
    name: input.name,
    source: input.source,
    comparison: threshold ? input.comparison : 'gt',
    threshold: threshold ? input.threshold : 0,
    unit: threshold ? input.unit! : meta.valueUnit,
    forSeconds: input.forSeconds,
    severity: input.severity,
    beId: input.beId,
    notifyRoles: JSON.stringify([...new Set(input.notifyRoles)]),
    notifyAccountIds: JSON.stringify([...new Set(input.notifyAccountIds)]),
    description: input.description,
    enabled: input.enabled,
  };
}

/** Named accounts must be administrators who can see the rule's alarms. */
async function assertReceivers(db: Database, beId: string, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await repo.staffForProvince(db, beId === NATIONAL_BE_ID ? 'all' : beId, ids);
  if (found.length !== new Set(ids).size) throw badRequest(AlarmMessages.RECEIVER_INVALID);
}

export async function createRule(db: Database, user: AuthUser, input: AlarmRuleSave) {
  assertRuleWritable(user, input.beId);
  await assertReceivers(db, input.beId, input.notifyAccountIds);
  if (await repo.ruleNameTaken(db, input.beId, input.name)) {
    throw conflict(AlarmMessages.RULE_NAME_TAKEN);
  }
  const row = await db
    .insertInto('alarmRule')
    .values({
      ...ruleValues(input),
      createdBy: user.accountId,
      updatedBy: user.accountId,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .onConflict((oc) => oc.columns(['beId', 'name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw conflict(AlarmMessages.RULE_NAME_TAKEN);
  return { id: Number(row.id) };
}

const CONDITION_FIELDS = ['source', 'comparison', 'threshold', 'unit', 'beId'] as const;

/**
 * Saves a rule. When its condition or province changes, the records it opened no longer
 * mean what they said: they are resolved, and the next evaluation judges afresh; otherwise
 * open records take its new name and severity.
 */
export async function updateRule(db: Database, user: AuthUser, id: number, input: AlarmRuleSave) {
  const row = await readableRule(db, user, id);
  assertRuleWritable(user, row.beId);
  assertRuleWritable(user, input.beId);
  await assertReceivers(db, input.beId, input.notifyAccountIds);
  if (await repo.ruleNameTaken(db, input.beId, input.name, id)) {
    throw conflict(AlarmMessages.RULE_NAME_TAKEN);
  }
  const values = ruleValues(input);
  const conditionChanged = CONDITION_FIELDS.some((f) => values[f] !== row[f]);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alarmRule')
      .set({ ...values, updatedBy: user.accountId, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    if (conditionChanged || !values.enabled) {
      await repo.resolveOpenOfRule(
        trx,
        id,
        user.accountId,
        values.enabled ? '告警规则的条件已修改' : '告警规则已停用',
      );
    } else {
      await trx
        .updateTable('alarmRecord')
        .set({ ruleName: values.name, severity: values.severity })
        .where('ruleId', '=', id)
        .where('state', '<>', 'resolved')
        .execute();
    }
  });
  return ruleDetail(db, user, id);
}

/** Enables or disables a rule; disabling resolves the records it has open. */
export async function setRuleEnabled(db: Database, user: AuthUser, id: number, enabled: boolean) {
  const row = await readableRule(db, user, id);
  assertRuleWritable(user, row.beId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('alarmRule')
      .set({ enabled, updatedBy: user.accountId, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    if (!enabled) await repo.resolveOpenOfRule(trx, id, user.accountId, '告警规则已停用');
  });
}

/** Deletes a rule; its records stay (with the rule's name), the open ones resolved. */
export async function deleteRule(db: Database, user: AuthUser, id: number) {
  const row = await readableRule(db, user, id);
  assertRuleWritable(user, row.beId);
  await db.transaction().execute(async (trx) => {
    await repo.resolveOpenOfRule(trx, id, user.accountId, '告警规则已删除');
    await trx.deleteFrom('alarmRule').where('id', '=', id).execute();
  });
}

/** 立即评估: evaluates one rule now, as the job runner would. */
export async function evaluateRuleNow(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<AlarmEvaluation> {
  const row = await readableRule(db, user, id);
  assertRuleWritable(user, row.beId);
  return evaluateAlarms(db, new Date(), { ruleIds: [id] });
}

// ---- Records ----

function recordItem(r: repo.RecordRow): AlarmRecordItem {
  return {
    id: Number(r.id),
    ruleId: r.ruleId === null ? null : Number(r.ruleId),
    ruleName: r.ruleName,
    source: r.source as AlarmSource,
    severity: r.severity as AlarmSeverity,
    state: r.state as AlarmState,
    targetKind: r.targetKind as AlarmTargetKind,
    targetId: Number(r.targetId),
    targetLabel: r.targetLabel,
    custName: r.custName,
    beId: r.beId,
    provinceName: provinceName(r.beId),
    areaCode: r.areaCode,
    value: r.value,
    unit: r.unit as AlarmUnit,
    condition: describeCondition({
      source: r.source as AlarmSource,
      comparison: r.comparison as AlarmComparison,
      threshold: r.threshold,
      unit: r.unit as AlarmUnit,
      forSeconds: r.forSeconds,
    }),
    firstSeenTime: formatDateTime(r.firstSeenAt),
    lastSeenTime: formatDateTime(r.lastSeenAt),
    firedTime: formatDateTime(r.firedAt),
    ackedBy: r.ackedBy === null ? '' : r.ackedByName,
    ackedTime: formatDateTime(r.ackedAt),
    ackNote: r.ackNote,
    resolvedTime: formatDateTime(r.resolvedAt),
    workOrderId: r.workOrderId === null ? null : Number(r.workOrderId),
    workOrderNo: r.workOrderNo,
  };
}

export async function recordPage(db: Database, user: AuthUser, q: AlarmRecordQuery) {
  assertStaff(user);
  const { rows, total } = await repo.listRecords(db, scopeOf(user), { ...q, range: rangeOf(q) });
  return { rows: rows.map(recordItem), total };
}

/** The record if the caller's scope holds it: 404 when unknown, 403 outside the scope. */
export async function scopedRecord(db: Database, user: AuthUser, id: number) {
  assertStaff(user);
  const row = await repo.findRecord(db, id);
  if (!row) throw notFound(AlarmMessages.RECORD_NOT_FOUND);
  assertInScope(scopeOf(user), {
    beId: row.beId,
    areaCode: row.areaCode,
    customerId: row.customerId === null ? null : Number(row.customerId),
  });
  return row;
}

export async function recordDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<AlarmRecordDetail> {
  const row = await scopedRecord(db, user, id);
  const [events, scenes] = await Promise.all([
    repo.recordEvents(db, id),
    repo.scenesOfSource(db, row.source),
  ]);
  return {
    ...recordItem(row),
    events: events.map((e) => ({
      id: Number(e.id),
      fromState: e.fromState as AlarmState | null,
      toState: e.toState as AlarmState,
      operator: e.accountId === null ? '' : e.operator,
      note: e.note,
      createTime: formatDateTime(e.createdAt),
    })),
    scenes: scenes.map((s) => ({ id: Number(s.id), name: s.name, steps: s.steps })),
  };
}

/** 确认: a firing alarm is being looked after. */
export async function acknowledgeRecord(db: Database, user: AuthUser, id: number, note: string) {
  const row = await scopedRecord(db, user, id);
  if (row.state !== 'firing') throw conflict(alarmIllegalMessage(row.state as AlarmState, '确认'));
  if (!(await repo.moveRecord(db, id, ['firing'], 'acknowledged', user.accountId, note))) {
    const now = await repo.findRecord(db, id);
    throw conflict(alarmIllegalMessage((now?.state ?? 'resolved') as AlarmState, '确认'));
  }
}

/**
 * 手动恢复: the operator closes an alarm. Should its condition still hold, the next
 * evaluation opens a new record.
 */
export async function resolveRecord(db: Database, user: AuthUser, id: number, note: string) {
  const row = await scopedRecord(db, user, id);
  const open = ALARM_OPEN_STATES as readonly string[];
  if (!open.includes(row.state))
    throw conflict(alarmIllegalMessage(row.state as AlarmState, '恢复'));
  if (!(await repo.moveRecord(db, id, open, 'resolved', user.accountId, note || '手动恢复'))) {
    throw conflict(alarmIllegalMessage('resolved', '恢复'));
  }
}

/** Whether an account placed like `a` can see the record (for assignees). */
export function recordVisibleTo(
  a: Parameters<typeof scopeOfAccount>[0],
  r: { beId: string; areaCode: string },
) {
  return isInScope(scopeOfAccount(a), r);
}

// ---- Fault scenes ----

type SceneRow = NonNullable<Awaited<ReturnType<typeof repo.findScene>>>;

const sceneItem = (user: AuthUser, s: SceneRow): FaultSceneItem => ({
  id: Number(s.id),
  name: s.name,
  source: s.source as AlarmSource,
  description: s.description,
  steps: s.steps,
  editable: isNational(user),
  updateTime: formatDateTime(s.updatedAt),
});

export async function scenePage(db: Database, user: AuthUser, q: FaultSceneQuery) {
  assertStaff(user);
  const { rows, total } = await repo.listScenes(db, q);
  return { rows: rows.map((s) => sceneItem(user, s)), total };
}

export async function sceneDetail(db: Database, user: AuthUser, id: number) {
  assertStaff(user);
  const row = await repo.findScene(db, id);
  if (!row) throw notFound(AlarmMessages.SCENE_NOT_FOUND);
  return sceneItem(user, row);
}

type SceneInput = z.output<typeof FaultSceneSaveSchema>;

export async function saveScene(
  db: Database,
  user: AuthUser,
  id: number | null,
  input: SceneInput,
) {
  assertSceneWritable(user);
  if (id !== null && !(await repo.findScene(db, id))) {
    throw notFound(AlarmMessages.SCENE_NOT_FOUND);
  }
  if (await repo.sceneNameTaken(db, input.name, id ?? undefined)) {
    throw conflict(AlarmMessages.SCENE_NAME_TAKEN);
  }
  const values = {
    name: input.name,
    source: input.source,
    description: input.description,
    steps: JSON.stringify(input.steps),
    updatedBy: user.accountId,
    updatedAt: new Date(),
  };
  const saved =
    id === null
      ? await db
          .insertInto('faultScene')
          .values({ ...values, createdAt: new Date() })
          .onConflict((oc) => oc.column('name').doNothing())
          .returning('id')
          .executeTakeFirst()
      : await db
          .updateTable('faultScene')
          .set(values)
          .where('id', '=', id)
          .returning('id')
          .executeTakeFirst();
  if (!saved) throw conflict(AlarmMessages.SCENE_NAME_TAKEN);
  return sceneDetail(db, user, Number(saved.id));
}
