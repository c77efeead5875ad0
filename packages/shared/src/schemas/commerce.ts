import { z } from 'zod';
import { DB_INT_MAX } from '../constants.js';
import { ORDER_TYPES, type OrderType } from '../catalogue.js';
import { MOBILE_PATTERN } from '../format.js';
import { pageQuery, pageResult, visibleName } from './common.js';
import { MSISDN_PATTERN } from './sim.js';

/**
 * Commerce: the product catalogue the operator keeps (categories, properties, products and
 * their SKUs), the orders customers place through /product/order/{type}, their approval,
 * provisioning and refunds. Money is always an integer number of fen.
 */

// Catalogue -------------------------------------------------------------------------------

/** Product and SKU status dictionary (`/pm/product/status/dict`). */
export const ProductStatus = { DRAFT: 0, NORMAL: 1, DISCONTINUED: 2 } as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];
export const PRODUCT_STATUS_LABELS: Readonly<Record<ProductStatus, string>> = {
  0: '草稿',
  1: '正常',
  2: '停售',
};

/** How a SKU is billed: every month of the term, or once. */
export const BILLING_PERIODS = ['month', 'once'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const BILLING_PERIOD_LABELS: Readonly<Record<BillingPeriod, string>> = {
  month: '按月',
  once: '一次性',
};

/** What one unit price covers: the whole order, or each SIM card it applies to. */
export const CHARGE_BY = ['order', 'card'] as const;
export type ChargeBy = (typeof CHARGE_BY)[number];
export const CHARGE_BY_LABELS: Readonly<Record<ChargeBy, string>> = {
  order: '按订单',
  card: '按卡',
};

/** The bandwidth slider's segments (spec §9): six, in Mbps. */
export const BANDWIDTH_SEGMENTS = 6;
export const BANDWIDTH_UNIT = 'Mbps';

/** Longest term an order may run, in months. */
export const ORDER_MAX_MONTHS = 36;
/** Most SIM cards one order may name. */
export const ORDER_MAX_CARDS = 200;

/** A yuan amount for people: ¥1,234.50 (amounts are kept in fen). */
export function formatFen(fen: number | bigint): string {
  const n = Number(fen);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const yuan = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan typed by a person (up to two decimals) to fen, without floating-point error. */
export function yuanToFen(yuan: string | number): number | null {
  const s = String(yuan).trim();
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const FenSchema = z
  .number({ error: '请输入金额' })
  .int('金额须以分为单位的整数')
  .min(0, '金额不能为负数')
  .max(100_000_000_00, '金额超出上限');

export const BandwidthTierSchema = z.object({
  mbps: z.number({ error: '请输入带宽' }).int('带宽须为整数').min(1, '带宽至少1 Mbps').max(100_000),
  priceFen: FenSchema,
});
export type BandwidthTier = z.infer<typeof BandwidthTierSchema>;

const nameField = (label: string, max: number) =>
  visibleName(
    z
      .string({ error: `请输入${label}` })
      .trim()
      .min(1, `请输入${label}`)
      .max(max, `${label}不能超过${max}个字符`),
  );

export const CategorySaveSchema = z.object({
  id: z
    .string({ error: '请输入类目编号' })
    .trim()
    .regex(/^cat\d{4}$/, '类目编号为cat加4位数字，如cat0102'),
  parentId: z.string().trim().nullable().default(null),
  name: nameField('类目名称', 20),
  sortNum: z.coerce.number().int().min(0).max(999).default(0),
  /** The orderable product type this category sells (A1…B3), if any. */
  productCode: z.string().trim().max(20).default(''),
});
export type CategorySaveInput = z.input<typeof CategorySaveSchema>;

export const CategoryItemSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  sortNum: z.number().int(),
  productCode: z.string(),
  productCount: z.number().int(),
});
/** Categories travel flat, parents first; screens build the tree. */
export type CategoryItem = z.infer<typeof CategoryItemSchema>;

export const PROP_INPUT_TYPES = ['select', 'text', 'number'] as const;
export type PropInputType = (typeof PROP_INPUT_TYPES)[number];
export const PROP_INPUT_TYPE_LABELS: Readonly<Record<PropInputType, string>> = {
  select: '下拉选择',
  text: '文本',
  number: '数字',
};

export const PropSaveSchema = z.object({
  name: nameField('属性名称', 20),
  inputType: z.enum(PROP_INPUT_TYPES, { error: '请选择录入方式' }),
  unit: z.string().trim().max(10, '单位不能超过10个字符').default(''),
  /** A custom property is filled in by the customer when ordering (/pm/customizedprops). */
  custom: z.boolean().default(false),
  required: z.boolean().default(false),
});
export type PropSaveInput = z.input<typeof PropSaveSchema>;

export const PropValueSaveSchema = z.object({
  propId: z.coerce.number().int().positive('请选择属性').max(DB_INT_MAX, '请选择属性'),
  value: nameField('属性值', 40),
  sortNum: z.coerce.number().int().min(0).max(999).default(0),
});

export const PropItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inputType: z.enum(PROP_INPUT_TYPES),
  unit: z.string(),
  custom: z.boolean(),
  required: z.boolean(),
  values: z.array(z.object({ id: z.number().int(), value: z.string(), sortNum: z.number() })),
  /** Categories the property is linked to. */
  categoryIds: z.array(z.string()),
});
export type PropItem = z.infer<typeof PropItemSchema>;

export const CategoryPropLinkSchema = z.object({
  categoryId: z.string().trim().min(1, '请选择类目'),
  propIds: z.array(z.number().int().positive()).min(1, '请选择属性').max(50),
});

export const SkuSaveSchema = z
  .object({
    id: z.number().int().positive().optional(),
    skuCode: z
      .string({ error: '请输入SKU编码' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,32}$/, 'SKU编码为2-32位字母、数字、下划线或连字符'),
    name: nameField('规格名称', 40),
    /** '' or 'HA' (the high-availability variant ordered as B3_HA). */
    variant: z.enum(['', 'HA']).default(''),
    priceFen: FenSchema,
    unit: nameField('计价单位', 10),
    billingPeriod: z.enum(BILLING_PERIODS, { error: '请选择计费周期' }),
    chargeBy: z.enum(CHARGE_BY, { error: '请选择计价方式' }).default('order'),
    /** Six bandwidth tiers for the slider, or none when the SKU is not sold by bandwidth. */
    bandwidthTiers: z.array(BandwidthTierSchema).default([]),
    onShelf: z.boolean().default(true),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
  })
  .refine((s) => s.bandwidthTiers.length === 0 || s.bandwidthTiers.length === BANDWIDTH_SEGMENTS, {
    message: `带宽档位须为${BANDWIDTH_SEGMENTS}档`,
    path: ['bandwidthTiers'],
  })
  .refine((s) => s.bandwidthTiers.every((t, i, a) => i === 0 || t.mbps > a[i - 1]!.mbps), {
    message: '带宽档位须从小到大排列且不重复',
    path: ['bandwidthTiers'],
  });
export type SkuSaveInput = z.input<typeof SkuSaveSchema>;

export const ProductSaveSchema = z.object({
  code: z
    .string({ error: '请输入产品编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/, '产品编码为字母开头的1-32位字母、数字或下划线'),
  name: nameField('产品名称', 40),
  categoryId: z.string().trim().nullable().default(null),
  description: z.string().trim().max(500, '产品描述不能超过500个字符').default(''),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(1),
  /** Property values chosen for the product's category properties. */
  props: z
    .array(z.object({ propId: z.number().int().positive(), value: z.string().trim().max(40) }))
    .max(50)
    .default([]),
  skus: z.array(SkuSaveSchema).max(30, '一个产品最多30个规格').default([]),
});
export type ProductSaveInput = z.input<typeof ProductSaveSchema>;

export const ProductQuerySchema = pageQuery().extend({
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').optional(),
  categoryId: z.string().trim().max(20).optional(),
  onShelf: z.enum(['true', 'false']).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

export const SkuItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  skuCode: z.string(),
  name: z.string(),
  variant: z.string(),
  priceFen: z.number().int(),
  unit: z.string(),
  billingPeriod: z.enum(BILLING_PERIODS),
  chargeBy: z.enum(CHARGE_BY),
  bandwidthTiers: z.array(BandwidthTierSchema),
  onShelf: z.boolean(),
  status: z.number().int(),
  updateTime: z.string(),
});
export type SkuItem = z.infer<typeof SkuItemSchema>;

export const ProductItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  categoryName: z.string(),
  description: z.string(),
  onShelf: z.boolean(),
  status: z.number().int(),
  skuCount: z.number().int(),
  /** Lowest on-shelf SKU price, for lists ("起"). */
  minPriceFen: z.number().int().nullable(),
  updateTime: z.string(),
});
export type ProductItem = z.infer<typeof ProductItemSchema>;
export const ProductPageSchema = pageResult(ProductItemSchema);

export const ProductDetailSchema = ProductItemSchema.extend({
  props: z.array(z.object({ propId: z.number().int(), name: z.string(), value: z.string() })),
  skus: z.array(SkuItemSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** What the portal and the order flow read of an orderable product. */
export const PortalOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  onShelf: z.boolean(),
  skus: z.array(SkuItemSchema),
  customProps: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      inputType: z.enum(PROP_INPUT_TYPES),
      unit: z.string(),
      required: z.boolean(),
      values: z.array(z.string()),
    }),
  ),
});
export type PortalOffer = z.infer<typeof PortalOfferSchema>;

export const CatalogueMessages = {
  PRODUCT_NOT_FOUND: '产品不存在',
  SKU_NOT_FOUND: '规格不存在',
  CATEGORY_NOT_FOUND: '类目不存在',
  PROP_NOT_FOUND: '属性不存在',
  CODE_TAKEN: '产品编码已存在',
  SKU_CODE_TAKEN: 'SKU编码已存在',
  CATEGORY_TAKEN: '类目编号已存在',
  CATEGORY_IN_USE: '类目下还有子类目或产品，不能删除',
  PROP_TAKEN: '属性名称已存在',
  PROP_VALUE_TAKEN: '该属性值已存在',
  PROP_IN_USE: '属性已关联类目，请先取消关联',
  PRODUCT_HAS_ORDERS: '产品已有订单，不能删除，可改为下架',
  SKU_HAS_ORDERS: '规格已有订单，不能删除，可改为下架',
  NO_SKU_ON_SHELF: '产品没有上架的规格，不能上架',
} as const;

/** The back office's further catalogue answers (rules beyond CatalogueMessages). */
export const CatalogueRuleMessages = {
  PARENT_NOT_TOP: '上级类目须为一级类目',
  PARENT_SELF: '上级类目不能是类目自身',
  HAS_CHILDREN: '该类目下还有子类目，不能设置上级类目',
  PROP_KIND_GENERAL: '所选属性须为通用属性',
  PROP_KIND_CUSTOM: '所选属性须为定制属性',
  PROP_CUSTOM_LOCKED: '属性已关联类目，不能修改是否为定制属性',
  PROP_DUPLICATE: '同一属性只能填写一次',
  PRODUCT_NOT_NORMAL: '只有状态为“正常”的产品可以上架',
  propNotLinked: (name: string) => `属性“${name}”未关联到所选类目`,
  propRequired: (name: string) => `请填写${name}`,
  propValueInvalid: (name: string) => `${name}的取值不在可选范围内`,
  propNumberInvalid: (name: string) => `${name}须为数字`,
  SAVED: '保存成功',
  DELETED: '删除成功',
  ON_SHELF: '已上架',
  OFF_SHELF: '已下架',
  LINKED: '已关联',
  UNLINKED: '已取消关联',
} as const;

/** PUT /pm/category/:id: everything but the id, which never changes. */
export const CategoryUpdateSchema = CategorySaveSchema.omit({ id: true });
export type CategoryUpdateInput = z.input<typeof CategoryUpdateSchema>;

/** PUT /pm/props/value/:id: the value and its place; it stays with its property. */
export const PropValueUpdateSchema = PropValueSaveSchema.omit({ propId: true });

/** GET /pm/props: all properties, or only general (`false`) or custom (`true`) ones. */
export const PropQuerySchema = z.object({ custom: z.enum(['true', 'false']).optional() });

/** Products or SKUs a batch action (上架, 下架) applies to. */
export const CatalogueIdsSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: '请选择记录' })
        .int()
        .positive('记录编号不正确')
        .max(DB_INT_MAX, '记录编号不正确'),
      {
        error: '请选择记录',
      },
    )
    .min(1, '请至少选择一条记录')
    .max(100, '一次最多操作100条记录'),
});
export type CatalogueIdsInput = z.input<typeof CatalogueIdsSchema>;

/** A status dictionary entry (`/pm/product/status/dict`). */
export const DictItemSchema = z.object({ value: z.number().int(), label: z.string() });
export type DictItem = z.infer<typeof DictItemSchema>;

/** GET /pm/product/fuzzy/list: products for a selector, by name or code. */
export const ProductFuzzyQuerySchema = z.object({
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').default(''),
});
export const ProductFuzzyItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type ProductFuzzyItem = z.infer<typeof ProductFuzzyItemSchema>;

/** A SKU with the product it belongs to (`/pm/product/sku/a3a4/all`). */
export const SkuOfProductSchema = SkuItemSchema.extend({
  productCode: z.string(),
  productName: z.string(),
});
export type SkuOfProduct = z.infer<typeof SkuOfProductSchema>;

/** GET /pm/category/portal/list: the category tree's names, top level first. */
export const PortalCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  productCode: z.string(),
  children: z.array(z.object({ id: z.string(), name: z.string(), productCode: z.string() })),
});
export type PortalCategory = z.infer<typeof PortalCategorySchema>;

// Orders ----------------------------------------------------------------------------------

/**
 * submitted → approving → provisioning → active → expired | refunded, and cancelled
 * (by the customer before provisioning) or rejected (by the operator while reviewing).
 */
export const OrderStatus = {
  SUBMITTED: 0,
  APPROVING: 1,
  PROVISIONING: 2,
  ACTIVE: 3,
  EXPIRED: 4,
  CANCELLED: 5,
  REFUNDED: 6,
  REJECTED: 7,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus) as OrderStatus[];
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  0: '已提交',
  1: '审核中',
  2: '开通中',
  3: '生效中',
  4: '已到期',
  5: '已取消',
  6: '已退款',
  7: '已驳回',
};

/** Every legal move of an order. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  0: [OrderStatus.APPROVING, OrderStatus.CANCELLED, OrderStatus.REJECTED],
  1: [OrderStatus.PROVISIONING, OrderStatus.CANCELLED, OrderStatus.REJECTED],
  2: [OrderStatus.ACTIVE],
  3: [OrderStatus.EXPIRED, OrderStatus.REFUNDED],
  4: [],
  5: [],
  6: [],
  7: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Still with the operator: the customer can cancel it. */
export const ORDER_CANCELLABLE: readonly OrderStatus[] = [
  OrderStatus.SUBMITTED,
  OrderStatus.APPROVING,
];

export const RefundStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type RefundStatus = (typeof RefundStatus)[keyof typeof RefundStatus];
export const REFUND_STATUS_LABELS: Readonly<Record<RefundStatus, string>> = {
  0: '待审核',
  1: '已退款',
  2: '已驳回',
};

/** What each order type asks for on step 1. */
export interface OrderTypeForm {
  /** The catalogue product the type sells. */
  product: 'A1' | 'A2' | 'A3' | 'A4' | 'B3';
  /** SKU variant: B3_HA orders the high-availability SKUs of B3. */
  variant: '' | 'HA';
  cards: 'required' | 'optional' | 'none';
  dnn: 'required' | 'optional' | 'none';
  site: 'required' | 'none';
  siteLabel: string;
}
export const ORDER_TYPE_FORMS: Readonly<Record<OrderType, OrderTypeForm>> = {
  A1: { product: 'A1', variant: '', cards: 'required', dnn: 'none', site: 'none', siteLabel: '' },
  A2: {
    product: 'A2',
    variant: '',
    cards: 'optional',
    dnn: 'required',
    site: 'none',
    siteLabel: '',
  },
  A3: {
    product: 'A3',
    variant: '',
    cards: 'none',
    dnn: 'optional',
    site: 'required',
    siteLabel: '保障区域',
  },
  A4: {
    product: 'A4',
    variant: '',
    cards: 'none',
    dnn: 'required',
    site: 'required',
    siteLabel: 'UPF部署位置',
  },
  B3: {
    product: 'B3',
    variant: '',
    cards: 'none',
    dnn: 'optional',
    site: 'required',
    siteLabel: '建设地点',
  },
  B3_HA: {
    product: 'B3',
    variant: 'HA',
    cards: 'none',
    dnn: 'optional',
    site: 'required',
    siteLabel: '建设地点',
  },
};

export const ORDER_TYPE_NAMES: Readonly<Record<OrderType, string>> = {
  A1: '业务加速',
  A2: '业务隔离',
  A3: '本地业务保障',
  A4: '数据不出场',
  B3: '专网专用',
  B3_HA: '专网专用（高可用）',
};

export const ORDER_STEPS = ['订单配置', '订单确认', '订单提交'] as const;

export const DNN_PATTERN = /^[a-z0-9][a-z0-9.-]{2,62}$/;

export const OrderMessages = {
  SKU_REQUIRED: '请选择套餐规格',
  MONTHS_REQUIRED: '请选择订购时长',
  MONTHS_RANGE: `订购时长为1-${ORDER_MAX_MONTHS}个月`,
  BANDWIDTH_REQUIRED: '请选择带宽',
  CARDS_REQUIRED: '请填写适用的物联网卡号',
  CARDS_TOO_MANY: `一次最多${ORDER_MAX_CARDS}张卡`,
  CARD_INVALID: '卡号须为11位数字',
  DNN_REQUIRED: '请输入DNN名称',
  DNN_INVALID: 'DNN名称为3-63位小写字母、数字、点或连字符，以字母或数字开头',
  SITE_REQUIRED: '请输入部署位置',
  CONTACT_REQUIRED: '请输入联系人',
  PHONE_REQUIRED: '请输入联系电话',
  PHONE_INVALID: '联系电话格式不正确',
  PROP_REQUIRED: '请填写{name}',
  DRAFT_REQUIRED: '订单草稿编号缺失，请刷新页面后重试',
  PRODUCT_OFF_SHELF: '该产品已下架，暂不支持订购',
  SKU_OFF_SHELF: '所选规格已下架，请返回重新选择',
  SKU_MISMATCH: '所选规格不属于该产品',
  BANDWIDTH_NOT_OFFERED: '所选规格不提供该带宽档位',
  PRICE_CHANGED: '价格已调整为{price}，请返回上一步确认最新价格',
  CARDS_NOT_OWN: '以下卡号不属于本企业或不在您的管理范围：{list}',
  CUSTOMER_ONLY: '请使用企业账号订购',
  NOT_FOUND: '订单不存在',
  ILLEGAL_TRANSITION: '订单当前为“{status}”，不能{action}',
  SUBMITTED: '订单已提交，等待运营人员审核',
  CANCELLED: '订单已取消',
  REJECT_REASON_REQUIRED: '请填写驳回原因',
  REFUND_NOT_ACTIVE: '只有生效中的订单可以申请退款',
  REFUND_PENDING: '该订单已有待审核的退款申请',
  REFUND_EXCEEDS: '退款金额不能超过可退金额{amount}',
  REFUND_AMOUNT_REQUIRED: '请输入退款金额',
  REFUND_REASON_REQUIRED: '请填写退款原因',
  REFUND_NOT_FOUND: '退款申请不存在',
  REFUND_DONE: '该退款申请已处理',
  REFUND_SUBMITTED: '退款申请已提交，等待运营人员审核',
} as const;

const CardsSchema = z
  .array(z.string().trim().regex(MSISDN_PATTERN, OrderMessages.CARD_INVALID))
  .max(ORDER_MAX_CARDS, OrderMessages.CARDS_TOO_MANY)
  .default([]);

/** Step 1: what the customer chose. The price is never part of it. */
export const OrderConfigSchema = z
  .object({
    type: z.enum(ORDER_TYPES, { error: '订购类型不正确' }),
    skuId: z
      .number({ error: OrderMessages.SKU_REQUIRED })
      .int()
      .positive(OrderMessages.SKU_REQUIRED),
    /** Slider level 1…6; 0 for a SKU not sold by bandwidth. */
    bandwidthLevel: z.number().int().min(0).max(BANDWIDTH_SEGMENTS).default(0),
    months: z
      .number({ error: OrderMessages.MONTHS_REQUIRED })
      .int(OrderMessages.MONTHS_RANGE)
      .min(1, OrderMessages.MONTHS_RANGE)
      .max(ORDER_MAX_MONTHS, OrderMessages.MONTHS_RANGE),
    msisdns: CardsSchema,
    dnn: z.string().trim().max(63, OrderMessages.DNN_INVALID).default(''),
    site: z.string().trim().max(60, '部署位置不能超过60个字符').default(''),
    contactName: visibleName(
      z
        .string({ error: OrderMessages.CONTACT_REQUIRED })
        .trim()
        .min(1, OrderMessages.CONTACT_REQUIRED)
        .max(20, '联系人不能超过20个字符'),
    ),
    contactPhone: z
      .string({ error: OrderMessages.PHONE_REQUIRED })
      .trim()
      .min(1, OrderMessages.PHONE_REQUIRED)
      .regex(MOBILE_PATTERN, OrderMessages.PHONE_INVALID),
    /** Answers to the category's custom properties, by property id. */
    customProps: z
      .record(z.string(), z.string().trim().max(100, '填写内容不能超过100个字符'))
      .default({}),
    remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
  })
  .superRefine((v, ctx) => {
    const form = ORDER_TYPE_FORMS[v.type];
    if (form.cards === 'required' && v.msisdns.length === 0)
      ctx.addIssue({ code: 'custom', message: OrderMessages.CARDS_REQUIRED, path: ['msisdns'] });
    if (form.dnn === 'required' && v.dnn === '')
      ctx.addIssue({ code: 'custom', message: OrderMessages.DNN_REQUIRED, path: ['dnn'] });
    if (v.dnn !== '' && !DNN_PATTERN.test(v.dnn))
      ctx.addIssue({ code: 'custom', message: OrderMessages.DNN_INVALID, path: ['dnn'] });
    if (form.site === 'required' && v.site === '')
      ctx.addIssue({
        code: 'custom',
        message: `请输入${form.siteLabel}`,
        path: ['site'],
      });
  });
export type OrderConfigInput = z.input<typeof OrderConfigSchema>;
export type OrderConfig = z.infer<typeof OrderConfigSchema>;

/** Step 3: the confirmed configuration, the price the customer saw, and the draft's key. */
export const OrderCommitSchema = z.object({
  config: OrderConfigSchema,
  /** Shown on step 2; refused when the catalogue price has moved since. */
  expectedAmountFen: z.number().int().min(0),
  /** One per order draft: a repeated submission answers the order already made. */
  idempotencyKey: z
    .string({ error: OrderMessages.DRAFT_REQUIRED })
    .regex(/^[A-Za-z0-9-]{16,64}$/, OrderMessages.DRAFT_REQUIRED),
});
export type OrderCommitInput = z.input<typeof OrderCommitSchema>;

export const OrderQuoteSchema = z.object({
  type: z.enum(ORDER_TYPES),
  productName: z.string(),
  skuName: z.string(),
  billingPeriod: z.enum(BILLING_PERIODS),
  chargeBy: z.enum(CHARGE_BY),
  unit: z.string(),
  bandwidthMbps: z.number().int().nullable(),
  /** Price of one unit for one billing period. */
  unitPriceFen: z.number().int(),
  /** Units charged: 1, or the number of cards. */
  quantity: z.number().int(),
  /** Billing periods: the months, or 1 for a one-off SKU. */
  periods: z.number().int(),
  amountFen: z.number().int(),
});
export type OrderQuote = z.infer<typeof OrderQuoteSchema>;

/**
 * The price of an order from the catalogue's SKU: one unit price (the bandwidth tier's
 * when the SKU is sold by bandwidth), times the cards when charged per card, times the
 * months when billed monthly. Integers in fen throughout.
 */
export function computeOrderAmount(
  sku: {
    priceFen: number;
    billingPeriod: BillingPeriod;
    chargeBy: ChargeBy;
    bandwidthTiers: readonly BandwidthTier[];
  },
  choice: { bandwidthLevel: number; months: number; cards: number },
): {
  unitPriceFen: number;
  quantity: number;
  periods: number;
  amountFen: number;
  bandwidthMbps: number | null;
} | null {
  let unitPriceFen = sku.priceFen;
  let bandwidthMbps: number | null = null;
  if (sku.bandwidthTiers.length > 0) {
    const tier = sku.bandwidthTiers[choice.bandwidthLevel - 1];
    if (!tier) return null;
    unitPriceFen = tier.priceFen;
    bandwidthMbps = tier.mbps;
  }
  const quantity = sku.chargeBy === 'card' ? Math.max(choice.cards, 1) : 1;
  const periods = sku.billingPeriod === 'month' ? choice.months : 1;
  return {
    unitPriceFen,
    quantity,
    periods,
    amountFen: unitPriceFen * quantity * periods,
    bandwidthMbps,
  };
}

export const OrderQuerySchema = pageQuery().extend({
  orderNo: z.string().trim().max(32, '订单号不能超过32个字符').optional(),
  type: z.enum(ORDER_TYPES).optional(),
  status: z.coerce.number().int().min(0).max(7).optional(),
  keyword: z.string().trim().max(40, '关键词不能超过40个字符').optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
  beId: z.string().trim().max(10).optional(),
});
export type OrderQuery = z.infer<typeof OrderQuerySchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  type: z.enum(ORDER_TYPES),
  productName: z.string(),
  skuName: z.string(),
  custCode: z.string(),
  custName: z.string(),
  provinceName: z.string(),
  amountFen: z.number().int(),
  refundedFen: z.number().int(),
  months: z.number().int(),
  recurring: z.boolean(),
  status: z.number().int(),
  /** The provisioning job's last failure while it is being retried. */
  provisionError: z.string(),
  createTime: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;
export const OrderPageSchema = pageResult(OrderItemSchema).extend({
  /** False when the total stopped at ORDER_COUNT_CAP (shown as "N+"). */
  totalExact: z.boolean(),
});
/** Order lists count their matches up to this many. */
export const ORDER_COUNT_CAP = 10_000;

export const OrderEventSchema = z.object({
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int(),
  operator: z.string(),
  note: z.string(),
  createTime: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

export const OrderPeriodSchema = z.object({
  periodNo: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  amountFen: z.number().int(),
  /** billed: the month has begun; upcoming: not yet; void: ended early by a refund. */
  state: z.enum(['billed', 'upcoming', 'void']),
});
export type OrderPeriod = z.infer<typeof OrderPeriodSchema>;

export const RefundItemSchema = z.object({
  id: z.number().int(),
  refundNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  custName: z.string(),
  productName: z.string(),
  amountFen: z.number().int(),
  paidFen: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  reviewer: z.string(),
  reviewNote: z.string(),
  createTime: z.string(),
  reviewTime: z.string(),
});
export type RefundItem = z.infer<typeof RefundItemSchema>;
export const RefundPageSchema = pageResult(RefundItemSchema);

export const OrderDetailSchema = OrderItemSchema.extend({
  config: z.object({
    bandwidthMbps: z.number().int().nullable(),
    msisdns: z.array(z.string()),
    dnn: z.string(),
    site: z.string(),
    contactName: z.string(),
    contactPhone: z.string(),
    remark: z.string(),
    customProps: z.array(z.object({ name: z.string(), value: z.string() })),
  }),
  unitPriceFen: z.number().int(),
  quantity: z.number().int(),
  periods: z.number().int(),
  paidFen: z.number().int(),
  /** What a refund may still ask for: paid, less refunds approved or pending. */
  refundableFen: z.number().int(),
  rejectReason: z.string(),
  events: z.array(OrderEventSchema),
  refunds: z.array(RefundItemSchema),
  instances: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      name: z.string(),
      status: z.number().int(),
    }),
  ),
  periodsDetail: z.array(OrderPeriodSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const OrderRejectSchema = z.object({
  reason: z
    .string({ error: OrderMessages.REJECT_REASON_REQUIRED })
    .trim()
    .min(1, OrderMessages.REJECT_REASON_REQUIRED)
    .max(200, '驳回原因不能超过200个字符'),
});

export const RefundApplySchema = z.object({
  amountFen: z
    .number({ error: OrderMessages.REFUND_AMOUNT_REQUIRED })
    .int('金额须以分为单位的整数')
    .positive(OrderMessages.REFUND_AMOUNT_REQUIRED),
  reason: z
    .string({ error: OrderMessages.REFUND_REASON_REQUIRED })
    .trim()
    .min(1, OrderMessages.REFUND_REASON_REQUIRED)
    .max(200, '退款原因不能超过200个字符'),
});
export type RefundApplyInput = z.input<typeof RefundApplySchema>;

/** `/cp/om/web/refund/update`: approve, or reject with a note. */
export const RefundReviewSchema = z
  .object({
    id: z.number().int().positive(),
    approve: z.boolean(),
    note: z.string().trim().max(200, '审核意见不能超过200个字符').default(''),
  })
  .refine((v) => v.approve || v.note !== '', {
    message: '请填写驳回原因',
    path: ['note'],
  });

export const RefundQuerySchema = pageQuery().extend({
  orderNo: z.string().trim().max(32).optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')
    .optional(),
});
export type RefundQuery = z.infer<typeof RefundQuerySchema>;
