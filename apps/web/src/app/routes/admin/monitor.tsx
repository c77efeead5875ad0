import { PlatformHealthPage } from '@/features/monitor/components/platform-health-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/monitor: 平台监控. */
export function Component() {
  useDocumentTitle(pageTitle('平台监控'));
  return <PlatformHealthPage />;
}
