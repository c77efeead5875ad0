import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import { CONTENT_FILTERS } from './list-query';

describe('content list filters', () => {
  it('reads keyword, state and industry from the address', () => {
    expect(
      readFilters(new URLSearchParams('keyword=%20港口%20&state=1&trade=port'), CONTENT_FILTERS),
    ).toEqual({ keyword: '港口', state: 1, trade: 'port' });
  });

  it('ignores what cannot be right', () => {
    expect(
      readFilters(new URLSearchParams('keyword=&state=2&trade=%3Cx%3E'), CONTENT_FILTERS),
    ).toEqual({ keyword: undefined, state: undefined, trade: undefined });
  });
});
