import type {
  OpsAssignInput,
  OpsNoteInput,
  OpsResolveInput,
  OpsStatistics,
  OpsStatisticsQuery,
  OpsWorkOrderCreateInput,
  OpsWorkOrderDetail,
  OpsWorkOrderItem,
  OpsWorkOrderQuery,
  PageResult,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { ALARM_KEY } from './alarm-records';

const ORDERS_KEY = [...ALARM_KEY, 'work-orders'] as const;

/** GET sm/alarm/workorder/list. */
export function useOpsWorkOrders(query: OpsWorkOrderQuery) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<OpsWorkOrderItem>>(
        'sm/alarm/workorder/list',
        { ...query },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET sm/alarm/workorder/:id. */
export function useOpsWorkOrder(id: number) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<OpsWorkOrderDetail>(`sm/alarm/workorder/${id}`, undefined, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** GET sm/workorder/statistics. */
export function useOpsStatistics(query: OpsStatisticsQuery) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'statistics', query],
    queryFn: ({ signal }) =>
      authApi.get<OpsStatistics>('sm/workorder/statistics', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useOpsMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALARM_KEY }),
  });
}

/** POST sm/alarm/workorder: from a customer work order (or an alarm). */
export function useCreateOpsWorkOrder() {
  return useOpsMutation((body: OpsWorkOrderCreateInput) =>
    authApi.post<{ id: number; orderNo: string }>('sm/alarm/workorder', body),
  );
}

export type OpsAction =
  | ({ action: 'assign' } & OpsAssignInput)
  | ({ action: 'process' | 'close' } & OpsNoteInput)
  | ({ action: 'resolve' } & OpsResolveInput);

/** POST sm/alarm/workorder/:id/{assign,process,resolve,close}. */
export function useOpsWorkOrderAction(id: number) {
  return useOpsMutation(({ action, ...body }: OpsAction) =>
    authApi.post<null>(`sm/alarm/workorder/${id}/${action}`, body),
  );
}
