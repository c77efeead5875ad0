import { InstanceDetailPage } from '@/features/acceleration/components/instance-detail-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 已订购业务 › 业务加速实例: 实例详情. */
export function Component() {
  useDocumentTitle(pageTitle('业务加速实例详情'));
  return <InstanceDetailPage />;
}
