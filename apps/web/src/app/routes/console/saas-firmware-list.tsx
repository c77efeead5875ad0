import { FirmwareListPage } from '@/features/ota/components/firmware-list-page';

/** 设备管理 › 固件管理. */
export function Component() {
  return <FirmwareListPage />;
}
