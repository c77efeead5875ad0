import {
  DB_INT_MAX,
  CatalogueIdsSchema,
  CatalogueRuleMessages,
  CategoryItemSchema,
  CategoryPropLinkSchema,
  CategorySaveSchema,
  CategoryUpdateSchema,
  DictItemSchema,
  envelope,
  PortalCategorySchema,
  ProductDetailSchema,
  ProductFuzzyItemSchema,
  ProductFuzzyQuerySchema,
  ProductPageSchema,
  ProductQuerySchema,
  ProductSaveSchema,
  PropItemSchema,
  PropQuerySchema,
  PropSaveSchema,
  PropValueSaveSchema,
  PropValueUpdateSchema,
  SkuItemSchema,
  SkuOfProductSchema,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import * as service from './catalogue.service.js';

/** The back office's 产品管理 menus. */
export const CatalogueMenu = {
  LIST: 'admin.product.list',
  CATEGORY: 'admin.product.category',
  PROPS: 'admin.product.props',
  /** Order reviewers read the catalogue (product and SKU names, prices) too. */
  ORDER_REVIEW: 'admin.order.list',
} as const;

const access = (...menu: string[]): FastifyContextConfig => ({ access: { login: true, menu } });
/** Reads of categories, products and SKUs. */
const READ = access(
  CatalogueMenu.LIST,
  CatalogueMenu.CATEGORY,
  CatalogueMenu.PROPS,
  CatalogueMenu.ORDER_REVIEW,
);
/** Properties are read where they are kept, linked to categories and filled in for products. */
const READ_PROPS = access(CatalogueMenu.PROPS, CatalogueMenu.CATEGORY, CatalogueMenu.LIST);
const WRITE_CATEGORY = access(CatalogueMenu.CATEGORY);
const WRITE_PROPS = access(CatalogueMenu.PROPS);
const WRITE_PRODUCT = access(CatalogueMenu.LIST);

const Empty = envelope(z.null());
const NumericId = z.object({
  id: z.coerce.number().int().positive('编号不正确').max(DB_INT_MAX, '编号不正确'),
});
const CategoryId = z.object({ id: z.string().trim().min(1).max(16) });
const ProductIdQuery = z.object({
  id: z.coerce
    .number({ error: '请选择产品' })
    .int()
    .positive('请选择产品')
    .max(DB_INT_MAX, '请选择产品'),
});
const SkuProductQuery = z.object({
  productId: z.coerce
    .number({ error: '请选择产品' })
    .int()
    .positive('请选择产品')
    .max(DB_INT_MAX, '请选择产品'),
});
const TAGS = ['catalogue'];
const M = CatalogueRuleMessages;

/**
 * 产品管理 of the back office (spec §7 /pm/...): categories and the properties linked to
 * them, properties and their values, products with their SKUs, on and off shelf. Every
 * write is recorded in the operation log under its route's summary.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  // Categories ----------------------------------------------------------------------------

  app.get(
    '/pm/category',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '产品类目列表（一级类目在前，含产品数）',
        response: { 200: envelope(z.array(CategoryItemSchema)) },
      },
    },
    async () => ok(await service.categoryList(db())),
  );

  app.get(
    '/pm/category/parent',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '一级产品类目（上级类目选项）',
        response: { 200: envelope(z.array(CategoryItemSchema)) },
      },
    },
    async () => ok(await service.categoryList(db(), true)),
  );

  app.get(
    '/pm/category/portal/list',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: '门户产品类目树',
        response: { 200: envelope(z.array(PortalCategorySchema)) },
      },
    },
    async () => ok(await service.portalCategories(db())),
  );

  app.post(
    '/pm/category',
    {
      config: WRITE_CATEGORY,
      schema: {
        tags: TAGS,
        summary: '新建产品类目',
        body: CategorySaveSchema,
        response: { 200: envelope(CategoryItemSchema) },
      },
    },
    async (request) => ok(await service.createCategory(db(), request.body), M.SAVED),
  );

  app.put(
    '/pm/category/:id',
    {
      config: WRITE_CATEGORY,
      schema: {
        tags: TAGS,
        summary: '修改产品类目',
        params: CategoryId,
        body: CategoryUpdateSchema,
        response: { 200: envelope(CategoryItemSchema) },
      },
    },
    async (request) =>
      ok(await service.updateCategory(db(), request.params.id, request.body), M.SAVED),
  );

  app.delete(
    '/pm/category/:id',
    {
      config: WRITE_CATEGORY,
      schema: {
        tags: TAGS,
        summary: '删除产品类目（无子类目和产品时）',
        params: CategoryId,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await service.removeCategory(db(), request.params.id);
      return ok(null, M.DELETED);
    },
  );

  for (const [segment, custom, kind] of [
    ['props', false, '通用属性'],
    ['customprops', true, '定制属性'],
  ] as const) {
    for (const [action, link, verb] of [
      ['link', true, '关联'],
      ['unlink', false, '取消关联'],
    ] as const) {
      app.post(
        `/pm/category/${segment}/${action}`,
        {
          config: WRITE_CATEGORY,
          schema: {
            tags: TAGS,
            summary: `类目${verb}${kind}`,
            body: CategoryPropLinkSchema,
            response: { 200: Empty },
          },
        },
        async (request) => {
          await service.linkCategoryProps(db(), request.body, custom, link);
          return ok(null, link ? M.LINKED : M.UNLINKED);
        },
      );
    }
  }

  // Properties ----------------------------------------------------------------------------

  app.get(
    '/pm/props',
    {
      config: READ_PROPS,
      schema: {
        tags: TAGS,
        summary: '产品属性列表（含属性值与关联类目）',
        querystring: PropQuerySchema,
        response: { 200: envelope(z.array(PropItemSchema)) },
      },
    },
    async (request) => {
      const { custom } = request.query;
      return ok(await service.propList(db(), custom === undefined ? undefined : custom === 'true'));
    },
  );

  // /pm/props manages either kind; /pm/customizedprops only the custom ones.
  for (const [base, custom, kind] of [
    ['/pm/props', undefined, '产品属性'],
    ['/pm/customizedprops', true, '定制属性'],
  ] as const) {
    // Whatever the form says, a property saved through /pm/customizedprops is custom.
    const kindOf = <T extends { custom: boolean }>(v: T): T => (custom ? { ...v, custom } : v);
    if (custom) {
      app.get(
        base,
        {
          config: READ_PROPS,
          schema: {
            tags: TAGS,
            summary: '定制属性列表（客户订购时填写）',
            response: { 200: envelope(z.array(PropItemSchema)) },
          },
        },
        async () => ok(await service.propList(db(), true)),
      );
    }

    app.post(
      base,
      {
        config: WRITE_PROPS,
        schema: {
          tags: TAGS,
          summary: `新建${kind}`,
          body: PropSaveSchema,
          response: { 200: envelope(PropItemSchema) },
        },
      },
      async (request) => ok(await service.createProp(db(), kindOf(request.body)), M.SAVED),
    );

    app.put(
      `${base}/:id(^\\d+$)`,
      {
        config: WRITE_PROPS,
        schema: {
          tags: TAGS,
          summary: `修改${kind}`,
          params: NumericId,
          body: PropSaveSchema,
          response: { 200: envelope(PropItemSchema) },
        },
      },
      async (request) =>
        ok(
          await service.updateProp(db(), request.params.id, kindOf(request.body), custom),
          M.SAVED,
        ),
    );

    app.delete(
      `${base}/:id(^\\d+$)`,
      {
        config: WRITE_PROPS,
        schema: {
          tags: TAGS,
          summary: `删除${kind}（未关联类目时）`,
          params: NumericId,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await service.removeProp(db(), request.params.id, custom);
        return ok(null, M.DELETED);
      },
    );
  }

  app.post(
    '/pm/props/value',
    {
      config: WRITE_PROPS,
      schema: {
        tags: TAGS,
        summary: '新增属性值',
        body: PropValueSaveSchema,
        response: { 200: envelope(PropItemSchema) },
      },
    },
    async (request) => ok(await service.createPropValue(db(), request.body), M.SAVED),
  );

  app.put(
    '/pm/props/value/:id(^\\d+$)',
    {
      config: WRITE_PROPS,
      schema: {
        tags: TAGS,
        summary: '修改属性值',
        params: NumericId,
        body: PropValueUpdateSchema,
        response: { 200: envelope(PropItemSchema) },
      },
    },
    async (request) =>
      ok(await service.updatePropValue(db(), request.params.id, request.body), M.SAVED),
  );

  app.delete(
    '/pm/props/value/:id(^\\d+$)',
    {
      config: WRITE_PROPS,
      schema: {
        tags: TAGS,
        summary: '删除属性值',
        params: NumericId,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await service.removePropValue(db(), request.params.id);
      return ok(null, M.DELETED);
    },
  );

  // Products ------------------------------------------------------------------------------

  app.get(
    '/pm/product/list',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '产品列表（名称或编码、类目、上下架、状态筛选）',
        querystring: ProductQuerySchema,
        response: { 200: envelope(ProductPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await service.productPage(db(), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/pm/product/fuzzy/list',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: `按名称或编码查找产品（最多${service.FUZZY_LIMIT}个）`,
        querystring: ProductFuzzyQuerySchema,
        response: { 200: envelope(z.array(ProductFuzzyItemSchema)) },
      },
    },
    async (request) => ok(await service.productFuzzy(db(), request.query.keyword)),
  );

  app.get(
    '/pm/product/detail',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '产品详情（属性值与全部规格）',
        querystring: ProductIdQuery,
        response: { 200: envelope(ProductDetailSchema) },
      },
    },
    async (request) => ok(await service.productDetail(db(), request.query.id)),
  );

  app.get(
    '/pm/product/status/dict',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '产品状态字典',
        response: { 200: envelope(z.array(DictItemSchema)) },
      },
    },
    async () => ok(service.statusDict()),
  );

  app.post(
    '/pm/product',
    {
      config: WRITE_PRODUCT,
      schema: {
        tags: TAGS,
        summary: '新建产品及其规格',
        body: ProductSaveSchema,
        response: { 200: envelope(ProductDetailSchema) },
      },
    },
    async (request) => ok(await service.createProduct(db(), request.body), M.SAVED),
  );

  app.put(
    '/pm/product/:id(^\\d+$)',
    {
      config: WRITE_PRODUCT,
      schema: {
        tags: TAGS,
        summary: '修改产品及其规格',
        params: NumericId,
        body: ProductSaveSchema,
        response: { 200: envelope(ProductDetailSchema) },
      },
    },
    async (request) =>
      ok(await service.updateProduct(db(), request.params.id, request.body), M.SAVED),
  );

  for (const [action, onShelf, verb] of [
    ['onshelf', true, '上架'],
    ['offshelf', false, '下架'],
  ] as const) {
    app.post(
      `/pm/product/${action}`,
      {
        config: WRITE_PRODUCT,
        schema: {
          tags: TAGS,
          summary: `产品${verb}`,
          body: CatalogueIdsSchema,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await service.setProductsShelf(db(), request.body.ids, onShelf);
        return ok(null, onShelf ? M.ON_SHELF : M.OFF_SHELF);
      },
    );
  }

  app.delete(
    '/pm/product/:id(^\\d+$)',
    {
      config: WRITE_PRODUCT,
      schema: {
        tags: TAGS,
        summary: '删除产品（无订单时）',
        params: NumericId,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await service.removeProduct(db(), request.params.id);
      return ok(null, M.DELETED);
    },
  );

  // SKUs ----------------------------------------------------------------------------------

  app.get(
    '/pm/product/sku/list',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '产品的规格列表',
        querystring: SkuProductQuery,
        response: { 200: envelope(z.array(SkuItemSchema)) },
      },
    },
    async (request) => ok(await service.skuList(db(), request.query.productId)),
  );

  app.get(
    '/pm/product/sku/status/dict',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '规格状态字典',
        response: { 200: envelope(z.array(DictItemSchema)) },
      },
    },
    async () => ok(service.statusDict()),
  );

  app.get(
    '/pm/product/sku/a3a4/all',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '本地业务保障（A3）与数据不出场（A4）的全部规格',
        response: { 200: envelope(z.array(SkuOfProductSchema)) },
      },
    },
    async () => ok(await service.a3a4Skus(db())),
  );

  for (const [action, onShelf, verb] of [
    ['on', true, '上架'],
    ['off', false, '下架'],
  ] as const) {
    app.post(
      `/pm/product/sku/${action}`,
      {
        config: WRITE_PRODUCT,
        schema: {
          tags: TAGS,
          summary: `规格${verb}`,
          body: CatalogueIdsSchema,
          response: { 200: Empty },
        },
      },
      async (request) => {
        await service.setSkusShelf(db(), request.body.ids, onShelf);
        return ok(null, onShelf ? M.ON_SHELF : M.OFF_SHELF);
      },
    );
  }

  app.delete(
    '/pm/product/sku/:id(^\\d+$)',
    {
      config: WRITE_PRODUCT,
      schema: {
        tags: TAGS,
        summary: '删除规格（无订单时）',
        params: NumericId,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await service.removeSku(db(), request.params.id);
      return ok(null, M.DELETED);
    },
  );
};
