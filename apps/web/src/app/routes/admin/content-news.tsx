import { NewsAdminPage } from '@/features/news-admin/components/news-admin-page';

/** /admin/content/news: 新闻资讯 (list, `?edit=new|<id>` editor, publish and withdraw). */
export function Component() {
  return <NewsAdminPage />;
}
