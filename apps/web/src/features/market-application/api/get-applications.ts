import type { MarketApplicationAdminItem, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { ApplicationListParams } from '../list-filters';
import { applicationKeys } from './keys';

/** Every application of any state, filtered and paged on the server. */
export function getApplications(
  params: ApplicationListParams,
  signal?: AbortSignal,
): Promise<PageResult<MarketApplicationAdminItem>> {
  return authApi.get<PageResult<MarketApplicationAdminItem>>(
    'sm/application/list',
    { ...params },
    { signal },
  );
}

export const applicationsQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: applicationKeys.adminList(params),
    queryFn: ({ signal }) => getApplications(params, signal),
  });

export function useApplications(params: ApplicationListParams) {
  return useQuery({ ...applicationsQueryOptions(params), placeholderData: keepPreviousData });
}
