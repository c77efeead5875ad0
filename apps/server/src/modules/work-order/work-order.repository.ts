import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { containsPattern } from '../account/account.repository.js';

/**
 * A work order is placed in the organisation by the account that opened it (`a`): a node
 * sub-account sees the orders opened within its node's subtree.
 */
const SCOPE = {
  customerId: 'w.customerId',
  beId: 'w.beId',
  areaCode: 'w.areaCode',
  orgId: 'a.orgId',
};

function withNames(db: Database) {
  return db
    .selectFrom('workOrder as w')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'w.customerId')
    .leftJoin('account as a', 'a.id', 'w.accountId')
    .select([
      'w.id',
      'w.orderNo',
      'w.customerId',
      'w.beId',
      'w.areaCode',
      'w.accountId',
      'w.category',
      'w.priority',
      'w.title',
      'w.description',
      'w.relatedType',
      'w.relatedRef',
      'w.attachments',
      'w.status',
      'w.assigneeId',
      'w.slaDueAt',
      'w.resolvedAt',
      'w.closedAt',
      'w.reopenCount',
      'w.createdAt',
      'w.updatedAt',
      'c.name as custName',
      'a.orgId as orgId',
      sql<string>`coalesce(nullif(a.real_name, ''), a.login_account, '')`.as('openedBy'),
    ]);
}
export type WorkOrderRow = NonNullable<Awaited<ReturnType<typeof findWorkOrder>>>;

export interface WorkOrderFilter {
  page: number;
  pageSize: number;
  status?: string | undefined;
  category?: string | undefined;
  priority?: number | undefined;
  keyword?: string | undefined;
}

/** Work orders in the scope, newest first. */
export async function listWorkOrders(db: Database, scope: DataScope, f: WorkOrderFilter) {
  let q = withNames(db).where((eb) => inScope(eb, scope, SCOPE));
  if (f.status) q = q.where('w.status', '=', f.status);
  if (f.category) q = q.where('w.category', '=', f.category);
  if (f.priority !== undefined) q = q.where('w.priority', '=', f.priority);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) =>
      eb.or([
        eb('w.orderNo', 'ilike', like),
        eb('w.title', 'ilike', like),
        eb('c.name', 'ilike', like),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    q
      .orderBy('w.createdAt', 'desc')
      .orderBy('w.id', 'desc')
      .limit(f.pageSize)
      .offset(offsetOf(f))
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findWorkOrder(db: Database, id: number) {
  return withNames(db).where('w.id', '=', id).executeTakeFirst();
}

/**
 * Whether a picture address is attached to a work order in the scope, to the order itself
 * or to one of its replies.
 */
export async function attachedInScope(
  db: Database,
  scope: DataScope,
  url: string,
): Promise<boolean> {
  const holds = JSON.stringify([url]);
  const row = await db
    .selectFrom('workOrder as w')
    .leftJoin('account as a', 'a.id', 'w.accountId')
    .select('w.id')
    .where((eb) => inScope(eb, scope, SCOPE))
    .where((eb) =>
      eb.or([
        sql<SqlBool>`w.attachments @> ${holds}::jsonb`,
        eb.exists(
          eb
            .selectFrom('workOrderMessage as m')
            .select(sql.lit(1).as('one'))
            .whereRef('m.workOrderId', '=', 'w.id')
            .where(sql<SqlBool>`m.attachments @> ${holds}::jsonb`),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function listMessages(db: Database, workOrderId: number) {
  return db
    .selectFrom('workOrderMessage as m')
    .leftJoin('account as a', 'a.id', 'm.accountId')
    .select([
      'm.id',
      'm.side',
      'm.content',
      'm.attachments',
      'm.createdAt',
      sql<string>`coalesce(nullif(a.real_name, ''), a.login_account, '')`.as('author'),
    ])
    .where('m.workOrderId', '=', workOrderId)
    .orderBy('m.id')
    .execute();
}

export function insertWorkOrder(
  db: Database,
  row: {
    orderNo: string;
    customerId: number;
    beId: string;
    areaCode: string;
    accountId: number;
    category: string;
    priority: number;
    title: string;
    description: string;
    relatedType: string | null;
    relatedRef: string;
    attachments: string[];
    slaDueAt: Date;
  },
) {
  return db
    .insertInto('workOrder')
    .values({
      ...row,
      attachments: JSON.stringify(row.attachments),
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertMessage(
  db: Database,
  m: {
    workOrderId: number;
    accountId: number | null;
    side: 'customer' | 'operator' | 'system';
    content: string;
    attachments?: string[];
  },
) {
  return db
    .insertInto('workOrderMessage')
    .values({ ...m, attachments: JSON.stringify(m.attachments ?? []), createdAt: new Date() })
    .execute();
}

/**
 * Moves a work order from one of `from` to `to` (with the given stamps); answers false
 * when another request changed its state first.
 */
export async function transition(
  db: Database,
  id: number,
  from: readonly string[],
  to: string,
  set: {
    assigneeId?: number;
    firstResponse?: boolean;
    resolved?: boolean;
    closed?: boolean;
    reopened?: boolean;
    slaDueAt?: Date;
  } = {},
): Promise<boolean> {
  const res = await db
    .updateTable('workOrder')
    .set((eb) => ({
      status: to,
      updatedAt: new Date(),
      ...(set.assigneeId !== undefined ? { assigneeId: set.assigneeId } : {}),
      ...(set.firstResponse
        ? { firstResponseAt: sql<Date>`coalesce(first_response_at, now())` }
        : {}),
      ...(set.resolved ? { resolvedAt: sql<Date>`now()` } : {}),
      ...(set.closed ? { closedAt: sql<Date>`now()` } : {}),
      ...(set.reopened
        ? { reopenCount: eb('reopenCount', '+', 1), resolvedAt: null, closedAt: null }
        : {}),
      ...(set.slaDueAt ? { slaDueAt: set.slaDueAt } : {}),
    }))
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function touch(db: Database, id: number) {
  return db.updateTable('workOrder').set({ updatedAt: new Date() }).where('id', '=', id).execute();
}

/** Whether the enterprise holds a card with this ICCID or number. */
export async function customerHoldsCard(db: Database, customerId: number, ref: string) {
  const row = await db
    .selectFrom('simCard')
    .select('id')
    .where('customerId', '=', customerId)
    .where((eb) => eb.or([eb('iccid', '=', ref), eb('msisdn', '=', ref)]))
    .executeTakeFirst();
  return row !== undefined;
}
