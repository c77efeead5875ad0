import { StatisticPage } from '@/features/network-overview/components/statistic-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 专线 › 专线统计 (/control/A7/statistic). */
export function Component() {
  useDocumentTitle(pageTitle('专线统计'));
  return <StatisticPage />;
}
