import type { NoticeAdminItem, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import type { NoticeAdminQuery } from '../list-query';

export type ManagedNoticeParams = Pick<
  NoticeAdminQuery,
  'page' | 'pageSize' | 'keyword' | 'status' | 'place'
>;

/** Every notice of any state, filtered and paged on the server. */
export function getManagedNotices(
  params: ManagedNoticeParams,
  signal?: AbortSignal,
): Promise<PageResult<NoticeAdminItem>> {
  return authApi.get<PageResult<NoticeAdminItem>>(
    'sm/announcement/manager/admin/list',
    {
      page: params.page,
      pageSize: params.pageSize,
      keyword: params.keyword || undefined,
      status: params.status,
      place: params.place,
    },
    { signal },
  );
}

export const managedNoticesQueryOptions = (params: ManagedNoticeParams) =>
  queryOptions({
    queryKey: ['notice-admin', 'list', params],
    queryFn: ({ signal }) => getManagedNotices(params, signal),
  });

export function useManagedNotices(params: ManagedNoticeParams) {
  return useQuery({ ...managedNoticesQueryOptions(params), placeholderData: keepPreviousData });
}
