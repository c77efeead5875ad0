import { Messages } from '@pn/shared';
import { api, isApiError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { toast } from '@/lib/message';
import { markMenusStale } from '@/lib/permissions';
import { clearUser, storeLoginOutcome } from '@/lib/session';

const SSO_PATH = 'user/account/third/control/sso';

/** The query parameters a partner system adds for single sign-on; they leave the URL afterwards. */
export const SSO_QUERY_KEYS = ['token', 'loginAccount', 'platId', 'timestamp', 'sign'] as const;

interface SsoResult {
  username: string;
  name: string;
  token: string;
  platId: string;
}

/** Whether the page was opened for single sign-on (spec §4: its URL has a `token` query). */
export function isSsoLanding(search: string): boolean {
  return new URLSearchParams(search).has('token');
}

/** The same address without the SSO parameters. */
export function withoutSsoParams(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search);
  for (const key of SSO_QUERY_KEYS) params.delete(key);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Spec §4 SSO login: posts every query parameter; on success stores the user and reloads
 * the page at its path without the SSO parameters (returns 'reloading': render nothing);
 * on failure clears storage, shows the message and drops the parameters from the address.
 */
export async function runSsoLanding(
  location: Location = window.location,
): Promise<'reloading' | 'failed'> {
  const params = Object.fromEntries(new URLSearchParams(location.search));
  const cleanHref = withoutSsoParams(location.pathname, location.search, location.hash);
  try {
    const result = await api.post<SsoResult>(SSO_PATH, params);
    storeLoginOutcome({
      accountId: '',
      name: result.name,
      token: result.token,
      custCode: '',
      beId: '',
      username: result.username,
      loginAccount: result.username,
      realName: result.name,
      tel: '',
      platId: result.platId,
    });
    markMenusStale();
    browser.assign(cleanHref);
    return 'reloading';
  } catch (error) {
    clearUser();
    // Timeouts and network errors were already announced by the API client.
    if (!isApiError(error) || error.kind === 'status' || error.kind === 'http') {
      toast.error(isApiError(error) && error.message ? error.message : Messages.SSO_INVALID);
    }
    window.history.replaceState(window.history.state, '', cleanHref);
    return 'failed';
  }
}
