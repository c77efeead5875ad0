import type { NewsDetail } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** One news item in any state (drafts, withdrawn and scheduled ones too, for editors). */
export function getNewsForEdit(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return authApi.get<NewsDetail>('sm/newsinsight/detail', { id }, { signal });
}

export const newsForEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['news-admin', 'detail', id],
    queryFn: ({ signal }) => getNewsForEdit(id, signal),
  });

export function useNewsForEdit(id: number | undefined) {
  return useQuery({ ...newsForEditQueryOptions(id ?? 0), enabled: id !== undefined });
}
