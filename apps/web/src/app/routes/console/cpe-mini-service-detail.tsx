import { MiniServiceDetailPage } from '@/features/cpe/components/mini-service-detail-page';

/** 5G快线 › 小微业务 › 小微业务详情 (mini-service/:id). */
export function Component() {
  return <MiniServiceDetailPage />;
}
