import { SxDevicesPage } from '@/features/multi-sim/components/sx-devices-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G多卡 › 设备列表. */
export function Component() {
  useDocumentTitle(pageTitle('5G多卡设备列表'));
  return <SxDevicesPage />;
}
