import type { BandwidthTier } from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { offsetOf } from '../../lib/paging.js';
import { containsPattern } from '../account/account.repository.js';

/** The product catalogue's tables: categories, properties, products and their SKUs. */

// Categories ------------------------------------------------------------------------------

function categories(db: Database) {
  return db
    .selectFrom('productCategory as c')
    .select((eb) => [
      'c.id',
      'c.parentId',
      'c.name',
      'c.sortNum',
      'c.productCode',
      eb
        .selectFrom('product as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('p.categoryId', '=', 'c.id')
        .as('productCount'),
    ]);
}

/** Every category, top-level ones first, each group by its sort number. */
export function listCategories(db: Database, topLevelOnly = false) {
  let q = categories(db);
  if (topLevelOnly) q = q.where('c.parentId', 'is', null);
  return q
    .orderBy(sql`c.parent_id is not null`)
    .orderBy('c.sortNum')
    .orderBy('c.id')
    .execute();
}

export function findCategory(db: Database, id: string) {
  return categories(db).where('c.id', '=', id).executeTakeFirst();
}

export async function hasChildCategories(db: Database, id: string) {
  const row = await db
    .selectFrom('productCategory')
    .select('id')
    .where('parentId', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface CategoryValues {
  parentId: string | null;
  name: string;
  sortNum: number;
  productCode: string;
}

export async function insertCategory(db: Database, id: string, v: CategoryValues) {
  await db
    .insertInto('productCategory')
    .values({ id, ...v, updatedAt: new Date() })
    .execute();
}

export async function updateCategory(db: Database, id: string, v: CategoryValues) {
  const r = await db
    .updateTable('productCategory')
    .set({ ...v, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteCategory(db: Database, id: string) {
  await db.deleteFrom('productCategory').where('id', '=', id).execute();
}

// Properties ------------------------------------------------------------------------------

export function listProps(db: Database, custom?: boolean) {
  let q = db.selectFrom('productProp as p').select((eb) => [
    'p.id',
    'p.name',
    'p.inputType',
    'p.unit',
    'p.custom',
    'p.required',
    eb
      .selectFrom('categoryProp as cp')
      .select(
        sql<string[]>`coalesce(array_agg(cp.category_id order by cp.category_id), '{}')`.as('ids'),
      )
      .whereRef('cp.propId', '=', 'p.id')
      .as('categoryIds'),
  ]);
  if (custom !== undefined) q = q.where('p.custom', '=', custom);
  return q.orderBy('p.id').execute();
}

export function findProp(db: Database, id: number) {
  return db.selectFrom('productProp').selectAll().where('id', '=', id).executeTakeFirst();
}

export function propsByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('productProp').selectAll().where('id', 'in', ids).execute();
}

export function valuesOfProps(db: Database, propIds: readonly number[]) {
  if (propIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('productPropValue')
    .select(['id', 'propId', 'value', 'sortNum'])
    .where('propId', 'in', propIds)
    .orderBy('propId')
    .orderBy('sortNum')
    .orderBy('id')
    .execute();
}

export interface PropValues {
  name: string;
  inputType: string;
  unit: string;
  custom: boolean;
  required: boolean;
}

export async function insertProp(db: Database, v: PropValues) {
  const row = await db
    .insertInto('productProp')
    .values(v)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProp(db: Database, id: number, v: PropValues) {
  await db.updateTable('productProp').set(v).where('id', '=', id).execute();
}

export async function deleteProp(db: Database, id: number) {
  await db.deleteFrom('productProp').where('id', '=', id).execute();
}

export async function isPropLinked(db: Database, propId: number) {
  const row = await db
    .selectFrom('categoryProp')
    .select('propId')
    .where('propId', '=', propId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findPropValue(db: Database, id: number) {
  return db.selectFrom('productPropValue').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertPropValue(
  db: Database,
  v: { propId: number; value: string; sortNum: number },
) {
  const row = await db
    .insertInto('productPropValue')
    .values(v)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePropValue(
  db: Database,
  id: number,
  v: { value: string; sortNum: number },
) {
  await db.updateTable('productPropValue').set(v).where('id', '=', id).execute();
}

export async function deletePropValue(db: Database, id: number) {
  await db.deleteFrom('productPropValue').where('id', '=', id).execute();
}

export async function linkProps(db: Database, categoryId: string, propIds: readonly number[]) {
  await db
    .insertInto('categoryProp')
    .values(propIds.map((propId) => ({ categoryId, propId })))
    .onConflict((oc) => oc.columns(['categoryId', 'propId']).doNothing())
    .execute();
}

export async function unlinkProps(db: Database, categoryId: string, propIds: readonly number[]) {
  await db
    .deleteFrom('categoryProp')
    .where('categoryId', '=', categoryId)
    .where('propId', 'in', propIds)
    .execute();
}

/** The general (not custom) properties linked to a category. */
export function generalPropsOfCategory(db: Database, categoryId: string) {
  return db
    .selectFrom('categoryProp as cp')
    .innerJoin('productProp as p', 'p.id', 'cp.propId')
    .select(['p.id', 'p.name', 'p.inputType', 'p.required'])
    .where('cp.categoryId', '=', categoryId)
    .where('p.custom', '=', false)
    .execute();
}

// Products --------------------------------------------------------------------------------

function products(db: Database) {
  return db
    .selectFrom('product as p')
    .leftJoin('productCategory as c', 'c.id', 'p.categoryId')
    .select((eb) => [
      'p.id',
      'p.code',
      'p.name',
      'p.categoryId',
      sql<string>`coalesce(c.name, '')`.as('categoryName'),
      'p.description',
      'p.onShelf',
      'p.status',
      'p.props',
      'p.updatedAt',
      eb
        .selectFrom('productSku as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.productId', '=', 'p.id')
        .as('skuCount'),
      eb
        .selectFrom('productSku as s')
        .select((e) => e.fn.min<number>('s.priceFen').as('m'))
        .whereRef('s.productId', '=', 'p.id')
        .where('s.onShelf', '=', true)
        .as('minPriceFen'),
    ]);
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;

export interface ProductFilter {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  categoryId?: string | undefined;
  onShelf?: boolean | undefined;
  status?: number | undefined;
}

/** A page of products, newest first; a parent category also finds its children's products. */
export async function listProducts(db: Database, f: ProductFilter) {
  let q = products(db);
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    q = q.where((eb) => eb.or([eb('p.name', 'ilike', like), eb('p.code', 'ilike', like)]));
  }
  if (f.categoryId) {
    const categoryId = f.categoryId;
    q = q.where((eb) =>
      eb.or([eb('p.categoryId', '=', categoryId), eb('c.parentId', '=', categoryId)]),
    );
  }
  if (f.onShelf !== undefined) q = q.where('p.onShelf', '=', f.onShelf);
  if (f.status !== undefined) q = q.where('p.status', '=', f.status);
  const [rows, count] = await Promise.all([
    q.orderBy('p.id', 'desc').limit(f.pageSize).offset(offsetOf(f)).execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findProduct(db: Database, id: number) {
  return products(db).where('p.id', '=', id).executeTakeFirst();
}

/** The product row itself, locked until the transaction ends. */
export function lockProduct(db: Database, id: number) {
  return db
    .selectFrom('product')
    .select(['id', 'name', 'onShelf', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function fuzzyProducts(db: Database, keyword: string, limit: number) {
  let q = db.selectFrom('product').select(['id', 'code', 'name']);
  if (keyword) {
    const like = containsPattern(keyword);
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('code', 'ilike', like)]));
  }
  // Exact code first, then codes starting with the keyword, then the rest by code.
  return q
    .orderBy(sql`lower(code) = lower(${keyword}) desc`)
    .orderBy(sql`lower(code) like lower(${`${keyword.replace(/[\\%_]/g, '\\$&')}%`}) desc`)
    .orderBy('code')
    .limit(limit)
    .execute();
}

export async function codeTaken(db: Database, code: string, exceptId?: number) {
  let q = db
    .selectFrom('product')
    .select('id')
    .where(sql`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface ProductValues {
  code: string;
  name: string;
  categoryId: string | null;
  description: string;
  status: number;
  props: { propId: number; value: string }[];
}

export async function insertProduct(db: Database, v: ProductValues) {
  const row = await db
    .insertInto('product')
    .values({ ...v, props: JSON.stringify(v.props), onShelf: false, updatedAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(
  db: Database,
  id: number,
  v: ProductValues & { onShelf?: boolean },
) {
  await db
    .updateTable('product')
    .set({ ...v, props: JSON.stringify(v.props), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setProductsOnShelf(db: Database, ids: readonly number[], onShelf: boolean) {
  await db
    .updateTable('product')
    .set({ onShelf, updatedAt: new Date() })
    .where('id', 'in', ids)
    .execute();
}

export async function deleteProduct(db: Database, id: number) {
  await db.deleteFrom('product').where('id', '=', id).execute();
}

/** Products ordered at least once, among `ids`. */
export async function productsWithOrders(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('bizOrder')
    .select('productId')
    .distinct()
    .where('productId', 'in', ids)
    .execute();
  return rows.map((r) => r.productId);
}

// SKUs ------------------------------------------------------------------------------------

const SKU_COLUMNS = [
  's.id',
  's.productId',
  's.skuCode',
  's.name',
  's.variant',
  's.priceFen',
  's.unit',
  's.billingPeriod',
  's.chargeBy',
  's.bandwidthTiers',
  's.onShelf',
  's.status',
  's.updatedAt',
] as const;

export function skusOf(db: Database, productId: number) {
  return db
    .selectFrom('productSku as s')
    .select(SKU_COLUMNS)
    .where('s.productId', '=', productId)
    .orderBy('s.sortNum')
    .orderBy('s.id')
    .execute();
}
export type SkuRow = Awaited<ReturnType<typeof skusOf>>[number];

/** The SKUs of a product the portal may sell: on shelf and normal, of one variant. */
export function onShelfSkusOf(db: Database, productId: number, variant: string) {
  return db
    .selectFrom('productSku as s')
    .select(SKU_COLUMNS)
    .where('s.productId', '=', productId)
    .where('s.variant', '=', variant)
    .where('s.onShelf', '=', true)
    .where('s.status', '=', 1)
    .orderBy('s.sortNum')
    .orderBy('s.id')
    .execute();
}

export function skusByIds(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('productSku as s').select(SKU_COLUMNS).where('s.id', 'in', ids).execute();
}

/** Every SKU of the products whose codes are given, with the product's code and name. */
export function skusOfProductCodes(db: Database, codes: readonly string[]) {
  return db
    .selectFrom('productSku as s')
    .innerJoin('product as p', 'p.id', 's.productId')
    .select([...SKU_COLUMNS, 'p.code as productCode', 'p.name as productName'])
    .where('p.code', 'in', codes)
    .orderBy('p.code')
    .orderBy('s.sortNum')
    .orderBy('s.id')
    .execute();
}

/** SKUs of other products already using one of `codes` (case-insensitive). */
export async function skuCodesTaken(db: Database, codes: readonly string[], exceptProductId = 0) {
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom('productSku')
    .select('skuCode')
    .where(
      sql`lower(sku_code)`,
      'in',
      codes.map((c) => c.toLowerCase()),
    )
    .where('productId', '!=', exceptProductId)
    .execute();
  return rows.map((r) => r.skuCode);
}

export interface SkuValues {
  skuCode: string;
  name: string;
  variant: string;
  priceFen: number;
  unit: string;
  billingPeriod: string;
  chargeBy: string;
  bandwidthTiers: BandwidthTier[];
  onShelf: boolean;
  status: number;
  sortNum: number;
}

const skuColumns = (v: SkuValues) => ({
  ...v,
  bandwidthTiers: JSON.stringify(v.bandwidthTiers),
  updatedAt: new Date(),
});

export async function insertSku(db: Database, productId: number, v: SkuValues) {
  await db
    .insertInto('productSku')
    .values({ productId, ...skuColumns(v) })
    .execute();
}

export async function updateSku(db: Database, id: number, v: SkuValues) {
  await db.updateTable('productSku').set(skuColumns(v)).where('id', '=', id).execute();
}

/** Gives SKUs a code no other row can hold, so codes can be swapped within one save. */
export async function parkSkuCodes(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('productSku')
    .set({ skuCode: sql<string>`'~' || id::text` })
    .where('id', 'in', ids)
    .execute();
}

export async function deleteSkus(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('productSku').where('id', 'in', ids).execute();
}

export async function setSkusOnShelf(db: Database, ids: readonly number[], onShelf: boolean) {
  await db
    .updateTable('productSku')
    .set({ onShelf, updatedAt: new Date() })
    .where('id', 'in', ids)
    .execute();
}

/** SKUs ordered at least once, among `ids`. */
export async function skusWithOrders(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('bizOrder')
    .select('skuId')
    .distinct()
    .where('skuId', 'in', ids)
    .execute();
  return rows.map((r) => r.skuId);
}

/** Among `productIds`: products with SKUs of which none is on shelf. */
export async function productsWithoutSkuOnShelf(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom('productSku')
    .select('productId')
    .where('productId', 'in', productIds)
    .groupBy('productId')
    .having(sql<boolean>`bool_or(on_shelf)`, '=', false)
    .execute();
  return rows.map((r) => r.productId);
}
