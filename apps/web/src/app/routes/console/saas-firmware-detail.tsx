import { FirmwareDetailPage } from '@/features/ota/components/firmware-detail-page';

/** 设备管理 › 固件管理 › 固件详情 (firmware/list/:id). */
export function Component() {
  return <FirmwareDetailPage />;
}
