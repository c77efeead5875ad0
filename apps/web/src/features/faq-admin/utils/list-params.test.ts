import { describe, expect, it } from 'vitest';
import { faqScreenParams, patchSearch } from './list-params';

describe('FAQ screen address query', () => {
  it('reads filters, paging and the open editor', () => {
    expect(
      faqScreenParams(
        new URLSearchParams('page=2&pageSize=50&keyword=网关&category=gateway&status=0&edit=12'),
      ),
    ).toEqual({
      query: { page: 2, pageSize: 50, keyword: '网关', category: 'gateway', status: 0 },
      edit: 12,
    });
    expect(faqScreenParams(new URLSearchParams('edit=new')).edit).toBe('new');
  });

  it('ignores malformed values', () => {
    expect(
      faqScreenParams(
        new URLSearchParams('page=-1&pageSize=15&category=weather&status=2&edit=abc'),
      ),
    ).toEqual({
      query: { page: 1, pageSize: 10, keyword: undefined, category: undefined, status: undefined },
      edit: null,
    });
  });

  it('keeps the page when only the editor opens or closes, resets it on a filter change', () => {
    const search = new URLSearchParams('page=3&status=1');
    expect(patchSearch(search, { edit: 'new' }).toString()).toBe('page=3&status=1&edit=new');
    expect(patchSearch(search, { status: 0 }).toString()).toBe('status=0');
    expect(patchSearch(search, { page: 1, pageSize: 20 }).toString()).toBe(
      'page=1&status=1&pageSize=20',
    );
  });
});
