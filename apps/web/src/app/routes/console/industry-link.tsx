import { IndustryLinkPage } from '@/features/industry/components/monitor-pages';

/** 行业专网 › 链路监控. */
export function Component() {
  return <IndustryLinkPage />;
}
