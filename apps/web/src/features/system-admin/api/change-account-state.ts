import type { AccountStatus } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { ACCOUNTS_KEY } from './get-accounts';

export type AccountState = (typeof AccountStatus)[keyof typeof AccountStatus];

/** PATCH user/account/:id/changeState: enables (1) or disables (0) an account. */
export function changeAccountState(id: number, status: AccountState) {
  return authApi.patch<null>(`user/account/${id}/changeState`, { status });
}

export function useChangeAccountState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AccountState }) =>
      changeAccountState(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
