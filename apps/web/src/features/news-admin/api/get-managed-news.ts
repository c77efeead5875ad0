import type { NewsListItem, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { NewsAdminQuery } from '../list-query';

export type ManagedNewsParams = Pick<NewsAdminQuery, 'page' | 'pageSize' | 'keyword' | 'status'>;

/** Every news item of any state, filtered and paged on the server. */
export function getManagedNews(
  params: ManagedNewsParams,
  signal?: AbortSignal,
): Promise<PageResult<NewsListItem>> {
  return authApi.get<PageResult<NewsListItem>>(
    'sm/newsinsight/list',
    {
      page: params.page,
      pageSize: params.pageSize,
      keyword: params.keyword || undefined,
      status: params.status,
    },
    { signal },
  );
}

export const managedNewsQueryOptions = (params: ManagedNewsParams) =>
  queryOptions({
    queryKey: ['news-admin', 'list', params],
    queryFn: ({ signal }) => getManagedNews(params, signal),
  });

export function useManagedNews(params: ManagedNewsParams) {
  return useQuery({ ...managedNewsQueryOptions(params), placeholderData: keepPreviousData });
}
