import { AdminLevel, Status } from '@pn/shared';
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { AuthUser } from './auth-user.js';
import { AppError } from './errors.js';

/**
 * Which records a caller may see. Administrators see their level's area; a customer sees
 * its own enterprise's records; operator staff see everything their menus open to them.
 */
export type DataScope =
  | { level: 'all' }
  | { level: 'province'; beId: string }
  | { level: 'city'; beId: string; areaCode: string }
  | { level: 'customer'; customerId: number }
  | { level: 'none' };

export function scopeOf(user: AuthUser | null): DataScope {
  if (!user || user.visitor) return { level: 'none' };
  if (user.kind === 'admin') {
    if (user.adminLevel === AdminLevel.NATIONAL) return { level: 'all' };
    if (user.adminLevel === AdminLevel.PROVINCE) return { level: 'province', beId: user.beId };
    if (user.adminLevel === AdminLevel.CITY)
      return { level: 'city', beId: user.beId, areaCode: user.areaCode };
    return { level: 'none' };
  }
  if (user.kind === 'operator') return { level: 'all' };
  if (user.kind === 'customer' && user.customerId !== null)
    return { level: 'customer', customerId: user.customerId };
  return { level: 'none' };
}

/** Columns of a table that place a record in the organisation. */
export interface ScopeColumns {
  beId?: string;
  areaCode?: string;
  customerId?: string;
}

/**
 * A where-condition limiting rows to the scope. A scope the table cannot express
 * (e.g. a customer scope on a table without a customer column) matches nothing.
 */
export function inScope<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  scope: DataScope,
  cols: ScopeColumns,
): Expression<SqlBool> {
  // Column names are supplied by the calling repository, never by the client.
  const ref = (c: string) => eb.ref(c as never);
  switch (scope.level) {
    case 'all':
      return eb.lit(true);
    case 'province':
      return cols.beId ? eb(ref(cols.beId), '=', scope.beId as never) : eb.lit(false);
    case 'city':
      return cols.beId && cols.areaCode
        ? eb.and([
            eb(ref(cols.beId), '=', scope.beId as never),
            eb(ref(cols.areaCode), '=', scope.areaCode as never),
          ])
        : eb.lit(false);
    case 'customer':
      return cols.customerId
        ? eb(ref(cols.customerId), '=', scope.customerId as never)
        : eb.lit(false);
    default:
      return eb.lit(false);
  }
}

/** Whether one record lies in the scope. */
export function isInScope(
  scope: DataScope,
  record: { beId?: string | null; areaCode?: string | null; customerId?: number | null },
): boolean {
  switch (scope.level) {
    case 'all':
      return true;
    case 'province':
      return record.beId === scope.beId;
    case 'city':
      return record.beId === scope.beId && record.areaCode === scope.areaCode;
    case 'customer':
      return record.customerId === scope.customerId;
    default:
      return false;
  }
}

export const OUT_OF_SCOPE_MESSAGE = '您无权访问该数据';

/** Throws HTTP 403 unless the record lies in the scope. */
export function assertInScope(scope: DataScope, record: Parameters<typeof isInScope>[1]): void {
  if (!isInScope(scope, record)) throw new AppError(Status.FORBIDDEN, OUT_OF_SCOPE_MESSAGE, 403);
}
