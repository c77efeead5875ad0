import { ModelListPage } from '@/features/saas/components/model-list-page';

/** 设备管理 › 型号管理. */
export function Component() {
  return <ModelListPage />;
}
