import type { NoticeAdminItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** One notice in any state (notice managers may read drafts and withdrawn ones). */
export function getNoticeForEdit(id: number, signal?: AbortSignal): Promise<NoticeAdminItem> {
  return authApi.get<NoticeAdminItem>('sm/announcement/manager/detail', { id }, { signal });
}

export const noticeForEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['notice-admin', 'detail', id],
    queryFn: ({ signal }) => getNoticeForEdit(id, signal),
  });

export function useNoticeForEdit(id: number | undefined) {
  return useQuery({ ...noticeForEditQueryOptions(id ?? 0), enabled: id !== undefined });
}
