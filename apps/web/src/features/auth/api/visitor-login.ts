import type { LoginResult } from '@pn/shared';
import { api } from '@/lib/api-client';

const VISITOR_LOGIN_PATH = 'user/account/visitor/login';

/** A read-only visitor session (`visitor: true`); the server refuses its writes. */
export function visitorLogin(): Promise<LoginResult> {
  return api.post<LoginResult>(VISITOR_LOGIN_PATH, {});
}
