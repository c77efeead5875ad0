import { Outlet, useNavigation } from 'react-router';
import { BackToTop } from '@/components/back-to-top';
import { NavigationProgress } from '@/components/page-loading';
import { useNavigationEffects } from './navigation-effects';
import { RouterPortalNavigation } from './portal-nav-bridge';

/** The root route: behaviour shared by every area, around the area layouts. */
export function RootLayout() {
  useNavigationEffects();
  const navigation = useNavigation();
  return (
    <RouterPortalNavigation>
      <NavigationProgress active={navigation.state === 'loading'} />
      <Outlet />
      <BackToTop />
    </RouterPortalNavigation>
  );
}
