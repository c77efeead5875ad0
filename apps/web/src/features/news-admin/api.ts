import {
  ContentOperCode,
  type ManagedNewsItem,
  type NewsDetail,
  type NewsFormInput,
  type PageResult,
} from '@pn/shared';
import type { ReleaseChange, ReleaseListQuery } from '@/components/admin/release-record/kind';
import { authApi } from '@/lib/api-client';
import { contentGateway } from '@/lib/content-gateway';

export type { ManagedNewsItem };

/** GET sm/newsinsight/list: every item of any state, filtered and paged on the server. */
export function getManagedNews(
  query: ReleaseListQuery,
  signal?: AbortSignal,
): Promise<PageResult<ManagedNewsItem>> {
  return authApi.get<PageResult<ManagedNewsItem>>('sm/newsinsight/list', query, { signal });
}

/** GET sm/newsinsight/manager/detail: one item in any state; reading it counts no view. */
export function getNewsForEdit(id: number, signal?: AbortSignal): Promise<NewsDetail> {
  return authApi.get<NewsDetail>('sm/newsinsight/manager/detail', { id }, { signal });
}

/** POST sm/newsinsight: creates a draft (no id) or saves an item; the server sanitises it. */
export function saveNews(form: NewsFormInput): Promise<NewsDetail> {
  return contentGateway.post<NewsDetail>('sm/newsinsight', form);
}

/** PATCH sm/newsinsight/:id/status: publishes (now or later) or withdraws an item. */
export function setNewsRelease({ id, ...body }: ReleaseChange): Promise<NewsDetail> {
  return contentGateway.patch<NewsDetail>(
    `sm/newsinsight/${id}/status`,
    body,
    ContentOperCode.PUBLISH,
  );
}
