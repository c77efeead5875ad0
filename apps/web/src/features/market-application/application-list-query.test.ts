import { describe, expect, it } from 'vitest';
import { applicationPageSearch, parseApplicationListQuery } from './application-list-query';

const trades = ['energy', 'healthcare'];
const parse = (query: string) => parseApplicationListQuery(new URLSearchParams(query), trades);

describe('parseApplicationListQuery', () => {
  it('reads the industry, page and size', () => {
    expect(parse('trade=energy&page=2&pageSize=50')).toEqual({
      trade: 'energy',
      page: 2,
      pageSize: 50,
    });
  });

  it('falls back to everything, page 1 and 10 a page on anything else', () => {
    expect(parse('trade=mining&page=0&pageSize=30')).toEqual({
      trade: undefined,
      page: 1,
      pageSize: 10,
    });
    expect(parse('page=abc')).toEqual({ trade: undefined, page: 1, pageSize: 10 });
  });
});

describe('applicationPageSearch', () => {
  it('keeps the industry and leaves defaults out of the address', () => {
    const search = new URLSearchParams('trade=energy');
    expect(applicationPageSearch(search, 3, 10, 10)).toBe('?trade=energy&page=3');
    expect(applicationPageSearch(new URLSearchParams('trade=energy&page=3'), 1, 10, 10)).toBe(
      '?trade=energy',
    );
  });

  it('starts a new page size at page 1', () => {
    expect(applicationPageSearch(new URLSearchParams('page=4'), 4, 50, 10)).toBe('?pageSize=50');
  });
});
