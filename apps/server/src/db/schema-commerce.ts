import type { ColumnType, Generated } from 'kysely';
import type { BandwidthTier } from '@pn/shared';
import type { NullableTimestamp, Timestamp } from './schema.js';

/** Background jobs, the product catalogue, orders and refunds (migration 2026_11_25_000001). */

/** bigint columns are read as numbers (the int8 parser in database.ts). */
type Fen = ColumnType<number, number, number>;
/** jsonb written as JSON text, read parsed. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface BackgroundJobTable {
  id: Generated<number>;
  queue: string;
  payload: Json<Record<string, unknown>>;
  /** 0 queued, 1 running, 2 done, 3 failed. */
  status: Generated<number>;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  runAt: ColumnType<Date, Date | string | undefined, Date | string>;
  startedAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  lastError: Generated<string>;
  ref: Generated<string>;
  /** Who holds the running job (one name per claim); writes of the holder check it. */
  leaseOwner: Generated<string>;
  /** The holder renews this while it works; past it, another runner may claim the job. */
  leaseExpiresAt: NullableTimestamp;
  createdAt: Generated<Date>;
}

export interface ProductCategoryTable {
  id: string;
  parentId: string | null;
  name: string;
  sortNum: Generated<number>;
  productCode: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface ProductPropTable {
  id: Generated<number>;
  name: string;
  inputType: string;
  unit: Generated<string>;
  custom: Generated<boolean>;
  required: Generated<boolean>;
  createdAt: Generated<Date>;
}

export interface ProductPropValueTable {
  id: Generated<number>;
  propId: number;
  value: string;
  sortNum: Generated<number>;
}

export interface CategoryPropTable {
  categoryId: string;
  propId: number;
}

export interface ProductTable {
  id: Generated<number>;
  code: string;
  name: string;
  categoryId: string | null;
  description: Generated<string>;
  onShelf: Generated<boolean>;
  status: Generated<number>;
  props: Json<{ propId: number; value: string }[]>;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface ProductSkuTable {
  id: Generated<number>;
  productId: number;
  skuCode: string;
  name: string;
  variant: Generated<string>;
  priceFen: Fen;
  unit: string;
  billingPeriod: string;
  chargeBy: Generated<string>;
  bandwidthTiers: Json<BandwidthTier[]>;
  onShelf: Generated<boolean>;
  status: Generated<number>;
  sortNum: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

/** What the customer chose, kept on the order as it was submitted. */
export interface OrderConfigRecord {
  bandwidthLevel: number;
  bandwidthMbps: number | null;
  msisdns: string[];
  dnn: string;
  site: string;
  contactName: string;
  contactPhone: string;
  remark: string;
  customProps: { name: string; value: string }[];
}

export interface BizOrderTable {
  id: Generated<number>;
  orderNo: string;
  customerId: number;
  accountId: number | null;
  beId: string;
  areaCode: Generated<string>;
  orderType: string;
  productId: number;
  skuId: number;
  productName: string;
  skuName: string;
  config: ColumnType<OrderConfigRecord, string, string>;
  months: number;
  billingPeriod: string;
  unitPriceFen: Fen;
  quantity: number;
  periods: number;
  amountFen: Fen;
  paidFen: ColumnType<number, number | undefined, number>;
  refundedFen: ColumnType<number, number | undefined, number>;
  status: Generated<number>;
  idempotencyKey: string;
  rejectReason: Generated<string>;
  reviewerId: number | null;
  startAt: NullableTimestamp;
  endAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface BizOrderEventTable {
  id: Generated<number>;
  orderId: number;
  fromStatus: number | null;
  toStatus: number;
  operatorId: number | null;
  operatorName: string;
  note: Generated<string>;
  createdAt: Generated<Date>;
}

export interface OrderRefundTable {
  id: Generated<number>;
  refundNo: string;
  orderId: number;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  accountId: number | null;
  amountFen: Fen;
  reason: string;
  /** 0 pending, 1 approved, 2 rejected. */
  status: Generated<number>;
  reviewerId: number | null;
  reviewerName: Generated<string>;
  reviewNote: Generated<string>;
  createdAt: Generated<Date>;
  reviewedAt: NullableTimestamp;
}

export interface BusinessInstanceTable {
  id: Generated<number>;
  orderId: number | null;
  customerId: number;
  beId: string;
  areaCode: Generated<string>;
  type: string;
  name: string;
  config: Json<Record<string, unknown>>;
  /** 1 active, 2 ended. */
  status: Generated<number>;
  startAt: ColumnType<Date, Date | string | undefined, Date | string>;
  endAt: NullableTimestamp;
  createdAt: Generated<Date>;
  updatedAt: Timestamp;
}

export interface CommerceTables {
  backgroundJob: BackgroundJobTable;
  productCategory: ProductCategoryTable;
  productProp: ProductPropTable;
  productPropValue: ProductPropValueTable;
  categoryProp: CategoryPropTable;
  product: ProductTable;
  productSku: ProductSkuTable;
  bizOrder: BizOrderTable;
  bizOrderEvent: BizOrderEventTable;
  orderRefund: OrderRefundTable;
  businessInstance: BusinessInstanceTable;
}
