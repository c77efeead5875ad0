import type { NoticeAdminItem, NoticeFormInput } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { invalidateNotices } from './invalidate';

/** Creates a draft (no id) or saves a notice; the server sanitises the body. */
export function saveNotice(form: NoticeFormInput): Promise<NoticeAdminItem> {
  return contentGateway.post<NoticeAdminItem>('sm/announcement/manager', form);
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: (saved) => {
      client.setQueryData(['notice-admin', 'detail', saved.id], saved);
      void invalidateNotices(client);
    },
  });
}
