import type { NewsListItem, PageResult } from '@pn/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { newsDetailQueryOptions } from './get-news-detail';
import { newsListQueryOptions } from './get-news-list';

const item = (id: number, viewCount: number): NewsListItem => ({
  id,
  title: `资讯${id}`,
  summary: '',
  cover: '',
  source: '5G专网运营平台',
  status: 1,
  releaseTime: '2026-11-18 10:00:00',
  viewCount,
  createTime: '2026-11-18 10:00:00',
});

describe('news detail query', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads (and so counts) the article on every visit, and cached lists show the new count', async () => {
    let views = 41;
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(() =>
        Promise.resolve({ ...item(7, ++views), content: '<p>正文</p>', updateTime: '' }),
      );
    const client = createQueryClient();
    const listKey = newsListQueryOptions({ page: 1, pageSize: 10 }).queryKey;
    client.setQueryData<PageResult<NewsListItem>>(listKey, {
      data: [item(8, 3), item(7, 41)],
      total: 2,
      page: 1,
      pageSize: 10,
    });

    const first = await client.fetchQuery(newsDetailQueryOptions(7));
    expect(first.viewCount).toBe(42);
    // Coming back to the article is another view, even right away.
    const second = await client.fetchQuery(newsDetailQueryOptions(7));
    expect(second.viewCount).toBe(43);
    expect(get).toHaveBeenCalledTimes(2);

    const list = client.getQueryData<PageResult<NewsListItem>>(listKey);
    expect(list?.data.map((d) => [d.id, d.viewCount])).toEqual([
      [8, 3],
      [7, 43],
    ]);
  });
});
