import { Outlet, useLocation } from 'react-router';
import { ConsoleLayout, type ConsoleMenuItem } from '@/components/layouts/console-layout';
import { paths } from '@/config/paths';
import { consoleText } from '@/locales/zh-CN/common';

/** Customer console frame (also the visitor console under /tourist/control). */
export function Component() {
  const { pathname } = useLocation();
  const isTourist = pathname.startsWith(paths.touristControl);
  const base = isTourist ? paths.touristControl : paths.control;
  const menu: ConsoleMenuItem[] = [{ path: base, label: consoleText.dashboard }];
  return (
    <ConsoleLayout title={isTourist ? consoleText.touristTitle : consoleText.title} menu={menu}>
      <Outlet />
    </ConsoleLayout>
  );
}
