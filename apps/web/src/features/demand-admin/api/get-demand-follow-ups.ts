import type { MarketDemandFollowUpItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { DEMAND_ADMIN_KEY } from './demand-admin';

/** GET sm/marketdemand/:id/follow-ups: the demand's follow-ups and closing, newest first. */
export function getDemandFollowUps(id: number, signal?: AbortSignal) {
  return authApi.get<MarketDemandFollowUpItem[]>(`sm/marketdemand/${id}/follow-ups`, undefined, {
    signal,
  });
}

export const demandFollowUpsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...DEMAND_ADMIN_KEY, 'follow-ups', id],
    queryFn: ({ signal }) => getDemandFollowUps(id, signal),
  });

export function useDemandFollowUps(id: number) {
  return useQuery(demandFollowUpsQueryOptions(id));
}
