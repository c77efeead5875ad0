import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { invalidateNotices } from './invalidate';

/** Deletes a draft or withdrawn notice (a published one must be withdrawn first). */
export function removeNotice(id: number): Promise<null> {
  return contentGateway.delete<null>(`sm/announcement/manager/${id}`);
}

export function useRemoveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeNotice,
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: ['notice-admin', 'detail', id] });
      void invalidateNotices(client);
    },
  });
}
