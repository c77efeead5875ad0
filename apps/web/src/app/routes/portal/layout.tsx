import { Outlet } from 'react-router';
import { PortalFrame } from '@/components/layouts/portal-frame';

/** Public-site frame: header with the latest notice, page, footer, contact widget. */
export function Component() {
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}
