import type {
  ApplicationDetail,
  ApplicationItem,
  ApplicationListQuery,
  PageResult,
} from '@pn/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const KEY = ['admin', 'export-applications'] as const;

/** GET user/vault/applications: the applications in the caller's scope, newest first. */
export const applicationListQueryOptions = (query: ApplicationListQuery) =>
  queryOptions({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<ApplicationItem>>('user/vault/applications', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useApplicationList(query: ApplicationListQuery) {
  return useQuery(applicationListQueryOptions(query));
}

/** GET user/vault/applications/:id: the application, its applicant and their history. */
export function useApplicationDetail(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<ApplicationDetail>(`user/vault/applications/${id}`, undefined, { signal }),
    enabled: id !== null,
  });
}

/** POST user/vault/applications/:id/approve or …/reject (a rejection says why). */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, remark }: { id: number; approve: boolean; remark?: string }) =>
      authApi.post<null>(
        `user/vault/applications/${id}/${approve ? 'approve' : 'reject'}`,
        remark ? { remark } : {},
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
