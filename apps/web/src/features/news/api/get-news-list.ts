import type { NewsListItem, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface NewsListParams {
  page: number;
  pageSize: number;
  /** Matches titles; empty for all. */
  keyword?: string;
}

/** A page of published news, newest first (the server pages and filters). */
export function getNewsList(
  params: NewsListParams,
  signal?: AbortSignal,
): Promise<PageResult<NewsListItem>> {
  return api.get<PageResult<NewsListItem>>(
    'sm/newsinsight/portal/list',
    { page: params.page, pageSize: params.pageSize, keyword: params.keyword || undefined },
    { signal },
  );
}

/** Prefix of every news-list query key. */
export const NEWS_LIST_KEY = ['news', 'list'] as const;

export const newsListQueryOptions = (params: NewsListParams) =>
  queryOptions({
    queryKey: [...NEWS_LIST_KEY, { ...params, keyword: params.keyword ?? '' }],
    queryFn: ({ signal }) => getNewsList(params, signal),
    staleTime: 5 * 60_000,
  });

/** Keeps the previous page on screen while the next one loads, so the pager does not jump. */
export function useNewsList(params: NewsListParams) {
  return useQuery({ ...newsListQueryOptions(params), placeholderData: keepPreviousData });
}
