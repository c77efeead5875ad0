import { OrderedOverviewPage } from '@/features/network-overview/components/ordered-overview-page';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';

/** Console › 已订购业务 › 业务总览 (/control/ordered/business/overview). */
export function Component() {
  useDocumentTitle(pageTitle('已订购业务总览'));
  return <OrderedOverviewPage />;
}
