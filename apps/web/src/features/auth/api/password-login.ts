import type { LoginInput, LoginResult } from '@pn/shared';
import { api } from '@/lib/api-client';

const LOGIN_PATH = 'user/account/common/login';

/** Why a password login failed (status 100411/100412 `result`). */
export interface LoginFailureDetail {
  needCaptcha?: boolean;
}

/** Account + password (+ image captcha once the server asks for it). */
export function passwordLogin(input: LoginInput): Promise<LoginResult> {
  return api.post<LoginResult>(LOGIN_PATH, input);
}
