import { Outlet } from 'react-router';
import { ConsoleLayout } from '@/components/layouts/console-layout';
import { isKnownScreen } from '@/lib/known-screens';

/** Back-office frame: the same shell with the admin menu group. */
export function Component() {
  return (
    <ConsoleLayout area="admin" known={isKnownScreen}>
      <Outlet />
    </ConsoleLayout>
  );
}
