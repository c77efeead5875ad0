import { ModelDetailPage } from '@/features/saas/components/model-detail-page';

/** 设备管理 › 型号管理 › 型号详情 (model/detail?id=). */
export function Component() {
  return <ModelDetailPage />;
}
