import type { NoticeAdminItem, NoticeFormInput, PageResult } from '@pn/shared';
import { ContentOperCode } from '@pn/shared';
import type { ReleaseChange, ReleaseListQuery } from '@/components/admin/release-record/kind';
import { authApi } from '@/lib/api-client';
import { contentGateway } from '@/lib/content-gateway';

/** GET sm/announcement/manager/admin/list: every notice of any state, filtered and paged. */
export function getManagedNotices(
  query: ReleaseListQuery,
  signal?: AbortSignal,
): Promise<PageResult<NoticeAdminItem>> {
  return authApi.get<PageResult<NoticeAdminItem>>('sm/announcement/manager/admin/list', query, {
    signal,
  });
}

/** GET sm/announcement/manager/detail: one notice in any state (for notice managers). */
export function getNoticeForEdit(id: number, signal?: AbortSignal): Promise<NoticeAdminItem> {
  return authApi.get<NoticeAdminItem>('sm/announcement/manager/detail', { id }, { signal });
}

/** POST sm/announcement/manager: creates a draft (no id) or saves a notice (sanitised). */
export function saveNotice(form: NoticeFormInput): Promise<NoticeAdminItem> {
  return contentGateway.post<NoticeAdminItem>('sm/announcement/manager', form);
}

/** PATCH sm/announcement/manager/:id/status: publishes (now or later) or withdraws. */
export function setNoticeRelease({ id, ...body }: ReleaseChange): Promise<NoticeAdminItem> {
  return contentGateway.patch<NoticeAdminItem>(
    `sm/announcement/manager/${id}/status`,
    body,
    ContentOperCode.PUBLISH,
  );
}

/** DELETE sm/announcement/manager/:id: a draft or withdrawn notice (published: withdraw first). */
export function removeNotice(id: number): Promise<null> {
  return contentGateway.delete<null>(`sm/announcement/manager/${id}`);
}
