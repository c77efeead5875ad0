import {
  BILLING_PERIODS,
  CatalogueMessages,
  CatalogueRuleMessages,
  CHARGE_BY,
  formatDateTime,
  PROP_INPUT_TYPES,
  PRODUCT_STATUS_LABELS,
  ProductStatus,
  type CategoryItem,
  type CategorySaveSchema,
  type CategoryUpdateSchema,
  type DictItem,
  type PortalCategory,
  type ProductDetail,
  type ProductItem,
  type ProductQuery,
  type ProductSaveSchema,
  type PropItem,
  type PropSaveSchema,
  type PropValueSaveSchema,
  type PropValueUpdateSchema,
  type SkuItem,
  type SkuOfProduct,
} from '@pn/shared';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import * as repo from './catalogue.repository.js';

type CategoryInput = z.output<typeof CategorySaveSchema>;
type CategoryUpdate = z.output<typeof CategoryUpdateSchema>;
type PropInput = z.output<typeof PropSaveSchema>;
type ProductInput = z.output<typeof ProductSaveSchema>;

/** How many products the selector's fuzzy search answers. */
export const FUZZY_LIMIT = 20;
/** The products whose SKUs /pm/product/sku/a3a4/all lists. */
export const A3_A4 = ['A3', 'A4'] as const;

/** A unique constraint refused the write (PostgreSQL 23505); `constraint` names it when known. */
function uniqueViolation(err: unknown): { constraint: string } | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { code?: unknown; constraint?: unknown; detail?: unknown };
  if (e.code !== '23505') return null;
  return { constraint: `${String(e.constraint ?? '')} ${String(e.detail ?? '')}` };
}

// Categories ------------------------------------------------------------------------------

const toCategory = (r: Awaited<ReturnType<typeof repo.listCategories>>[number]): CategoryItem => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  sortNum: r.sortNum,
  productCode: r.productCode,
  productCount: Number(r.productCount ?? 0),
});

export async function categoryList(db: Database, topLevelOnly = false): Promise<CategoryItem[]> {
  return (await repo.listCategories(db, topLevelOnly)).map(toCategory);
}

/** The portal's category tree: top-level categories with their children, by sort number. */
export async function portalCategories(db: Database): Promise<PortalCategory[]> {
  const all = await repo.listCategories(db);
  const names = (r: (typeof all)[number]) => ({
    id: r.id,
    name: r.name,
    productCode: r.productCode,
  });
  return all
    .filter((c) => c.parentId === null)
    .map((top) => ({
      ...names(top),
      children: all.filter((c) => c.parentId === top.id).map(names),
    }));
}

/** A category may sit under a top-level category only (the catalogue has two levels). */
async function assertParent(db: Database, id: string, parentId: string | null) {
  if (parentId === null) return;
  if (parentId === id) throw badRequest(CatalogueRuleMessages.PARENT_SELF);
  const parent = await repo.findCategory(db, parentId);
  if (!parent) throw badRequest(CatalogueMessages.CATEGORY_NOT_FOUND);
  if (parent.parentId !== null) throw badRequest(CatalogueRuleMessages.PARENT_NOT_TOP);
  if (await repo.hasChildCategories(db, id)) throw badRequest(CatalogueRuleMessages.HAS_CHILDREN);
}

const categoryValues = (v: CategoryUpdate) => ({
  parentId: v.parentId || null,
  name: v.name,
  sortNum: v.sortNum,
  productCode: v.productCode,
});

export async function createCategory(db: Database, input: CategoryInput): Promise<CategoryItem> {
  const values = categoryValues(input);
  if (await repo.findCategory(db, input.id)) throw conflict(CatalogueMessages.CATEGORY_TAKEN);
  await assertParent(db, input.id, values.parentId);
  try {
    await repo.insertCategory(db, input.id, values);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(CatalogueMessages.CATEGORY_TAKEN);
    throw err;
  }
  return toCategory((await repo.findCategory(db, input.id))!);
}

export async function updateCategory(
  db: Database,
  id: string,
  input: CategoryUpdate,
): Promise<CategoryItem> {
  const values = categoryValues(input);
  if (!(await repo.findCategory(db, id))) throw notFound(CatalogueMessages.CATEGORY_NOT_FOUND);
  await assertParent(db, id, values.parentId);
  await repo.updateCategory(db, id, values);
  return toCategory((await repo.findCategory(db, id))!);
}

/** Only an empty category goes: no child categories and no products. */
export async function removeCategory(db: Database, id: string): Promise<void> {
  const row = await repo.findCategory(db, id);
  if (!row) throw notFound(CatalogueMessages.CATEGORY_NOT_FOUND);
  if (Number(row.productCount ?? 0) > 0 || (await repo.hasChildCategories(db, id))) {
    throw conflict(CatalogueMessages.CATEGORY_IN_USE);
  }
  await repo.deleteCategory(db, id);
}

/**
 * Links properties to a category, or unlinks them: general ones through /props, custom
 * ones (filled in by the customer when ordering) through /customprops.
 */
export async function linkCategoryProps(
  db: Database,
  input: { categoryId: string; propIds: number[] },
  custom: boolean,
  link: boolean,
): Promise<void> {
  if (!(await repo.findCategory(db, input.categoryId))) {
    throw notFound(CatalogueMessages.CATEGORY_NOT_FOUND);
  }
  const ids = [...new Set(input.propIds)];
  const props = await repo.propsByIds(db, ids);
  if (props.length !== ids.length) throw badRequest(CatalogueMessages.PROP_NOT_FOUND);
  if (props.some((p) => p.custom !== custom)) {
    throw badRequest(
      custom ? CatalogueRuleMessages.PROP_KIND_CUSTOM : CatalogueRuleMessages.PROP_KIND_GENERAL,
    );
  }
  if (link) await repo.linkProps(db, input.categoryId, ids);
  else await repo.unlinkProps(db, input.categoryId, ids);
}

// Properties ------------------------------------------------------------------------------

const asInputType = (t: string) =>
  (PROP_INPUT_TYPES as readonly string[]).includes(t)
    ? (t as PropItem['inputType'])
    : PROP_INPUT_TYPES[1];

export async function propList(db: Database, custom?: boolean): Promise<PropItem[]> {
  const props = await repo.listProps(db, custom);
  const values = await repo.valuesOfProps(
    db,
    props.map((p) => p.id),
  );
  return props.map((p) => ({
    id: p.id,
    name: p.name,
    inputType: asInputType(p.inputType),
    unit: p.unit,
    custom: p.custom,
    required: p.required,
    values: values
      .filter((v) => v.propId === p.id)
      .map((v) => ({ id: v.id, value: v.value, sortNum: v.sortNum })),
    categoryIds: p.categoryIds ?? [],
  }));
}

async function propItem(db: Database, id: number): Promise<PropItem> {
  const item = (await propList(db)).find((p) => p.id === id);
  if (!item) throw notFound(CatalogueMessages.PROP_NOT_FOUND);
  return item;
}

/** A property of the kind the route manages (`custom` undefined: either kind). */
async function propOfKind(db: Database, id: number, custom?: boolean) {
  const prop = await repo.findProp(db, id);
  if (!prop || (custom !== undefined && prop.custom !== custom)) {
    throw notFound(CatalogueMessages.PROP_NOT_FOUND);
  }
  return prop;
}

export async function createProp(db: Database, input: PropInput): Promise<PropItem> {
  try {
    return await propItem(db, await repo.insertProp(db, input));
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(CatalogueMessages.PROP_TAKEN);
    throw err;
  }
}

export async function updateProp(
  db: Database,
  id: number,
  input: PropInput,
  custom?: boolean,
): Promise<PropItem> {
  const prop = await propOfKind(db, id, custom);
  if (prop.custom !== input.custom && (await repo.isPropLinked(db, id))) {
    throw conflict(CatalogueRuleMessages.PROP_CUSTOM_LOCKED);
  }
  try {
    await repo.updateProp(db, id, input);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(CatalogueMessages.PROP_TAKEN);
    throw err;
  }
  return propItem(db, id);
}

/** A property linked to any category stays until it is unlinked; its values go with it. */
export async function removeProp(db: Database, id: number, custom?: boolean): Promise<void> {
  await propOfKind(db, id, custom);
  if (await repo.isPropLinked(db, id)) throw conflict(CatalogueMessages.PROP_IN_USE);
  await repo.deleteProp(db, id);
}

export async function createPropValue(
  db: Database,
  input: z.output<typeof PropValueSaveSchema>,
): Promise<PropItem> {
  await propOfKind(db, input.propId);
  try {
    await repo.insertPropValue(db, input);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(CatalogueMessages.PROP_VALUE_TAKEN);
    throw err;
  }
  return propItem(db, input.propId);
}

export async function updatePropValue(
  db: Database,
  id: number,
  input: z.output<typeof PropValueUpdateSchema>,
): Promise<PropItem> {
  const row = await repo.findPropValue(db, id);
  if (!row) throw notFound(CatalogueMessages.PROP_NOT_FOUND);
  try {
    await repo.updatePropValue(db, id, input);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(CatalogueMessages.PROP_VALUE_TAKEN);
    throw err;
  }
  return propItem(db, row.propId);
}

export async function removePropValue(db: Database, id: number): Promise<void> {
  const row = await repo.findPropValue(db, id);
  if (!row) throw notFound(CatalogueMessages.PROP_NOT_FOUND);
  await repo.deletePropValue(db, id);
}

// Products --------------------------------------------------------------------------------

const asBilling = (v: string) =>
  (BILLING_PERIODS as readonly string[]).includes(v)
    ? (v as SkuItem['billingPeriod'])
    : BILLING_PERIODS[0];
const asChargeBy = (v: string) =>
  (CHARGE_BY as readonly string[]).includes(v) ? (v as SkuItem['chargeBy']) : CHARGE_BY[0];

export function toSku(r: repo.SkuRow): SkuItem {
  return {
    id: r.id,
    productId: r.productId,
    skuCode: r.skuCode,
    name: r.name,
    variant: r.variant,
    priceFen: Number(r.priceFen),
    unit: r.unit,
    billingPeriod: asBilling(r.billingPeriod),
    chargeBy: asChargeBy(r.chargeBy),
    bandwidthTiers: Array.isArray(r.bandwidthTiers) ? r.bandwidthTiers : [],
    onShelf: r.onShelf,
    status: r.status,
    updateTime: formatDateTime(r.updatedAt),
  };
}

function toProduct(r: repo.ProductRow): ProductItem {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    categoryId: r.categoryId,
    categoryName: r.categoryName,
    description: r.description,
    onShelf: r.onShelf,
    status: r.status,
    skuCount: Number(r.skuCount ?? 0),
    minPriceFen:
      r.minPriceFen === null || r.minPriceFen === undefined ? null : Number(r.minPriceFen),
    updateTime: formatDateTime(r.updatedAt),
  };
}

export async function productPage(db: Database, q: ProductQuery) {
  const { rows, total } = await repo.listProducts(db, {
    page: q.page,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    categoryId: q.categoryId || undefined,
    onShelf: q.onShelf === undefined ? undefined : q.onShelf === 'true',
    status: q.status,
  });
  return { rows: rows.map(toProduct), total };
}

export function productFuzzy(db: Database, keyword: string) {
  return repo.fuzzyProducts(db, keyword, FUZZY_LIMIT);
}

export async function productDetail(db: Database, id: number): Promise<ProductDetail> {
  const row = await repo.findProduct(db, id);
  if (!row) throw notFound(CatalogueMessages.PRODUCT_NOT_FOUND);
  const chosen = Array.isArray(row.props) ? row.props : [];
  const [props, skus] = await Promise.all([
    repo.propsByIds(
      db,
      chosen.map((p) => p.propId),
    ),
    repo.skusOf(db, id),
  ]);
  return {
    ...toProduct(row),
    // Values of properties deleted since are left out.
    props: chosen.flatMap((c) => {
      const prop = props.find((p) => p.id === c.propId);
      return prop ? [{ propId: c.propId, name: prop.name, value: c.value }] : [];
    }),
    skus: skus.map(toSku),
  };
}

export const statusDict = (): DictItem[] =>
  Object.entries(PRODUCT_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/**
 * The property values a product keeps: only filled ones, each of a general property linked
 * to the product's category, of the right kind (one of a select's values, a number), and
 * every required property filled.
 */
async function checkedProps(
  db: Database,
  categoryId: string | null,
  given: ProductInput['props'],
): Promise<{ propId: number; value: string }[]> {
  const filled = given.filter((p) => p.value !== '');
  if (new Set(filled.map((p) => p.propId)).size !== filled.length) {
    throw badRequest(CatalogueRuleMessages.PROP_DUPLICATE);
  }
  const linked = categoryId ? await repo.generalPropsOfCategory(db, categoryId) : [];
  const options = await repo.valuesOfProps(
    db,
    linked.filter((p) => p.inputType === 'select').map((p) => p.id),
  );
  for (const p of filled) {
    const prop = linked.find((l) => l.id === p.propId);
    if (!prop) {
      const known = (await repo.propsByIds(db, [p.propId]))[0];
      throw badRequest(
        known ? CatalogueRuleMessages.propNotLinked(known.name) : CatalogueMessages.PROP_NOT_FOUND,
      );
    }
    if (
      prop.inputType === 'select' &&
      !options.some((o) => o.propId === prop.id && o.value === p.value)
    ) {
      throw badRequest(CatalogueRuleMessages.propValueInvalid(prop.name));
    }
    if (prop.inputType === 'number' && !/^-?\d+(\.\d+)?$/.test(p.value)) {
      throw badRequest(CatalogueRuleMessages.propNumberInvalid(prop.name));
    }
  }
  const missing = linked.find((l) => l.required && !filled.some((p) => p.propId === l.id));
  if (missing) throw badRequest(CatalogueRuleMessages.propRequired(missing.name));
  return filled.map((p) => ({ propId: p.propId, value: p.value }));
}

async function checkedProduct(db: Database, input: ProductInput, exceptId?: number) {
  const categoryId = input.categoryId || null;
  if (categoryId && !(await repo.findCategory(db, categoryId))) {
    throw badRequest(CatalogueMessages.CATEGORY_NOT_FOUND);
  }
  if (await repo.codeTaken(db, input.code, exceptId)) throw conflict(CatalogueMessages.CODE_TAKEN);
  const codes = input.skus.map((s) => s.skuCode.toLowerCase());
  if (new Set(codes).size !== codes.length) throw conflict(CatalogueMessages.SKU_CODE_TAKEN);
  if ((await repo.skuCodesTaken(db, codes, exceptId ?? 0)).length > 0) {
    throw conflict(CatalogueMessages.SKU_CODE_TAKEN);
  }
  return {
    code: input.code,
    name: input.name,
    categoryId,
    description: input.description,
    status: input.status,
    props: await checkedProps(db, categoryId, input.props),
  };
}

const skuValues = (s: ProductInput['skus'][number], sortNum: number): repo.SkuValues => ({
  skuCode: s.skuCode,
  name: s.name,
  variant: s.variant,
  priceFen: s.priceFen,
  unit: s.unit,
  billingPeriod: s.billingPeriod,
  chargeBy: s.chargeBy,
  bandwidthTiers: s.bandwidthTiers,
  onShelf: s.onShelf,
  status: s.status,
  sortNum,
});

function productConflict(err: unknown): never {
  const unique = uniqueViolation(err);
  if (unique) {
    throw conflict(
      unique.constraint.includes('sku')
        ? CatalogueMessages.SKU_CODE_TAKEN
        : CatalogueMessages.CODE_TAKEN,
    );
  }
  throw err;
}

/** A new product with its SKUs, off shelf until put on shelf. */
export async function createProduct(db: Database, input: ProductInput): Promise<ProductDetail> {
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const values = await checkedProduct(trx, input);
      const id = await repo.insertProduct(trx, values);
      for (const [i, s] of input.skus.entries()) await repo.insertSku(trx, id, skuValues(s, i));
      return id;
    })
    .catch(productConflict);
  return productDetail(db, id);
}

/**
 * Saves a product and its SKUs in one transaction: SKUs with an id are updated, new ones
 * inserted, and those left out deleted unless an order refers to them. A product no longer
 * 正常 leaves the shelf.
 */
export async function updateProduct(
  db: Database,
  id: number,
  input: ProductInput,
): Promise<ProductDetail> {
  await db
    .transaction()
    .execute(async (trx) => {
      const current = await repo.lockProduct(trx, id);
      if (!current) throw notFound(CatalogueMessages.PRODUCT_NOT_FOUND);
      const existing = await repo.skusOf(trx, id);
      const kept = input.skus.flatMap((s) => (s.id === undefined ? [] : [s.id]));
      if (
        new Set(kept).size !== kept.length ||
        kept.some((k) => !existing.some((e) => e.id === k))
      ) {
        throw badRequest(CatalogueMessages.SKU_NOT_FOUND);
      }
      const values = await checkedProduct(trx, input, id);
      const dropped = existing.filter((e) => !kept.includes(e.id)).map((e) => e.id);
      if ((await repo.skusWithOrders(trx, dropped)).length > 0) {
        throw conflict(CatalogueMessages.SKU_HAS_ORDERS);
      }
      await repo.updateProduct(trx, id, {
        ...values,
        ...(values.status !== ProductStatus.NORMAL ? { onShelf: false } : {}),
      });
      await repo.deleteSkus(trx, dropped);
      await repo.parkSkuCodes(trx, kept);
      for (const [i, s] of input.skus.entries()) {
        if (s.id === undefined) await repo.insertSku(trx, id, skuValues(s, i));
        else await repo.updateSku(trx, s.id, skuValues(s, i));
      }
    })
    .catch(productConflict);
  return productDetail(db, id);
}

/**
 * Puts products on shelf or takes them off, all or none. On shelf needs a 正常 product
 * and, when it has SKUs, at least one of them on shelf (portal-only products have none).
 */
export async function setProductsShelf(
  db: Database,
  ids: readonly number[],
  onShelf: boolean,
): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const rows = [];
    for (const id of unique) {
      const row = await repo.lockProduct(trx, id);
      if (!row) throw notFound(CatalogueMessages.PRODUCT_NOT_FOUND);
      rows.push(row);
    }
    if (onShelf) {
      const notNormal = rows.filter((r) => r.status !== ProductStatus.NORMAL);
      if (notNormal.length > 0) {
        throw conflict(
          `${CatalogueRuleMessages.PRODUCT_NOT_NORMAL}：${notNormal.map((r) => r.name).join('、')}`,
        );
      }
      const bare = await repo.productsWithoutSkuOnShelf(trx, unique);
      if (bare.length > 0) {
        const names = rows.filter((r) => bare.includes(r.id)).map((r) => r.name);
        throw conflict(`${CatalogueMessages.NO_SKU_ON_SHELF}：${names.join('、')}`);
      }
    }
    await repo.setProductsOnShelf(trx, unique, onShelf);
  });
}

export async function removeProduct(db: Database, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.lockProduct(trx, id))) throw notFound(CatalogueMessages.PRODUCT_NOT_FOUND);
    if ((await repo.productsWithOrders(trx, [id])).length > 0) {
      throw conflict(CatalogueMessages.PRODUCT_HAS_ORDERS);
    }
    await repo.deleteProduct(trx, id);
  });
}

// SKUs ------------------------------------------------------------------------------------

export async function skuList(db: Database, productId: number): Promise<SkuItem[]> {
  if (!(await repo.findProduct(db, productId))) throw notFound(CatalogueMessages.PRODUCT_NOT_FOUND);
  return (await repo.skusOf(db, productId)).map(toSku);
}

export async function setSkusShelf(
  db: Database,
  ids: readonly number[],
  onShelf: boolean,
): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await repo.skusByIds(db, unique);
  if (rows.length !== unique.length) throw notFound(CatalogueMessages.SKU_NOT_FOUND);
  await repo.setSkusOnShelf(db, unique, onShelf);
}

export async function removeSku(db: Database, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const [row] = await repo.skusByIds(trx, [id]);
    if (!row) throw notFound(CatalogueMessages.SKU_NOT_FOUND);
    if ((await repo.skusWithOrders(trx, [id])).length > 0) {
      throw conflict(CatalogueMessages.SKU_HAS_ORDERS);
    }
    await repo.deleteSkus(trx, [id]);
  });
}

export async function a3a4Skus(db: Database): Promise<SkuOfProduct[]> {
  return (await repo.skusOfProductCodes(db, A3_A4)).map((r) => ({
    ...toSku(r),
    productCode: r.productCode,
    productName: r.productName,
  }));
}
