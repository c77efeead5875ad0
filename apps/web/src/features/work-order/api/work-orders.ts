import type {
  PageResult,
  WorkOrderCreateInput,
  WorkOrderDetail,
  WorkOrderItem,
  WorkOrderQuery,
  WorkOrderReplyInput,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

/** Which side of a work order the screen is: the enterprise's or the operator's. */
export type WorkOrderSide = 'customer' | 'operator';

const BASE: Record<WorkOrderSide, string> = {
  customer: 'user/workOrder',
  operator: 'sm/workorder/customer',
};
const KEY = ['work-orders'] as const;

export function useWorkOrders(side: WorkOrderSide, query: WorkOrderQuery) {
  return useQuery({
    queryKey: [...KEY, side, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<WorkOrderItem>>(`${BASE[side]}/list`, { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWorkOrder(side: WorkOrderSide, id: number) {
  return useQuery({
    queryKey: [...KEY, side, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<WorkOrderDetail>(`${BASE[side]}/${id}`, undefined, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

function useWorkOrderMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST user/workOrder. */
export function useOpenWorkOrder() {
  return useWorkOrderMutation((body: WorkOrderCreateInput) =>
    authApi.post<{ id: number }>('user/workOrder', body),
  );
}

/** POST …/:id/reply on either side. */
export function useReplyWorkOrder(side: WorkOrderSide, id: number) {
  return useWorkOrderMutation((body: WorkOrderReplyInput) =>
    authApi.post<null>(`${BASE[side]}/${id}/reply`, body),
  );
}

/** The state changes: close and reopen (enterprise), accept and resolve (operator). */
export type WorkOrderAction = 'close' | 'reopen' | 'accept' | 'resolve';

export function useWorkOrderAction(side: WorkOrderSide, id: number) {
  return useWorkOrderMutation(({ action, reason }: { action: WorkOrderAction; reason?: string }) =>
    authApi.post<null>(
      `${BASE[side]}/${id}/${action}`,
      action === 'accept' ? {} : { reason: reason ?? '' },
    ),
  );
}
