import type { AccountNoticeItem, AdminWorkplace, PageResult, SimOverview } from '@pn/shared';
import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** GET icm/sim/overview (ordinary cards): the account's card figures, trend and alarms. */
export function useSimFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['sim', 'overview', 0],
    queryFn: ({ signal }) => authApi.get<SimOverview>('icm/sim/overview', { kind: 0 }, { signal }),
    enabled,
  });
}

/** GET user/notice/list: the newest messages of the account. */
export function useLatestNotices() {
  return useQuery({
    queryKey: ['notice', 'list', { page: 1, pageSize: 5 }],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<AccountNoticeItem>>(
        'user/notice/list',
        { page: 1, pageSize: 5 },
        { signal },
      ),
  });
}

/** GET sm/workplace/admin, for administrators: the applications waiting for them. */
export function useApprovalQueue(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'workplace'],
    queryFn: ({ signal }) =>
      authApi.get<AdminWorkplace>('sm/workplace/admin', undefined, { signal }),
    enabled,
  });
}
