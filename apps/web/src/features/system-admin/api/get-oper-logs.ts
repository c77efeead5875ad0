import type { OperLogItem, OperLogQuery, PageResult } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const OPER_LOGS_KEY = ['admin', 'system', 'oper-logs'] as const;

/** GET sm/sysOperStandardLog/export: the .xlsx of the rows matching the list's filters. */
export const OPER_LOG_EXPORT_PATH = 'sm/sysOperStandardLog/export';

/** GET sm/sysOperStandardLog/list: the operation log in the caller's scope, newest first. */
export function getOperLogs(query: OperLogQuery, signal?: AbortSignal) {
  return authApi.get<PageResult<OperLogItem>>(
    'sm/sysOperStandardLog/list',
    { ...query },
    { signal },
  );
}

export const operLogsQueryOptions = (query: OperLogQuery) =>
  queryOptions({
    queryKey: [...OPER_LOGS_KEY, query],
    queryFn: ({ signal }) => getOperLogs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useOperLogs(query: OperLogQuery) {
  return useQuery(operLogsQueryOptions(query));
}
