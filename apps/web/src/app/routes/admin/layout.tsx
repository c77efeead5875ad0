import { Outlet } from 'react-router';
import { ConsoleLayout } from '@/components/layouts/console-layout';
import { paths } from '@/config/paths';
import { consoleText } from '@/locales/zh-CN/common';

/** Back-office frame. */
export function Component() {
  return (
    <ConsoleLayout
      title={consoleText.adminTitle}
      menu={[{ path: paths.admin, label: consoleText.dashboard }]}
    >
      <Outlet />
    </ConsoleLayout>
  );
}
