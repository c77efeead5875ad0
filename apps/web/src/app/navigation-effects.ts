import { useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { hrefOf, isRouteName, type RouteParams } from '@/config/paths';
import { pageLatency } from '@/lib/page-latency';
import { scrollToAnchor, scrollToTop } from '@/lib/scroll';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRouteParams(value: unknown): value is RouteParams {
  return (
    isRecord(value) &&
    Object.values(value).every((v) => ['string', 'number', 'boolean'].includes(typeof v))
  );
}

/** Reads a `{action:'redirect', name, params}` message (object or JSON text); null otherwise. */
export function parseRedirectMessage(data: unknown): string | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || value.action !== 'redirect' || !isRouteName(value.name)) return null;
  const params = value.params ?? {};
  if (!isRouteParams(params)) return null;
  try {
    return hrefOf(value.name, params);
  } catch {
    // A path parameter is missing.
    return null;
  }
}

/**
 * App-wide navigation behaviour (spec §2): scroll to the top (or to the hash) after each
 * navigation, measure page-load latency, and follow same-origin `redirect` messages.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();

  useEffect(() => {
    if (navigation.state === 'loading') pageLatency.navigationStarted();
  }, [navigation.state]);

  useEffect(() => {
    // Effects of the newly rendered page (document title included) have run by now.
    pageLatency.pageRendered(location.pathname + location.search, document.title);
    const anchor = decodeURIComponent(location.hash.slice(1));
    if (!anchor || !scrollToAnchor(anchor)) scrollToTop();
  }, [location.key, location.pathname, location.search, location.hash]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const href = parseRedirectMessage(event.data);
      if (href) void navigate(href);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}
