import { NoticeAdminPage } from '@/features/notice-admin/components/notice-admin-page';

/** /admin/content/notice: 公告管理 (list, `?edit=new|<id>` editor, publish, withdraw, delete). */
export function Component() {
  return <NoticeAdminPage />;
}
