import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  filteredTo,
  pagedTo,
  parseEditTarget,
  parseListQuery,
  withEditTarget,
  withListQuery,
} from './list-query';

describe('list query', () => {
  it('reads filters and page from the URL, ignoring what cannot be right', () => {
    expect(
      parseListQuery(new URLSearchParams('keyword= 港口 &state=1&trade=port&page=3&pageSize=20')),
    ).toEqual({ keyword: '港口', state: 1, trade: 'port', page: 3, pageSize: 20 });
    expect(parseListQuery(new URLSearchParams('state=2&trade=<x>&page=-1&pageSize=30'))).toEqual(
      DEFAULT_LIST_QUERY,
    );
  });

  it('writes only what differs from the defaults and keeps the editor parameter', () => {
    const current = new URLSearchParams('edit=4&page=2');
    const next = withListQuery(current, { ...DEFAULT_LIST_QUERY, state: 0 });
    expect(next.toString()).toBe('edit=4&state=0');
  });

  it('starts from page 1 after a new filter or page size', () => {
    const on3 = { ...DEFAULT_LIST_QUERY, page: 3 };
    expect(filteredTo(on3, { trade: 'energy' })).toMatchObject({ trade: 'energy', page: 1 });
    expect(pagedTo(on3, 4, 10).page).toBe(4);
    expect(pagedTo(on3, 4, 50)).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('opens the editor for a new record or an id', () => {
    expect(parseEditTarget(new URLSearchParams('edit=new'))).toBe('new');
    expect(parseEditTarget(new URLSearchParams('edit=17'))).toBe(17);
    expect(parseEditTarget(new URLSearchParams('edit=abc'))).toBeNull();
    expect(parseEditTarget(new URLSearchParams(''))).toBeNull();
    expect(withEditTarget(new URLSearchParams('edit=new&state=1'), 9).toString()).toBe(
      'edit=9&state=1',
    );
    expect(withEditTarget(new URLSearchParams('edit=9&state=1'), null).toString()).toBe('state=1');
  });
});
