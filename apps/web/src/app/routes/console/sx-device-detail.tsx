import { SxDeviceDetailPage } from '@/features/multi-sim/components/sx-device-detail-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G多卡 › 设备列表 › 设备详情. */
export function Component() {
  useDocumentTitle(pageTitle('5G多卡设备详情'));
  return <SxDeviceDetailPage />;
}
