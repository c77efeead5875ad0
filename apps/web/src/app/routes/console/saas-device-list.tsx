import { DeviceListPage } from '@/features/saas/components/device-list-page';

/** 设备管理 › 设备列表. */
export function Component() {
  return <DeviceListPage />;
}
