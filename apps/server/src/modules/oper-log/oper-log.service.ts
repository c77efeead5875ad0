import { formatDateTime } from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { scopeOf, type DataScope } from '../../lib/scope.js';
import { rangeOf } from '../../lib/time-range.js';
import { listLoginAttempts, listOperLogs } from './oper-log.repository.js';
import type { LoginAttemptQuery, OperLogQuery } from './oper-log.schemas.js';

/**
 * Whose operation-log rows a caller sees: administrators (menu admin.system.operLog) those
 * of their area; a customer (menu user.log) those of its own enterprise's accounts.
 */
export function operLogScope(user: AuthUser): DataScope {
  const isAdministrator =
    (user.kind === 'admin' || user.kind === 'operator') && user.menus.has('admin.system.operLog');
  if (isAdministrator) return scopeOf(user);
  if (user.customerId !== null) return { level: 'customer', customerId: user.customerId };
  return { level: 'none' };
}

/** A `true`/`false` (or `1`/`0`) query parameter; undefined when not given. */
function flagOf(value: string | undefined): boolean | undefined {
  return value === undefined ? undefined : value === 'true' || value === '1';
}

export async function operLogPage(db: Database, user: AuthUser, q: OperLogQuery) {
  const { rows, total } = await listOperLogs(db, operLogScope(user), {
    ...q,
    success: flagOf(q.success),
    range: rangeOf(q),
  });
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      status: r.status,
      operType: r.operType,
      operUrl: r.operUrl,
      title: r.title,
      operatorType: r.operatorType,
      timeDelay: r.timeDelay,
      userType: r.userType,
      operParam: r.operParam ?? '',
      bodyParam: r.bodyParam ?? '',
      code: r.code,
      errorMsg: r.errorMsg ?? '',
      loginAccount: r.loginAccount ?? '',
      ip: r.ip,
      createTime: formatDateTime(r.createdAt),
    })),
  };
}

export async function loginAttemptPage(db: Database, user: AuthUser, q: LoginAttemptQuery) {
  const { rows, total } = await listLoginAttempts(db, scopeOf(user), {
    ...q,
    success: flagOf(q.success),
    range: rangeOf(q),
  });
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      loginAccount: r.loginAccount,
      accountId: r.accountId,
      method: r.method,
      success: r.success,
      reason: r.reason,
      ip: r.ip,
      createTime: formatDateTime(r.createdAt),
    })),
  };
}
