import { Outlet } from 'react-router';
import { ConsoleLayout } from '@/components/layouts/console-layout';
import { isKnownScreen } from '@/lib/known-screens';

/** Customer console frame (the visitor console has its own, routes/tourist/layout). */
export function Component() {
  return (
    <ConsoleLayout area="console" known={isKnownScreen}>
      <Outlet />
    </ConsoleLayout>
  );
}
