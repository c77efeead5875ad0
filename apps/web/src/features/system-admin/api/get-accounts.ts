import type { AccountItem, AccountListQuery, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** The key of every account list page: account changes invalidate it. */
export const ACCOUNTS_KEY = ['admin', 'system', 'accounts'] as const;

/**
 * GET user/account/list: the accounts the caller manages (national administrators all,
 * province and city administrators their area's customers), newest first.
 */
export function getAccounts(query: AccountListQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<AccountItem>>('user/account/list', { ...query }, { signal });
}

export const accountsQueryOptions = (query: AccountListQuery) =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, query],
    queryFn: ({ signal }) => getAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(query: AccountListQuery) {
  return useQuery(accountsQueryOptions(query));
}
