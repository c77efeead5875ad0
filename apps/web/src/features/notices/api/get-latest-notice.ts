import { NoticePlace, NoticeStatus, type NoticeItem, type PageResult } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const NOTICE_LIST_PATH = 'sm/announcement/manager/list';

const PUBLISHED = NoticeStatus.PUBLISHED;
const PORTAL = NoticePlace.PORTAL;

/** The newest published portal notice, or null when there is none. */
export async function getLatestNotice(signal?: AbortSignal): Promise<NoticeItem | null> {
  const page = await api.get<PageResult<NoticeItem>>(
    NOTICE_LIST_PATH,
    { page: 1, pageSize: 1, status: PUBLISHED, place: PORTAL },
    { signal },
  );
  return page.data[0] ?? null;
}

export const latestNoticeQueryOptions = () =>
  queryOptions({
    queryKey: ['notices', 'latest', { place: PORTAL }],
    queryFn: ({ signal }) => getLatestNotice(signal),
    staleTime: 5 * 60_000,
  });

export function useLatestNotice() {
  return useQuery(latestNoticeQueryOptions());
}
