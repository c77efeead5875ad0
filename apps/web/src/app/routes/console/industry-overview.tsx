import { IndustryOverviewPage } from '@/features/industry/components/monitor-pages';

/** 行业专网 › 专网总览. */
export function Component() {
  return <IndustryOverviewPage />;
}
