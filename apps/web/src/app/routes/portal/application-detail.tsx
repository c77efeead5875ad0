import { ApplicationDetailPage } from '@/features/market-application/components/application-detail-page';

/** /application/detail?id=: a published market application's card with its four tabs. */
export function Component() {
  return <ApplicationDetailPage />;
}
