import type { Database } from '../db/database.js';
import type { AuthUser } from './auth-user.js';
import { scopeOf, type DataScope } from './scope.js';

/** The enterprise whose records visitor mode shows, unless VISITOR_CUSTCODE names another. */
export const VISITOR_CUSTCODE_DEFAULT = 'C0000000000001';

/**
 * custCode of the demo enterprise visitors see (read-only). `VISITOR_CUSTCODE` names it;
 * `SIM_VISITOR_CUSTCODE`, its earlier name from when only the SIM screens had a visitor
 * mode, is still read.
 */
export function visitorCustCode(): string {
  for (const name of ['VISITOR_CUSTCODE', 'SIM_VISITOR_CUSTCODE']) {
    const configured = process.env[name]?.trim();
    if (configured && /^[A-Za-z0-9]{1,32}$/.test(configured)) return configured;
  }
  return VISITOR_CUSTCODE_DEFAULT;
}

const demoCustomerIds = new WeakMap<Database, number>();

/**
 * Whose records a caller reads: a customer its own enterprise's, a province administrator
 * its province's, a city administrator its city's, national administrators all; a visitor
 * the demo enterprise's (read-only: the access rules refuse a visitor's writes). Every
 * console screen that visitor mode mirrors reads through this rather than scopeOf.
 */
export async function readScopeOf(db: Database, user: AuthUser): Promise<DataScope> {
  if (!user.visitor) return scopeOf(user);
  let id = demoCustomerIds.get(db);
  if (id === undefined) {
    const row = await db
      .selectFrom('enterpriseCustomer')
      .select('id')
      .where('custCode', '=', visitorCustCode())
      .executeTakeFirst();
    if (!row) return { level: 'none' };
    id = row.id;
    demoCustomerIds.set(db, id);
  }
  return { level: 'customer', customerId: id };
}
