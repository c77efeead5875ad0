import { SimMessages, Status } from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError } from '../../lib/errors.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE, scopeOf, type DataScope } from '../../lib/scope.js';

/** The enterprise whose cards visitor mode shows, unless SIM_VISITOR_CUSTCODE names another. */
export const SIM_VISITOR_CUSTCODE_DEFAULT = 'C0000000000001';

/** custCode of the demo enterprise visitors see (read-only). */
export function simVisitorCustCode(): string {
  const configured = process.env.SIM_VISITOR_CUSTCODE?.trim();
  return configured && /^[A-Za-z0-9]{1,32}$/.test(configured)
    ? configured
    : SIM_VISITOR_CUSTCODE_DEFAULT;
}

const demoCustomerIds = new WeakMap<Database, number>();

/**
 * Whose cards a caller sees: a customer its own enterprise's, a province administrator its
 * province's, a city administrator its city's, national administrators all; a visitor the
 * demo enterprise's (read-only: the access rules refuse a visitor's writes).
 */
export async function simScopeOf(db: Database, user: AuthUser): Promise<DataScope> {
  if (!user.visitor) return scopeOf(user);
  let id = demoCustomerIds.get(db);
  if (id === undefined) {
    const row = await db
      .selectFrom('enterpriseCustomer')
      .select('id')
      .where('custCode', '=', simVisitorCustCode())
      .executeTakeFirst();
    if (!row) return { level: 'none' };
    id = row.id;
    demoCustomerIds.set(db, id);
  }
  return { level: 'customer', customerId: id };
}

/**
 * Throws HTTP 403 unless the card lies in the scope: SimMessages.NOT_YOUR_CARD to an
 * enterprise (and the visitor's demo enterprise), the general out-of-scope message to
 * administrators.
 */
export function assertCardInScope(
  scope: DataScope,
  card: { customerId: number; beId: string; areaCode: string },
): void {
  if (isInScope(scope, card)) return;
  const message = scope.level === 'customer' ? SimMessages.NOT_YOUR_CARD : OUT_OF_SCOPE_MESSAGE;
  throw new AppError(Status.FORBIDDEN, message, 403);
}
