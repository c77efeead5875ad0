import type { ProductDetail } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyProduct,
  emptySku,
  fenToYuanText,
  productFormOf,
  productPayloadOf,
  yuanMessage,
  type ProductFormValues,
  type SkuFormValues,
} from './product-form';

const SIX = [10, 20, 50, 100, 200, 500];

const sku = (change: Partial<SkuFormValues> = {}): SkuFormValues => ({
  ...emptySku(),
  skuCode: 'T-1',
  name: '标准',
  price: '19.90',
  ...change,
});

const product = (skus: SkuFormValues[], change: Partial<ProductFormValues> = {}) => ({
  ...emptyProduct(),
  code: 'T_PRODUCT',
  name: '测试产品',
  skus,
  ...change,
});

const DETAIL: ProductDetail = {
  id: 7,
  code: 'A1',
  name: '业务加速',
  categoryId: 'cat0102',
  categoryName: '业务加速',
  description: '',
  onShelf: true,
  status: 1,
  skuCount: 1,
  minPriceFen: 2000,
  updateTime: '2026-11-25 10:00:00',
  props: [{ propId: 3, name: '服务等级', value: '增强' }],
  skus: [
    {
      id: 11,
      productId: 7,
      skuCode: 'A1-CARD',
      name: '按卡',
      variant: '',
      priceFen: 2000,
      unit: '卡/月',
      billingPeriod: 'month',
      chargeBy: 'card',
      bandwidthTiers: SIX.map((mbps, i) => ({ mbps, priceFen: (i + 1) * 1001 })),
      onShelf: true,
      status: 1,
      updateTime: '2026-11-25 10:00:00',
    },
  ],
};

describe('yuan and fen in the product editor', () => {
  it('shows fen as a plain yuan amount with two decimals', () => {
    expect(fenToYuanText(0)).toBe('0.00');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(2000)).toBe('20.00');
    expect(fenToYuanText(123456)).toBe('1234.56');
    expect(fenToYuanText(12_000_000)).toBe('120000.00');
  });

  it('sends typed yuan as exact integer fen, where floating point would drift', () => {
    const result = productPayloadOf(
      product([sku({ price: '0.29' }), sku({ skuCode: 'T-2', price: '1.1' })]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(result.payload.skus!.map((s) => s.priceFen)).toEqual([29, 110]);
  });

  it('reads a stored product into the form and back without changing a fen', () => {
    const values = productFormOf(DETAIL);
    expect(values.props).toEqual({ '3': '增强' });
    expect(values.skus[0]).toMatchObject({ id: 11, price: '20.00', byBandwidth: true });
    expect(values.skus[0]!.tiers.map((t) => t.price)).toEqual([
      '10.01',
      '20.02',
      '30.03',
      '40.04',
      '50.05',
      '60.06',
    ]);
    const result = productPayloadOf(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.skus![0]).toMatchObject({
      id: 11,
      priceFen: 2000,
      bandwidthTiers: DETAIL.skus[0]!.bandwidthTiers,
    });
    expect(result.payload.props).toEqual([{ propId: 3, value: '增强' }]);
  });

  it('places a wrongly typed amount on its own input', () => {
    for (const price of ['', '1.234', '12元', '-1', '1e3']) {
      const result = productPayloadOf(product([sku({ price })]));
      expect(result.ok, price).toBe(false);
      if (result.ok) continue;
      expect(result.issues[0]).toEqual({ path: ['skus', 0, 'price'], message: yuanMessage });
    }
  });

  it('needs all six bandwidth tiers, ascending, when a SKU is sold by bandwidth', () => {
    const tiers = (mbps: (number | null)[], price = '10') => mbps.map((m) => ({ mbps: m, price }));
    const check = (s: SkuFormValues) => {
      const result = productPayloadOf(product([s]));
      return result.ok ? [] : result.issues;
    };
    expect(check(sku({ byBandwidth: true, tiers: tiers(SIX) }))).toEqual([]);
    // Not sold by bandwidth: whatever the hidden rows hold is left out.
    expect(check(sku({ byBandwidth: false, tiers: tiers([null, 5]) }))).toEqual([]);
    expect(check(sku({ byBandwidth: true, tiers: tiers([10, 20, null, 100, 200, 500]) }))).toEqual([
      { path: ['skus', 0, 'tiers', 2, 'mbps'], message: '请输入带宽' },
    ]);
    expect(check(sku({ byBandwidth: true, tiers: tiers([10, 20, 50, 40, 200, 500]) }))).toEqual([
      { path: ['skus', 0, 'byBandwidth'], message: '带宽档位须从小到大排列且不重复' },
    ]);
    expect(check(sku({ byBandwidth: true, tiers: tiers([10, 20, 50]) }))).toEqual([
      { path: ['skus', 0, 'byBandwidth'], message: '带宽档位须为6档' },
    ]);
    const badPrice = check(
      sku({
        byBandwidth: true,
        tiers: tiers(SIX).map((t, i) => (i === 4 ? { ...t, price: 'x' } : t)),
      }),
    );
    expect(badPrice).toEqual([{ path: ['skus', 0, 'tiers', 4, 'price'], message: yuanMessage }]);
  });

  it('places product-level problems on their fields', () => {
    const result = productPayloadOf(product([], { code: '9x', name: '' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual(
      expect.arrayContaining([
        { path: ['code'], message: '产品编码为字母开头的1-32位字母、数字或下划线' },
        { path: ['name'], message: '请输入产品名称' },
      ]),
    );
  });
});
