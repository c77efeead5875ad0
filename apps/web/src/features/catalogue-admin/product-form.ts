import {
  BANDWIDTH_SEGMENTS,
  ProductSaveSchema,
  yuanToFen,
  type BillingPeriod,
  type ChargeBy,
  type ProductDetail,
  type ProductSaveInput,
  type SkuItem,
} from '@pn/shared';

/**
 * The product editor's form values and their way to and from the API: prices are typed in
 * yuan (text, up to two decimals) and travel as integer fen, converted digit by digit and
 * never through floating point; bandwidth tiers are six rows or none.
 */

type Status = 0 | 1 | 2;

export interface TierFormValues {
  mbps: number | null;
  /** Yuan, as typed. */
  price: string;
}

export interface SkuFormValues {
  id?: number;
  skuCode: string;
  name: string;
  variant: '' | 'HA';
  /** Yuan, as typed. */
  price: string;
  unit: string;
  billingPeriod: BillingPeriod;
  chargeBy: ChargeBy;
  /** Sold by bandwidth: the six tiers below apply. */
  byBandwidth: boolean;
  tiers: TierFormValues[];
  onShelf: boolean;
  status: Status;
}

export interface ProductFormValues {
  code: string;
  name: string;
  categoryId: string | null;
  description: string;
  status: Status;
  /** Chosen values of the category's general properties, by property id. */
  props: Record<string, string | undefined>;
  skus: SkuFormValues[];
}

export const yuanMessage = '请输入金额（元），最多两位小数';

/** Fen as yuan for an input: 123456 → "1234.56", 2000 → "20.00" (no separators, no sign). */
export function fenToYuanText(fen: number): string {
  const abs = Math.abs(Math.trunc(fen));
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return fen < 0 ? `-${text}` : text;
}

const isStatus = (n: number): n is Status => n === 0 || n === 1 || n === 2;

export const emptyTiers = (): TierFormValues[] =>
  Array.from({ length: BANDWIDTH_SEGMENTS }, () => ({ mbps: null, price: '' }));

export function emptySku(): SkuFormValues {
  return {
    skuCode: '',
    name: '',
    variant: '',
    price: '',
    unit: '月',
    billingPeriod: 'month',
    chargeBy: 'order',
    byBandwidth: false,
    tiers: emptyTiers(),
    onShelf: true,
    status: 1,
  };
}

export function skuFormOf(s: SkuItem): SkuFormValues {
  return {
    id: s.id,
    skuCode: s.skuCode,
    name: s.name,
    variant: s.variant === 'HA' ? 'HA' : '',
    price: fenToYuanText(s.priceFen),
    unit: s.unit,
    billingPeriod: s.billingPeriod,
    chargeBy: s.chargeBy,
    byBandwidth: s.bandwidthTiers.length > 0,
    tiers:
      s.bandwidthTiers.length > 0
        ? s.bandwidthTiers.map((t) => ({ mbps: t.mbps, price: fenToYuanText(t.priceFen) }))
        : emptyTiers(),
    onShelf: s.onShelf,
    status: isStatus(s.status) ? s.status : 1,
  };
}

export function emptyProduct(): ProductFormValues {
  return {
    code: '',
    name: '',
    categoryId: null,
    description: '',
    status: 1,
    props: {},
    skus: [],
  };
}

export function productFormOf(d: ProductDetail): ProductFormValues {
  return {
    code: d.code,
    name: d.name,
    categoryId: d.categoryId,
    description: d.description,
    status: isStatus(d.status) ? d.status : 1,
    props: Object.fromEntries(d.props.map((p) => [String(p.propId), p.value])),
    skus: d.skus.map(skuFormOf),
  };
}

/** Where a problem is in the form: antd's field name path. */
export type FormPath = (string | number)[];
export interface FormIssue {
  path: FormPath;
  message: string;
}

export type PayloadResult =
  { ok: true; payload: ProductSaveInput } | { ok: false; issues: FormIssue[] };

/** A yuan text as fen, or NaN when it is not an amount (the schema then refuses it). */
const fenOf = (yuan: string): number => yuanToFen(yuan) ?? Number.NaN;

/** The schema's path of a SKU field, as the form's path. */
function formPathOf(path: readonly PropertyKey[]): FormPath {
  const p = path.map((k) => (typeof k === 'symbol' ? String(k) : k));
  if (p[0] === 'skus' && typeof p[1] === 'number') {
    const [, i, field, j, tierField] = p;
    if (field === 'priceFen') return ['skus', i, 'price'];
    if (field === 'bandwidthTiers' && typeof j === 'number') {
      return ['skus', i, 'tiers', j, tierField === 'priceFen' ? 'price' : 'mbps'];
    }
    if (field === 'bandwidthTiers') return ['skus', i, 'byBandwidth'];
    return ['skus', i, ...(field === undefined ? [] : [field])];
  }
  if (p[0] === 'props') return ['props'];
  return p.slice(0, 1);
}

/**
 * The save payload of the form's values, checked by the server's own schema: either the
 * payload or the problems, each placed on its form field (money problems on the yuan
 * input they came from).
 */
export function productPayloadOf(v: ProductFormValues): PayloadResult {
  const payload: ProductSaveInput = {
    code: v.code,
    name: v.name,
    categoryId: v.categoryId || null,
    description: v.description ?? '',
    status: v.status,
    props: Object.entries(v.props ?? {})
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')
      .map(([propId, value]) => ({ propId: Number(propId), value: value.trim() })),
    skus: (v.skus ?? []).map((s) => ({
      ...(s.id === undefined ? {} : { id: s.id }),
      skuCode: s.skuCode,
      name: s.name,
      variant: s.variant,
      priceFen: fenOf(s.price),
      unit: s.unit,
      billingPeriod: s.billingPeriod,
      chargeBy: s.chargeBy,
      bandwidthTiers: s.byBandwidth
        ? s.tiers.map((t) => ({ mbps: t.mbps ?? Number.NaN, priceFen: fenOf(t.price) }))
        : [],
      onShelf: s.onShelf,
      status: s.status,
    })),
  };
  const checked = ProductSaveSchema.safeParse(payload);
  if (checked.success) return { ok: true, payload };
  const issues = checked.error.issues.map((i) => {
    const path = formPathOf(i.path);
    const money = path[path.length - 1] === 'price';
    // NaN fen means the yuan text itself was wrong: say how to type it.
    const invalidAmount = money && i.code === 'invalid_type';
    return { path, message: invalidAmount ? yuanMessage : i.message };
  });
  return { ok: false, issues };
}
