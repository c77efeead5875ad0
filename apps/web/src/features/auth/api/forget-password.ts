import type { ForgetPasswordInput } from '@pn/shared';
import { api } from '@/lib/api-client';

/** Sets a new password for the account bound to `tel` (SMS code sent with purpose 'reset'). */
export function forgetPassword(input: ForgetPasswordInput): Promise<unknown> {
  return api.post(`user/account/${encodeURIComponent(input.tel)}/forgetPassword`, input);
}
