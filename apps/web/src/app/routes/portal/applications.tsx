import { ApplicationListPage } from '@/features/market-application/components/application-list-page';

/** /application: the published market applications, filterable by industry. */
export function Component() {
  return <ApplicationListPage />;
}
