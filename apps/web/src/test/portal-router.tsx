import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { RouterPortalNavigation } from '@/app/portal-nav-bridge';

/** A memory router with the portal's navigation on it, as the app's root route provides. */
export function PortalMemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={initialEntries}>
      <RouterPortalNavigation>{children}</RouterPortalNavigation>
    </MemoryRouter>
  );
}
