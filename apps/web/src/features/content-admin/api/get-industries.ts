import type { IndustryItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every industry in display order: the options of the industry select and filter. */
export const industriesQueryOptions = () =>
  queryOptions({
    // The portal reads the same list under the same key; either fills the cache for both.
    queryKey: ['content', 'industries', 'all'],
    queryFn: ({ signal }) => api.get<IndustryItem[]>('sm/industry/list/all', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export function useIndustryOptions() {
  const query = useQuery(industriesQueryOptions());
  const options = (query.data ?? []).map((i) => ({ value: i.id, label: i.name }));
  return { options, loading: query.isPending };
}
