import { AdminLevel, Status } from '@pn/shared';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
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
  | {
      level: 'customer';
      customerId: number;
      /**
       * A sub-account placed in an organisation node: the ids of that node's subtree. Only
       * records assigned to one of them (cards, and later devices and orders) are in scope.
       */
      orgIds?: readonly number[];
    }
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
  if (user.kind === 'customer' && user.customerId !== null) {
    return user.orgIds
      ? { level: 'customer', customerId: user.customerId, orgIds: user.orgIds }
      : { level: 'customer', customerId: user.customerId };
  }
  return { level: 'none' };
}

/** Columns of a table that place a record in the organisation. */
export interface ScopeColumns {
  beId?: string;
  areaCode?: string;
  customerId?: string;
  /**
   * The organisation node a record is assigned to. Records of a table without one belong to
   * the enterprise as a whole (groups, requests, logs) and an organisation scope does not
   * narrow them; `false` marks a table that mixes nodes it cannot tell apart (aggregates),
   * which an organisation scope cannot read at all.
   */
  orgId?: string | false;
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
    case 'customer': {
      if (!cols.customerId) return eb.lit(false);
      const own = eb(ref(cols.customerId), '=', scope.customerId as never);
      if (!scope.orgIds || cols.orgId === undefined) return own;
      if (cols.orgId === false || scope.orgIds.length === 0) return eb.lit(false);
      return eb.and([own, eb(ref(cols.orgId), 'in', scope.orgIds as never)]);
    }
    default:
      return eb.lit(false);
  }
}

/** Whether one record lies in the scope. */
export function isInScope(
  scope: DataScope,
  record: {
    beId?: string | null;
    areaCode?: string | null;
    customerId?: number | null;
    /** Given for records placed in the organisation (see ScopeColumns.orgId). */
    orgId?: number | null;
  },
): boolean {
  switch (scope.level) {
    case 'all':
      return true;
    case 'province':
      return record.beId === scope.beId;
    case 'city':
      return record.beId === scope.beId && record.areaCode === scope.areaCode;
    case 'customer':
      if (record.customerId !== scope.customerId) return false;
      if (!scope.orgIds || record.orgId === undefined) return true;
      return record.orgId !== null && scope.orgIds.includes(record.orgId);
    default:
      return false;
  }
}

export const OUT_OF_SCOPE_MESSAGE = '您无权访问该数据';

/** Throws HTTP 403 unless the record lies in the scope. */
export function assertInScope(scope: DataScope, record: Parameters<typeof isInScope>[1]): void {
  if (!isInScope(scope, record)) throw new AppError(Status.FORBIDDEN, OUT_OF_SCOPE_MESSAGE, 403);
}

/** Whether the scope is narrowed to an organisation node's subtree (a placed sub-account). */
export function byOrgNode(scope: DataScope): scope is Extract<DataScope, { level: 'customer' }> & {
  orgIds: readonly number[];
} {
  return scope.level === 'customer' && scope.orgIds !== undefined;
}

/**
 * The tables whose records are placed in an organisation node, by the columns that place
 * them. Rows of their child tables (a group's member cards, a gateway's services, command
 * items, SMS logs) are scoped through them with inScopeVia.
 */
const PLACED_PARENTS = {
  simCard: 'scopeCard',
  device: 'scopeDevice',
} as const;
export type PlacedParent = keyof typeof PLACED_PARENTS;

/**
 * A where-condition limiting child rows to the scope through their parent record: the row
 * whose `parentKey` column names a parent (a card or a device) lying in the scope, node
 * included. A row whose parent is missing (null key) is out of a node scope. The caller's
 * enterprise / area condition on the child itself stays as it was; this only narrows.
 */
export function inScopeVia<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  scope: DataScope,
  parent: PlacedParent,
  parentKey: string,
): Expression<SqlBool> {
  if (!byOrgNode(scope)) return eb.lit(true);
  if (scope.orgIds.length === 0) return eb.lit(false);
  const alias = PLACED_PARENTS[parent];
  // Table and column names come from the calling repository, never from the client.
  const any = eb as unknown as ExpressionBuilder<Record<string, Record<string, unknown>>, never>;
  return any.exists(
    any
      .selectFrom(`${parent} as ${alias}` as never)
      .select(sql.lit(1).as('one'))
      .whereRef(`${alias}.id` as never, '=', parentKey as never)
      .where(`${alias}.customerId` as never, '=', scope.customerId as never)
      .where(`${alias}.orgId` as never, 'in', scope.orgIds as never),
  ) as Expression<SqlBool>;
}

/**
 * Throws 403 unless every one of the records (e.g. cards to add to a group) lies in the
 * scope, node included.
 */
export function assertAllInScope(
  scope: DataScope,
  records: readonly Parameters<typeof isInScope>[1][],
): void {
  for (const r of records) assertInScope(scope, r);
}
