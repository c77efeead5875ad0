import {
  API_BASE,
  type PageResult,
  type WorkOrderCreateInput,
  type WorkOrderDetail,
  type WorkOrderItem,
  type WorkOrderQuery,
  type WorkOrderReplyInput,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

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
  return useInvalidatingMutation(fn, { invalidates: [KEY] });
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

/** A picture's bytes as a data: address an <img> shows (kept by the query cache, freed with it). */
export async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: spreading megabytes of arguments at once overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * A work-order picture to show (undefined while it loads), and whether it could not be had.
 * The server gives these pictures only to a session that may see the order, and an
 * <img src> sends no session header, so the picture is fetched with it.
 */
export function usePictureSource(url: string): { src: string | undefined; failed: boolean } {
  const { data, isError } = useQuery({
    queryKey: ['work-order-picture', url],
    queryFn: async ({ signal }) => {
      const path = url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length + 1) : url;
      const file = await authApi.download(path, undefined, { signal, background: true });
      return dataUrlOf(file.blob);
    },
    // A picture never changes under its address.
    staleTime: Infinity,
    retry: false,
  });
  return { src: data, failed: isError };
}
