import type { MarketDemandItem, MarketDemandListQuery, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** Every query of this screen starts with this key: a follow-up refreshes them all. */
export const DEMAND_ADMIN_KEY = ['admin', 'market-demand'] as const;
const LIST_KEY = [...DEMAND_ADMIN_KEY, 'list'] as const;

/** GET sm/marketdemand/list: the demands in the caller's scope, newest first. */
export function getDemandList(query: MarketDemandListQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<MarketDemandItem>>(
    'sm/marketdemand/list',
    { ...query },
    { signal },
  );
}

export const demandListQueryOptions = (query: MarketDemandListQuery) =>
  queryOptions({
    queryKey: [...LIST_KEY, query],
    queryFn: ({ signal }) => getDemandList(query, signal),
    placeholderData: keepPreviousData,
  });

export function useDemandList(query: MarketDemandListQuery) {
  return useQuery(demandListQueryOptions(query));
}
