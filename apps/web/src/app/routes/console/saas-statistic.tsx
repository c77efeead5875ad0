import { StatisticPage } from '@/features/saas/components/statistic-page';

/** 设备管理 › 厂商统计. */
export function Component() {
  return <StatisticPage />;
}
