import { Status, type MarketApplicationDetail } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { applicationKeys } from './keys';

/** The card of one published application. */
export function getPortalApplication(
  id: number,
  signal?: AbortSignal,
): Promise<MarketApplicationDetail> {
  return api.get<MarketApplicationDetail>('sm/application/portal/detail', { id }, { signal });
}

export const portalApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: applicationKeys.portalDetail(id),
    queryFn: ({ signal }) => getPortalApplication(id, signal),
    staleTime: 60_000,
  });

export function usePortalApplication(id: number | undefined) {
  return useQuery({ ...portalApplicationQueryOptions(id ?? 0), enabled: id !== undefined });
}

/** The application is missing, a draft or withdrawn. */
export function isApplicationNotFound(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || error.status === Status.NOT_FOUND);
}
