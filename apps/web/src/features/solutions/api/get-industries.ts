import type { IndustryItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every industry in display order, with the description the back office maintains. */
export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'industries', 'all'],
    queryFn: ({ signal }) => api.get<IndustryItem[]>('sm/industry/list/all', undefined, { signal }),
    staleTime: 30 * 60_000,
  });

export function useIndustries() {
  return useQuery(industriesQueryOptions());
}
