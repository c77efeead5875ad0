import type { ChangePasswordInput } from '@pn/shared';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** Changes the logged-in account's password after checking the old one. */
export function changePassword(accountId: string, input: ChangePasswordInput): Promise<unknown> {
  return authApi.post(
    `user/account/${encodeURIComponent(accountId)}/changePasswordWithValidation`,
    input,
  );
}

export function useChangePassword() {
  return useMutation({
    mutationFn: ({ accountId, input }: { accountId: string; input: ChangePasswordInput }) =>
      changePassword(accountId, input),
  });
}
