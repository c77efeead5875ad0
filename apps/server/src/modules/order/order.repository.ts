import { ORDER_COUNT_CAP, OrderStatus, type OrderQuery, type RefundQuery } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { inScope, type DataScope } from '../../lib/scope.js';

/** Order rows, and what lists and details show of them. */

export const PROVISION_QUEUE = 'order.provision';
export const orderRef = (id: number) => `order:${id}`;

export function findProduct(db: Database, code: string) {
  return db
    .selectFrom('product')
    .select(['id', 'code', 'name', 'categoryId', 'onShelf', 'status'])
    .where('code', '=', code)
    .executeTakeFirst();
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

/** The custom properties (filled in by the customer) of a category, with their values. */
export async function customPropsOf(db: Database, categoryId: string | null) {
  if (!categoryId) return [];
  const rows = await db
    .selectFrom('categoryProp as cp')
    .innerJoin('productProp as p', 'p.id', 'cp.propId')
    .select(['p.id', 'p.name', 'p.inputType', 'p.unit', 'p.required'])
    .select(
      sql<string[]>`coalesce((
        select json_agg(v.value order by v.sort_num, v.id) from product_prop_value v
        where v.prop_id = p.id
      ), '[]'::json)`.as('values'),
    )
    .where('cp.categoryId', '=', categoryId)
    .where('p.custom', '=', true)
    .orderBy('p.id')
    .execute();
  return rows;
}

/** A product by code with one of its SKUs (null when the SKU is not the product's). */
export function findProductWithSku(db: Database, code: string, skuId: number) {
  return db
    .selectFrom('product as p')
    .leftJoin('productSku as s', (j) => j.onRef('s.productId', '=', 'p.id').on('s.id', '=', skuId))
    .select(['p.id', 'p.code', 'p.name', 'p.categoryId', 'p.onShelf', 'p.status'])
    .select([
      's.id as skuId',
      's.name as skuName',
      's.variant',
      's.priceFen',
      's.unit',
      's.billingPeriod',
      's.chargeBy',
      's.bandwidthTiers',
      's.onShelf as skuOnShelf',
      's.status as skuStatus',
    ])
    .where('p.code', '=', code)
    .executeTakeFirst();
}

/** Of `msisdns`, those that are not cards of the customer within the caller's nodes. */
export async function foreignCards(
  db: Database,
  customerId: number,
  orgIds: readonly number[] | null,
  msisdns: readonly string[],
): Promise<string[]> {
  if (msisdns.length === 0) return [];
  let q = db
    .selectFrom('simCard')
    .select('msisdn')
    .where('msisdn', 'in', [...msisdns])
    .where('customerId', '=', customerId);
  if (orgIds) q = q.where('orgId', 'in', orgIds.length ? [...orgIds] : [-1]);
  const own = new Set((await q.execute()).map((r) => r.msisdn));
  return msisdns.filter((m) => !own.has(m));
}

export function findOrderByKey(db: Database, customerId: number, key: string) {
  return db
    .selectFrom('bizOrder')
    .select(['id', 'orderNo', 'status', 'amountFen'])
    .where('customerId', '=', customerId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst();
}

const ORDER_COLUMNS = [
  'o.id',
  'o.orderNo',
  'o.orderType',
  'o.productName',
  'o.skuName',
  'o.customerId',
  'o.beId',
  'o.areaCode',
  'o.amountFen',
  'o.paidFen',
  'o.refundedFen',
  'o.months',
  'o.billingPeriod',
  'o.status',
  'o.createdAt',
  'o.startAt',
  'o.endAt',
  'c.custCode',
  'c.name as custName',
] as const;

/** The provisioning job's error while it retries or after it gave up. */
const provisionError = sql<string | null>`(
  select j.last_error from background_job j
  where j.ref = 'order:' || o.id and j.queue = ${PROVISION_QUEUE}
  order by j.id desc limit 1
)`.as('provisionError');

const SCOPE_COLUMNS = { beId: 'o.beId', areaCode: 'o.areaCode', customerId: 'o.customerId' };

function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

export async function orderPage(db: Database, scope: DataScope, q: OrderQuery) {
  // The filters stay on the order table (the customer's name through EXISTS), so the count
  // reads the indexes alone; only the page's rows are joined to their customer.
  let base = db.selectFrom('bizOrder as o').where((eb) => inScope(eb, scope, SCOPE_COLUMNS));
  if (q.orderNo) base = base.where('o.orderNo', '=', q.orderNo);
  if (q.type) base = base.where('o.orderType', '=', q.type);
  if (q.status !== undefined) base = base.where('o.status', '=', q.status);
  if (q.beId) base = base.where('o.beId', '=', q.beId);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('o.productName', 'like', like),
        eb('o.orderNo', 'like', like),
        eb.exists(
          eb
            .selectFrom('enterpriseCustomer as kc')
            .select('kc.id')
            .whereRef('kc.id', '=', 'o.customerId')
            .where('kc.name', 'like', like),
        ),
      ]),
    );
  }
  if (q.startDate) base = base.where('o.createdAt', '>=', chinaDayStart(q.startDate));
  if (q.endDate)
    base = base.where(
      'o.createdAt',
      '<',
      new Date(chinaDayStart(q.endDate).getTime() + 24 * 3_600_000),
    );
  const [rows, count] = await Promise.all([
    base
      .innerJoin('enterpriseCustomer as c', 'c.id', 'o.customerId')
      .select(ORDER_COLUMNS)
      .select(provisionError)
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    db
      .selectFrom(
        base
          .select(sql.lit(1).as('one'))
          .limit(ORDER_COUNT_CAP + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const counted = Number(count.n);
  return {
    rows,
    total: Math.min(counted, ORDER_COUNT_CAP),
    totalExact: counted <= ORDER_COUNT_CAP,
  };
}
export type OrderListRow = Awaited<ReturnType<typeof orderPage>>['rows'][number];

export function findOrder(db: Database, id: number) {
  return db
    .selectFrom('bizOrder as o')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'o.customerId')
    .select(ORDER_COLUMNS)
    .select(provisionError)
    .select([
      'o.config',
      'o.unitPriceFen',
      'o.quantity',
      'o.periods',
      'o.rejectReason',
      'o.accountId',
      'o.skuId',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Locks an order for a state change. */
export function lockOrder(db: Database, id: number) {
  return db
    .selectFrom('bizOrder')
    .select([
      'id',
      'orderNo',
      'status',
      'customerId',
      'beId',
      'areaCode',
      'orderType',
      'months',
      'config',
      'skuName',
      'amountFen',
      'paidFen',
      'refundedFen',
      'accountId',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export function eventsOf(db: Database, orderId: number) {
  return db
    .selectFrom('bizOrderEvent')
    .select(['fromStatus', 'toStatus', 'operatorName', 'note', 'createdAt'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

export function instancesOf(db: Database, orderId: number) {
  return db
    .selectFrom('businessInstance')
    .select(['id', 'type', 'name', 'status'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

const REFUND_COLUMNS = [
  'r.id',
  'r.refundNo',
  'r.orderId',
  'o.orderNo',
  'c.name as custName',
  'o.productName',
  'r.amountFen',
  'o.paidFen',
  'r.reason',
  'r.status',
  'r.reviewerName',
  'r.reviewNote',
  'r.createdAt',
  'r.reviewedAt',
] as const;

function refundBase(db: Database, scope: DataScope) {
  return db
    .selectFrom('orderRefund as r')
    .innerJoin('bizOrder as o', 'o.id', 'r.orderId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'r.customerId')
    .where((eb) =>
      inScope(eb, scope, { beId: 'r.beId', areaCode: 'r.areaCode', customerId: 'r.customerId' }),
    );
}

function refundFiltered(db: Database, scope: DataScope, q: Omit<RefundQuery, 'page' | 'pageSize'>) {
  let base = refundBase(db, scope);
  if (q.orderNo) base = base.where('o.orderNo', '=', q.orderNo);
  if (q.status !== undefined) base = base.where('r.status', '=', q.status);
  if (q.startDate) base = base.where('r.createdAt', '>=', chinaDayStart(q.startDate));
  if (q.endDate)
    base = base.where(
      'r.createdAt',
      '<',
      new Date(chinaDayStart(q.endDate).getTime() + 24 * 3_600_000),
    );
  return base;
}

export async function refundPage(db: Database, scope: DataScope, q: RefundQuery) {
  const base = refundFiltered(db, scope, q);
  const [rows, count] = await Promise.all([
    base
      .select(REFUND_COLUMNS)
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type RefundRow = Awaited<ReturnType<typeof refundPage>>['rows'][number];

export function countRefunds(
  db: Database,
  scope: DataScope,
  q: Omit<RefundQuery, 'page' | 'pageSize'>,
) {
  return refundFiltered(db, scope, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** Refund rows in id order, a batch at a time, for the export. */
export async function* refundBatches(
  db: Database,
  scope: DataScope,
  q: Omit<RefundQuery, 'page' | 'pageSize'>,
  size: number,
): AsyncIterable<RefundRow[]> {
  let after = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await refundFiltered(db, scope, q)
      .select(REFUND_COLUMNS)
      .where('r.id', '<', after)
      .orderBy('r.id', 'desc')
      .limit(size)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < size) return;
  }
}

export function refundsOfOrder(db: Database, orderId: number) {
  return db
    .selectFrom('orderRefund as r')
    .innerJoin('bizOrder as o', 'o.id', 'r.orderId')
    .innerJoin('enterpriseCustomer as c', 'c.id', 'r.customerId')
    .select(REFUND_COLUMNS)
    .where('r.orderId', '=', orderId)
    .orderBy('r.id', 'desc')
    .execute();
}

/** Sum of refunds approved or waiting on an order. */
export async function refundsHeld(db: Database, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('orderRefund')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountFen'), eb.lit(0)).as('n'))
    .where('orderId', '=', orderId)
    .where('status', 'in', [0, 1])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active orders whose term has ended, locked for the expiry sweep. */
export function lockExpired(db: Database, limit: number) {
  return db
    .selectFrom('bizOrder')
    .select(['id'])
    .where('status', '=', OrderStatus.ACTIVE)
    .where('endAt', '<=', sql<Date>`now()`)
    .orderBy('endAt')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
