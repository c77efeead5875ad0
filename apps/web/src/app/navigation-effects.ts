import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { pageArrived, useRedirectMessages } from '@/lib/page-arrival';
import { pageLatency } from '@/lib/page-latency';

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
    pageArrived({ pathname: location.pathname, search: location.search, hash: location.hash });
  }, [location.key, location.pathname, location.search, location.hash]);

  useRedirectMessages(useCallback((href) => void navigate(href), [navigate]));
}
