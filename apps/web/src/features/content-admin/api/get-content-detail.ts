import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { AdminDetail, ContentKind } from '../kinds';
import { contentAdminKeys } from './keys';

/** A record with its drafts' content, as the editor loads it. */
export function getContentDetail<D extends AdminDetail>(
  kind: ContentKind<unknown, D>,
  id: number,
  signal?: AbortSignal,
): Promise<D> {
  return authApi.get<D>(kind.paths.detail, { id }, { signal });
}

export const contentDetailQueryOptions = <D extends AdminDetail>(
  kind: ContentKind<unknown, D>,
  id: number,
) =>
  queryOptions({
    queryKey: contentAdminKeys.detail(kind.type, id),
    queryFn: ({ signal }) => getContentDetail(kind, id, signal),
    // Another editor may have changed it; the editor always starts from the stored record.
    staleTime: 0,
  });

export function useContentDetail<D extends AdminDetail>(
  kind: ContentKind<unknown, D>,
  id: number | undefined,
) {
  return useQuery({
    ...contentDetailQueryOptions(kind, id ?? 0),
    enabled: id !== undefined,
  });
}
