import { describe, expect, it } from 'vitest';
import { newsAdminQueryString, parseNewsAdminQuery } from './list-query';

const parse = (query: string) => parseNewsAdminQuery(new URLSearchParams(query));

describe('parseNewsAdminQuery', () => {
  it('defaults to the first page of every state, ten per page, no editor', () => {
    expect(parse('')).toEqual({
      page: 1,
      pageSize: 10,
      keyword: '',
      status: undefined,
      edit: undefined,
    });
  });

  it('reads filters, paging and the edited item', () => {
    expect(parse('keyword=%205G%20&status=0&page=2&pageSize=50&edit=12')).toEqual({
      page: 2,
      pageSize: 50,
      keyword: '5G',
      status: 0,
      edit: 12,
    });
    expect(parse('edit=new').edit).toBe('new');
  });

  it('falls back on anything malformed', () => {
    expect(parse('status=7&page=-1&pageSize=30&edit=abc')).toEqual({
      page: 1,
      pageSize: 10,
      keyword: '',
      status: undefined,
      edit: undefined,
    });
    expect(parse('status=').status).toBeUndefined();
    expect(parse(`keyword=${'字'.repeat(80)}`).keyword).toHaveLength(50);
  });
});

describe('newsAdminQueryString', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(newsAdminQueryString(parse(''))).toBe('');
    const text = newsAdminQueryString(parse('keyword=RedCap&status=2&page=3&pageSize=20&edit=new'));
    expect(text).toBe('?keyword=RedCap&status=2&page=3&pageSize=20&edit=new');
    expect(parse(text.slice(1))).toEqual(
      parse('keyword=RedCap&status=2&page=3&pageSize=20&edit=new'),
    );
  });
});
