import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import { FAQ_FILTERS } from './list-params';

describe('FAQ filters in the address', () => {
  it('reads keyword, category and status', () => {
    expect(
      readFilters(new URLSearchParams('keyword=%20网关%20&category=gateway&status=0'), FAQ_FILTERS),
    ).toEqual({ keyword: '网关', category: 'gateway', status: 0 });
  });

  it('ignores categories and states the server does not know', () => {
    expect(readFilters(new URLSearchParams('category=weather&status=2'), FAQ_FILTERS)).toEqual({
      keyword: undefined,
      category: undefined,
      status: undefined,
    });
  });
});
