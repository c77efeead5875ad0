import type {
  OrderCommitInput,
  OrderConfigInput,
  OrderDetail,
  OrderItem,
  OrderQuery,
  OrderQuote,
  PageResult,
  RefundApplyInput,
  RefundItem,
  RefundQuery,
} from '@pn/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const KEY = ['orders'] as const;
const REFUND_KEY = ['refunds'] as const;

/** The order list: the customer's own (我的订单) or the operator's scope (订单审核). */
export function useOrders(query: Partial<OrderQuery>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<OrderItem>>(
        'cp/om/web/order/queryOsmsOrder',
        { ...query },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * One order. While it is being provisioned the detail is fetched again every few seconds,
 * so the page shows it turn active without a reload; while it waits for review, every half
 * minute.
 */
export function useOrder(id: number) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: ({ signal }) =>
      authApi.get<OrderDetail>('cp/om/web/order/queryOsmsOrderDetail', { id }, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 2 ? 3_000 : status === 0 || status === 1 ? 30_000 : false;
    },
  });
}

export function useRefunds(query: Partial<RefundQuery>) {
  return useQuery({
    queryKey: [...REFUND_KEY, 'list', query],
    queryFn: ({ signal }) =>
      authApi.get<PageResult<RefundItem>>('cp/om/web/refund/query', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A mutation that refreshes every order and refund list and detail once it succeeds. */
function useOrderMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: REFUND_KEY }),
      ]);
    },
  });
}

/** POST cp/om/portal/quote: the price of a configuration, computed on the server. */
export function useQuote() {
  return useMutation({
    mutationFn: (config: OrderConfigInput) =>
      authApi.post<OrderQuote>('cp/om/portal/quote', config),
  });
}

export interface CommitResult {
  id: number;
  orderNo: string;
  status: number;
  amountFen: number;
  created: boolean;
}

/** POST cp/om/portal/commit/{a1…b3}. */
export function useCommitOrder() {
  return useOrderMutation((body: OrderCommitInput) => {
    const path = body.config.type === 'B3_HA' ? 'b3' : body.config.type.toLowerCase();
    return authApi.post<CommitResult>(`cp/om/portal/commit/${path}`, body);
  });
}

/** The order's state changes: cancel (customer); accept, approve, reject, retry (operator). */
export type OrderAction = 'cancel' | 'accept' | 'approve' | 'reject' | 'retry';

export function useOrderAction() {
  return useOrderMutation(
    ({ id, action, reason }: { id: number; action: OrderAction; reason?: string }) =>
      authApi.post<null>(
        `cp/om/web/order/${id}/${action}`,
        action === 'reject' ? { reason: reason ?? '' } : {},
      ),
  );
}

/** POST cp/om/web/order/:id/refund (customer). */
export function useApplyRefund(id: number) {
  return useOrderMutation((body: RefundApplyInput) =>
    authApi.post<{ id: number; refundNo: string }>(`cp/om/web/order/${id}/refund`, body),
  );
}

/** POST cp/om/web/refund/update (operator): approve, or reject with a note. */
export function useReviewRefund() {
  return useOrderMutation((body: { id: number; approve: boolean; note?: string }) =>
    authApi.post<null>('cp/om/web/refund/update', body),
  );
}
