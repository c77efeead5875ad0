import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PortalNavigationProvider, type PortalNavigation } from '@/lib/portal-nav';

/**
 * Under the router, the portal's components (lib/portal-nav) navigate with it. Placed at
 * the root route, whose parameters are those of the whole match.
 */
export function RouterPortalNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const params = useParams();
  const navigation = useMemo<PortalNavigation>(
    () => ({
      location: { pathname, search, hash },
      params,
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, hash, params, navigate],
  );
  return <PortalNavigationProvider value={navigation}>{children}</PortalNavigationProvider>;
}
