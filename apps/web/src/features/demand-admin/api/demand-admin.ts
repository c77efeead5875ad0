import type {
  MarketDemandItem,
  MarketDemandListQuery,
  MarketDemandStatusUpdate,
  PageResult,
} from '@pn/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const LIST_KEY = ['admin', 'market-demand', 'list'] as const;

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

/** PATCH sm/marketdemand/:id/status: following up (1) or closed (2). */
export function useDemandStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number } & MarketDemandStatusUpdate) =>
      authApi.patch<{ id: number; status: number }>(`sm/marketdemand/${id}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
