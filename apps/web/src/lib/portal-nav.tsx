import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';

/**
 * Navigation for the portal's shell and public pages, without React Router's code.
 *
 * A prerendered page starts as an island (app/portal-island.tsx): its header, menus,
 * widget and content hydrate on the portal's own code, and the router (some 30 KB
 * gzipped) loads only on the first in-app navigation. Everywhere else the router provides
 * this context (app/portal-nav-bridge.tsx), so the same components work in both.
 */

/** Where a link leads: an address, or parts of one (the pathname defaults to the page's). */
export type To = string | { pathname?: string; search?: string; hash?: string };

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface PortalLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface PortalNavigation {
  location: PortalLocation;
  /** The page's path parameters (`:type` of /product/introduce/:type, say). */
  params: Readonly<Record<string, string | undefined>>;
  navigate: (to: To, options?: NavigateOptions) => void;
}

const PortalNavigationContext = createContext<PortalNavigation | null>(null);

export const PortalNavigationProvider = PortalNavigationContext.Provider;

function usePortalNavigation(): PortalNavigation {
  const navigation = useContext(PortalNavigationContext);
  if (!navigation) throw new Error('portal navigation is used outside PortalNavigationProvider');
  return navigation;
}

export function useLocation(): PortalLocation {
  return usePortalNavigation().location;
}

export function useNavigate(): PortalNavigation['navigate'] {
  return usePortalNavigation().navigate;
}

export function useParams(): PortalNavigation['params'] {
  return usePortalNavigation().params;
}

/** The page's query string, parsed. */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

function withPrefix(part: string | undefined, prefix: '?' | '#'): string {
  if (!part || part === prefix) return '';
  return part.startsWith(prefix) ? part : `${prefix}${part}`;
}

/** The address `to` leads to from `from` (as React Router resolves it, without a basename). */
export function resolveTo(to: To, from: PortalLocation): string {
  if (typeof to !== 'string') {
    return `${to.pathname ?? from.pathname}${withPrefix(to.search, '?')}${withPrefix(to.hash, '#')}`;
  }
  if (to.startsWith('/')) return to;
  const url = new URL(to, `http://page${from.pathname}${from.search}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address of a location: pathname, query string and hash. */
export function hrefOfLocation({ pathname, search, hash }: PortalLocation): string {
  return `${pathname}${search}${hash}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * A link within the app: a plain `<a href>` (it works before any script has run) whose
 * plain clicks navigate in the page. A link to the page it is on replaces that entry.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = usePortalNavigation();
  const href = resolveTo(to, location);
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target) || rest.download !== undefined) return;
        event.preventDefault();
        navigate(href, { replace: replace ?? href === hrefOfLocation(location), state });
      }}
    />
  );
}
