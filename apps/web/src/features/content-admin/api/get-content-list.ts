import type { PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { AdminDetail, AdminRow, ContentKind } from '../kinds';
import type { AdminListQuery } from '../list-query';
import { contentAdminKeys } from './keys';

/** One page of a kind's records, drafts included (the editor's session may read them). */
export function getContentList<L>(
  kind: ContentKind<L, AdminDetail>,
  query: AdminListQuery,
  signal?: AbortSignal,
): Promise<PageResult<AdminRow>> {
  return authApi
    .get<PageResult<L>>(kind.paths.list, { ...query }, { signal })
    .then((page) => ({ ...page, data: page.data.map(kind.rowOf) }));
}

export const contentListQueryOptions = <L>(
  kind: ContentKind<L, AdminDetail>,
  query: AdminListQuery,
) =>
  queryOptions({
    queryKey: contentAdminKeys.list(kind.type, query),
    queryFn: ({ signal }) => getContentList(kind, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useContentList<L>(kind: ContentKind<L, AdminDetail>, query: AdminListQuery) {
  return useQuery(contentListQueryOptions(kind, query));
}
