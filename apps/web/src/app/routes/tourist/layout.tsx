import { Outlet } from 'react-router';
import { ConsoleLayout } from '@/components/layouts/console-layout';
import { ConsoleAreaProvider } from '@/components/read-only/read-only';
import { VisitorHeaderActions, VisitorNotice } from '@/features/tourist/components/visitor-frame';
import { isKnownScreen } from '@/lib/known-screens';

/**
 * The visitor console frame (/tourist/control): the console shell with the visitor badge,
 * register and login in the header and the read-only notice above every page. Its screens,
 * console screens mirrored here, are read-only (ConsoleAreaProvider).
 */
export function Component() {
  return (
    <ConsoleLayout area="tourist" known={isKnownScreen} headerExtra={<VisitorHeaderActions />}>
      <ConsoleAreaProvider area="tourist">
        <VisitorNotice />
        <Outlet />
      </ConsoleAreaProvider>
    </ConsoleLayout>
  );
}
