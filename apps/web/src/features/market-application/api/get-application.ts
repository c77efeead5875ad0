import type { MarketApplicationAdminDetail } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** One application in any state, for the editor. */
export function getApplication(
  id: number,
  signal?: AbortSignal,
): Promise<MarketApplicationAdminDetail> {
  return authApi.get<MarketApplicationAdminDetail>('sm/application/detail', { id }, { signal });
}

export const applicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.adminDetail(id),
    queryFn: ({ signal }) => getApplication(id, signal),
  });

export function useApplication(id: number | undefined) {
  return useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== undefined });
}
