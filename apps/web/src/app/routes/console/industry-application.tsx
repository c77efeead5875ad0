import { IndustryAppPage } from '@/features/industry/components/monitor-pages';

/** 行业专网 › 应用监控. */
export function Component() {
  return <IndustryAppPage />;
}
