import {
  AccountNoticeCategory,
  BUSINESS_LABELS,
  canTransition,
  computeOrderAmount,
  formatDateTime,
  formatFen,
  ORDER_CANCELLABLE,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_FORMS,
  ORDER_TYPE_NAMES,
  OrderMessages,
  OrderStatus,
  provinceName,
  RefundStatus,
  type BandwidthTier,
  type BillingPeriod,
  type ChargeBy,
  type OrderCommitInput,
  type OrderConfig,
  type OrderDetail,
  type OrderItem,
  type OrderPeriod,
  type OrderQuery,
  type OrderQuote,
  type OrderType,
  type PortalOffer,
  type RefundItem,
  type RefundQuery,
} from '@pn/shared';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OrderConfigRecord } from '../../db/schema-commerce.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { chinaDay, nextDailyNumber } from '../../lib/daily-number.js';
import type { AppError } from '../../lib/errors.js';
import { badRequest, notFound, warning } from '../../lib/errors.js';
import { enqueueJob, retryJob, type ClaimedJob, type JobHandler } from '../../lib/jobs.js';
import { assertInScope, scopeOf } from '../../lib/scope.js';
import { workbookStream } from '../../lib/xlsx.js';
import { notifyAccounts } from '../account-notice/account-notice.service.js';
import * as catalogue from '../catalogue/catalogue.repository.js';
import { toSku } from '../catalogue/catalogue.service.js';
import * as repo from './order.repository.js';

/**
 * Order numbers: DD, the China-time day and eight digits from a sequence (DD2026112500001234),
 * drawn without a lock so concurrent submissions never queue behind a counter row; they
 * rise but are not consecutive. Refund numbers: TK20261125000001.
 */
export const ORDER_NUMBER_PREFIX = 'DD';
export const REFUND_NUMBER_PREFIX = 'TK';
/** Who moves an order when no person does. */
export const SYSTEM_OPERATOR = '系统';
/** Most refunds one export may hold. */
export const REFUND_EXPORT_MAX_ROWS = 50_000;

const MONTH_MS = 30 * 24 * 3_600_000;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** Who is acting, as the audit trail names them. */
export interface Actor {
  accountId: number | null;
  name: string;
}
export const actorOf = (user: AuthUser): Actor => ({
  accountId: user.accountId,
  name: user.realName || user.name || user.loginAccount,
});

// Catalogue reads -------------------------------------------------------------------------

/** What the portal and the order flow read of an orderable product: on-shelf SKUs only. */
export async function portalOffer(db: Database, type: OrderType): Promise<PortalOffer> {
  const form = ORDER_TYPE_FORMS[type];
  const product = await repo.findProduct(db, form.product);
  if (!product) throw notFound(OrderMessages.PRODUCT_OFF_SHELF);
  const onShelf = product.onShelf && product.status === 1;
  const skus = onShelf ? await catalogue.onShelfSkusOf(db, product.id, form.variant) : [];
  const props = await repo.customPropsOf(db, product.categoryId);
  return {
    code: product.code,
    name: type === 'B3_HA' ? ORDER_TYPE_NAMES.B3_HA : product.name,
    onShelf: onShelf && skus.length > 0,
    skus: skus.map(toSku),
    customProps: props.map((p) => ({
      id: p.id,
      name: p.name,
      inputType: p.inputType as PortalOffer['customProps'][number]['inputType'],
      unit: p.unit,
      required: p.required,
      values: p.values,
    })),
  };
}

// Price ------------------------------------------------------------------------------------

/** The SKU a configuration prices from, as the catalogue has it now. */
interface PricedSku {
  id: number;
  name: string;
  billingPeriod: BillingPeriod;
}

interface Priced {
  quote: OrderQuote;
  product: { id: number; name: string };
  sku: PricedSku;
  customProps: { name: string; value: string }[];
}

function customerOf(user: AuthUser): number {
  if (user.kind !== 'customer' || user.customerId === null) {
    throw warning(OrderMessages.CUSTOMER_ONLY);
  }
  return user.customerId;
}

/**
 * The price of a configuration, from the catalogue as it is now: every rule of what may be
 * ordered is checked here, so the confirmation and the submission agree.
 */
export async function priceOrder(
  db: Database,
  user: AuthUser,
  config: OrderConfig,
): Promise<Priced> {
  const customerId = customerOf(user);
  const form = ORDER_TYPE_FORMS[config.type];
  const row = await repo.findProductWithSku(db, form.product, config.skuId);
  if (!row || !row.onShelf || row.status !== 1) {
    throw warning(OrderMessages.PRODUCT_OFF_SHELF);
  }
  const product = { id: row.id, name: row.name };
  if (row.skuId === null || row.variant !== form.variant) {
    throw badRequest(OrderMessages.SKU_MISMATCH);
  }
  if (!row.skuOnShelf || row.skuStatus !== 1) throw warning(OrderMessages.SKU_OFF_SHELF);
  const sku: PricedSku & {
    priceFen: number;
    chargeBy: ChargeBy;
    unit: string;
    bandwidthTiers: BandwidthTier[];
  } = {
    id: row.skuId,
    name: row.skuName!,
    billingPeriod: row.billingPeriod as BillingPeriod,
    chargeBy: row.chargeBy as ChargeBy,
    priceFen: Number(row.priceFen),
    unit: row.unit!,
    bandwidthTiers: row.bandwidthTiers ?? [],
  };
  const tiers: BandwidthTier[] = sku.bandwidthTiers;
  if (tiers.length > 0 && config.bandwidthLevel === 0) {
    throw badRequest(OrderMessages.BANDWIDTH_REQUIRED);
  }
  if (config.bandwidthLevel > tiers.length) throw badRequest(OrderMessages.BANDWIDTH_NOT_OFFERED);
  if (form.cards === 'none' && config.msisdns.length > 0) {
    throw badRequest(OrderMessages.CARD_INVALID);
  }

  const props = await repo.customPropsOf(db, row.categoryId);
  const customProps: { name: string; value: string }[] = [];
  for (const p of props) {
    const value = config.customProps[String(p.id)] ?? '';
    if (p.required && value === '')
      throw badRequest(fill(OrderMessages.PROP_REQUIRED, { name: p.name }));
    if (value !== '' && p.inputType === 'number' && !/^\d{1,9}$/.test(value)) {
      throw badRequest(`${p.name}须为整数`);
    }
    if (value !== '' && p.inputType === 'select' && !p.values.includes(value)) {
      throw badRequest(`请从列表中选择${p.name}`);
    }
    if (value !== '') customProps.push({ name: p.name, value });
  }

  const msisdns = [...new Set(config.msisdns)];
  const foreign = await repo.foreignCards(db, customerId, user.orgIds, msisdns);
  if (foreign.length > 0) {
    const list =
      foreign.slice(0, 5).join('、') + (foreign.length > 5 ? ` 等${foreign.length}个` : '');
    throw warning(fill(OrderMessages.CARDS_NOT_OWN, { list }));
  }

  const price = computeOrderAmount(
    {
      priceFen: sku.priceFen,
      billingPeriod: sku.billingPeriod,
      chargeBy: sku.chargeBy,
      bandwidthTiers: tiers,
    },
    { bandwidthLevel: config.bandwidthLevel, months: config.months, cards: msisdns.length },
  );
  if (!price) throw badRequest(OrderMessages.BANDWIDTH_NOT_OFFERED);
  return {
    product,
    sku,
    customProps,
    quote: {
      type: config.type,
      productName: config.type === 'B3_HA' ? ORDER_TYPE_NAMES.B3_HA : product.name,
      skuName: sku.name,
      billingPeriod: sku.billingPeriod,
      chargeBy: sku.chargeBy,
      unit: sku.unit,
      ...price,
    },
  };
}

// Submission -------------------------------------------------------------------------------

export interface CommitResult {
  id: number;
  orderNo: string;
  status: number;
  amountFen: number;
  /** False when the idempotency key had already made this order. */
  created: boolean;
}

/**
 * Places an order: priced again from the catalogue, refused when that price is not the one
 * the customer confirmed, and made at most once per idempotency key (a double click, a
 * retried request or two parallel ones answer the same order).
 */
export async function commitOrder(
  db: Database,
  user: AuthUser,
  input: { config: OrderConfig; expectedAmountFen: number; idempotencyKey: string },
): Promise<CommitResult> {
  const customerId = customerOf(user);
  const made = await repo.findOrderByKey(db, customerId, input.idempotencyKey);
  if (made) return { ...made, amountFen: Number(made.amountFen), created: false };

  const { quote, product, sku, customProps } = await priceOrder(db, user, input.config);
  if (quote.amountFen !== input.expectedAmountFen) {
    throw warning(fill(OrderMessages.PRICE_CHANGED, { price: formatFen(quote.amountFen) }), quote);
  }
  const c = input.config;
  const record: OrderConfigRecord = {
    bandwidthLevel: c.bandwidthLevel,
    bandwidthMbps: quote.bandwidthMbps,
    msisdns: [...new Set(c.msisdns)],
    dnn: c.dnn,
    site: c.site,
    contactName: c.contactName,
    contactPhone: c.contactPhone,
    remark: c.remark,
    customProps,
  };
  // One statement: the order and its first event commit together, without a transaction's
  // extra round trips; a parallel request with the same key finds the row taken and
  // inserts nothing (its number from the sequence is left unused).
  const inserted = await sql<{ id: number; orderNo: string; status: number; amountFen: number }>`
    with o as (
      insert into biz_order (order_no, customer_id, account_id, be_id, area_code, order_type,
        product_id, sku_id, product_name, sku_name, config, months, billing_period,
        unit_price_fen, quantity, periods, amount_fen, status, idempotency_key, updated_at)
      values (
        ${`${ORDER_NUMBER_PREFIX}${chinaDay()}`} || lpad((nextval('biz_order_no_seq') % 100000000)::text, 8, '0'),
        ${customerId}, ${user.accountId}, ${user.beId}, ${user.areaCode}, ${c.type},
        ${product.id}, ${sku.id}, ${quote.productName}, ${sku.name}, ${JSON.stringify(record)}::jsonb,
        ${c.months}, ${quote.billingPeriod}, ${quote.unitPriceFen}, ${quote.quantity},
        ${quote.periods}, ${quote.amountFen}, ${OrderStatus.SUBMITTED}, ${input.idempotencyKey}, now())
      on conflict (customer_id, idempotency_key) do nothing
      returning id, order_no, status, amount_fen
    ), e as (
      insert into biz_order_event (order_id, from_status, to_status, operator_id, operator_name, note)
      select id, null, ${OrderStatus.SUBMITTED}, ${user.accountId}, ${actorOf(user).name}, '客户提交订单'
      from o
    )
    select id, order_no, status, amount_fen from o
  `.execute(db);
  const row = inserted.rows[0];
  if (row) return { ...row, id: Number(row.id), amountFen: Number(row.amountFen), created: true };
  const existing = await repo.findOrderByKey(db, customerId, input.idempotencyKey);
  if (!existing) throw new Error('order neither inserted nor found');
  return { ...existing, amountFen: Number(existing.amountFen), created: false };
}
export type { OrderCommitInput };

// Transitions ------------------------------------------------------------------------------

const ACTION_NAMES: Partial<Record<OrderStatus, string>> = {
  [OrderStatus.APPROVING]: '受理',
  [OrderStatus.PROVISIONING]: '审核通过',
  [OrderStatus.ACTIVE]: '开通',
  [OrderStatus.EXPIRED]: '到期',
  [OrderStatus.CANCELLED]: '取消',
  [OrderStatus.REFUNDED]: '退款',
  [OrderStatus.REJECTED]: '驳回',
};

export function illegal(from: number, to: OrderStatus): AppError {
  return warning(
    fill(OrderMessages.ILLEGAL_TRANSITION, {
      status: ORDER_STATUS_LABELS[from as OrderStatus] ?? String(from),
      action: ACTION_NAMES[to] ?? ORDER_STATUS_LABELS[to],
    }),
  );
}

/**
 * Moves a locked order to `to` when the move is legal, with its audit event. Everything
 * else the move implies is the caller's, in the same transaction.
 */
export async function moveOrder(
  trx: Database,
  order: { id: number; status: number },
  to: OrderStatus,
  actor: Actor,
  note = '',
  extra: Partial<{
    rejectReason: string;
    reviewerId: number | null;
    paidFen: number;
    refundedFen: number;
    startAt: Date;
    endAt: Date;
  }> = {},
): Promise<void> {
  if (!canTransition(order.status as OrderStatus, to)) throw illegal(order.status, to);
  const res = await trx
    .updateTable('bizOrder')
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw illegal(order.status, to);
  await trx
    .insertInto('bizOrderEvent')
    .values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: to,
      operatorId: actor.accountId,
      operatorName: actor.name,
      note: note.slice(0, 300),
    })
    .execute();
  order.status = to;
}

/** Locks an order the caller may act on. */
async function lockInScope(trx: Database, user: AuthUser, id: number): Promise<repo.LockedOrder> {
  const order = await repo.lockOrder(trx, id);
  if (!order) throw notFound(OrderMessages.NOT_FOUND);
  assertInScope(scopeOf(user), order);
  return order;
}

/** Operator: takes a submitted order into review. */
export async function acceptOrder(db: Database, user: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockInScope(trx, user, id);
    await moveOrder(trx, order, OrderStatus.APPROVING, actorOf(user), '运营人员受理审核', {
      reviewerId: user.accountId,
    });
  });
}

/**
 * Operator: approves an order (one under review, or a submitted one, which is taken into
 * review on the way). It is billed in full on approval and provisioning is queued in the
 * same transaction, so an approved order is never left without its job.
 */
export async function approveOrder(db: Database, user: AuthUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockInScope(trx, user, id);
    const actor = actorOf(user);
    if (order.status === OrderStatus.SUBMITTED) {
      await moveOrder(trx, order, OrderStatus.APPROVING, actor, '运营人员受理审核', {
        reviewerId: user.accountId,
      });
    }
    await moveOrder(trx, order, OrderStatus.PROVISIONING, actor, '审核通过，开始开通', {
      reviewerId: user.accountId,
      paidFen: Number(order.amountFen),
    });
    await enqueueJob(
      trx,
      repo.PROVISION_QUEUE,
      { orderId: order.id },
      { ref: repo.orderRef(order.id) },
    );
    await notifyOrder(trx, order, `订单${order.orderNo}已审核通过，正在开通`);
  });
}

export async function rejectOrder(
  db: Database,
  user: AuthUser,
  id: number,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockInScope(trx, user, id);
    await moveOrder(trx, order, OrderStatus.REJECTED, actorOf(user), reason, {
      rejectReason: reason,
      reviewerId: user.accountId,
    });
    await notifyOrder(trx, order, `订单${order.orderNo}未通过审核：${reason}`);
  });
}

/** Customer: cancels an order the operator has not approved yet. */
export async function cancelOrder(db: Database, user: AuthUser, id: number): Promise<void> {
  customerOf(user);
  await db.transaction().execute(async (trx) => {
    const order = await lockInScope(trx, user, id);
    if (!ORDER_CANCELLABLE.includes(order.status as OrderStatus)) {
      throw illegal(order.status, OrderStatus.CANCELLED);
    }
    await moveOrder(trx, order, OrderStatus.CANCELLED, actorOf(user), '客户取消订单');
  });
}

/** Operator: runs a provisioning that gave up once more. */
export async function retryProvisioning(
  db: Database,
  user: AuthUser,
  id: number,
): Promise<boolean> {
  const order = await repo.findOrder(db, id);
  if (!order) throw notFound(OrderMessages.NOT_FOUND);
  assertInScope(scopeOf(user), order);
  if (order.status !== OrderStatus.PROVISIONING) throw warning('只有开通中的订单可以重试开通');
  const job = await db
    .selectFrom('backgroundJob')
    .select('id')
    .where('ref', '=', repo.orderRef(id))
    .where('queue', '=', repo.PROVISION_QUEUE)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!job || !(await retryJob(db, job.id))) throw warning('开通任务正在进行中，请稍后查看');
  return true;
}

/** Where a customer follows an order up in the console. */
export const orderDetailLink = (id: number) => `/control/user/order/orderDetail?id=${id}`;

async function notifyOrder(
  trx: Database,
  order: { id: number; accountId: number | null },
  content: string,
) {
  if (order.accountId === null) return;
  await notifyAccounts(trx, [order.accountId], {
    category: AccountNoticeCategory.ORDER,
    title: content.slice(0, 100),
    content,
    link: orderDetailLink(order.id),
  });
}

// Provisioning and expiry ------------------------------------------------------------------

/** The business a provisioned order creates, named as the console lists it. */
export function instanceOf(type: string, orderNo: string, c: OrderConfigRecord) {
  const label = BUSINESS_LABELS[(type === 'B3_HA' ? 'B3' : type) as keyof typeof BUSINESS_LABELS];
  const what =
    type === 'A1'
      ? `${c.bandwidthMbps ?? ''}Mbps·${c.msisdns.length}张卡`
      : type === 'A2'
        ? c.dnn
        : c.site || c.dnn;
  return {
    type: type === 'B3_HA' ? 'B3' : type,
    name: `${label}-${what}-${orderNo.slice(-6)}`.slice(0, 80),
    config: {
      bandwidthMbps: c.bandwidthMbps,
      msisdns: c.msisdns,
      dnn: c.dnn,
      site: c.site,
      highAvailability: type === 'B3_HA',
    },
  };
}

/**
 * The provisioning job: creates the order's business instance and marks the order active
 * for its term. Idempotent: a rerun after a crash finds the instance (unique per order) or
 * the order already active and does nothing more.
 */
export const provisionHandler: JobHandler = {
  queue: repo.PROVISION_QUEUE,
  async handle(db: Database, job: ClaimedJob) {
    const orderId = Number(job.payload.orderId);
    await db.transaction().execute(async (trx) => {
      const order = await repo.lockOrder(trx, orderId);
      if (!order || order.status !== OrderStatus.PROVISIONING) return;
      const inst = instanceOf(order.orderType, order.orderNo, order.config);
      const start = new Date();
      const end = new Date(start.getTime() + order.months * MONTH_MS);
      await trx
        .insertInto('businessInstance')
        .values({
          orderId: order.id,
          customerId: order.customerId,
          beId: order.beId,
          areaCode: order.areaCode,
          type: inst.type,
          name: inst.name,
          config: JSON.stringify(inst.config),
          startAt: start,
          endAt: end,
          updatedAt: start,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await provisionDnn(trx, order, start);
      await moveOrder(
        trx,
        order,
        OrderStatus.ACTIVE,
        { accountId: null, name: SYSTEM_OPERATOR },
        `开通完成：${inst.name}`,
        { startAt: start, endAt: end },
      );
      await notifyOrder(
        trx,
        order,
        `订单${order.orderNo}已开通，服务期至${formatDateTime(end).slice(0, 10)}`,
      );
    });
  },
  async onGiveUp(db, job, error) {
    const orderId = Number(job.payload.orderId);
    await db
      .insertInto('bizOrderEvent')
      .values({
        orderId,
        fromStatus: OrderStatus.PROVISIONING,
        toStatus: OrderStatus.PROVISIONING,
        operatorId: null,
        operatorName: SYSTEM_OPERATOR,
        note: `开通失败（已重试${job.attempts}次）：${error}`.slice(0, 300),
      })
      .execute();
  },
};

/**
 * The DNN an order names (A2 isolation, A4 on-site data, B3) becomes an instance of the
 * enterprise's network, with the order's cards bound to it; an existing DNN of the same
 * name is taken over rather than duplicated.
 */
async function provisionDnn(trx: Database, order: repo.LockedOrder, at: Date) {
  const c = order.config;
  if (!c.dnn) return;
  const instance = await trx
    .selectFrom('businessInstance')
    .select('id')
    .where('orderId', '=', order.id)
    .executeTakeFirst();
  const dnn = await trx
    .insertInto('dnnInstance')
    .values({
      customerId: order.customerId,
      beId: order.beId,
      areaCode: order.areaCode,
      instanceId: instance?.id ?? null,
      dnn: c.dnn,
      description: `订单${order.orderNo}开通`,
      upfSite: c.site,
      bandwidthMbps: c.bandwidthMbps ?? 0,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) =>
      oc.columns(['customerId', 'dnn']).doUpdateSet({
        instanceId: instance?.id ?? null,
        status: 1,
        updatedAt: at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (c.msisdns.length === 0) return;
  const cards = await trx
    .selectFrom('simCard')
    .select('id')
    .where('customerId', '=', order.customerId)
    .where('msisdn', 'in', c.msisdns)
    .execute();
  if (cards.length === 0) return;
  await trx
    .insertInto('dnnCard')
    .values(cards.map((card) => ({ dnnId: dnn.id, cardId: card.id, createdAt: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Ends the instances of an order that stopped (expired or refunded). */
async function endInstances(trx: Database, orderId: number) {
  await trx
    .updateTable('businessInstance')
    .set({ status: 2, endAt: new Date(), updatedAt: new Date() })
    .where('orderId', '=', orderId)
    .where('status', '=', 1)
    .execute();
}

/** Marks active orders past their term expired, a batch at a time. Safe on every instance. */
export async function expireOrders(db: Database, batch = 500): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await repo.lockExpired(trx, batch);
    for (const { id } of due) {
      await moveOrder(
        trx,
        { id, status: OrderStatus.ACTIVE },
        OrderStatus.EXPIRED,
        { accountId: null, name: SYSTEM_OPERATOR },
        '服务期满',
      );
      await endInstances(trx, id);
    }
    return due.length;
  });
}

// Reads ------------------------------------------------------------------------------------

function toItem(r: repo.OrderListRow): OrderItem {
  return {
    id: r.id,
    orderNo: r.orderNo,
    type: r.orderType as OrderType,
    productName: r.productName,
    skuName: r.skuName,
    custCode: r.custCode,
    custName: r.custName,
    provinceName: provinceName(r.beId),
    amountFen: Number(r.amountFen),
    refundedFen: Number(r.refundedFen),
    months: r.months,
    recurring: r.billingPeriod === 'month',
    status: r.status,
    provisionError: r.status === OrderStatus.PROVISIONING ? (r.provisionError ?? '') : '',
    createTime: formatDateTime(r.createdAt),
    startTime: formatDateTime(r.startAt),
    endTime: formatDateTime(r.endAt),
  };
}

export async function orderPage(db: Database, user: AuthUser, q: OrderQuery) {
  const { rows, total, totalExact } = await repo.orderPage(db, scopeOf(user), q);
  return { rows: rows.map(toItem), total, totalExact };
}

function refundOut(r: repo.RefundRow): RefundItem {
  return {
    id: r.id,
    refundNo: r.refundNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    custName: r.custName,
    productName: r.productName,
    amountFen: Number(r.amountFen),
    paidFen: Number(r.paidFen),
    reason: r.reason,
    status: r.status,
    reviewer: r.reviewerName,
    reviewNote: r.reviewNote,
    createTime: formatDateTime(r.createdAt),
    reviewTime: formatDateTime(r.reviewedAt),
  };
}

/** The billing months of a monthly order: billed once begun, void after a refund. */
export function periodsOf(
  o: {
    billingPeriod: string;
    months: number;
    unitPriceFen: number;
    quantity: number;
    startAt: Date | null;
    endAt: Date | null;
    status: number;
    createdAt: Date;
  },
  now = Date.now(),
): OrderPeriod[] {
  if (o.billingPeriod !== 'month') return [];
  const start = (o.startAt ?? o.createdAt).getTime();
  const stoppedAt = o.status === OrderStatus.REFUNDED && o.endAt ? o.endAt.getTime() : Infinity;
  const void_ = o.status === OrderStatus.CANCELLED || o.status === OrderStatus.REJECTED;
  return Array.from({ length: o.months }, (_, i) => {
    const from = start + i * MONTH_MS;
    const state: OrderPeriod['state'] =
      void_ || from >= stoppedAt ? 'void' : o.startAt && from <= now ? 'billed' : 'upcoming';
    return {
      periodNo: i + 1,
      startTime: formatDateTime(new Date(from)),
      endTime: formatDateTime(new Date(from + MONTH_MS)),
      amountFen: Number(o.unitPriceFen) * o.quantity,
      state,
    };
  });
}

export async function orderDetail(db: Database, user: AuthUser, id: number): Promise<OrderDetail> {
  const o = await repo.findOrder(db, id);
  if (!o) throw notFound(OrderMessages.NOT_FOUND);
  assertInScope(scopeOf(user), o);
  const [events, refunds, instances, held] = await Promise.all([
    repo.eventsOf(db, id),
    repo.refundsOfOrder(db, id),
    repo.instancesOf(db, id),
    repo.refundsHeld(db, id),
  ]);
  const c = o.config;
  return {
    ...toItem(o),
    config: {
      bandwidthMbps: c.bandwidthMbps,
      msisdns: c.msisdns,
      dnn: c.dnn,
      site: c.site,
      contactName: c.contactName,
      contactPhone: c.contactPhone,
      remark: c.remark,
      customProps: c.customProps,
    },
    unitPriceFen: Number(o.unitPriceFen),
    quantity: o.quantity,
    periods: o.periods,
    paidFen: Number(o.paidFen),
    refundableFen: o.status === OrderStatus.ACTIVE ? Math.max(Number(o.paidFen) - held, 0) : 0,
    rejectReason: o.rejectReason,
    events: events.map((e) => ({
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      operator: e.operatorName,
      note: e.note,
      createTime: formatDateTime(e.createdAt),
    })),
    refunds: refunds.map(refundOut),
    instances: instances.map((i) => ({ id: i.id, type: i.type, name: i.name, status: i.status })),
    periodsDetail: periodsOf({
      billingPeriod: o.billingPeriod,
      months: o.months,
      unitPriceFen: Number(o.unitPriceFen),
      quantity: o.quantity,
      startAt: o.startAt,
      endAt: o.endAt,
      status: o.status,
      createdAt: o.createdAt,
    }),
  };
}

// Refunds ----------------------------------------------------------------------------------

/**
 * Customer: asks for money back on an active order. At most what was paid less what is
 * refunded or waiting; one request waiting at a time (also a unique index).
 */
export async function applyRefund(
  db: Database,
  user: AuthUser,
  orderId: number,
  input: { amountFen: number; reason: string },
): Promise<{ id: number; refundNo: string }> {
  customerOf(user);
  return db.transaction().execute(async (trx) => {
    const order = await lockInScope(trx, user, orderId);
    if (order.status !== OrderStatus.ACTIVE) throw warning(OrderMessages.REFUND_NOT_ACTIVE);
    const pending = await trx
      .selectFrom('orderRefund')
      .select('id')
      .where('orderId', '=', orderId)
      .where('status', '=', RefundStatus.PENDING)
      .executeTakeFirst();
    if (pending) throw warning(OrderMessages.REFUND_PENDING);
    const refundable = Number(order.paidFen) - (await repo.refundsHeld(trx, orderId));
    if (input.amountFen > refundable) {
      throw warning(
        fill(OrderMessages.REFUND_EXCEEDS, { amount: formatFen(Math.max(refundable, 0)) }),
      );
    }
    const refundNo = await nextDailyNumber(trx, REFUND_NUMBER_PREFIX);
    const row = await trx
      .insertInto('orderRefund')
      .values({
        refundNo,
        orderId,
        customerId: order.customerId,
        beId: order.beId,
        areaCode: order.areaCode,
        accountId: user.accountId,
        amountFen: input.amountFen,
        reason: input.reason,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('bizOrderEvent')
      .values({
        orderId,
        fromStatus: order.status,
        toStatus: order.status,
        operatorId: user.accountId,
        operatorName: actorOf(user).name,
        note: `申请退款 ${formatFen(input.amountFen)}：${input.reason}`.slice(0, 300),
      })
      .execute();
    return { id: row.id, refundNo };
  });
}

/**
 * Operator: settles a waiting refund. Approval pays it back, ends the order (refunded) and
 * its business; rejection keeps the order as it is.
 */
export async function reviewRefund(
  db: Database,
  user: AuthUser,
  input: { id: number; approve: boolean; note: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const refund = await trx
      .selectFrom('orderRefund')
      .select(['id', 'orderId', 'status', 'amountFen', 'beId', 'areaCode', 'customerId'])
      .where('id', '=', input.id)
      .forUpdate()
      .executeTakeFirst();
    if (!refund) throw notFound(OrderMessages.REFUND_NOT_FOUND);
    assertInScope(scopeOf(user), refund);
    if (refund.status !== RefundStatus.PENDING) throw warning(OrderMessages.REFUND_DONE);
    const order = await lockInScope(trx, user, refund.orderId);
    const actor = actorOf(user);
    const amount = Number(refund.amountFen);
    if (input.approve) {
      const refunded = Number(order.refundedFen) + amount;
      if (refunded > Number(order.paidFen)) {
        throw warning(
          fill(OrderMessages.REFUND_EXCEEDS, {
            amount: formatFen(Number(order.paidFen) - Number(order.refundedFen)),
          }),
        );
      }
      await moveOrder(
        trx,
        order,
        OrderStatus.REFUNDED,
        actor,
        `退款 ${formatFen(amount)} 已审核通过`,
        {
          refundedFen: refunded,
          endAt: new Date(),
        },
      );
      await endInstances(trx, order.id);
    }
    await trx
      .updateTable('orderRefund')
      .set({
        status: input.approve ? RefundStatus.APPROVED : RefundStatus.REJECTED,
        reviewerId: user.accountId,
        reviewerName: actor.name,
        reviewNote: input.note,
        reviewedAt: new Date(),
      })
      .where('id', '=', refund.id)
      .execute();
    if (!input.approve) {
      await trx
        .insertInto('bizOrderEvent')
        .values({
          orderId: order.id,
          fromStatus: order.status,
          toStatus: order.status,
          operatorId: user.accountId,
          operatorName: actor.name,
          note: `退款申请被驳回：${input.note}`.slice(0, 300),
        })
        .execute();
    }
    await notifyOrder(
      trx,
      order,
      input.approve
        ? `订单${order.orderNo}的退款 ${formatFen(amount)} 已审核通过`
        : `订单${order.orderNo}的退款申请未通过：${input.note}`,
    );
  });
}

export async function refundPage(db: Database, user: AuthUser, q: RefundQuery) {
  const { rows, total } = await repo.refundPage(db, scopeOf(user), q);
  return { rows: rows.map(refundOut), total };
}

const REFUND_COLUMNS = [
  { header: '退款单号', key: 'refundNo', width: 22 },
  { header: '订单号', key: 'orderNo', width: 22 },
  { header: '客户', key: 'custName', width: 28 },
  { header: '产品', key: 'productName', width: 18 },
  { header: '实付金额（元）', key: 'paid', width: 16 },
  { header: '退款金额（元）', key: 'amount', width: 16 },
  { header: '退款原因', key: 'reason', width: 36 },
  { header: '状态', key: 'status', width: 10 },
  { header: '审核人', key: 'reviewer', width: 12 },
  { header: '审核意见', key: 'reviewNote', width: 28 },
  { header: '申请时间', key: 'createTime', width: 20 },
  { header: '审核时间', key: 'reviewTime', width: 20 },
] as const;

const yuan = (fen: number) => (Number(fen) / 100).toFixed(2);

export async function refundWorkbook(
  db: Database,
  user: AuthUser,
  q: Omit<RefundQuery, 'page' | 'pageSize'>,
): Promise<Readable> {
  const scope = scopeOf(user);
  if ((await repo.countRefunds(db, scope, q)) > REFUND_EXPORT_MAX_ROWS) {
    throw warning(`导出数据超过${REFUND_EXPORT_MAX_ROWS}条，请缩小筛选范围`);
  }
  const labels = ['待审核', '已退款', '已驳回'];
  return workbookStream({
    sheetName: '退款记录',
    columns: REFUND_COLUMNS,
    batches: repo.refundBatches(db, scope, q, 500),
    toRow: (r) => ({
      refundNo: r.refundNo,
      orderNo: r.orderNo,
      custName: r.custName,
      productName: r.productName,
      paid: yuan(r.paidFen),
      amount: yuan(r.amountFen),
      reason: r.reason,
      status: labels[r.status] ?? '',
      reviewer: r.reviewerName,
      reviewNote: r.reviewNote,
      createTime: formatDateTime(r.createdAt),
      reviewTime: formatDateTime(r.reviewedAt),
    }),
  });
}
