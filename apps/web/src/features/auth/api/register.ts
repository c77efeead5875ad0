import type { RegisterInput } from '@pn/shared';
import { api } from '@/lib/api-client';

const REGISTER_PATH = 'user/account/create/register';

/** Creates an enterprise-customer account (SMS code from create/sendCode). */
export function register(input: RegisterInput): Promise<{ loginAccount: string }> {
  return api.post<{ loginAccount: string }>(REGISTER_PATH, input);
}
