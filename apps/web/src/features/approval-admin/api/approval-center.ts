import type {
  ApprovalDecisionItem,
  ApprovalItem,
  ApprovalKind,
  ApprovalSummary,
  PageResult,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const KEY = ['admin', 'approval-center'] as const;
/** What waits changes as colleagues decide: read again while the screen is open. */
const REFRESH_MS = 30_000;

export interface ApprovalListQuery {
  page: number;
  pageSize: number;
  kind?: ApprovalKind | undefined;
}

const params = (q: ApprovalListQuery) => ({
  page: q.page,
  pageSize: q.pageSize,
  ...(q.kind ? { kind: q.kind } : {}),
});

/** GET sm/approval/summary: per kind the caller decides, how many wait and since when. */
export function useApprovalSummary() {
  return useQuery({
    queryKey: [...KEY, 'summary'],
    queryFn: ({ signal }) =>
      authApi.get<ApprovalSummary>('sm/approval/summary', undefined, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** GET sm/approval/queue: what waits on the caller, the longest-waiting first. */
export function useApprovalQueue(query: ApprovalListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'queue', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<ApprovalItem>>('sm/approval/queue', params(query), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
    enabled,
  });
}

/** GET sm/approval/decisions: the decisions taken in the caller's scope, newest first. */
export function useApprovalDecisions(query: ApprovalListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'decisions', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<ApprovalDecisionItem>>('sm/approval/decisions', params(query), {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
