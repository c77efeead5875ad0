import { EcoListPage } from '@/features/saas/components/eco-list-page';

/** 设备管理 › 生态设备. */
export function Component() {
  return <EcoListPage />;
}
