import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_CASES,
  BUSINESS_LABELS,
  CASE_TYPES,
  caseTypeOf,
  CATEGORY_IDS,
  HOT_PRODUCTS,
  INDUSTRIES,
  industryName,
  industryOf,
  isCaseType,
  isOrderType,
  orderHref,
  PRODUCT_FAMILIES,
  PRODUCT_INTRO_NAMES,
  PRODUCT_INTRODUCE_TYPES,
  productCategoryOf,
  productHref,
  productNameOf,
  productOf,
  productOfCategory,
  PRODUCTS,
  productsOfFamily,
  productsOfGroup,
  TIER_LABELS,
} from './catalogue.js';

describe('product catalogue', () => {
  it('describes every product code of both product routes exactly once', () => {
    const codes = PRODUCTS.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes)).toEqual(new Set([...PRODUCT_INTRODUCE_TYPES, ...PRODUCT_INTRO_NAMES]));
    for (const p of PRODUCTS) {
      expect(p.name, p.code).not.toBe('');
      expect(p.desc.length, p.code).toBeGreaterThan(10);
    }
  });

  it('places the family products of spec §1 in their tiers', () => {
    expect(PRODUCT_FAMILIES.map((f) => [f.key, f.label, f.mode])).toEqual([
      ['prefer', '优享', 'B1'],
      ['exclusive', '专享', 'B2'],
      ['exalted', '尊享', 'B3'],
    ]);
    expect(productsOfFamily('prefer').map((p) => p.code)).toEqual(['B1', 'A1', 'A2', 'A7', 'Line']);
    expect(productsOfFamily('exclusive').map((p) => p.code)).toEqual([
      'B2',
      'A3',
      'A4',
      'A5',
      'A13',
      'double',
    ]);
    expect(productsOfFamily('exalted').map((p) => p.code)).toEqual([
      'B3',
      'A6',
      'A8',
      'A9',
      'A10',
      'A11',
      'A12',
      'A14',
    ]);
    for (const f of PRODUCT_FAMILIES) {
      for (const p of productsOfFamily(f.key)) expect(p.family).toBe(f.key);
    }
    expect(productsOfGroup('family')).toHaveLength(19);
    expect(productsOfGroup('fiveGA').map((p) => p.code)).toEqual([
      'RedCap',
      'RealTime',
      'NoSource',
      'DeterministicNetworks',
    ]);
    expect(new Set(productsOfGroup('converged').map((p) => p.kind))).toEqual(
      new Set(['terminal', 'security', 'application', 'service']),
    );
    for (const combo of productsOfGroup('combo')) {
      expect(combo.components!.join(''), combo.code).toBe(combo.code);
    }
    expect(TIER_LABELS).toMatchObject({ prefer: '优享', exclusive: '专享', exalted: '尊享' });
    expect(Object.keys(TIER_LABELS)).toEqual([
      'prefer',
      'exclusive',
      'exalted',
      'compose',
      'manage',
      'dashboard',
    ]);
  });

  it('orders A1–A4 and B3 online, with their labels and category ids', () => {
    expect(PRODUCTS.filter((p) => p.orderable).map((p) => p.code)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'B3',
    ]);
    expect(orderHref('A3')).toBe('/product/order/A3');
    expect(orderHref('B1')).toBeUndefined();
    expect(orderHref('nope')).toBeUndefined();
    expect(isOrderType('B3_HA')).toBe(true);
    expect(isOrderType('B1')).toBe(false);
    expect(BUSINESS_LABELS).toEqual({
      A1: '业务加速',
      A2: '业务隔离',
      A3: '本地业务保障',
      A4: '数据不出场',
      B3: '专网专用',
    });
    expect(CATEGORY_IDS).toEqual({ A1: 'cat0102', A2: 'cat0101', A3: 'cat0201', A4: 'cat0202' });
    expect(productOf('A2')).toMatchObject({ label: '业务隔离', categoryId: 'cat0101' });
    expect(productOfCategory('cat0202')?.code).toBe('A4');
  });

  it('links each product to its page', () => {
    expect(productHref('B2')).toBe('/product/introduce/B2');
    expect(productHref('Line')).toBe('/product/introduce/Line');
    expect(productHref('double')).toBe('/product/intro/double');
    expect(productHref('B3A2A4A5')).toBe('/product/intro/B3A2A4A5');
    expect(productHref('A99')).toBeUndefined();
    for (const code of HOT_PRODUCTS) expect(productHref(code)).toBeDefined();
  });

  it('names products and their categories in Chinese, never by code', () => {
    expect(productNameOf('B1A2A7')).toBe('优享·隔离专线套餐');
    expect(productNameOf('Linked')).toBe('5G随e连');
    expect(productNameOf('DataCollect')).toBe('数据采集终端');
    expect(productNameOf('A99')).toBe('A99');
    const category = (code: string) => productCategoryOf(productOf(code)!);
    expect(category('A1')).toBe('优享专网');
    expect(category('B1A2A7')).toBe('组合套餐');
    expect(category('Linked')).toBe('专网类型');
    expect(category('DataCollect')).toBe('融合产品 · 终端');
    expect(category('RedCap')).toBe('5G-A');
    for (const p of PRODUCTS) expect(productCategoryOf(p), p.code).not.toContain(p.code);
  });
});

describe('industries and built-in cases', () => {
  it('gives industries unique stable ids and names', () => {
    expect(new Set(INDUSTRIES.map((i) => i.id)).size).toBe(INDUSTRIES.length);
    expect(industryOf('port')?.name).toBe('智慧港口');
    expect(industryName('rail')).toBe('轨道交通');
    expect(industryName(null)).toBe('');
    expect(industryName('unknown')).toBe('');
  });

  it('places each of the 14 built-in case types in a known industry', () => {
    expect(CASE_TYPES).toHaveLength(14);
    expect(BUILT_IN_CASES.map((c) => c.type)).toEqual([...CASE_TYPES]);
    for (const c of BUILT_IN_CASES) expect(industryOf(c.industry), c.type).toBeDefined();
    expect(isCaseType('subway')).toBe(true);
    expect(isCaseType('Subway')).toBe(false);
    expect(caseTypeOf('zhouShan')?.industry).toBe('port');
  });
});
