import {
  formatDateTime,
  WORK_ORDER_REOPEN_DAYS,
  WORK_ORDER_SLA_HOURS,
  WorkOrderMessages,
  WorkOrderStatus,
  type WorkOrderCreateSchema,
  type WorkOrderDetail,
  type WorkOrderItem,
  type WorkOrderPriority,
  type WorkOrderQuery,
  type WorkOrderReplySchema,
} from '@pn/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { nextDailyNumber } from '../../lib/daily-number.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { assertInScope, scopeOf } from '../../lib/scope.js';
import { notifyAccounts } from '../account-notice/account-notice.service.js';
import * as repo from './work-order.repository.js';

/** The menus of the two sides' work-order screens (the enterprise's, the operator's). */
export const WORK_ORDER_MENUS: readonly string[] = ['user.workOrder', 'admin.workOrder'];

/** Readable numbers of work orders: GD20261124000001. */
export const WORK_ORDER_NUMBER_PREFIX = 'GD';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const OPEN_STATES: readonly string[] = [WorkOrderStatus.OPEN, WorkOrderStatus.PROCESSING];

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const slaDue = (priority: number, from = new Date()) =>
  new Date(from.getTime() + WORK_ORDER_SLA_HOURS[priority as WorkOrderPriority] * HOUR_MS);

function toItem(r: repo.WorkOrderRow): WorkOrderItem {
  const due = new Date(r.slaDueAt).getTime();
  const doneAt = r.resolvedAt ?? (r.status === WorkOrderStatus.CLOSED ? r.closedAt : null);
  return {
    id: Number(r.id),
    orderNo: r.orderNo,
    custName: r.custName,
    category: r.category as WorkOrderItem['category'],
    priority: r.priority,
    title: r.title,
    status: r.status as WorkOrderItem['status'],
    openedBy: r.openedBy,
    slaDueAt: iso(r.slaDueAt),
    overdue: (doneAt ? new Date(doneAt).getTime() : Date.now()) > due,
    createTime: formatDateTime(r.createdAt),
    updateTime: formatDateTime(r.updatedAt),
  };
}

/** Until when a finished order can be reopened; null when it cannot (any more). */
function reopenUntil(r: repo.WorkOrderRow): Date | null {
  if (OPEN_STATES.includes(r.status)) return null;
  const finished = r.resolvedAt ?? r.closedAt;
  if (!finished) return null;
  const until = new Date(new Date(finished).getTime() + WORK_ORDER_REOPEN_DAYS * DAY_MS);
  return until.getTime() > Date.now() ? until : null;
}

async function detailOf(db: Database, r: repo.WorkOrderRow): Promise<WorkOrderDetail> {
  const messages = await repo.listMessages(db, Number(r.id));
  return {
    ...toItem(r),
    description: r.description,
    relatedType: r.relatedType as WorkOrderDetail['relatedType'],
    relatedRef: r.relatedRef,
    attachments: r.attachments,
    reopenCount: r.reopenCount,
    resolvedTime: formatDateTime(r.resolvedAt),
    reopenUntil: iso(reopenUntil(r)),
    messages: messages.map((m) => ({
      id: Number(m.id),
      side: m.side as WorkOrderDetail['messages'][number]['side'],
      author: m.side === 'system' ? '' : m.author,
      content: m.content,
      attachments: m.attachments,
      createTime: formatDateTime(m.createdAt),
    })),
  };
}

/** The work order if the caller's scope holds it: 404 when unknown, 403 outside the scope. */
async function scopedOrder(db: Database, user: AuthUser, id: number) {
  const row = await repo.findWorkOrder(db, id);
  if (!row) throw notFound(WorkOrderMessages.NOT_FOUND);
  assertInScope(scopeOf(user), row);
  return row;
}

/** The enterprise side is its own accounts; nobody else opens or closes its orders. */
function assertCustomer(user: AuthUser): asserts user is AuthUser & { customerId: number } {
  if (user.kind !== 'customer' || user.customerId === null) throw forbidden();
}

function assertOperator(user: AuthUser) {
  if (user.kind !== 'admin' && user.kind !== 'operator') throw forbidden();
}

/** Tells the account that opened the order what changed, with a link to it. */
async function tellOpener(db: Database, r: repo.WorkOrderRow, title: string, content: string) {
  if (r.accountId === null) return;
  await notifyAccounts(db, [Number(r.accountId)], {
    category: 'system',
    title: `工单${r.orderNo}${title}`,
    content,
    link: `/control/user/workOrder/detail/${r.id}`,
  });
}

/** Tells the operator handling the order what the enterprise did, with a link to it. */
async function tellAssignee(db: Database, r: repo.WorkOrderRow, title: string, content: string) {
  if (r.assigneeId === null) return;
  await notifyAccounts(db, [Number(r.assigneeId)], {
    category: 'system',
    title: `客户工单${r.orderNo}${title}`,
    content,
    link: `/admin/work-order/detail/${r.id}`,
  });
}

export async function workOrderPage(db: Database, user: AuthUser, q: WorkOrderQuery) {
  const { rows, total } = await repo.listWorkOrders(db, scopeOf(user), q);
  return { rows: rows.map(toItem), total };
}

export async function workOrderDetail(db: Database, user: AuthUser, id: number) {
  return detailOf(db, await scopedOrder(db, user, id));
}

/**
 * Whether the caller may see a picture attached to a work order: the rule of the order's
 * detail, a work-order menu and an order (holding the picture) in the caller's scope.
 */
export async function maySeeAttachment(db: Database, user: AuthUser, url: string) {
  if (!WORK_ORDER_MENUS.some((m) => user.menus.has(m))) return false;
  const scope = scopeOf(user);
  return scope.level !== 'none' && repo.attachedInScope(db, scope, url);
}

// ---- The enterprise's side ----

export async function openWorkOrder(
  db: Database,
  user: AuthUser,
  input: z.output<typeof WorkOrderCreateSchema>,
) {
  assertCustomer(user);
  if (
    input.relatedType === 'card' &&
    !(await repo.customerHoldsCard(db, user.customerId, input.relatedRef))
  ) {
    throw badRequest(WorkOrderMessages.CARD_NOT_OWN);
  }
  const { id } = await db.transaction().execute((trx) => insertCustomerOrder(trx, user, input));
  return { id };
}

/**
 * Opens a work order of the customer account `user` inside the caller's transaction, with
 * its number and due time: the console's form, and requests other screens turn into one.
 */
export async function insertCustomerOrder(
  trx: Database,
  user: AuthUser,
  input: Omit<z.output<typeof WorkOrderCreateSchema>, 'attachments'> & { attachments?: string[] },
): Promise<{ id: number; orderNo: string }> {
  assertCustomer(user);
  const orderNo = await nextDailyNumber(trx, WORK_ORDER_NUMBER_PREFIX);
  const row = await repo.insertWorkOrder(trx, {
    orderNo,
    customerId: user.customerId,
    beId: user.beId,
    areaCode: user.areaCode,
    accountId: user.accountId,
    category: input.category,
    priority: input.priority,
    title: input.title,
    description: input.description,
    relatedType: input.relatedType,
    relatedRef: input.relatedType ? input.relatedRef : '',
    attachments: input.attachments ?? [],
    slaDueAt: slaDue(input.priority),
  });
  return { id: Number(row.id), orderNo };
}

export async function customerReply(
  db: Database,
  user: AuthUser,
  id: number,
  input: z.output<typeof WorkOrderReplySchema>,
) {
  assertCustomer(user);
  const row = await scopedOrder(db, user, id);
  if (!OPEN_STATES.includes(row.status)) throw conflict(WorkOrderMessages.CLOSED);
  await repo.insertMessage(db, {
    workOrderId: Number(row.id),
    accountId: user.accountId,
    side: 'customer',
    content: input.content,
    attachments: input.attachments,
  });
  await repo.touch(db, Number(row.id));
  await tellAssignee(db, row, '有客户回复', input.content.slice(0, 200));
}

export async function closeWorkOrder(db: Database, user: AuthUser, id: number, reason: string) {
  assertCustomer(user);
  const row = await scopedOrder(db, user, id);
  if (row.status === WorkOrderStatus.CLOSED) throw conflict(WorkOrderMessages.ALREADY_CLOSED);
  const moved = await repo.transition(db, Number(row.id), [...OPEN_STATES, 'resolved'], 'closed', {
    closed: true,
  });
  if (!moved) throw conflict(WorkOrderMessages.ALREADY_CLOSED);
  await repo.insertMessage(db, {
    workOrderId: Number(row.id),
    accountId: user.accountId,
    side: 'system',
    content: reason ? `客户关闭了工单：${reason}` : '客户关闭了工单',
  });
  await tellAssignee(db, row, '已被客户关闭', reason || row.title);
}

export async function reopenWorkOrder(db: Database, user: AuthUser, id: number, reason: string) {
  assertCustomer(user);
  const row = await scopedOrder(db, user, id);
  if (OPEN_STATES.includes(row.status)) throw conflict(WorkOrderMessages.NOT_REOPENABLE);
  if (!reopenUntil(row)) throw badRequest(WorkOrderMessages.REOPEN_EXPIRED);
  const moved = await repo.transition(db, Number(row.id), ['resolved', 'closed'], 'processing', {
    reopened: true,
    slaDueAt: slaDue(row.priority),
  });
  if (!moved) throw conflict(WorkOrderMessages.NOT_REOPENABLE);
  await repo.insertMessage(db, {
    workOrderId: Number(row.id),
    accountId: user.accountId,
    side: 'system',
    content: reason ? `客户重新打开了工单：${reason}` : '客户重新打开了工单',
  });
  await tellAssignee(db, row, '已被客户重新打开', reason || row.title);
}

// ---- The operator's side ----

export async function acceptWorkOrder(db: Database, user: AuthUser, id: number) {
  assertOperator(user);
  const row = await scopedOrder(db, user, id);
  const moved = await repo.transition(db, Number(row.id), ['open'], 'processing', {
    assigneeId: user.accountId,
    firstResponse: true,
  });
  if (!moved) throw conflict(WorkOrderMessages.NOT_ACCEPTABLE);
  await repo.insertMessage(db, {
    workOrderId: Number(row.id),
    accountId: user.accountId,
    side: 'system',
    content: '运营人员已受理工单',
  });
  await tellOpener(db, row, '已受理', `您的工单“${row.title}”已受理，正在处理中。`);
}

/** A reply of operator staff; a reply to an order not yet accepted accepts it. */
export async function operatorReply(
  db: Database,
  user: AuthUser,
  id: number,
  input: z.output<typeof WorkOrderReplySchema>,
) {
  assertOperator(user);
  const row = await scopedOrder(db, user, id);
  if (!OPEN_STATES.includes(row.status)) throw conflict(WorkOrderMessages.CLOSED);
  if (row.status === WorkOrderStatus.OPEN) {
    await repo.transition(db, Number(row.id), ['open'], 'processing', {
      assigneeId: user.accountId,
      firstResponse: true,
    });
  }
  await repo.insertMessage(db, {
    workOrderId: Number(row.id),
    accountId: user.accountId,
    side: 'operator',
    content: input.content,
    attachments: input.attachments,
  });
  await repo.touch(db, Number(row.id));
  await tellOpener(db, row, '有新回复', input.content.slice(0, 200));
}

export async function resolveWorkOrder(db: Database, user: AuthUser, id: number, reason: string) {
  assertOperator(user);
  const row = await scopedOrder(db, user, id);
  const moved = await repo.transition(db, Number(row.id), ['processing'], 'resolved', {
    resolved: true,
  });
  if (!moved) throw conflict(WorkOrderMessages.NOT_RESOLVABLE);
  await repo.insertMessage(db, {
    workOrderId: Number(row.id),
    accountId: user.accountId,
    side: 'system',
    content: reason ? `运营人员标记为已解决：${reason}` : '运营人员标记为已解决',
  });
  await tellOpener(
    db,
    row,
    '已解决',
    `您的工单“${row.title}”已处理完成。如问题仍未解决，可在${WORK_ORDER_REOPEN_DAYS}天内重新打开。`,
  );
}
