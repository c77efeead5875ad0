import { DeviceDetailPage } from '@/features/cpe/components/device-detail-page';

/** 5G快线 › 终端列表 › 终端详情 (list/:id). */
export function Component() {
  return <DeviceDetailPage />;
}
