import type { LoginResult, PhoneLoginInput } from '@pn/shared';
import { api } from '@/lib/api-client';

const PHONE_LOGIN_PATH = 'user/account/portal/phone/login';

/** Mobile number + SMS code (sent with purpose 'login'). */
export function phoneLogin(input: PhoneLoginInput): Promise<LoginResult> {
  return api.post<LoginResult>(PHONE_LOGIN_PATH, input);
}
