import { AdminLevel, ExportPermissionStatus, OrderStatus, RefundStatus } from '@pn/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/**
 * 审批中心: what waits on the caller, and the decisions taken, across export-permission
 * applications, orders under review and refund requests. Each kind is one select of the
 * same columns; the queue and the log are their union, ordered and paged in SQL.
 */

/** Which export applications the caller may decide (the rule of vault.service mayDecide). */
export interface ExportDecider {
  accountId: number;
  /** null: an operator (the designated approver role) who may decide any. */
  adminLevel: number | null;
}

const nameSql = (alias: string) =>
  sql<string>`coalesce(nullif(${sql.ref(`${alias}.real_name`)}, ''), nullif(${sql.ref(`${alias}.name`)}, ''), ${sql.ref(`${alias}.login_account`)})`;

function pendingExports(db: Database, scope: DataScope, decider: ExportDecider) {
  return db
    .selectFrom('exportPermission as e')
    .innerJoin('account as a', 'a.id', 'e.accountId')
    .where((eb) => inScope(eb, scope, { beId: 'e.beId', areaCode: 'e.areaCode' }))
    .where('e.status', '=', ExportPermissionStatus.PENDING)
    .where('e.accountId', '<>', decider.accountId)
    .where((eb): Expression<SqlBool> => {
      if (decider.adminLevel === null || decider.adminLevel === AdminLevel.NATIONAL)
        return eb.lit(true);
      // An administrator's application is decided only from a level above.
      return eb.or([eb('e.adminType', 'is', null), eb('e.adminType', '>', decider.adminLevel)]);
    })
    .select([
      sql<string>`'export'`.as('kind'),
      'e.id',
      sql<string>`e.department`.as('title'),
      'a.loginAccount as reference',
      nameSql('a').as('applicant'),
      'e.beId',
      sql<string>`'待审批'`.as('stage'),
      'e.createdAt',
    ]);
}

function pendingOrders(db: Database, scope: DataScope) {
  return db
    .selectFrom('bizOrder as o')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'o.customerId')
    .where((eb) =>
      inScope(eb, scope, { beId: 'o.beId', areaCode: 'o.areaCode', customerId: 'o.customerId' }),
    )
    .where('o.status', 'in', [OrderStatus.SUBMITTED, OrderStatus.APPROVING])
    .select([
      sql<string>`'order'`.as('kind'),
      'o.id',
      sql<string>`o.product_name || ' · ' || o.sku_name`.as('title'),
      'o.orderNo as reference',
      'c.name as applicant',
      'o.beId',
      sql<string>`case when o.status = ${OrderStatus.SUBMITTED} then '已提交' else '审核中' end`.as(
        'stage',
      ),
      'o.createdAt',
    ]);
}

function pendingRefunds(db: Database, scope: DataScope) {
  return db
    .selectFrom('orderRefund as r')
    .innerJoin('bizOrder as o', 'o.id', 'r.orderId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'r.customerId')
    .where((eb) =>
      inScope(eb, scope, { beId: 'r.beId', areaCode: 'r.areaCode', customerId: 'r.customerId' }),
    )
    .where('r.status', '=', RefundStatus.PENDING)
    .select([
      sql<string>`'refund'`.as('kind'),
      'r.id',
      sql<string>`o.product_name || ' · 退款 ¥' || to_char(r.amount_fen / 100.0, 'FM999999990.00')`.as(
        'title',
      ),
      'o.orderNo as reference',
      'c.name as applicant',
      'r.beId',
      sql<string>`'待审批'`.as('stage'),
      'r.createdAt',
    ]);
}

export interface Kinds {
  export: boolean;
  order: boolean;
  refund: boolean;
}

function pendingUnion(db: Database, scope: DataScope, decider: ExportDecider, kinds: Kinds) {
  const parts = [
    kinds.export ? pendingExports(db, scope, decider) : null,
    kinds.order ? pendingOrders(db, scope) : null,
    kinds.refund ? pendingRefunds(db, scope) : null,
  ].filter((p) => p !== null) as unknown as ReturnType<typeof pendingOrders>[];
  if (parts.length === 0) return null;
  return parts.slice(1).reduce((u, p) => u.unionAll(p), parts[0]!);
}

/** One page of the waiting items, the longest-waiting first. */
export async function pendingPage(
  db: Database,
  scope: DataScope,
  decider: ExportDecider,
  kinds: Kinds,
  q: { page: number; pageSize: number },
) {
  const union = pendingUnion(db, scope, decider, kinds);
  if (!union) return { rows: [], total: 0 };
  const from = db.selectFrom(union.as('q'));
  const [rows, count] = await Promise.all([
    from
      .selectAll()
      .orderBy('q.createdAt', 'asc')
      .orderBy('q.kind')
      .orderBy('q.id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    from.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Per kind: how many wait and since when the oldest. */
export async function pendingSummary(
  db: Database,
  scope: DataScope,
  decider: ExportDecider,
  kinds: Kinds,
) {
  const union = pendingUnion(db, scope, decider, kinds);
  if (!union) return [];
  return db
    .selectFrom(union.as('q'))
    .select([
      'q.kind',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.min('q.createdAt').as('oldest'),
    ])
    .groupBy('q.kind')
    .execute();
}

// Decisions --------------------------------------------------------------------------------

function exportDecisions(db: Database, scope: DataScope) {
  return db
    .selectFrom('exportPermission as e')
    .innerJoin('account as a', 'a.id', 'e.accountId')
    .leftJoin('account as d', 'd.id', 'e.approverId')
    .where((eb) => inScope(eb, scope, { beId: 'e.beId', areaCode: 'e.areaCode' }))
    .where('e.status', '<>', ExportPermissionStatus.PENDING)
    .where('e.decidedAt', 'is not', null)
    .select([
      sql<string>`'export'`.as('kind'),
      'e.id',
      sql<string>`e.department`.as('title'),
      'a.loginAccount as reference',
      nameSql('a').as('applicant'),
      'e.beId',
      sql<string>`case when e.status = ${ExportPermissionStatus.APPROVED} then 'approved' else 'rejected' end`.as(
        'decision',
      ),
      sql<string>`coalesce(${nameSql('d')}, '')`.as('approverName'),
      sql<string>`coalesce(e.remark, '')`.as('note'),
      sql<Date>`e.decided_at`.as('decidedAt'),
    ]);
}

function orderDecisions(db: Database, scope: DataScope) {
  return db
    .selectFrom('bizOrderEvent as v')
    .innerJoin('bizOrder as o', 'o.id', 'v.orderId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'o.customerId')
    .where((eb) =>
      inScope(eb, scope, { beId: 'o.beId', areaCode: 'o.areaCode', customerId: 'o.customerId' }),
    )
    .where('v.operatorId', 'is not', null)
    .where('v.toStatus', 'in', [
      OrderStatus.APPROVING,
      OrderStatus.PROVISIONING,
      OrderStatus.REJECTED,
    ])
    .where('v.fromStatus', 'in', [OrderStatus.SUBMITTED, OrderStatus.APPROVING])
    .select([
      sql<string>`'order'`.as('kind'),
      'o.id',
      sql<string>`o.product_name || ' · ' || o.sku_name`.as('title'),
      'o.orderNo as reference',
      'c.name as applicant',
      'o.beId',
      sql<string>`case v.to_status when ${OrderStatus.APPROVING} then 'accepted' when ${OrderStatus.PROVISIONING} then 'approved' else 'rejected' end`.as(
        'decision',
      ),
      'v.operatorName as approverName',
      'v.note',
      'v.createdAt as decidedAt',
    ]);
}

function refundDecisions(db: Database, scope: DataScope) {
  return db
    .selectFrom('orderRefund as r')
    .innerJoin('bizOrder as o', 'o.id', 'r.orderId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'r.customerId')
    .where((eb) =>
      inScope(eb, scope, { beId: 'r.beId', areaCode: 'r.areaCode', customerId: 'r.customerId' }),
    )
    .where('r.status', '<>', RefundStatus.PENDING)
    .where('r.reviewedAt', 'is not', null)
    .select([
      sql<string>`'refund'`.as('kind'),
      'r.id',
      sql<string>`o.product_name || ' · 退款 ¥' || to_char(r.amount_fen / 100.0, 'FM999999990.00')`.as(
        'title',
      ),
      'o.orderNo as reference',
      'c.name as applicant',
      'r.beId',
      sql<string>`case when r.status = ${RefundStatus.APPROVED} then 'approved' else 'rejected' end`.as(
        'decision',
      ),
      'r.reviewerName as approverName',
      'r.reviewNote as note',
      sql<Date>`r.reviewed_at`.as('decidedAt'),
    ]);
}

/** One page of the decisions taken in the caller's scope, the newest first. */
export async function decisionPage(
  db: Database,
  scope: DataScope,
  kinds: Kinds,
  q: { page: number; pageSize: number },
) {
  const parts = [
    kinds.export ? exportDecisions(db, scope) : null,
    kinds.order ? orderDecisions(db, scope) : null,
    kinds.refund ? refundDecisions(db, scope) : null,
  ].filter((p) => p !== null) as unknown as ReturnType<typeof orderDecisions>[];
  if (parts.length === 0) return { rows: [], total: 0 };
  const union = parts.slice(1).reduce((u, p) => u.unionAll(p), parts[0]!);
  const from = db.selectFrom(union.as('q'));
  const [rows, count] = await Promise.all([
    from
      .selectAll()
      .orderBy('q.decidedAt', 'desc')
      .orderBy('q.kind')
      .orderBy('q.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    from.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
