import { UpgradeListPage } from '@/features/ota/components/upgrade-list-page';

/** 设备管理 › 升级任务. */
export function Component() {
  return <UpgradeListPage />;
}
