import { ContentOperCode, type NoticeAdminItem, type NoticeStatus } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { invalidateNotices } from './invalidate';

export type NoticeReleaseChange =
  | { id: number; status: typeof NoticeStatus.PUBLISHED; releaseTime: string | null }
  | { id: number; status: typeof NoticeStatus.WITHDRAWN };

/** Publishes (now, or at a later `releaseTime`) or withdraws a notice. */
export function setNoticeRelease({ id, ...body }: NoticeReleaseChange): Promise<NoticeAdminItem> {
  return contentGateway.patch<NoticeAdminItem>(
    `sm/announcement/manager/${id}/status`,
    body,
    ContentOperCode.PUBLISH,
  );
}

export function useSetNoticeRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNoticeRelease,
    onSuccess: (saved) => {
      client.setQueryData(['notice-admin', 'detail', saved.id], saved);
      void invalidateNotices(client);
    },
  });
}
