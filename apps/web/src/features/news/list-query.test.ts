import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWS_QUERY,
  newsQueryString,
  NewsTab,
  pagedTo,
  parseNewsId,
  parseNewsQuery,
} from './list-query';

const parse = (query: string) => parseNewsQuery(new URLSearchParams(query));

describe('parseNewsQuery', () => {
  it('defaults to the first page of news, ten per page', () => {
    expect(parse('')).toEqual({ tab: 'news', page: 1, pageSize: 10, keyword: '' });
  });

  it('reads the tab, page, size and keyword', () => {
    expect(parse('tab=notice&page=3&pageSize=20')).toEqual({
      tab: 'notice',
      page: 3,
      pageSize: 20,
      keyword: '',
    });
    expect(parse('keyword=%20RedCap%20&pageSize=50')).toMatchObject({
      tab: 'news',
      pageSize: 50,
      keyword: 'RedCap',
    });
  });

  it('falls back on malformed values', () => {
    expect(parse('tab=other&page=0&pageSize=30')).toEqual(DEFAULT_NEWS_QUERY);
    expect(parse('page=-2&pageSize=abc')).toEqual(DEFAULT_NEWS_QUERY);
    expect(parse('page=2.5&pageSize=1e1')).toEqual(DEFAULT_NEWS_QUERY);
    expect(parse('page=99999999999999')).toEqual(DEFAULT_NEWS_QUERY);
  });

  it('cuts an over-long keyword to the server limit', () => {
    expect(parse(`keyword=${'专'.repeat(80)}`).keyword).toBe('专'.repeat(50));
  });
});

describe('newsQueryString', () => {
  it('leaves defaults out', () => {
    expect(newsQueryString(DEFAULT_NEWS_QUERY)).toBe('');
    expect(newsQueryString({ ...DEFAULT_NEWS_QUERY, tab: NewsTab.NOTICE })).toBe('?tab=notice');
  });

  it('round-trips through parseNewsQuery', () => {
    const query = { tab: NewsTab.NEWS, page: 2, pageSize: 50, keyword: '5G 专网' };
    const text = newsQueryString(query);
    expect(text).toBe('?keyword=5G+%E4%B8%93%E7%BD%91&page=2&pageSize=50');
    expect(parse(text.slice(1))).toEqual(query);
  });
});

describe('pagedTo', () => {
  it('moves to another page at the same size', () => {
    expect(pagedTo({ ...DEFAULT_NEWS_QUERY, page: 2 }, 3, 10)).toMatchObject({
      page: 3,
      pageSize: 10,
    });
  });

  it('starts from page 1 when the size changes', () => {
    expect(pagedTo({ ...DEFAULT_NEWS_QUERY, page: 4 }, 2, 20)).toMatchObject({
      page: 1,
      pageSize: 20,
    });
  });
});

describe('parseNewsId', () => {
  it('accepts positive integers only', () => {
    expect(parseNewsId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '12abc', '9'.repeat(16)]) {
      expect(parseNewsId(bad)).toBeUndefined();
    }
  });
});
