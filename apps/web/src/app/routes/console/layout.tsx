import { Outlet, useLocation } from 'react-router';
import { ConsoleLayout } from '@/components/layouts/console-layout';
import { paths } from '@/config/paths';
import { isKnownScreen } from '@/lib/known-screens';

/** Customer console frame (also the visitor console under /tourist/control). */
export function Component() {
  const { pathname } = useLocation();
  const isTourist =
    pathname === paths.touristControl || pathname.startsWith(`${paths.touristControl}/`);
  return (
    <ConsoleLayout area={isTourist ? 'tourist' : 'console'} known={isKnownScreen}>
      <Outlet />
    </ConsoleLayout>
  );
}
