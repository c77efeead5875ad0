import { SxLogPage } from '@/features/multi-sim/components/sx-log-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 5G多卡 › 绑定日志. */
export function Component() {
  useDocumentTitle(pageTitle('绑定日志'));
  return <SxLogPage />;
}
