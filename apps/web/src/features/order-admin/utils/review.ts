import { OrderStatus } from '@pn/shared';

/** What operator staff do to an order under review (POST cp/om/web/order/:id/{action}). */
export type ReviewAction = 'accept' | 'approve' | 'reject' | 'retry';

/**
 * The review steps open on an order, in the order its buttons show: a submitted order is
 * taken into review (受理) or decided at once; one under review is approved or rejected;
 * one whose provisioning keeps failing may be provisioned again.
 */
export function reviewActionsOf(order: { status: number; provisionError: string }): ReviewAction[] {
  switch (order.status) {
    case OrderStatus.SUBMITTED:
      return ['accept', 'approve', 'reject'];
    case OrderStatus.APPROVING:
      return ['approve', 'reject'];
    case OrderStatus.PROVISIONING:
      return order.provisionError ? ['retry'] : [];
    default:
      return [];
  }
}
