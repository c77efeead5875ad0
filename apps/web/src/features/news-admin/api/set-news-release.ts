import type { NewsStatus } from '@pn/shared';
import { ContentOperCode, type NewsDetail } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { invalidateNews } from './invalidate';

export type NewsReleaseChange =
  | { id: number; status: typeof NewsStatus.PUBLISHED; releaseTime: string | null }
  | { id: number; status: typeof NewsStatus.WITHDRAWN };

/** Publishes (now, or at a later `releaseTime`) or withdraws a news item. */
export function setNewsRelease({ id, ...body }: NewsReleaseChange): Promise<NewsDetail> {
  return contentGateway.patch<NewsDetail>(
    `sm/newsinsight/${id}/status`,
    body,
    ContentOperCode.PUBLISH,
  );
}

export function useSetNewsRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNewsRelease,
    onSuccess: (saved) => {
      client.setQueryData(['news-admin', 'detail', saved.id], saved);
      void invalidateNews(client);
    },
  });
}
