import type { IndustryItem, PortalScene } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** Every industry in display order: the options of the industry select and filter. */
export const industriesQueryOptions = () =>
  queryOptions({
    // The portal and the other editors read the same list under the same key.
    queryKey: ['content', 'industries', 'all'],
    queryFn: ({ signal }) => api.get<IndustryItem[]>('sm/industry/list/all', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

export function useIndustryOptions() {
  const query = useQuery(industriesQueryOptions());
  const options = (query.data ?? []).map((i) => ({ value: i.id, label: i.name }));
  return { options, loading: query.isPending };
}

/** The enabled scenes shown under an industry (its own, then linked ones). */
export const scenesQueryOptions = (industryId: string) =>
  queryOptions({
    queryKey: applicationKeys.scenes(industryId),
    queryFn: ({ signal }) =>
      api.get<PortalScene[]>('sm/applicationscene/portal/list', { industryId }, { signal }),
    staleTime: 60_000,
  });

export function useSceneOptions(industryId: string | undefined) {
  const query = useQuery({ ...scenesQueryOptions(industryId ?? ''), enabled: !!industryId });
  const options = (query.data ?? []).map((s) => ({ value: s.id, label: s.name }));
  return { options, loading: !!industryId && query.isPending };
}
