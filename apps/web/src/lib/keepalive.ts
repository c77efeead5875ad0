import { authApi } from './api-client';
import { useSession } from './session';

const KEEPALIVE_PATH = 'user/account/keepalive';
/** How often a logged-in page tells the server the session is still in use. */
export const KEEPALIVE_INTERVAL_MS = 5 * 60_000;

/**
 * Spec §4: keeps the session alive while someone is logged in; clearing the user (token
 * gone) stops it. Returns the stop function.
 */
export function startKeepalive(intervalMs = KEEPALIVE_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const sync = (token: string | undefined) => {
    stop();
    if (!token) return;
    timer = setInterval(() => {
      // A 401 here ends the session through the API client, which stops this timer.
      void authApi.post(KEEPALIVE_PATH, {}, { background: true }).catch(() => undefined);
    }, intervalMs);
  };
  sync(useSession.getState().loginInfo?.token);
  const unsubscribe = useSession.subscribe((state, previous) => {
    const token = state.loginInfo?.token;
    if (token !== previous.loginInfo?.token) sync(token);
  });
  return () => {
    unsubscribe();
    stop();
  };
}
