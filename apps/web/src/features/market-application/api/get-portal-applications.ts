import type {
  MarketApplicationIndustry,
  MarketApplicationPortalItem,
  PageResult,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApplicationListQuery } from '../application-list-query';
import { applicationKeys } from './keys';

/** A page of published applications, of one industry or all. */
export function usePortalApplications({ trade, page, pageSize }: ApplicationListQuery) {
  const params = { industryId: trade, page, pageSize };
  return useQuery({
    queryKey: applicationKeys.portalList(params),
    queryFn: ({ signal }) =>
      api.get<PageResult<MarketApplicationPortalItem>>('sm/application/portal/list', params, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The industries that have published applications, with their counts (the filter chips). */
export function usePortalApplicationIndustries() {
  return useQuery({
    queryKey: applicationKeys.portalIndustries,
    queryFn: ({ signal }) =>
      api.get<MarketApplicationIndustry[]>('sm/application/portal/industries', undefined, {
        signal,
      }),
    staleTime: 60_000,
  });
}
