import { ReleaseRecordScreen } from '@/components/admin/release-record/release-record-screen';
import { noticeKind } from '@/features/notice-admin/kind';

/** /admin/content/notice: 公告管理 (list, `?edit=new|<id>` editor, publish, withdraw, delete). */
export function Component() {
  return <ReleaseRecordScreen kind={noticeKind} />;
}
