import { NewsDetailPage } from '@/features/news/components/news-detail-page';

export function Component() {
  return <NewsDetailPage />;
}
