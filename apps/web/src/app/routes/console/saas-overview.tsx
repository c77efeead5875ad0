import { OverviewPage } from '@/features/saas/components/overview-page';

/** 设备管理 › 设备概览. */
export function Component() {
  return <OverviewPage />;
}
