import type { StatisticsOverview } from '@pn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** The dashboard's filters as sent: a province (national staff only) and a month range. */
export interface StatisticsRequest {
  beId?: string | undefined;
  from: string;
  to: string;
}

/** GET gateway/statistics/overview: the 统计分析 figures in the caller's scope. */
export function getStatisticsOverview(q: StatisticsRequest, signal?: AbortSignal) {
  return authApi.get<StatisticsOverview>(
    'gateway/statistics/overview',
    { from: q.from, to: q.to, ...(q.beId ? { beId: q.beId } : {}) },
    { signal },
  );
}

export const statisticsOverviewQueryOptions = (q: StatisticsRequest) =>
  queryOptions({
    queryKey: ['admin', 'statistics', 'overview', q.beId ?? '', q.from, q.to],
    queryFn: ({ signal }) => getStatisticsOverview(q, signal),
  });

/** `enabled` false holds the call back until the filters are known. */
export function useStatisticsOverview(q: StatisticsRequest, enabled = true) {
  return useQuery({ ...statisticsOverviewQueryOptions(q), enabled });
}
