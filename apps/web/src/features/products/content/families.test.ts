import { CASE_TYPES, industryOf, isProductCode, PRODUCT_FAMILIES } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { FAMILY_PRODUCT_DETAILS } from './families';

describe('FAMILY_PRODUCT_DETAILS', () => {
  it('has copy for exactly the products of the three families', () => {
    const codes = FAMILY_PRODUCT_DETAILS.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(PRODUCT_FAMILIES.flatMap((f) => f.products).sort());
  });

  it.each(FAMILY_PRODUCT_DETAILS.map((d) => [d.code, d] as const))(
    '%s fills every field with valid references',
    (code, d) => {
      expect(d.slogan).not.toBe('');
      expect(d.overview.length).toBeGreaterThanOrEqual(2);
      expect(d.overview.length).toBeLessThanOrEqual(3);
      expect(d.audiences.length).toBeGreaterThan(0);
      expect(d.capabilities.length).toBeGreaterThanOrEqual(4);
      expect(d.capabilities.length).toBeLessThanOrEqual(8);
      expect(d.metrics.length).toBeGreaterThanOrEqual(3);
      expect(d.scenarios.length).toBeGreaterThanOrEqual(3);
      expect(d.scenarios.length).toBeLessThanOrEqual(4);
      expect(d.faqs?.length).toBeGreaterThan(0);
      for (const s of d.scenarios) {
        if (s.industry) expect(industryOf(s.industry), s.industry).toBeDefined();
      }
      for (const r of d.related) {
        expect(isProductCode(r), r).toBe(true);
        expect(r).not.toBe(code);
      }
      for (const c of d.cases ?? []) expect(CASE_TYPES).toContain(c);
      // Titles key the rendered lists.
      expect(new Set(d.capabilities.map((c) => c.title)).size).toBe(d.capabilities.length);
      expect(new Set(d.scenarios.map((s) => s.title)).size).toBe(d.scenarios.length);
      expect(new Set(d.metrics.map((m) => m.label)).size).toBe(d.metrics.length);
    },
  );
});
