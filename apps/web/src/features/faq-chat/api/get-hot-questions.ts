import type { FaqHotItem } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The chatbot's hot questions, in display order. */
export function getHotQuestions(signal?: AbortSignal): Promise<FaqHotItem[]> {
  return api.get<FaqHotItem[]>('sm/faq/portal/hot', undefined, { signal, background: true });
}

export const hotQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['faq', 'hot'],
    queryFn: ({ signal }) => getHotQuestions(signal),
    staleTime: 5 * 60_000,
  });

/** Fetched only while the dialog is open. */
export function useHotQuestions(enabled: boolean) {
  return useQuery({ ...hotQuestionsQueryOptions(), enabled });
}
