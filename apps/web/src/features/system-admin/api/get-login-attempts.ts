import type { LoginAttemptItem, LoginAttemptQuery, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const LOGIN_ATTEMPTS_KEY = ['admin', 'system', 'login-attempts'] as const;

/** GET sm/loginAttempt/list: login attempts on accounts in the caller's scope, newest first. */
export function getLoginAttempts(query: LoginAttemptQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<LoginAttemptItem>>(
    'sm/loginAttempt/list',
    { ...query },
    { signal },
  );
}

export const loginAttemptsQueryOptions = (query: LoginAttemptQuery) =>
  queryOptions({
    queryKey: [...LOGIN_ATTEMPTS_KEY, query],
    queryFn: ({ signal }) => getLoginAttempts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLoginAttempts(query: LoginAttemptQuery) {
  return useQuery(loginAttemptsQueryOptions(query));
}
