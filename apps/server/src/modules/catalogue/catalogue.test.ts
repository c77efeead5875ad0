import {
  CatalogueMessages,
  CatalogueRuleMessages,
  Status,
  type CategoryItem,
  type PortalCategory,
  type ProductDetail,
  type ProductFuzzyItem,
  type ProductItem,
  type ProductSaveInput,
  type PropItem,
  type SkuItem,
  type SkuOfProduct,
  type SkuSaveInput,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const API = '/unionmallmanage';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const tiers = (mbps: number[]) => mbps.map((m, i) => ({ mbps: m, priceFen: (i + 1) * 1000 }));

const SKU: SkuSaveInput = {
  skuCode: 'T-EDGE-STD',
  name: '边缘节点·标准',
  priceFen: 123456,
  unit: '月',
  billingPeriod: 'month',
  chargeBy: 'order',
  bandwidthTiers: tiers([10, 20, 50, 100, 200, 500]),
};

describe('back-office product catalogue', () => {
  let t: TestApp;
  let admin: string;
  const call = <T>(token: string | null, method: Method, url: string, payload?: object) =>
    t.call<T>({
      method,
      url: `${API}${url}`,
      ...(token ? { headers: authed(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const as = <T>(method: Method, url: string, payload?: object) =>
    call<T>(admin, method, url, payload);

  const productByCode = async (code: string) => {
    const page = await as<{ data: ProductItem[] }>('GET', `/pm/product/list?keyword=${code}`);
    const item = page.body.result.data.find((p) => p.code === code);
    expect(item, code).toBeDefined();
    return (await as<ProductDetail>('GET', `/pm/product/detail?id=${item!.id}`)).body.result;
  };

  const propId = async (name: string) =>
    (await as<PropItem[]>('GET', '/pm/props')).body.result.find((p) => p.name === name)!.id;

  /** The save payload of a stored product, as the editor would send it back. */
  const payloadOf = (d: ProductDetail): ProductSaveInput => ({
    code: d.code,
    name: d.name,
    categoryId: d.categoryId,
    description: d.description,
    status: d.status as 0 | 1 | 2,
    props: d.props.map((p) => ({ propId: p.propId, value: p.value })),
    skus: d.skus.map((s) => ({
      id: s.id,
      skuCode: s.skuCode,
      name: s.name,
      variant: s.variant as '' | 'HA',
      priceFen: s.priceFen,
      unit: s.unit,
      billingPeriod: s.billingPeriod,
      chargeBy: s.chargeBy,
      bandwidthTiers: s.bandwidthTiers,
      onShelf: s.onShelf,
      status: s.status as 0 | 1 | 2,
    })),
  });

  /** An order of `sku`, written straight to the table the order module keeps. */
  const orderOf = async (sku: SkuItem) => {
    const db = t.database.db;
    const customer = await db
      .selectFrom('enterpriseCustomer')
      .select(['id', 'beId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('bizOrder')
      .values({
        orderNo: `T${Date.now()}`,
        customerId: customer.id,
        accountId: null,
        beId: customer.beId,
        orderType: 'A3',
        productId: sku.productId,
        skuId: sku.id,
        productName: '测试',
        skuName: sku.name,
        config: JSON.stringify({}),
        months: 1,
        billingPeriod: sku.billingPeriod,
        unitPriceFen: sku.priceFen,
        quantity: 1,
        periods: 1,
        amountFen: sku.priceFen,
        idempotencyKey: `catalogue-test-${Date.now()}`,
        reviewerId: null,
        startAt: null,
        endAt: null,
        updatedAt: new Date(),
      })
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t, 'admin');
  });
  afterAll(() => t.close());

  it('lists the seeded categories parents first, with product counts, and the portal tree', async () => {
    const list = await as<CategoryItem[]>('GET', '/pm/category');
    expect(list.statusCode).toBe(200);
    const ids = list.body.result.map((c) => c.id);
    const firstChild = list.body.result.findIndex((c) => c.parentId !== null);
    expect(list.body.result.slice(0, firstChild).every((c) => c.parentId === null)).toBe(true);
    expect(list.body.result.slice(firstChild).every((c) => c.parentId !== null)).toBe(true);
    expect(ids).toEqual(expect.arrayContaining(['cat0101', 'cat0102', 'cat0201', 'cat0301']));
    expect(list.body.result.find((c) => c.id === 'cat0102')).toMatchObject({
      parentId: 'cat0100',
      productCode: 'A1',
      productCount: 1,
    });
    const parents = await as<CategoryItem[]>('GET', '/pm/category/parent');
    expect(parents.body.result.map((c) => c.id)).toEqual([
      'cat0100',
      'cat0200',
      'cat0300',
      'cat0900',
    ]);

    // The portal reads the tree without logging in.
    const portal = await call<PortalCategory[]>(null, 'GET', '/pm/category/portal/list');
    expect(portal.statusCode).toBe(200);
    expect(portal.body.result[0]).toMatchObject({
      id: 'cat0100',
      children: [
        { id: 'cat0101', name: '业务隔离', productCode: 'A2' },
        { id: 'cat0102', name: '业务加速', productCode: 'A1' },
      ],
    });
  });

  it('creates, renames and deletes a category, refusing one in use and bad input', async () => {
    const bad = await as('POST', '/pm/category', { id: 'c1', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('类目编号为cat加4位数字，如cat0102');

    const created = await as<CategoryItem>('POST', '/pm/category', {
      id: 'cat0401',
      parentId: 'cat0900',
      name: '测试类目',
      sortNum: 5,
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.result).toMatchObject({ id: 'cat0401', productCount: 0 });
    const again = await as('POST', '/pm/category', { id: 'cat0401', name: '重复' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(CatalogueMessages.CATEGORY_TAKEN);
    // Two levels only: a child cannot be a parent.
    const deep = await as('POST', '/pm/category', {
      id: 'cat0402',
      parentId: 'cat0401',
      name: '三级',
    });
    expect(deep.body.message).toBe(CatalogueRuleMessages.PARENT_NOT_TOP);
    expect(
      (await as('POST', '/pm/category', { id: 'cat0403', parentId: 'cat9999', name: 'x' })).body
        .message,
    ).toBe(CatalogueMessages.CATEGORY_NOT_FOUND);

    const renamed = await as<CategoryItem>('PUT', '/pm/category/cat0401', {
      parentId: 'cat0900',
      name: '测试类目（改）',
      sortNum: 6,
    });
    expect(renamed.body.result).toMatchObject({ name: '测试类目（改）', sortNum: 6 });
    const missing = await as('PUT', '/pm/category/cat0499', { name: '不存在' });
    expect(missing.statusCode).toBe(404);

    // A parent with children and a category with products stay.
    const parent = await as('DELETE', '/pm/category/cat0100');
    expect(parent.statusCode).toBe(409);
    expect(parent.body.message).toBe(CatalogueMessages.CATEGORY_IN_USE);
    const withProduct = await as('DELETE', '/pm/category/cat0102');
    expect(withProduct.body.message).toBe(CatalogueMessages.CATEGORY_IN_USE);
    const categories = await as<CategoryItem[]>('GET', '/pm/category');
    expect(categories.body.result.some((c) => c.id === 'cat0102')).toBe(true);

    expect((await as('DELETE', '/pm/category/cat0401')).statusCode).toBe(200);
    const after = await as<CategoryItem[]>('GET', '/pm/category');
    expect(after.body.result.some((c) => c.id === 'cat0401')).toBe(false);
  });

  it('keeps properties and their values, links and unlinks them, and refuses removing a linked one', async () => {
    const bad = await as('POST', '/pm/props', { name: '', inputType: 'select' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('请输入属性名称');

    const prop = await as<PropItem>('POST', '/pm/props', {
      name: '接入方式',
      inputType: 'select',
      required: false,
    });
    expect(prop.body.result).toMatchObject({ custom: false, values: [], categoryIds: [] });
    const id = prop.body.result.id;
    const taken = await as('POST', '/pm/props', { name: '接入方式', inputType: 'text' });
    expect(taken.body.message).toBe(CatalogueMessages.PROP_TAKEN);

    const v1 = await as<PropItem>('POST', '/pm/props/value', {
      propId: id,
      value: '光纤',
      sortNum: 1,
    });
    expect(v1.body.result.values.map((v) => v.value)).toEqual(['光纤']);
    const dup = await as('POST', '/pm/props/value', { propId: id, value: '光纤' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe(CatalogueMessages.PROP_VALUE_TAKEN);
    const v2 = await as<PropItem>('POST', '/pm/props/value', {
      propId: id,
      value: '微波',
      sortNum: 0,
    });
    expect(v2.body.result.values.map((v) => v.value)).toEqual(['微波', '光纤']);
    const fibre = v2.body.result.values.find((v) => v.value === '光纤')!;
    const edited = await as<PropItem>('PUT', `/pm/props/value/${fibre.id}`, {
      value: '光纤专线',
      sortNum: 0,
    });
    expect(edited.body.result.values.map((v) => v.value)).toContain('光纤专线');
    expect((await as('DELETE', `/pm/props/value/${fibre.id}`)).statusCode).toBe(200);

    // General properties link through /props, custom ones only through /customprops.
    const link = await as('POST', '/pm/category/props/link', {
      categoryId: 'cat0102',
      propIds: [id],
    });
    expect(link.statusCode).toBe(200);
    const wrongKind = await as('POST', '/pm/category/customprops/link', {
      categoryId: 'cat0102',
      propIds: [id],
    });
    expect(wrongKind.body.message).toBe(CatalogueRuleMessages.PROP_KIND_CUSTOM);
    const noProps = await as('POST', '/pm/category/props/link', {
      categoryId: 'cat0102',
      propIds: [],
    });
    expect(noProps.body.message).toBe('请选择属性');
    let props = await as<PropItem[]>('GET', '/pm/props?custom=false');
    expect(props.body.result.find((p) => p.id === id)!.categoryIds).toEqual(['cat0102']);
    expect(props.body.result.every((p) => !p.custom)).toBe(true);

    const inUse = await as('DELETE', `/pm/props/${id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.body.message).toBe(CatalogueMessages.PROP_IN_USE);
    const flip = await as('PUT', `/pm/props/${id}`, {
      name: '接入方式',
      inputType: 'select',
      custom: true,
    });
    expect(flip.body.message).toBe(CatalogueRuleMessages.PROP_CUSTOM_LOCKED);

    expect(
      (await as('POST', '/pm/category/props/unlink', { categoryId: 'cat0102', propIds: [id] }))
        .statusCode,
    ).toBe(200);
    props = await as<PropItem[]>('GET', '/pm/props');
    expect(props.body.result.find((p) => p.id === id)!.categoryIds).toEqual([]);
    expect((await as('DELETE', `/pm/props/${id}`)).statusCode).toBe(200);
    props = await as<PropItem[]>('GET', '/pm/props');
    expect(props.body.result.some((p) => p.id === id)).toBe(false);
  });

  it('keeps custom properties through /pm/customizedprops and links them to categories', async () => {
    const seeded = await as<PropItem[]>('GET', '/pm/customizedprops');
    expect(seeded.body.result.length).toBeGreaterThan(0);
    expect(seeded.body.result.every((p) => p.custom)).toBe(true);
    expect(seeded.body.result.find((p) => p.name === '应用服务器地址')).toMatchObject({
      required: true,
      categoryIds: ['cat0102'],
    });

    // Saved through this path, a property is custom whatever the body says.
    const created = await as<PropItem>('POST', '/pm/customizedprops', {
      name: '现场联系人',
      inputType: 'text',
      custom: false,
      required: true,
    });
    expect(created.body.result).toMatchObject({ custom: true, required: true });
    const id = created.body.result.id;
    const general = (await as<PropItem[]>('GET', '/pm/props?custom=false')).body.result[0]!;
    expect(
      (await as('PUT', `/pm/customizedprops/${general.id}`, { name: 'x', inputType: 'text' }))
        .statusCode,
    ).toBe(404);

    await as('POST', '/pm/category/customprops/link', { categoryId: 'cat0201', propIds: [id] });
    let linked = (await as<PropItem[]>('GET', '/pm/customizedprops')).body.result;
    expect(linked.find((p) => p.id === id)!.categoryIds).toEqual(['cat0201']);
    const updated = await as<PropItem>('PUT', `/pm/customizedprops/${id}`, {
      name: '现场联系人电话',
      inputType: 'text',
      required: false,
    });
    expect(updated.body.result).toMatchObject({
      name: '现场联系人电话',
      custom: true,
      required: false,
    });
    expect((await as('DELETE', `/pm/customizedprops/${id}`)).body.message).toBe(
      CatalogueMessages.PROP_IN_USE,
    );
    await as('POST', '/pm/category/customprops/unlink', { categoryId: 'cat0201', propIds: [id] });
    expect((await as('DELETE', `/pm/customizedprops/${id}`)).statusCode).toBe(200);
    linked = (await as<PropItem[]>('GET', '/pm/customizedprops')).body.result;
    expect(linked.some((p) => p.id === id)).toBe(false);
  });

  it('refuses a product whose SKUs break the rules, with the field’s message, and stores nothing', async () => {
    const base: ProductSaveInput = {
      code: 'T_EDGE',
      name: '测试边缘节点',
      categoryId: 'cat0201',
      skus: [SKU],
    };
    const cases: [Partial<SkuSaveInput>, string][] = [
      [{ bandwidthTiers: tiers([10, 20, 50]) }, '带宽档位须为6档'],
      [{ bandwidthTiers: tiers([10, 20, 50, 40, 200, 500]) }, '带宽档位须从小到大排列且不重复'],
      [{ bandwidthTiers: tiers([10, 20, 20, 100, 200, 500]) }, '带宽档位须从小到大排列且不重复'],
      [{ priceFen: 12.5 }, '金额须以分为单位的整数'],
      [{ priceFen: -1 }, '金额不能为负数'],
      [{ skuCode: '中文' }, 'SKU编码为2-32位字母、数字、下划线或连字符'],
      [{ unit: '' }, '请输入计价单位'],
    ];
    for (const [change, message] of cases) {
      const res = await as('POST', '/pm/product', { ...base, skus: [{ ...SKU, ...change }] });
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const badCode = await as('POST', '/pm/product', { ...base, code: '1abc' });
    expect(badCode.body.message).toBe('产品编码为字母开头的1-32位字母、数字或下划线');
    const twice = await as('POST', '/pm/product', {
      ...base,
      skus: [SKU, { ...SKU, name: '重复' }],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toBe(CatalogueMessages.SKU_CODE_TAKEN);
    const seededCode = await as('POST', '/pm/product', {
      ...base,
      skus: [{ ...SKU, skuCode: 'a1-card' }],
    });
    expect(seededCode.body.message).toBe(CatalogueMessages.SKU_CODE_TAKEN);
    const productCode = await as('POST', '/pm/product', { ...base, code: 'a1' });
    expect(productCode.body.message).toBe(CatalogueMessages.CODE_TAKEN);
    const badValue = await as('POST', '/pm/product', {
      ...base,
      props: [{ propId: await propId('服务等级'), value: '钻石' }],
    });
    expect(badValue.body.message).toBe(CatalogueRuleMessages.propValueInvalid('服务等级'));
    const notLinked = await as('POST', '/pm/product', {
      ...base,
      props: [{ propId: await propId('开通周期'), value: '7天' }],
    });
    expect(notLinked.body.message).toBe(CatalogueRuleMessages.propNotLinked('开通周期'));

    const none = await as<ProductFuzzyItem[]>('GET', '/pm/product/fuzzy/list?keyword=T_EDGE');
    expect(none.body.result).toEqual([]);
  });

  it('creates a product with SKUs, updates it in one go and refuses dropping an ordered SKU', async () => {
    const created = await as<ProductDetail>('POST', '/pm/product', {
      code: 'T_EDGE',
      name: '测试边缘节点',
      categoryId: 'cat0201',
      description: '测试用产品',
      props: [
        { propId: await propId('服务等级'), value: '增强' },
        { propId: await propId('时延保障'), value: '' },
      ],
      skus: [
        SKU,
        {
          ...SKU,
          skuCode: 'T-EDGE-ONCE',
          name: '部署',
          billingPeriod: 'once',
          bandwidthTiers: [],
          onShelf: false,
        },
      ],
    });
    expect(created.statusCode).toBe(200);
    const p = created.body.result;
    expect(p).toMatchObject({
      code: 'T_EDGE',
      categoryName: '本地业务保障',
      onShelf: false,
      skuCount: 2,
      minPriceFen: 123456,
      props: [{ name: '服务等级', value: '增强' }],
    });
    expect(p.skus.map((s) => [s.skuCode, s.priceFen, s.bandwidthTiers.length])).toEqual([
      ['T-EDGE-STD', 123456, 6],
      ['T-EDGE-ONCE', 123456, 0],
    ]);

    // Update: the first SKU changes price and code, the second goes, a third comes.
    const body = payloadOf(p);
    body.name = '测试边缘节点（改）';
    body.skus = [
      { ...body.skus![0]!, priceFen: 99900, skuCode: 'T-EDGE-STD2' },
      { ...SKU, skuCode: 'T-EDGE-PRO', name: '专业', priceFen: 500000 },
    ];
    const updated = await as<ProductDetail>('PUT', `/pm/product/${p.id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.body.result.name).toBe('测试边缘节点（改）');
    expect(updated.body.result.skus.map((s) => [s.skuCode, s.priceFen])).toEqual([
      ['T-EDGE-STD2', 99900],
      ['T-EDGE-PRO', 500000],
    ]);
    expect(updated.body.result.skus[0]!.id).toBe(p.skus[0]!.id);

    // A SKU of another product cannot be taken over.
    const a1 = await productByCode('A1');
    const foreign = await as('PUT', `/pm/product/${p.id}`, {
      ...payloadOf(updated.body.result),
      skus: [{ ...payloadOf(a1).skus![0]! }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(CatalogueMessages.SKU_NOT_FOUND);

    // An ordered SKU cannot be dropped; the failed save changes nothing.
    const pro = updated.body.result.skus[1]!;
    await orderOf(pro);
    const drop = await as('PUT', `/pm/product/${p.id}`, {
      ...payloadOf(updated.body.result),
      name: '不应保存',
      skus: [payloadOf(updated.body.result).skus![0]!],
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.body.message).toBe(CatalogueMessages.SKU_HAS_ORDERS);
    const unchanged = await as<ProductDetail>('GET', `/pm/product/detail?id=${p.id}`);
    expect(unchanged.body.result.name).toBe('测试边缘节点（改）');
    expect(unchanged.body.result.skus).toHaveLength(2);
    expect((await as('DELETE', `/pm/product/sku/${pro.id}`)).body.message).toBe(
      CatalogueMessages.SKU_HAS_ORDERS,
    );
    const del = await as('DELETE', `/pm/product/${p.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.body.message).toBe(CatalogueMessages.PRODUCT_HAS_ORDERS);

    // A SKU without orders can go on its own.
    const std = updated.body.result.skus[0]!;
    expect((await as('DELETE', `/pm/product/sku/${std.id}`)).statusCode).toBe(200);
    const skus = await as<SkuItem[]>('GET', `/pm/product/sku/list?productId=${p.id}`);
    expect(skus.body.result.map((s) => s.skuCode)).toEqual(['T-EDGE-PRO']);
  });

  it('puts products and SKUs on and off shelf, refusing a product with no SKU on shelf', async () => {
    const a2 = await productByCode('A2');
    expect(a2.onShelf).toBe(true);
    const off = await as('POST', '/pm/product/offshelf', { ids: [a2.id] });
    expect(off.statusCode).toBe(200);
    expect((await productByCode('A2')).onShelf).toBe(false);

    // Its only SKU off shelf: the product cannot go back on.
    const skuIds = a2.skus.map((s) => s.id);
    expect((await as('POST', '/pm/product/sku/off', { ids: skuIds })).statusCode).toBe(200);
    const refused = await as('POST', '/pm/product/onshelf', { ids: [a2.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(`${CatalogueMessages.NO_SKU_ON_SHELF}：${a2.name}`);
    expect((await productByCode('A2')).onShelf).toBe(false);
    await as('POST', '/pm/product/sku/on', { ids: skuIds });
    expect((await as('POST', '/pm/product/onshelf', { ids: [a2.id] })).statusCode).toBe(200);
    expect((await productByCode('A2')).onShelf).toBe(true);

    // A portal-only product (no SKUs) may be on shelf; several at once; all or none.
    const b1 = await productByCode('B1');
    expect(b1.skus).toEqual([]);
    expect((await as('POST', '/pm/product/offshelf', { ids: [b1.id, a2.id] })).statusCode).toBe(
      200,
    );
    const missing = await as('POST', '/pm/product/onshelf', { ids: [b1.id, 999999] });
    expect(missing.statusCode).toBe(404);
    expect((await productByCode('B1')).onShelf).toBe(false);
    expect((await as('POST', '/pm/product/onshelf', { ids: [b1.id, a2.id] })).statusCode).toBe(200);
    expect((await productByCode('B1')).onShelf).toBe(true);

    const empty = await as('POST', '/pm/product/onshelf', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('请至少选择一条记录');

    const onShelfOnly = await as<{ data: ProductItem[]; total: number }>(
      'GET',
      '/pm/product/list?onShelf=false&pageSize=50',
    );
    expect(onShelfOnly.body.result.data.every((p) => !p.onShelf)).toBe(true);
  });

  it('lists, filters and pages products, finds them fuzzily, and answers the dictionaries', async () => {
    const page1 = await as<{ data: ProductItem[]; total: number; pageSize: number }>(
      'GET',
      '/pm/product/list?pageSize=10',
    );
    expect(page1.body.result.data).toHaveLength(10);
    expect(page1.body.result.total).toBeGreaterThan(20);
    const capped = await as<{ pageSize: number }>('GET', '/pm/product/list?pageSize=500');
    expect(capped.body.result.pageSize).toBe(50);

    const byCategory = await as<{ data: ProductItem[] }>(
      'GET',
      '/pm/product/list?categoryId=cat0100&pageSize=50',
    );
    const codes = byCategory.body.result.data.map((p) => p.code);
    // A top-level category finds its children's products too.
    expect(codes).toEqual(expect.arrayContaining(['A1', 'A2']));
    const a1 = byCategory.body.result.data.find((p) => p.code === 'A1')!;
    expect(a1).toMatchObject({ skuCount: 2, minPriceFen: 2000, categoryName: '业务加速' });

    const keyword = await as<{ data: ProductItem[] }>(
      'GET',
      `/pm/product/list?keyword=${encodeURIComponent('业务加速')}`,
    );
    expect(keyword.body.result.data.map((p) => p.code)).toContain('A1');
    const tooLong = await as('GET', `/pm/product/list?keyword=${'x'.repeat(41)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toBe('关键词不能超过40个字符');

    const fuzzy = await as<ProductFuzzyItem[]>('GET', '/pm/product/fuzzy/list?keyword=a1');
    expect(fuzzy.body.result[0]).toMatchObject({ code: 'A1' });
    expect(Object.keys(fuzzy.body.result[0]!).sort()).toEqual(['code', 'id', 'name']);
    const all = await as<ProductFuzzyItem[]>('GET', '/pm/product/fuzzy/list');
    expect(all.body.result).toHaveLength(20);

    const dict = await as<{ value: number; label: string }[]>('GET', '/pm/product/status/dict');
    expect(dict.body.result).toEqual([
      { value: 0, label: '草稿' },
      { value: 1, label: '正常' },
      { value: 2, label: '停售' },
    ]);
    expect((await as('GET', '/pm/product/sku/status/dict')).body.result).toEqual(dict.body.result);

    const a3a4 = await as<SkuOfProduct[]>('GET', '/pm/product/sku/a3a4/all');
    expect(a3a4.body.result.map((s) => s.skuCode)).toEqual(
      expect.arrayContaining(['A3-AREA', 'A4-UPF', 'A4-SETUP']),
    );
    expect(new Set(a3a4.body.result.map((s) => s.productCode))).toEqual(new Set(['A3', 'A4']));

    expect((await as('GET', '/pm/product/detail?id=999999')).statusCode).toBe(404);
    expect((await as('GET', '/pm/product/detail?id=abc')).statusCode).toBe(400);
  });

  it('takes a product that is no longer 正常 off shelf and keeps it off', async () => {
    const b2 = await productByCode('B2');
    const saved = await as<ProductDetail>('PUT', `/pm/product/${b2.id}`, {
      ...payloadOf(b2),
      status: 2,
    });
    expect(saved.body.result).toMatchObject({ status: 2, onShelf: false });
    const refused = await as('POST', '/pm/product/onshelf', { ids: [b2.id] });
    expect(refused.body.message).toContain(CatalogueRuleMessages.PRODUCT_NOT_NORMAL);
    await as('PUT', `/pm/product/${b2.id}`, { ...payloadOf(b2), status: 1 });
    expect((await as('POST', '/pm/product/onshelf', { ids: [b2.id] })).statusCode).toBe(200);
  });

  it('refuses province administrators’ writes and customers altogether', async () => {
    const province = await loginAs(t, 'gd_admin');
    const customer = await loginAs(t, 'OCB1000000001');
    const a1 = await productByCode('A1');
    // Order reviewers read the catalogue but keep none of it.
    expect((await call(province, 'GET', '/pm/product/list')).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/pm/product/offshelf', { ids: [a1.id] }],
      ['PUT', `/pm/product/${a1.id}`, payloadOf(a1)],
      ['DELETE', `/pm/product/${a1.id}`, undefined],
      ['POST', '/pm/category', { id: 'cat0801', name: '越权' }],
      ['POST', '/pm/props', { name: '越权', inputType: 'text' }],
      ['GET', '/pm/props', undefined],
    ] as const) {
      const res = await call(province, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of ['/pm/product/list', '/pm/category', '/pm/product/sku/a3a4/all']) {
      expect((await call(customer, 'GET', url)).statusCode, url).toBe(403);
    }
    expect(
      (await call(customer, 'POST', '/pm/product/offshelf', { ids: [a1.id] })).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', '/pm/product/list')).statusCode).toBe(401);
    expect((await productByCode('A1')).onShelf).toBe(true);
  });

  it('records every write in the operation log under its summary', async () => {
    const a1 = await productByCode('A1');
    await as('POST', '/pm/product/offshelf', { ids: [a1.id] });
    await as('POST', '/pm/product/onshelf', { ids: [a1.id] });
    await t.app.flushOperLog();
    const rows = await t.database.db
      .selectFrom('operLog')
      .select(['title', 'operUrl', 'bodyParam', 'loginAccount', 'status', 'errorMsg'])
      .where('operUrl', 'like', `${API}/pm/%`)
      .where('loginAccount', '=', 'admin')
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: '产品下架',
          operUrl: `${API}/pm/product/offshelf`,
          bodyParam: JSON.stringify({ ids: [a1.id] }),
          status: Status.OK,
        }),
        expect.objectContaining({ title: '产品上架', status: Status.OK }),
        expect.objectContaining({
          title: '修改产品及其规格',
          operUrl: expect.stringMatching(/\/pm\/product\/\d+$/),
        }),
        expect.objectContaining({ title: '新建产品类目' }),
        expect.objectContaining({ title: '删除产品类目（无子类目和产品时）' }),
        expect.objectContaining({ title: '类目关联通用属性' }),
        expect.objectContaining({ title: '新增属性值' }),
      ]),
    );
    // Refusals are logged with their message.
    expect(rows).toContainEqual(
      expect.objectContaining({
        title: '删除产品类目（无子类目和产品时）',
        operUrl: `${API}/pm/category/cat0100`,
        status: Status.CONFLICT,
        errorMsg: CatalogueMessages.CATEGORY_IN_USE,
      }),
    );
  });
});
