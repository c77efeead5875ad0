import { ClientDetailPage } from '@/features/saas/components/client-detail-page';

/** 设备管理 › 接入终端 › 终端详情 (connect-device/detail/:id). */
export function Component() {
  return <ClientDetailPage />;
}
