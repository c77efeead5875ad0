import type { AreaItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const AREA_LIST_PATH = 'sm/area/list';

/** The areas directly under `parentAreaId`; without it, the provinces. */
export function getAreaChildren(parentAreaId?: string, signal?: AbortSignal): Promise<AreaItem[]> {
  return api.get<AreaItem[]>(AREA_LIST_PATH, { parentAreaId }, { signal });
}

export const areaChildrenQueryOptions = (parentAreaId?: string) =>
  queryOptions({
    queryKey: ['areas', 'children', parentAreaId ?? null],
    queryFn: ({ signal }) => getAreaChildren(parentAreaId, signal),
    // The division tree is reference data: one fetch per level per visit.
    staleTime: Infinity,
  });

/** The provinces, the first column of the region cascader. */
export function useProvinces() {
  return useQuery(areaChildrenQueryOptions());
}
