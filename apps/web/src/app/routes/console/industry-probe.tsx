import { IndustryProbePage } from '@/features/industry/components/monitor-pages';

/** 行业专网 › 探针管理. */
export function Component() {
  return <IndustryProbePage />;
}
