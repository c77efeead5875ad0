import { api } from './api-client';
import { markMenusStale } from './permissions';
import { queryClient } from './query-client';
import { clearUser, useSession } from './session';

const LOGOUT_PATH = 'user/account/loginout';

/**
 * Spec §4 log out: unless a visitor, tell the server (failures ignored), then forget the
 * session. The caller navigates to /login.
 */
export async function logout(): Promise<void> {
  const { isVisitor, loginInfo } = useSession.getState();
  if (!isVisitor && loginInfo?.token) {
    // Token-open endpoint: it carries the token it revokes.
    await api
      .post(LOGOUT_PATH, {}, { background: true, silentExpiry: true })
      .catch(() => undefined);
  }
  clearUser();
  markMenusStale();
  queryClient.removeQueries({ queryKey: ['account'] });
}
