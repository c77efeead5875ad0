import { InstancesPage } from '@/features/acceleration/components/instances-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 已订购业务 › 业务加速实例. */
export function Component() {
  useDocumentTitle(pageTitle('业务加速实例'));
  return <InstancesPage />;
}
