import { ApplicationAdminPage } from '@/features/market-application/components/application-admin-page';

/** /admin/content/application: 应用市场 (list, `?edit=new|<id>` editor, preview, publish). */
export function Component() {
  return <ApplicationAdminPage />;
}
