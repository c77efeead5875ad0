import {
  PRODUCT_INTRO_NAMES,
  PRODUCT_INTRODUCE_TYPES,
  productOf,
  type ProductDef,
} from '@pn/shared';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './content';
import { productOfRoute, productPageModel } from './product-page-model';

function product(code: string): ProductDef {
  const def = productOf(code);
  if (!def) throw new Error(`no product ${code}`);
  return def;
}

const detail: ProductDetail = {
  code: 'A1',
  slogan: '忙时不拥塞',
  overview: ['第一段', '第二段'],
  audiences: ['媒体'],
  capabilities: [{ title: '优先级调度', desc: '说明' }],
  metrics: [{ label: '时延', value: '20 ms' }],
  scenarios: [{ title: '直播', desc: '说明', industry: 'entertainment' }],
  related: ['A1', 'B1', 'A2'],
  cases: ['cloudGame', 'noSuchCase'],
};

describe('productOfRoute', () => {
  it('accepts every code of its own route', () => {
    for (const code of PRODUCT_INTRODUCE_TYPES) {
      expect(productOfRoute('introduce', code)?.code).toBe(code);
    }
    for (const code of PRODUCT_INTRO_NAMES) expect(productOfRoute('intro', code)?.code).toBe(code);
  });

  it('rejects codes of the other route, unknown codes and a missing parameter', () => {
    expect(productOfRoute('introduce', 'A7')).toBeUndefined();
    expect(productOfRoute('intro', 'B1')).toBeUndefined();
    expect(productOfRoute('intro', 'b1a2')).toBeUndefined();
    expect(productOfRoute('introduce', 'A99')).toBeUndefined();
    expect(productOfRoute('intro', undefined)).toBeUndefined();
  });

  it('serves 5G快线 on both routes', () => {
    expect(productOfRoute('introduce', 'Line')?.name).toBe('5G快线');
    expect(productOfRoute('intro', 'Line')?.name).toBe('5G快线');
  });
});

describe('productPageModel', () => {
  it('shows every section the copy fills, with an order link for orderable products', () => {
    const page = productPageModel(product('A1'), detail);
    expect(page.sections).toEqual(['overview', 'capabilities', 'metrics', 'scenarios', 'related']);
    expect(page.tabs.map((t) => t.label)).toEqual([
      '产品概述',
      '核心能力',
      '典型指标',
      '应用场景',
      '相关产品',
    ]);
    expect(page.orderHref).toBe('/product/order/A1');
    expect(page.lead).toBe('忙时不拥塞');
    // The product itself and unknown case types are left out.
    expect(page.related.map((p) => p.code)).toEqual(['B1', 'A2']);
    expect(page.cases.map((c) => c.type)).toEqual(['cloudGame']);
  });

  it('places a family product in its family: eyebrow, crumbs and switcher', () => {
    const page = productPageModel(product('A7'), undefined);
    expect(page.eyebrow).toBe('优享专网');
    expect(page.crumbs).toEqual([
      { label: '首页', to: '/home' },
      { label: '产品', to: '/product/introduce/B1' },
      { label: '优享专网', to: '/product/introduce/B1' },
      { label: '专线' },
    ]);
    expect(page.siblings.products.map((p) => p.code)).toEqual(['B1', 'A1', 'A2', 'A7', 'Line']);
    expect(page.orderHref).toBeUndefined();
  });

  it('without copy still shows the catalogue summary and the same group as related', () => {
    const page = productPageModel(product('AiMonitor'), undefined);
    expect(page.lead).toBe(product('AiMonitor').desc);
    expect(page.overview).toEqual([product('AiMonitor').desc]);
    expect(page.eyebrow).toBe('融合产品 · 应用');
    expect(page.sections).toEqual(['overview', 'related']);
    expect(page.related.map((p) => p.code)).toEqual([
      'DataCollect',
      'Secure',
      'OrganizeNet',
      'Config',
    ]);
    expect(page.crumbs[2]).toEqual({ label: '融合产品', to: '/product/intro/DataCollect' });
  });

  it('lists the components of a package before its other sections', () => {
    const page = productPageModel(product('B2A2A4A5'), undefined);
    expect(page.components.map((p) => p.code)).toEqual(['B2', 'A2', 'A4', 'A5']);
    expect(page.sections).toEqual(['overview', 'components', 'related']);
    expect(page.related.map((p) => p.code)).toEqual(['B1A2', 'B1A2A7', 'B2A2', 'B3A2A4A5']);
  });
});
