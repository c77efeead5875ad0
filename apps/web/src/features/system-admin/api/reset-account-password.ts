import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { ACCOUNTS_KEY } from './get-accounts';

/**
 * PATCH user/account/:id/resetDefaultPassword: a new random password, texted to the
 * account's own phone (never answered); its sessions end and a lock is lifted.
 */
export function resetAccountPassword(id: number) {
  return authApi.patch<null>(`user/account/${id}/resetDefaultPassword`);
}

export function useResetAccountPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resetAccountPassword(id),
    // The lock shown in the list is lifted.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
