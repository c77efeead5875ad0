import { useEffect } from 'react';
import { hrefOf, isRouteName, type RouteParams } from '@/config/paths';
import { pageLatency } from '@/lib/page-latency';
import type { PortalLocation } from '@/lib/portal-nav';
import { scrollToAnchor, scrollToTop } from '@/lib/scroll';

// What happens on every page arrival, with or without the router (app/navigation-effects.ts,
// app/portal-island.tsx).

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

/** Follows same-origin `redirect` messages (spec §2) with `navigate`. */
export function useRedirectMessages(navigate: (href: string) => void): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const href = parseRedirectMessage(event.data);
      if (href) navigate(href);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);
}

/**
 * A page has rendered (its effects, document title included, have run): its load time is
 * measured, and the window scrolls to the hash's anchor, or to the top. A prerendered page
 * coming to life (`hydrated`) stays where the visitor may have scrolled it meanwhile.
 */
export function pageArrived(
  { pathname, search, hash }: PortalLocation,
  { hydrated = false }: { hydrated?: boolean } = {},
): void {
  pageLatency.pageRendered(pathname + search, document.title);
  const anchor = decodeURIComponent(hash.slice(1));
  if (anchor && scrollToAnchor(anchor)) return;
  if (!hydrated) scrollToTop();
}
