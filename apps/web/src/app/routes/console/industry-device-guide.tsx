import { ReportGuidePage } from '@/features/industry/components/report-guide-page';

/** 行业终端 › 数据上报指南 (list/guide). */
export function Component() {
  return <ReportGuidePage />;
}
