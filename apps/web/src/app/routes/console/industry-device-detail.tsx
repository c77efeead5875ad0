import { DeviceDetailPage } from '@/features/industry/components/device-detail-page';

/** 行业终端 › 终端详情 (list/:id). */
export function Component() {
  return <DeviceDetailPage />;
}
