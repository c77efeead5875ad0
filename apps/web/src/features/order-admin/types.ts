import type { OrderDetail, OrderItem, PageResult, RefundItem } from '@pn/shared';
import type { ComponentType, ReactNode } from 'react';
import type { ReviewAction } from './utils/review';

/*
 * What these screens take from the customer order flow (features/order: its API hooks and
 * display pieces). A feature never imports another feature, so the route modules hand them
 * in; these are the shapes the screens rely on.
 */

/** A TanStack query's state, as the screens read it. */
export interface QueryState<T> {
  data?: T | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export type OrderListState = QueryState<PageResult<OrderItem>>;
export type RefundListState = QueryState<PageResult<RefundItem>>;
export type OrderDetailState = QueryState<OrderDetail>;

/** useOrderAction: accept, approve, reject (with a reason) or retry one order. */
export interface OrderActionMutation {
  mutateAsync: (vars: { id: number; action: ReviewAction; reason?: string }) => Promise<unknown>;
  isPending: boolean;
  variables?: { id: number; action: string } | undefined;
}

/** useReviewRefund: approve a refund, or reject it with a note. */
export interface RefundReviewMutation {
  mutateAsync: (vars: { id: number; approve: boolean; note?: string }) => Promise<unknown>;
}

/** The order flow's display pieces (order-parts). */
export interface OrderParts {
  OrderStatusTag: ComponentType<{ status: number }>;
  RefundStatusTag: ComponentType<{ status: number }>;
  Money: ComponentType<{ fen: number }>;
  OrderDetailView: ComponentType<{
    detail: OrderDetail;
    actions?: ReactNode;
    showCustomer?: boolean;
  }>;
}
