import type { FaqAnswer, FaqItem, FaqListQuery, FaqSaveInput, PageResult } from '@pn/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, authApi } from '@/lib/api-client';

const LIST_KEY = ['admin', 'faq', 'list'] as const;

/** GET sm/faq/list: the operators' paged, filtered list. */
export function getFaqList(query: FaqListQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<FaqItem>>('sm/faq/list', { ...query }, { signal });
}

export const faqListQueryOptions = (query: FaqListQuery) =>
  queryOptions({
    queryKey: [...LIST_KEY, query],
    queryFn: ({ signal }) => getFaqList(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFaqList(query: FaqListQuery) {
  return useQuery(faqListQueryOptions(query));
}

/** A change that refreshes the list once it is through. */
function useFaqMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

/** POST sm/faq: creates (no pkId) or updates a question. */
export function useSaveFaq() {
  return useFaqMutation((input: FaqSaveInput) => authApi.post<FaqItem>('sm/faq', input));
}

export function useRemoveFaq() {
  return useFaqMutation((id: number) => authApi.delete<null>(`sm/faq/${id}`));
}

export function useFaqStatus() {
  return useFaqMutation(({ id, status }: { id: number; status: number }) =>
    authApi.patch<null>(`sm/faq/${id}/status`, { status }),
  );
}

/** POST sm/faq/ask: what a visitor asking `question` would be answered. */
export function useTryFaq() {
  return useMutation({
    mutationFn: (question: string) => api.post<FaqAnswer>('sm/faq/ask', { question }),
  });
}
