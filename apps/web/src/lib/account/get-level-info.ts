import type { LevelInfo } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const LEVEL_INFO_PATH = 'user/account/getLevelInfo';

/** Administrator level (0 national, 1 province, 2 city; null for others), beId and area code. */
export function getLevelInfo(signal?: AbortSignal): Promise<LevelInfo> {
  return authApi.get<LevelInfo>(LEVEL_INFO_PATH, undefined, { signal });
}

export const levelInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'level-info', token],
    queryFn: ({ signal }) => getLevelInfo(signal),
  });

export function useLevelInfo() {
  const token = useSession((s) => s.loginInfo?.token ?? '');
  return useQuery({ ...levelInfoQueryOptions(token), enabled: token !== '' });
}
