import { PRODUCT_INTRO_NAMES, PRODUCT_INTRODUCE_TYPES } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { matchIslandPage } from './portal-island';

describe('matchIslandPage', () => {
  it('finds the prerendered pages, with their parameters', () => {
    expect(matchIslandPage('/home')?.page.module).toBe('home');
    expect(matchIslandPage('/solution')?.page.module).toBe('solutions');
    expect(matchIslandPage('/case')?.page.module).toBe('cases');
    for (const type of PRODUCT_INTRODUCE_TYPES) {
      const match = matchIslandPage(`/product/introduce/${type}`);
      expect(match?.page.module).toBe('product-introduce');
      expect(match?.params).toEqual({ type });
    }
    expect(matchIslandPage(`/product/intro/${PRODUCT_INTRO_NAMES[0]}`)?.params).toEqual({
      name: PRODUCT_INTRO_NAMES[0],
    });
  });

  it('finds nothing elsewhere, nor for a missing parameter', () => {
    for (const path of ['/news', '/home/', '/product/introduce/', '/product/intro', '/control']) {
      expect(matchIslandPage(path)).toBeNull();
    }
  });
});
