import type {
  PageResult,
  QodCreateInput,
  QodExtendInput,
  QodInstance,
  QodInstanceDetail,
  QodSession,
  QodSessionQuery,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const BASE = 'network/qod/v1';
const KEY = ['qod'] as const;

/** While a shown session is live, its state is fetched again this often. */
export const LIVE_REFRESH_MS = 15_000;

const hasLive = (sessions: readonly QodSession[] | undefined) =>
  !!sessions?.some((s) => s.status !== 'UNAVAILABLE');

/** GET network/qod/v1/instances: the caller's A1 business instances. */
export function useQodInstances() {
  return useQuery({
    queryKey: [...KEY, 'instances'],
    queryFn: ({ signal }) => authApi.get<QodInstance[]>(`${BASE}/instances`, {}, { signal }),
  });
}

/** GET network/qod/v1/instances/:id: the instance, its cards and its sessions. */
export function useQodInstance(id: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'instance', id],
    queryFn: ({ signal }) =>
      authApi.get<QodInstanceDetail>(`${BASE}/instances/${id}`, {}, { signal }),
    enabled: id !== undefined && Number.isSafeInteger(id) && id > 0,
    refetchInterval: (q) => (hasLive(q.state.data?.sessions) ? LIVE_REFRESH_MS : false),
  });
}

/** GET network/qod/v1/session-list: the console's page of sessions, refreshed while any is live. */
export function useQodSessions(query: Partial<QodSessionQuery>) {
  return useQuery({
    queryKey: [...KEY, 'sessions', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<QodSession>>(`${BASE}/session-list`, { ...query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (hasLive(q.state.data?.data) ? LIVE_REFRESH_MS : false),
  });
}

/** A mutation that refreshes every session and instance list once it succeeds. */
function useQodMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST network/qod/v1/sessions. */
export function useCreateQodSession() {
  return useQodMutation((body: QodCreateInput) =>
    authApi.post<QodSession>(`${BASE}/sessions`, body),
  );
}

/** POST network/qod/v1/sessions/:sessionId/extend. */
export function useExtendQodSession() {
  return useQodMutation(({ sessionId, ...body }: QodExtendInput & { sessionId: string }) =>
    authApi.post<QodSession>(`${BASE}/sessions/${sessionId}/extend`, body),
  );
}

/** DELETE network/qod/v1/sessions/:sessionId. */
export function useDeleteQodSession() {
  return useQodMutation((sessionId: string) =>
    authApi.delete<null>(`${BASE}/sessions/${sessionId}`),
  );
}
