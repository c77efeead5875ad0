import type { UnreadCount } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** The query of the unread count; the message screens refresh it when one is read. */
export const UNREAD_NOTICES_KEY = ['notice', 'unread'] as const;

/** How often the header asks for new messages while a logged-in screen is open. */
const UNREAD_POLL_MS = 60_000;

/**
 * GET user/notice/unreadCount: the account's unread messages (the header's bell and the
 * console workplace). Asked again every minute and when the tab comes back into view.
 */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: UNREAD_NOTICES_KEY,
    queryFn: ({ signal }) =>
      authApi.get<UnreadCount>('user/notice/unreadCount', undefined, { signal }),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
