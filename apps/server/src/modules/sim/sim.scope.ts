import { SimMessages, Status } from '@pn/shared';
import { AppError } from '../../lib/errors.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE, type DataScope } from '../../lib/scope.js';

/**
 * Throws HTTP 403 unless the card lies in the scope: SimMessages.NOT_YOUR_CARD to an
 * enterprise (and the visitor's demo enterprise), the general out-of-scope message to
 * administrators.
 */
export function assertCardInScope(
  scope: DataScope,
  /** orgId places the card in a node: a node sub-account's scope needs it. */
  card: { customerId: number; beId: string; areaCode: string; orgId: number | null },
): void {
  if (isInScope(scope, card)) return;
  const message = scope.level === 'customer' ? SimMessages.NOT_YOUR_CARD : OUT_OF_SCOPE_MESSAGE;
  throw new AppError(Status.FORBIDDEN, message, 403);
}
