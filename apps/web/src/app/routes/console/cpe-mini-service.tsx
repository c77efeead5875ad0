import { MiniServiceListPage } from '@/features/cpe/components/mini-service-list-page';

/** 5G快线 › 小微业务 (/control/5g-cpe/cpe-index/mini-service). */
export function Component() {
  return <MiniServiceListPage />;
}
