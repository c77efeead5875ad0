import type {
  AlarmAckInput,
  AlarmRaiseWorkOrderInput,
  AlarmRecordDetail,
  AlarmRecordItem,
  AlarmRecordQuery,
  AlarmResolveInput,
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

/** 告警记录 refreshes itself this often while on screen. */
export const ALARM_LIVE_REFRESH_MS = 15_000;

export const ALARM_KEY = ['admin', 'alarm'] as const;
const RECORDS_KEY = [...ALARM_KEY, 'records'] as const;

/** GET sm/alarm/record/list. */
export const alarmRecordsQueryOptions = (query: AlarmRecordQuery) =>
  queryOptions({
    queryKey: [...RECORDS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<AlarmRecordItem>>('sm/alarm/record/list', { ...query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: ALARM_LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export function useAlarmRecords(query: AlarmRecordQuery) {
  return useQuery(alarmRecordsQueryOptions(query));
}

/** GET sm/alarm/record/:id: the record with its history and fault scenes. */
export function useAlarmRecord(id: number | null) {
  return useQuery({
    queryKey: [...RECORDS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<AlarmRecordDetail>(`sm/alarm/record/${id}`, undefined, { signal }),
    enabled: id !== null,
    refetchInterval: ALARM_LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

/** A change to alarms: records and work orders are read afresh. */
function useAlarmMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALARM_KEY }),
  });
}

/** POST sm/alarm/record/:id/ack. */
export function useAcknowledgeAlarm() {
  return useAlarmMutation(({ id, ...body }: AlarmAckInput & { id: number }) =>
    authApi.post<null>(`sm/alarm/record/${id}/ack`, body),
  );
}

/** POST sm/alarm/record/:id/resolve. */
export function useResolveAlarm() {
  return useAlarmMutation(({ id, ...body }: AlarmResolveInput & { id: number }) =>
    authApi.post<null>(`sm/alarm/record/${id}/resolve`, body),
  );
}

/** POST sm/alarm/record/:id/workorder: 转工单. */
export function useRaiseWorkOrder() {
  return useAlarmMutation(({ id, ...body }: AlarmRaiseWorkOrderInput & { id: number }) =>
    authApi.post<{ id: number; orderNo: string }>(`sm/alarm/record/${id}/workorder`, body),
  );
}
