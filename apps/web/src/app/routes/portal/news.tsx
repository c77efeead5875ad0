import { NewsCenterPage } from '@/features/news/components/news-center-page';
import { NoticeList } from '@/features/notices/components/notice-list';

/** /news: news and platform notices (`?tab=notice`, the header's "more notices" link). */
export function Component() {
  return <NewsCenterPage renderNotices={(paging) => <NoticeList {...paging} />} />;
}
