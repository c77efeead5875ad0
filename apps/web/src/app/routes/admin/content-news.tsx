import { ReleaseRecordScreen } from '@/components/admin/release-record/release-record-screen';
import { newsKind } from '@/features/news-admin/kind';

/** /admin/content/news: 新闻资讯 (list, `?edit=new|<id>` editor, publish and withdraw). */
export function Component() {
  return <ReleaseRecordScreen kind={newsKind} />;
}
