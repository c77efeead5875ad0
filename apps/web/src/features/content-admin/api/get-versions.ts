import type { ContentVersionDetail, ContentVersionItem, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { AdminDetail, ContentKind } from '../kinds';
import { contentAdminKeys } from './keys';

type KindType = ContentKind<unknown, AdminDetail>['type'];

/** A record's history, newest first. */
export const versionsQueryOptions = (type: KindType, id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...contentAdminKeys.versions(type, id), { page, pageSize }],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<ContentVersionItem>>(
        'sm/content/versions',
        { type, id, page, pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useVersions(
  type: KindType,
  id: number | undefined,
  page: number,
  pageSize: number,
) {
  return useQuery({ ...versionsQueryOptions(type, id ?? 0, page, pageSize), enabled: !!id });
}

/** One version with the record as it was then; versions never change once written. */
export const versionDetailQueryOptions = (versionId: number) =>
  queryOptions({
    queryKey: contentAdminKeys.versionDetail(versionId),
    queryFn: ({ signal }) =>
      authApi.get<ContentVersionDetail>('sm/content/versions/detail', { versionId }, { signal }),
    staleTime: Infinity,
  });

export function useVersionDetail(versionId: number | undefined) {
  return useQuery({ ...versionDetailQueryOptions(versionId ?? 0), enabled: !!versionId });
}
