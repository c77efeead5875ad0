import type { NewsDetail, NewsFormInput } from '@pn/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentGateway } from '@/lib/content-gateway';
import { invalidateNews } from './invalidate';

/** Creates a draft (no id) or saves an item; the server sanitises the body. */
export function saveNews(form: NewsFormInput): Promise<NewsDetail> {
  return contentGateway.post<NewsDetail>('sm/newsinsight', form);
}

export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: (saved) => {
      client.setQueryData(['news-admin', 'detail', saved.id], saved);
      void invalidateNews(client);
    },
  });
}
