import { Messages } from '@pn/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { webEnv } from '@/config/env';
import { loginHref, paths } from '@/config/paths';
import { browser } from './browser';
import { toast } from './message';
import { rememberArea } from './landing';
import { hasArea, type MenuArea } from './menu-tree';
import { ensureMenus, markMenusStale } from './permissions';
import { clearUser, getToken, recordConsoleEntry } from './session';

/** What a guarded route declares (spec §4 route guard). */
export interface GuardedRoute {
  /** The route needs login whatever its path. */
  hasLogin?: boolean;
  /** A menu-driven area: entering it needs the account's menus for that area. */
  area?: MenuArea;
}

/** Paths that need login wherever they are matched. */
const LOGIN_PATH_MARKERS = ['/control', '/base/unionmall'] as const;

/**
 * Spec §4: whether going to `pathname` needs login. `route` is the matched route's
 * declaration, undefined when nothing matched.
 */
export function requiresLogin(pathname: string, route: GuardedRoute | undefined): boolean {
  if (!route) return true;
  if (route.hasLogin || route.area) return true;
  return LOGIN_PATH_MARKERS.some((marker) => pathname.includes(marker));
}

export type GuardDecision =
  /** No token on a path that needs one: warn, clear, go to login with this redirect. */
  | { action: 'login'; redirect: string }
  /** Token present in a menu-driven area: the area's menus must be loaded. */
  | { action: 'menus'; area: MenuArea }
  | { action: 'pass' };

/** The guard's decision, without side effects. */
export function decideGuard(input: {
  pathname: string;
  search: string;
  token: string;
  route: GuardedRoute | undefined;
}): GuardDecision {
  if (!input.token) {
    return requiresLogin(input.pathname, input.route)
      ? { action: 'login', redirect: input.pathname + input.search }
      : { action: 'pass' };
  }
  if (input.route?.area) return { action: 'menus', area: input.route.area };
  return { action: 'pass' };
}

/**
 * The loader of a guarded route. Without a token where login is needed: warning
 * 请先进行登录！, clear local storage (timing records kept) and go to /login?redirect=.
 * With a token in a menu area: wait for the account's menus (loaded once per login);
 * if they fail to load, clear the user and go to /login; an account without any menu
 * of the area gets /403. Entering a console path records its start time.
 */
export function createGuard(route: GuardedRoute | undefined) {
  return async function guard({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    if (url.pathname.includes(paths.control)) recordConsoleEntry(url.pathname);
    const decision = decideGuard({
      pathname: url.pathname,
      search: url.search,
      token: getToken(),
      route,
    });
    if (decision.action === 'pass') return null;
    if (decision.action === 'login') {
      toast.warning(Messages.LOGIN_REQUIRED);
      clearUser();
      throw redirect(loginHref(decision.redirect));
    }
    let groups;
    try {
      groups = (await ensureMenus()).groups;
    } catch {
      // The API client has already said why (expired session, network...).
      clearUser();
      throw redirect(loginHref(url.pathname + url.search));
    }
    if (!hasArea(groups, decision.area)) throw redirect(paths.forbidden);
    rememberArea(decision.area);
    return null;
  };
}

/**
 * Loader of /login: an external (4A) login page, when configured, replaces it; otherwise
 * visiting it marks the permission routes for reload (the next login may be another account).
 */
export function loginLoader(): null {
  const external = webEnv().externalLoginUrl;
  if (external) {
    browser.assign(external);
    return null;
  }
  markMenusStale();
  return null;
}
