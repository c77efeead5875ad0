// First: zod's settings must precede every schema (the dialogs build some).
import '@/lib/zod-jitless';
import {
  startTransition,
  StrictMode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BackToTop } from '@/components/back-to-top';
import { PortalFrame } from '@/components/layouts/portal-frame';
import { NavigationProgress } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { withChunkTimeout } from '@/lib/chunk';
import { startErrorLogUploader } from '@/lib/error-log-uploader';
import { startKeepalive } from '@/lib/keepalive';
import { pageArrived, useRedirectMessages } from '@/lib/page-arrival';
import { pageLatency } from '@/lib/page-latency';
import {
  PortalNavigationProvider,
  resolveTo,
  type NavigateOptions,
  type PortalLocation,
  type PortalNavigation,
  type To,
} from '@/lib/portal-nav';
import { getToken, syncSessionAcrossTabs } from '@/lib/session';
import { CoreProvider } from './core-provider';

// A prerendered public page starts as an island: the portal's frame and the page hydrate
// without React Router (about 30 KB gzipped, a fifth of the first load). The router loads
// on the first navigation in the page and takes over from there (app/router-takeover.tsx).
// The build checks that nothing here pulls the router in (vite.config.ts).

type RouteModule = { Component: ComponentType };

const loadTakeover = withChunkTimeout(() => import('./router-takeover'));

interface IslandPage {
  /** The route's path pattern (config/paths), `:name` for a parameter. */
  pattern: string;
  /** Its route module under src/app/routes/portal, as the build names it. */
  module: string;
  load: () => Promise<RouteModule>;
}

/** The prerendered pages' routes: the same modules as the router's (app/router.tsx). */
export const ISLAND_PAGES: readonly IslandPage[] = [
  { pattern: paths.home, module: 'home', load: () => import('./routes/portal/home') },
  { pattern: paths.solution, module: 'solutions', load: () => import('./routes/portal/solutions') },
  { pattern: paths.case, module: 'cases', load: () => import('./routes/portal/cases') },
  {
    pattern: paths.productIntroduce,
    module: 'product-introduce',
    load: () => import('./routes/portal/product-introduce'),
  },
  {
    pattern: paths.productIntro,
    module: 'product-intro',
    load: () => import('./routes/portal/product-intro'),
  },
];

export interface IslandMatch {
  page: IslandPage;
  params: Record<string, string>;
}

/** The island page at `pathname`, with its parameters; null when there is none. */
export function matchIslandPage(pathname: string): IslandMatch | null {
  const parts = pathname.split('/');
  for (const page of ISLAND_PAGES) {
    const pattern = page.pattern.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (!segment.startsWith(':')) return segment === parts[i];
      if (!parts[i]) return false;
      params[segment.slice(1)] = decodeURIComponent(parts[i]);
      return true;
    });
    if (matches) return { page, params };
  }
  return null;
}

interface IslandProps {
  Page: ComponentType;
  location: PortalLocation;
  params: Record<string, string>;
}

/**
 * The island: the page in the portal's frame, as the root route draws it (progress bar,
 * page, back-to-top). A navigation loads the router, which renders in its place once it
 * has reached the destination.
 */
function PortalIsland({ Page, location, params }: IslandProps) {
  const [routed, setRouted] = useState<ReactNode>(null);
  const [pending, setPending] = useState(false);
  // The latest destination: clicks while the router loads change where it goes.
  const destination = useRef<{ href: string; options?: NavigateOptions } | null>(null);

  const navigate = useCallback(
    (to: To, options?: NavigateOptions) => {
      const href = resolveTo(to, location);
      const first = destination.current === null;
      destination.current = { href, options };
      if (!first) return;
      setPending(true);
      pageLatency.navigationStarted();
      loadTakeover()
        .then(({ routerAt }) => routerAt(() => destination.current!))
        .then((element) => setRouted(element))
        // The router's code did not load (in time): the browser goes there itself.
        .catch(() => window.location.assign(destination.current!.href));
    },
    [location],
  );
  const navigation = useMemo<PortalNavigation>(
    () => ({ location, params, navigate }),
    [location, params, navigate],
  );

  useEffect(() => pageArrived(location, { hydrated: true }), [location]);
  useRedirectMessages(navigate);

  if (routed) return routed;
  return (
    <PortalNavigationProvider value={navigation}>
      <NavigationProgress active={pending} />
      <PortalFrame>
        <Page />
      </PortalFrame>
      <BackToTop />
    </PortalNavigationProvider>
  );
}

/** The island of `match` at `location`, for the prerender and the browser alike. */
export async function islandApp(match: IslandMatch, location: PortalLocation) {
  const { Component } = await match.page.load();
  return (
    <StrictMode>
      <CoreProvider>
        <PortalIsland Page={Component} location={location} params={match.params} />
      </CoreProvider>
    </StrictMode>
  );
}

/**
 * Starts the app on a prerendered page (#root holds its markup). An anonymous visitor's
 * page hydrates as an island. Otherwise the whole app starts (app/start.tsx): a signed-in
 * user's header differs from the prerendered one, and a sign-on from a partner system
 * logs in first.
 */
export async function startPortal(
  container: HTMLElement,
): Promise<'hydrating' | 'rendering' | 'reloading'> {
  const { pathname, search, hash } = window.location;
  const match = container.dataset.prerendered === pathname ? matchIslandPage(pathname) : null;
  if (!match || getToken() || new URLSearchParams(search).has('token')) {
    return (await import('./start')).start(container);
  }
  syncSessionAcrossTabs();
  startErrorLogUploader();
  startKeepalive();
  const app = await islandApp(match, { pathname, search, hash });
  // As a transition, the work is done in slices that leave the main thread free between
  // them, not in one long task; the prerendered page stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  return 'hydrating';
}
