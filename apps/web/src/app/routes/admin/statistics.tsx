import { StatisticsPage } from '@/features/statistics-admin/components/statistics-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** /admin/statistics: 统计分析. */
export function Component() {
  useDocumentTitle(pageTitle('统计分析'));
  return <StatisticsPage />;
}
