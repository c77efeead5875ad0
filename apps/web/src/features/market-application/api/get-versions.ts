import type { MarketApplicationVersion, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** The kept versions of one application, newest first, each with the record after it. */
export function getApplicationVersions(
  id: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<PageResult<MarketApplicationVersion>> {
  return authApi.get<PageResult<MarketApplicationVersion>>(
    'sm/application/versions',
    { id, page, pageSize },
    { signal },
  );
}

export const applicationVersionsQueryOptions = (id: number, page: number, pageSize: number) =>
  queryOptions({
    // Under the admin list key, so every write refreshes the history too.
    queryKey: ['market-application', 'admin', 'list', 'versions', id, page, pageSize],
    queryFn: ({ signal }) => getApplicationVersions(id, page, pageSize, signal),
  });

export function useApplicationVersions(id: number, page: number, pageSize: number) {
  return useQuery({
    ...applicationVersionsQueryOptions(id, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
