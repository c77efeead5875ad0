import {
  ALARM_SEVERITIES,
  ALARM_UNIT_LABELS,
  AlarmMessages,
  alarmIllegalMessage,
  formatDateTime,
  OPS_AGE_BUCKETS,
  OPS_WORK_ORDER_TRANSITIONS,
  opsIllegalMessage,
  provinceName,
  type AlarmRaiseWorkOrderSchema,
  type AlarmSeverity,
  type AlarmUnit,
  type OpsAgeBucket,
  type OpsStatistics,
  type OpsStatisticsQuery,
  type OpsWorkOrderAction,
  type OpsWorkOrderCreateSchema,
  type OpsWorkOrderDetail,
  type OpsWorkOrderItem,
  type OpsWorkOrderQuery,
  type OpsWorkOrderSource,
  type OpsWorkOrderState,
} from '@pn/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { nextDailyNumber } from '../../lib/daily-number.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { assertInScope, scopeOf } from '../../lib/scope.js';
import { rangeOf } from '../../lib/time-range.js';
import { notifyAccounts } from '../account-notice/account-notice.service.js';
import { assertStaff } from './alarm-access.js';
import * as alarmRepo from './alarm.repository.js';
import { recordVisibleTo, scopedRecord } from './alarm.service.js';
import * as repo from './ops-work-order.repository.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';

/** Readable numbers of operator work orders: YW20261127000001. */
export const OPS_WORK_ORDER_NUMBER_PREFIX = 'YW';

/** A customer work order's priority (1 urgent … 4 low) as an operator severity. */
const SEVERITY_OF_PRIORITY: Record<number, AlarmSeverity> = {
  1: 'critical',
  2: 'major',
  3: 'minor',
  4: 'warning',
};

const DAY_MS = 86_400_000;
/** The statistics' default range: the last 30 days. */
const DEFAULT_RANGE_DAYS = 30;

function item(r: repo.OpsRow): OpsWorkOrderItem {
  return {
    id: Number(r.id),
    orderNo: r.orderNo,
    title: r.title,
    source: r.source as OpsWorkOrderSource,
    severity: r.severity as AlarmSeverity,
    state: r.state as OpsWorkOrderState,
    beId: r.beId,
    provinceName: provinceName(r.beId),
    custName: r.custName,
    assigneeId: r.assigneeId === null ? null : Number(r.assigneeId),
    assigneeName: r.assigneeName,
    alarmId: r.alarmRecordId === null ? null : Number(r.alarmRecordId),
    customerWorkOrderId: r.customerWorkOrderId === null ? null : Number(r.customerWorkOrderId),
    customerWorkOrderNo: r.customerWorkOrderNo,
    createTime: formatDateTime(r.createdAt),
    updateTime: formatDateTime(r.updatedAt),
    resolvedTime: formatDateTime(r.resolvedAt),
  };
}

export async function opsPage(db: Database, user: AuthUser, q: OpsWorkOrderQuery) {
  assertStaff(user);
  const { rows, total } = await repo.listOpsOrders(db, scopeOf(user), {
    ...q,
    assigneeId: q.mine === 'true' ? user.accountId : undefined,
  });
  return { rows: rows.map(item), total };
}

async function scopedOrder(db: Database, user: AuthUser, id: number) {
  assertStaff(user);
  const row = await repo.findOpsOrder(db, id);
  if (!row) throw notFound(AlarmMessages.WORK_ORDER_NOT_FOUND);
  assertInScope(scopeOf(user), {
    beId: row.beId,
    areaCode: row.areaCode,
    customerId: row.customerId === null ? null : Number(row.customerId),
  });
  return row;
}

export async function opsDetail(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<OpsWorkOrderDetail> {
  const row = await scopedOrder(db, user, id);
  const events = await repo.opsEvents(db, id);
  return {
    ...item(row),
    description: row.description,
    resolution: row.resolution,
    createdBy: row.createdByName,
    closedTime: formatDateTime(row.closedAt),
    events: events.map((e) => ({
      id: Number(e.id),
      action: e.action as OpsWorkOrderAction,
      fromState: e.fromState as OpsWorkOrderState | null,
      toState: e.toState as OpsWorkOrderState,
      operator: e.operator,
      note: e.note,
      createTime: formatDateTime(e.createdAt),
    })),
  };
}

/** An assignee must be an administrator who can see the work order; answers the account. */
async function assertAssignee(
  db: Database,
  assigneeId: number,
  place: { beId: string; areaCode: string },
) {
  const [a] = await alarmRepo.staffForProvince(db, place.beId, [assigneeId]);
  if (!a || !recordVisibleTo(a, place)) throw badRequest(AlarmMessages.ASSIGNEE_INVALID);
  return a;
}

async function tellAssignee(
  db: Database,
  assigneeId: number,
  orderNo: string,
  id: number,
  title: string,
) {
  await notifyAccounts(db, [assigneeId], {
    category: 'alarm',
    title: `运维工单${orderNo}已指派给您`,
    content: title,
    link: `/admin/alarm/workorder/detail/${id}`,
  });
}

interface NewOrder {
  source: OpsWorkOrderSource;
  alarmRecordId: number | null;
  customerWorkOrderId: number | null;
  title: string;
  description: string;
  severity: string;
  customerId: number | null;
  beId: string;
  areaCode: string;
  assigneeId: number | null;
}

/**
 * Stores a new work order (and, for a firing alarm, acknowledges it in the same
 * transaction); the unique indexes turn a concurrent second request into `duplicate`.
 */
async function insertOrder(
  db: Database,
  user: AuthUser,
  order: NewOrder,
  note: string,
  duplicate: () => Promise<Error>,
  ackFiring = false,
): Promise<{ id: number; orderNo: string }> {
  if (order.assigneeId !== null) await assertAssignee(db, order.assigneeId, order);
  let created: { id: number; orderNo: string };
  try {
    created = await db.transaction().execute(async (trx) => {
      const orderNo = await nextDailyNumber(trx, OPS_WORK_ORDER_NUMBER_PREFIX);
      const id = await repo.insertOpsOrder(
        trx,
        { ...order, orderNo, createdBy: user.accountId },
        note,
      );
      if (ackFiring && order.alarmRecordId !== null) {
        await alarmRepo.moveRecord(
          trx,
          order.alarmRecordId,
          ['firing'],
          'acknowledged',
          user.accountId,
          `已转运维工单${orderNo}`,
        );
      }
      return { id, orderNo };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw await duplicate();
    throw err;
  }
  if (order.assigneeId !== null && order.assigneeId !== user.accountId) {
    await tellAssignee(db, order.assigneeId, created.orderNo, created.id, order.title);
  }
  return created;
}

/**
 * 转工单: a work order for an alarm (one per alarm). A firing alarm is acknowledged by
 * it; one not yet fired cannot be raised.
 */
export async function raiseFromAlarm(
  db: Database,
  user: AuthUser,
  recordId: number,
  input: z.output<typeof AlarmRaiseWorkOrderSchema>,
) {
  const r = await scopedRecord(db, user, recordId);
  if (r.state === 'pending') throw conflict(alarmIllegalMessage('pending', '转工单'));
  const existing = async () => {
    const e = await repo.openOrderOf(db, { alarmRecordId: recordId });
    return conflict(AlarmMessages.ALREADY_RAISED.replace('{orderNo}', e?.orderNo ?? ''));
  };
  if (await repo.openOrderOf(db, { alarmRecordId: recordId })) throw await existing();
  const unit = ALARM_UNIT_LABELS[r.unit as AlarmUnit] ?? '';
  const description = [
    `告警规则：${r.ruleName}`,
    `告警对象：${r.targetLabel}${r.custName ? `（${r.custName}）` : ''}`,
    `当前值：${r.value}${unit}`,
    `首次发现：${formatDateTime(r.firstSeenAt)}`,
    ...(input.note ? [`说明：${input.note}`] : []),
  ].join('\n');
  return insertOrder(
    db,
    user,
    {
      source: 'alarm',
      alarmRecordId: recordId,
      customerWorkOrderId: null,
      title: input.title || `${r.ruleName}：${r.targetLabel}`.slice(0, 80),
      description,
      severity: r.severity,
      customerId: r.customerId === null ? null : Number(r.customerId),
      beId: r.beId,
      areaCode: r.areaCode,
      assigneeId: input.assigneeId,
    },
    input.note || '由告警转为运维工单',
    existing,
    true,
  );
}

/** Finds a customer work order by its number (GD…) or id. */
async function findCustomerOrder(db: Database, ref: string) {
  let q = db
    .selectFrom('workOrder')
    .select([
      'id',
      'orderNo',
      'title',
      'description',
      'priority',
      'status',
      'customerId',
      'beId',
      'areaCode',
    ]);
  q = /^GD/.test(ref) ? q.where('orderNo', '=', ref) : q.where('id', '=', Number(ref));
  return q.executeTakeFirst();
}

/** A work order raised from an alarm (`alarmId`) or from a customer's work order. */
export async function createOpsOrder(
  db: Database,
  user: AuthUser,
  input: z.output<typeof OpsWorkOrderCreateSchema>,
) {
  assertStaff(user);
  if (input.alarmId !== undefined) {
    return raiseFromAlarm(db, user, input.alarmId, {
      title: input.title,
      assigneeId: input.assigneeId,
      note: input.note,
    });
  }
  const w = await findCustomerOrder(db, input.customerWorkOrder!);
  if (!w) throw notFound(AlarmMessages.CUSTOMER_ORDER_NOT_FOUND);
  assertInScope(scopeOf(user), {
    beId: w.beId,
    areaCode: w.areaCode,
    customerId: Number(w.customerId),
  });
  if (w.status === 'closed') throw conflict(AlarmMessages.CUSTOMER_ORDER_FINISHED);
  const existing = async () => {
    const e = await repo.openOrderOf(db, { customerWorkOrderId: Number(w.id) });
    return conflict(AlarmMessages.CUSTOMER_ORDER_RAISED.replace('{orderNo}', e?.orderNo ?? ''));
  };
  if (await repo.openOrderOf(db, { customerWorkOrderId: Number(w.id) })) throw await existing();
  const description = [
    `客户工单：${w.orderNo}`,
    `问题描述：${w.description}`,
    ...(input.note ? [`说明：${input.note}`] : []),
  ].join('\n');
  return insertOrder(
    db,
    user,
    {
      source: 'customer',
      alarmRecordId: null,
      customerWorkOrderId: Number(w.id),
      title: input.title || `客户工单${w.orderNo}：${w.title}`.slice(0, 80),
      description,
      severity: input.severity ?? SEVERITY_OF_PRIORITY[w.priority] ?? 'minor',
      customerId: Number(w.customerId),
      beId: w.beId,
      areaCode: w.areaCode,
      assigneeId: input.assigneeId,
    },
    input.note || '由客户工单转为运维工单',
    existing,
  );
}

/** One move of the work order's life; an illegal move is refused with its reason. */
async function move(
  db: Database,
  user: AuthUser,
  id: number,
  action: Exclude<OpsWorkOrderAction, 'create'>,
  to: (row: repo.OpsRow) => OpsWorkOrderState,
  note: string,
  set: { assigneeId?: number; resolution?: string } = {},
) {
  const row = await scopedOrder(db, user, id);
  const from = OPS_WORK_ORDER_TRANSITIONS[action];
  const state = row.state as OpsWorkOrderState;
  if (!from.includes(state)) throw conflict(opsIllegalMessage(state, action));
  const moved = await repo.moveOpsOrder(db, id, action, from, to(row), user.accountId, note, set);
  if (!moved) {
    const now = await repo.findOpsOrder(db, id);
    throw conflict(opsIllegalMessage((now?.state ?? state) as OpsWorkOrderState, action));
  }
  return row;
}

export async function assignOpsOrder(
  db: Database,
  user: AuthUser,
  id: number,
  assigneeId: number,
  note: string,
) {
  const row = await scopedOrder(db, user, id);
  const a = await assertAssignee(db, assigneeId, row);
  const to = `指派给${a.realName || a.loginAccount}${note ? `：${note}` : ''}`;
  await move(db, user, id, 'assign', (r) => r.state as OpsWorkOrderState, to, { assigneeId });
  if (assigneeId !== user.accountId) await tellAssignee(db, assigneeId, row.orderNo, id, row.title);
}

/** 开始处理: the caller takes the order unless someone is assigned already. */
export async function processOpsOrder(db: Database, user: AuthUser, id: number, note: string) {
  const row = await scopedOrder(db, user, id);
  await move(db, user, id, 'process', () => 'processing', note, {
    ...(row.assigneeId === null ? { assigneeId: user.accountId } : {}),
  });
}

export async function resolveOpsOrder(
  db: Database,
  user: AuthUser,
  id: number,
  resolution: string,
) {
  await move(db, user, id, 'resolve', () => 'resolved', resolution, { resolution });
}

export async function closeOpsOrder(db: Database, user: AuthUser, id: number, note: string) {
  await move(db, user, id, 'close', () => 'closed', note);
}

// ---- Statistics ----

const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

const mttrOf = (minutes: number, resolved: number) =>
  resolved > 0 ? Math.round((minutes / resolved) * 10) / 10 : null;

/**
 * Work orders opened in the range (default: the last 30 days) within the caller's scope:
 * those still open by severity and by age, the mean time to resolve those resolved, and
 * the same per province.
 */
export async function opsStatistics(
  db: Database,
  user: AuthUser,
  q: OpsStatisticsQuery,
  now = new Date(),
): Promise<OpsStatistics> {
  assertStaff(user);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const dateFrom =
    q.dateFrom ?? dayOf(new Date(today.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
  const dateTo = q.dateTo ?? dayOf(today);
  const range = rangeOf({ dateFrom, dateTo });
  if (range.from! >= range.to!) throw badRequest('开始日期不能晚于结束日期');
  const rows = await repo.statisticsRows(
    db,
    scopeOf(user),
    { from: range.from!, to: range.to! },
    q.beId,
    now,
  );
  const zero = () => ({ critical: 0, major: 0, minor: 0, warning: 0 });
  const openBySeverity = zero();
  const age = Object.fromEntries(OPS_AGE_BUCKETS.map((b) => [b, 0])) as Record<
    OpsAgeBucket,
    number
  >;
  const provinces = new Map<
    string,
    ReturnType<typeof zero> & { total: number; open: number; resolved: number; minutes: number }
  >();
  let total = 0;
  let open = 0;
  let resolved = 0;
  let minutes = 0;
  for (const r of rows) {
    const sev = r.severity as AlarmSeverity;
    const n = { total: Number(r.total), open: Number(r.open), resolved: Number(r.resolved) };
    const m = Number(r.resolveMinutes ?? 0);
    total += n.total;
    open += n.open;
    resolved += n.resolved;
    minutes += m;
    if (ALARM_SEVERITIES.includes(sev)) openBySeverity[sev] += n.open;
    for (const b of OPS_AGE_BUCKETS) age[b] += Number(r[b]);
    const p = provinces.get(r.beId) ?? { ...zero(), total: 0, open: 0, resolved: 0, minutes: 0 };
    p.total += n.total;
    p.open += n.open;
    p.resolved += n.resolved;
    p.minutes += m;
    if (ALARM_SEVERITIES.includes(sev)) p[sev] += n.open;
    provinces.set(r.beId, p);
  }
  return {
    dateFrom,
    dateTo,
    total,
    open,
    resolved,
    mttrMinutes: mttrOf(minutes, resolved),
    openBySeverity,
    openByAge: OPS_AGE_BUCKETS.map((bucket) => ({ bucket, open: age[bucket] })),
    provinces: [...provinces.entries()]
      .map(([beId, p]) => ({
        beId,
        provinceName: provinceName(beId),
        total: p.total,
        open: p.open,
        resolved: p.resolved,
        mttrMinutes: mttrOf(p.minutes, p.resolved),
        critical: p.critical,
        major: p.major,
        minor: p.minor,
        warning: p.warning,
      }))
      .sort((a, b) => b.total - a.total || a.beId.localeCompare(b.beId)),
  };
}
