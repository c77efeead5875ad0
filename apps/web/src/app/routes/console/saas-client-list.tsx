import { ClientListPage } from '@/features/saas/components/client-list-page';

/** 设备管理 › 接入终端. */
export function Component() {
  return <ClientListPage />;
}
