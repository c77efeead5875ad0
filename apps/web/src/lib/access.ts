import { Messages } from '@pn/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginHref } from '@/config/paths';
import { toast } from './message';
import { clearUser, getToken } from './session';

/**
 * Route loader of every area that needs login (console, tourist console, back office):
 * without a token, warn, forget any stale session data and go to login, remembering
 * the wanted path (spec §4 route guard).
 */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (getToken()) return null;
  const url = new URL(request.url);
  toast.warning(Messages.LOGIN_REQUIRED);
  clearUser();
  throw redirect(loginHref(url.pathname + url.search));
}
