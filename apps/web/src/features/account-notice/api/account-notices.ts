import type { AccountNoticeItem, AccountNoticeListQuery, PageResult } from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { UNREAD_NOTICES_KEY } from '@/lib/unread-notices';

const KEY = ['notice'] as const;

/** GET user/notice/list: the account's own messages, newest first. */
export function useAccountNotices(query: AccountNoticeListQuery) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<AccountNoticeItem>>('user/notice/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET user/notice/:id: one message; reading it marks it read (the counts refresh). */
export function useAccountNotice(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: async ({ signal }) => {
      const item = await authApi.get<AccountNoticeItem>(`user/notice/${id}`, undefined, {
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: UNREAD_NOTICES_KEY });
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
      return item;
    },
    enabled: id !== null,
  });
}

/** POST user/notice/readAll. */
export function useReadAllNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.post<{ updated: number }>('user/notice/readAll', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
