import { Status, type NewsDetail } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** One published news item; each read counts a view on the server. */
export function getNewsDetail(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return api.get<NewsDetail>('sm/newsinsight/detail', { id }, { signal });
}

export const newsDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['news', 'detail', id],
    queryFn: ({ signal }) => getNewsDetail(id, signal),
    // Coming back to an article within a few minutes neither refetches nor counts again.
    staleTime: 5 * 60_000,
  });

export function useNewsDetail(id: number | undefined) {
  return useQuery({
    ...newsDetailQueryOptions(id ?? 0),
    enabled: id !== undefined,
  });
}

/** The item is missing, unpublished or not yet released. */
export function isNewsNotFound(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || error.status === Status.NOT_FOUND);
}
