import type {
  PageResult,
  SubAccountCreateInput,
  SubAccountGrantInput,
  SubAccountItem,
  SubAccountQuery,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { USER_CENTRE_KEY, useUserCentreMutation } from './organization';

const SUB_ACCOUNTS_KEY = [...USER_CENTRE_KEY, 'sub-accounts'] as const;

/** GET user/account/subAccount/list. */
export function useSubAccounts(query: SubAccountQuery) {
  return useQuery({
    queryKey: [...SUB_ACCOUNTS_KEY, query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<SubAccountItem>>(
        'user/account/subAccount/list',
        { ...query },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST user/account/create: a phone-verified sub-account. */
export function useCreateSubAccount() {
  return useUserCentreMutation((body: SubAccountCreateInput) =>
    authApi.post<{ id: number }>('user/account/create', body),
  );
}

/** PUT user/account/:id/grant: node and roles. */
export function useGrantSubAccount() {
  return useUserCentreMutation(({ id, ...body }: SubAccountGrantInput & { id: number }) =>
    authApi.put<null>(`user/account/${id}/grant`, body),
  );
}

export function useChangeSubAccountState() {
  return useUserCentreMutation(({ id, status }: { id: number; status: 0 | 1 }) =>
    authApi.patch<null>(`user/account/${id}/changeState`, { status }),
  );
}

export function useResetSubAccountPassword() {
  return useUserCentreMutation((id: number) =>
    authApi.patch<null>(`user/account/${id}/resetDefaultPassword`, {}),
  );
}

export function useDeleteSubAccount() {
  return useUserCentreMutation((id: number) => authApi.delete<null>(`user/account/${id}`));
}
