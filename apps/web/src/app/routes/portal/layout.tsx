import { Outlet } from 'react-router';
import { PortalLayout } from '@/components/layouts/portal-layout';
import { LatestNotice } from '@/features/notices/components/latest-notice';

/** Public-site frame: header with the latest notice, page, footer. */
export function Component() {
  return (
    <PortalLayout notice={<LatestNotice />}>
      <Outlet />
    </PortalLayout>
  );
}
