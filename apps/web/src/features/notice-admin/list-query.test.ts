import { describe, expect, it } from 'vitest';
import { noticeAdminQueryString, parseNoticeAdminQuery } from './list-query';

const parse = (query: string) => parseNoticeAdminQuery(new URLSearchParams(query));

describe('parseNoticeAdminQuery', () => {
  it('defaults to the first page of every state and place, no editor', () => {
    expect(parse('')).toEqual({
      page: 1,
      pageSize: 10,
      keyword: '',
      status: undefined,
      place: undefined,
      edit: undefined,
    });
  });

  it('reads filters, paging and the edited notice', () => {
    expect(parse('keyword=维护&status=1&place=2&page=4&pageSize=20&edit=new')).toEqual({
      page: 4,
      pageSize: 20,
      keyword: '维护',
      status: 1,
      place: 2,
      edit: 'new',
    });
  });

  it('ignores places and states the server does not know', () => {
    expect(parse('place=3&status=-1&edit=0')).toMatchObject({
      place: undefined,
      status: undefined,
      edit: undefined,
    });
  });
});

describe('noticeAdminQueryString', () => {
  it('leaves defaults out', () => {
    expect(noticeAdminQueryString(parse('page=1&pageSize=10'))).toBe('');
    expect(noticeAdminQueryString(parse('place=1&edit=9'))).toBe('?place=1&edit=9');
  });
});
