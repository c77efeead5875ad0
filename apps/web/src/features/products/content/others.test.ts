import { describe, expect, it } from 'vitest';
import { isCaseType, industryOf, isProductCode, PRODUCTS, productOf } from '@pn/shared';
import { OTHER_PRODUCT_DETAILS } from './others';

const nonFamily = PRODUCTS.filter((p) => p.group !== 'family');

/** Inclusive length bounds of each list (types.ts and the page layout). */
const BOUNDS = {
  overview: [2, 3],
  audiences: [3, 5],
  capabilities: [4, 8],
  metrics: [3, 5],
  scenarios: [3, 4],
  related: [3, 4],
  faqs: [3, 4],
} as const;

describe('OTHER_PRODUCT_DETAILS', () => {
  it('has exactly one entry for every non-family product and none for family products', () => {
    const codes = OTHER_PRODUCT_DETAILS.map((d) => d.code);
    expect([...codes].sort()).toEqual(nonFamily.map((p) => p.code).sort());
  });

  describe.each(OTHER_PRODUCT_DETAILS.map((d) => [d.code, d] as const))('%s', (code, detail) => {
    it.each(Object.entries(BOUNDS))('%s has an allowed number of items', (key, [min, max]) => {
      const list = detail[key as keyof typeof BOUNDS] ?? [];
      expect(list.length).toBeGreaterThanOrEqual(min);
      expect(list.length).toBeLessThanOrEqual(max);
    });

    it('has no blank text', () => {
      const texts = [
        detail.slogan,
        ...detail.overview,
        ...detail.audiences,
        ...detail.capabilities.flatMap((c) => [c.title, c.desc]),
        ...detail.metrics.flatMap((m) => [m.label, m.value, m.note ?? 'n/a']),
        ...detail.scenarios.flatMap((s) => [s.title, s.desc]),
        ...(detail.faqs ?? []).flatMap((f) => [f.q, f.a]),
      ];
      for (const text of texts) expect(text.trim()).not.toBe('');
    });

    it('links only existing, distinct, other products', () => {
      for (const related of detail.related) expect(isProductCode(related)).toBe(true);
      expect(detail.related).not.toContain(code);
      expect(new Set(detail.related).size).toBe(detail.related.length);
    });

    it('links at most three existing built-in cases', () => {
      const cases = detail.cases ?? [];
      expect(cases.length).toBeLessThanOrEqual(3);
      for (const type of cases) expect(isCaseType(type)).toBe(true);
    });

    it('tags scenarios only with existing industries', () => {
      for (const { industry } of detail.scenarios) {
        if (industry !== undefined) expect(industryOf(industry)).toBeDefined();
      }
    });
  });

  it('names every component of a combo package in its overview', () => {
    for (const product of nonFamily.filter((p) => p.group === 'combo')) {
      const overview = OTHER_PRODUCT_DETAILS.find((d) => d.code === product.code)?.overview ?? [];
      const components = product.components ?? [];
      expect(components.length).toBeGreaterThan(0);
      for (const component of components) {
        expect(overview.join(''), `${product.code} → ${component}`).toContain(
          productOf(component)?.name,
        );
      }
    }
  });
});
