import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import { APPLICATION_FILTERS } from './list-filters';

const read = (query: string) => readFilters(new URLSearchParams(query), APPLICATION_FILTERS);

describe('application list filters', () => {
  it('reads keyword, state and industry from the address', () => {
    expect(read('keyword=%20巡检%20&state=2&industryId=energy')).toEqual({
      keyword: '巡检',
      state: 2,
      industryId: 'energy',
    });
    expect(read('state=0').state).toBe(0);
  });

  it('reads anything malformed as no filter and cuts a long keyword', () => {
    expect(read('keyword=%20&state=7&industryId=<x>')).toEqual({
      keyword: undefined,
      state: undefined,
      industryId: undefined,
    });
    expect(read('state=abc').state).toBeUndefined();
    expect(read(`industryId=${'a'.repeat(33)}`).industryId).toBeUndefined();
    expect(read(`keyword=${'字'.repeat(60)}`).keyword).toHaveLength(50);
  });
});
