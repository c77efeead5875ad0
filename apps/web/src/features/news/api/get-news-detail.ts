import { Status, type NewsDetail, type NewsListItem, type PageResult } from '@pn/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { NEWS_LIST_KEY } from './get-news-list';

/** One published news item; each read counts a view on the server. */
export function getNewsDetail(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return api.get<NewsDetail>('sm/newsinsight/detail', { id }, { signal });
}

/** Cached list pages show the item's count as of this read, so going back shows the view. */
export function showViewCount(client: QueryClient, news: Pick<NewsListItem, 'id' | 'viewCount'>) {
  client.setQueriesData<PageResult<NewsListItem>>({ queryKey: NEWS_LIST_KEY }, (page) =>
    page?.data.some((item) => item.id === news.id)
      ? {
          ...page,
          data: page.data.map((item) =>
            item.id === news.id ? { ...item, viewCount: news.viewCount } : item,
          ),
        }
      : page,
  );
}

export const newsDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['news', 'detail', id],
    queryFn: async ({ signal, client }) => {
      const news = await getNewsDetail(id, signal);
      showViewCount(client, news);
      return news;
    },
    // Every visit of an article is one view: it is read (and counted) each time the page
    // opens, coming back included, but never in the background (a reconnect is no view).
    staleTime: 0,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

export function useNewsDetail(id: number | undefined) {
  return useQuery({
    ...newsDetailQueryOptions(id ?? 0),
    enabled: id !== undefined,
  });
}

/** The item is missing, unpublished or not yet released. */
export function isNewsNotFound(error: unknown): boolean {
  return isApiError(error) && (error.httpStatus === 404 || error.status === Status.NOT_FOUND);
}
