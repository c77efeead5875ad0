import { EcoDetailPage } from '@/features/saas/components/eco-detail-page';

/** 设备管理 › 生态设备 › 设备详情 (eco-device/detail?id=). */
export function Component() {
  return <EcoDetailPage />;
}
