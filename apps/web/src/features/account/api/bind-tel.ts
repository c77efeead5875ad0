import type { BindTelInput } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** Binds a new phone number to the account (SMS code from bind/sendCode). */
export function bindTel(accountId: string, input: BindTelInput): Promise<unknown> {
  return authApi.post(`user/account/${encodeURIComponent(accountId)}/bindTel`, input);
}

export function useBindTel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, input }: { accountId: string; input: BindTelInput }) =>
      bindTel(accountId, input),
    // The user info (and its phone number) changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
