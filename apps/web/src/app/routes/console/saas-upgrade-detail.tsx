import { UpgradeDetailPage } from '@/features/ota/components/upgrade-detail-page';

/** 设备管理 › 升级任务 › 升级任务详情 (upgrade/list/:id). */
export function Component() {
  return <UpgradeDetailPage />;
}
