import { IndustryDeviceMonitorPage } from '@/features/industry/components/monitor-pages';

/** 行业专网 › 终端监控. */
export function Component() {
  return <IndustryDeviceMonitorPage />;
}
