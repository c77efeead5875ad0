import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';
import { containsPattern } from '../account/account.repository.js';

/** Operator work orders (运维工单) and their trail. */

const SCOPE = { beId: 'w.beId', areaCode: 'w.areaCode', customerId: 'w.customerId' };

const nameOf = (alias: string) =>
  sql<string>`coalesce(nullif(${sql.ref(`${alias}.real_name`)}, ''), ${sql.ref(`${alias}.login_account`)}, '')`;

function withNames(db: Database) {
  return db
    .selectFrom('opsWorkOrder as w')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'w.customerId')
    .leftJoin('account as a', 'a.id', 'w.assigneeId')
    .leftJoin('account as cb', 'cb.id', 'w.createdBy')
    .leftJoin('workOrder as cw', 'cw.id', 'w.customerWorkOrderId')
    .selectAll('w')
    .select([
      sql<string>`coalesce(c.name, '')`.as('custName'),
      sql<string>`case when a.id is null then '' else ${nameOf('a')} end`.as('assigneeName'),
      sql<string>`case when cb.id is null then '' else ${nameOf('cb')} end`.as('createdByName'),
      sql<string>`coalesce(cw.order_no, '')`.as('customerWorkOrderNo'),
    ]);
}
export type OpsRow = NonNullable<Awaited<ReturnType<typeof findOpsOrder>>>;

export interface OpsFilter {
  page: number;
  pageSize: number;
  state?: string | undefined;
  severity?: string | undefined;
  source?: string | undefined;
  beId?: string | undefined;
  assigneeId?: number | undefined;
  keyword?: string | undefined;
}

export async function listOpsOrders(db: Database, scope: DataScope, f: OpsFilter) {
  let q = withNames(db).where((eb) => inScope(eb, scope, SCOPE));
  if (f.state === 'unfinished') q = q.where('w.state', 'in', ['open', 'processing']);
  else if (f.state) q = q.where('w.state', '=', f.state);
  if (f.severity) q = q.where('w.severity', '=', f.severity);
  if (f.source) q = q.where('w.source', '=', f.source);
  if (f.beId) q = q.where('w.beId', '=', f.beId);
  if (f.assigneeId !== undefined) q = q.where('w.assigneeId', '=', f.assigneeId);
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

export function findOpsOrder(db: Database, id: number) {
  return withNames(db).where('w.id', '=', id).executeTakeFirst();
}

/** The unfinished operator work order of an alarm or a customer work order, if any. */
export function openOrderOf(
  db: Database,
  of: { alarmRecordId: number } | { customerWorkOrderId: number },
) {
  let q = db.selectFrom('opsWorkOrder').select(['id', 'orderNo']);
  q =
    'alarmRecordId' in of
      ? q.where('alarmRecordId', '=', of.alarmRecordId)
      : q
          .where('customerWorkOrderId', '=', of.customerWorkOrderId)
          .where('state', 'in', ['open', 'processing']);
  return q.executeTakeFirst();
}

export function opsEvents(db: Database, workOrderId: number) {
  return db
    .selectFrom('opsWorkOrderEvent as e')
    .leftJoin('account as a', 'a.id', 'e.accountId')
    .select([
      'e.id',
      'e.action',
      'e.fromState',
      'e.toState',
      'e.note',
      'e.createdAt',
      sql<string>`case when a.id is null then '' else ${nameOf('a')} end`.as('operator'),
    ])
    .where('e.workOrderId', '=', workOrderId)
    .orderBy('e.id')
    .execute();
}

export async function insertOpsOrder(
  db: Database,
  row: {
    orderNo: string;
    source: 'alarm' | 'customer';
    alarmRecordId: number | null;
    customerWorkOrderId: number | null;
    title: string;
    description: string;
    severity: string;
    customerId: number | null;
    beId: string;
    areaCode: string;
    assigneeId: number | null;
    createdBy: number;
  },
  note: string,
): Promise<number> {
  const { id } = await db
    .insertInto('opsWorkOrder')
    .values({ ...row, createdAt: new Date(), updatedAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('opsWorkOrderEvent')
    .values({
      workOrderId: id,
      action: 'create',
      fromState: null,
      toState: 'open',
      accountId: row.createdBy,
      note,
    })
    .execute();
  return id;
}

/**
 * Moves a work order from one of `from` to `to` with its event; false when another request
 * moved it first. `set` carries the assignee or the resolution.
 */
export async function moveOpsOrder(
  db: Database,
  id: number,
  action: string,
  from: readonly string[],
  to: string,
  accountId: number,
  note: string,
  set: { assigneeId?: number; resolution?: string } = {},
): Promise<boolean> {
  const extra = [
    ...(set.assigneeId !== undefined ? [sql`assignee_id = ${set.assigneeId}`] : []),
    ...(set.resolution !== undefined ? [sql`resolution = ${set.resolution}`] : []),
    ...(to === 'resolved' ? [sql`resolved_at = now()`] : []),
    ...(to === 'closed' ? [sql`closed_at = now()`] : []),
  ];
  const { rows } = await sql<{ id: number }>`
    with cur as (
      select id, state from ops_work_order
      where id = ${id} and state in (${sql.join([...from])})
      for update
    ),
    moved as (
      update ops_work_order w set state = ${to}, updated_at = now()
        ${extra.length ? sql`, ${sql.join(extra)}` : sql``}
      from cur where w.id = cur.id
      returning w.id, cur.state as from_state
    )
    insert into ops_work_order_event (work_order_id, action, from_state, to_state, account_id, note)
    select id, ${action}::text, from_state, ${to}::text, ${accountId}::bigint, ${note}::text from moved
    returning work_order_id as id`.execute(db);
  return rows.length === 1;
}

// ---- Statistics ----

/** Work orders opened in [from, to) within the scope, one row per province and severity. */
export async function statisticsRows(
  db: Database,
  scope: DataScope,
  range: { from: Date; to: Date },
  beId: string | undefined,
  now: Date,
) {
  let q = db
    .selectFrom('opsWorkOrder as w')
    .select([
      'w.beId',
      'w.severity',
      (eb) => eb.fn.countAll<number>().as('total'),
      sql<number>`count(*) filter (where w.state in ('open', 'processing'))`.as('open'),
      sql<number>`count(*) filter (where w.resolved_at is not null)`.as('resolved'),
      sql<
        number | null
      >`sum(extract(epoch from (w.resolved_at - w.created_at)) / 60) filter (where w.resolved_at is not null)`.as(
        'resolveMinutes',
      ),
      sql<number>`count(*) filter (where w.state in ('open', 'processing') and w.created_at > ${now}::timestamptz - interval '1 hour')`.as(
        'lt1h',
      ),
      sql<number>`count(*) filter (where w.state in ('open', 'processing') and w.created_at <= ${now}::timestamptz - interval '1 hour' and w.created_at > ${now}::timestamptz - interval '4 hours')`.as(
        'h1to4',
      ),
      sql<number>`count(*) filter (where w.state in ('open', 'processing') and w.created_at <= ${now}::timestamptz - interval '4 hours' and w.created_at > ${now}::timestamptz - interval '24 hours')`.as(
        'h4to24',
      ),
      sql<number>`count(*) filter (where w.state in ('open', 'processing') and w.created_at <= ${now}::timestamptz - interval '24 hours' and w.created_at > ${now}::timestamptz - interval '3 days')`.as(
        'd1to3',
      ),
      sql<number>`count(*) filter (where w.state in ('open', 'processing') and w.created_at <= ${now}::timestamptz - interval '3 days')`.as(
        'gt3d',
      ),
    ])
    .where((eb) => inScope(eb, scope, SCOPE))
    .where('w.createdAt', '>=', range.from)
    .where('w.createdAt', '<', range.to);
  if (beId) q = q.where('w.beId', '=', beId);
  return q.groupBy(['w.beId', 'w.severity']).execute();
}
