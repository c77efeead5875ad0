import {
  caseTypeOf,
  orderHref,
  productCategoryOf,
  PRODUCT_FAMILIES,
  PRODUCT_GROUP_LABELS,
  PRODUCT_INTRO_NAMES,
  PRODUCT_INTRODUCE_TYPES,
  productHref,
  productOf,
  PRODUCTS,
  productsOfFamily,
  productsOfGroup,
  type CaseTypeDef,
  type ProductDef,
} from '@pn/shared';
import type { BannerCrumb } from '@/components/portal/page-banner';
import type { PageTab } from '@/components/portal/page-tab-bar';
import { paths } from '@/config/paths';
import { nav } from '@/locales/zh-CN/common';
import type { ProductDetail } from './content';

/** The two product routes: /product/introduce/:type and /product/intro/:name. */
export type ProductRoute = 'introduce' | 'intro';

const ROUTE_CODES: Readonly<Record<ProductRoute, readonly string[]>> = {
  introduce: PRODUCT_INTRODUCE_TYPES,
  intro: PRODUCT_INTRO_NAMES,
};

/**
 * The product a route parameter names, or undefined when the code has no page on that
 * route (a catalogue product of the other route is a 404 here too).
 */
export function productOfRoute(
  route: ProductRoute,
  code: string | undefined,
): ProductDef | undefined {
  return code !== undefined && ROUTE_CODES[route].includes(code) ? productOf(code) : undefined;
}

/** Anchor ids of the page's sections, in page order. */
export const SECTION_IDS = {
  overview: 'overview',
  components: 'components',
  capabilities: 'capabilities',
  metrics: 'metrics',
  scenarios: 'scenarios',
  faq: 'faq',
  related: 'related',
} as const;

export type SectionKey = keyof typeof SECTION_IDS;

export const SECTION_LABELS: Readonly<Record<SectionKey, string>> = {
  overview: '产品概述',
  components: '套餐组成',
  capabilities: '核心能力',
  metrics: '典型指标',
  scenarios: '应用场景',
  faq: '常见问题',
  related: '相关产品',
};

/** The products a visitor can switch between: the product's family, else its menu group. */
export interface ProductSiblings {
  label: string;
  products: readonly ProductDef[];
}

export interface ProductPageModel {
  product: ProductDef;
  /** Tier or group label above the title. */
  eyebrow: string;
  lead: string;
  crumbs: BannerCrumb[];
  /** The order page, for products that can be ordered online. */
  orderHref: string | undefined;
  siblings: ProductSiblings;
  overview: readonly string[];
  audiences: readonly string[];
  /** The products a combination package bundles. */
  components: readonly ProductDef[];
  capabilities: ProductDetail['capabilities'];
  metrics: ProductDetail['metrics'];
  scenarios: ProductDetail['scenarios'];
  faqs: NonNullable<ProductDetail['faqs']>;
  related: readonly ProductDef[];
  cases: readonly CaseTypeDef[];
  /** The sections the page shows, in page order. */
  sections: readonly SectionKey[];
  /** One tab per shown section. */
  tabs: PageTab[];
}

/** The page of a catalogue product (every catalogue code has one). */
export function pageOf(product: ProductDef): string {
  return productHref(product.code) ?? paths.notFound;
}

function siblingsOf(product: ProductDef): ProductSiblings {
  const family = PRODUCT_FAMILIES.find((f) => f.key === product.family);
  if (family) return { label: family.name, products: productsOfFamily(family.key) };
  return { label: PRODUCT_GROUP_LABELS[product.group], products: productsOfGroup(product.group) };
}

function productsOf(codes: readonly string[], except: string): ProductDef[] {
  return codes
    .filter((code) => code !== except)
    .map((code) => productOf(code))
    .filter((p) => p !== undefined);
}

/**
 * Everything the product page shows, from the catalogue and the product's page copy.
 * Without copy (`detail` undefined) the page keeps what the catalogue knows: the summary,
 * a package's components and the products of the same family or group.
 */
export function productPageModel(
  product: ProductDef,
  detail: ProductDetail | undefined,
): ProductPageModel {
  const siblings = siblingsOf(product);
  const related = detail
    ? productsOf(detail.related, product.code)
    : siblings.products.filter((p) => p.code !== product.code);
  const cases = (detail?.cases ?? [])
    .map((type) => caseTypeOf(type))
    .filter((c) => c !== undefined);
  const model = {
    product,
    eyebrow: productCategoryOf(product),
    lead: detail?.slogan ?? product.desc,
    crumbs: [
      { label: nav.home, to: paths.home },
      { label: nav.product, to: pageOf(PRODUCTS[0] ?? product) },
      { label: siblings.label, to: pageOf(siblings.products[0] ?? product) },
      { label: product.name },
    ],
    orderHref: orderHref(product.code),
    siblings,
    overview: detail?.overview ?? [product.desc],
    audiences: detail?.audiences ?? [],
    components: productsOf(product.components ?? [], product.code),
    capabilities: detail?.capabilities ?? [],
    metrics: detail?.metrics ?? [],
    scenarios: detail?.scenarios ?? [],
    faqs: detail?.faqs ?? [],
    related,
    cases,
  };
  const shown: Record<SectionKey, boolean> = {
    overview: true,
    components: model.components.length > 0,
    capabilities: model.capabilities.length > 0,
    metrics: model.metrics.length > 0,
    scenarios: model.scenarios.length > 0,
    faq: model.faqs.length > 0,
    related: related.length > 0 || cases.length > 0,
  };
  const sections = (Object.keys(SECTION_IDS) as SectionKey[]).filter((key) => shown[key]);
  const tabs = sections.map((key) => ({ id: SECTION_IDS[key], label: SECTION_LABELS[key] }));
  return { ...model, sections, tabs };
}
