import type { UserInfo } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const USER_INFO_PATH = 'user/account/userCenter/getUserInfo';

/** Province, city, 4A account, department, name and phone of the logged-in account. */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return authApi.get<UserInfo>(USER_INFO_PATH, undefined, { signal });
}

export const userInfoQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'user-info', token],
    queryFn: ({ signal }) => getUserInfo(signal),
  });

export function useUserInfo() {
  const token = useSession((s) => s.loginInfo?.token ?? '');
  return useQuery({ ...userInfoQueryOptions(token), enabled: token !== '' });
}
