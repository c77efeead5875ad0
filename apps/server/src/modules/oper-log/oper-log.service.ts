import { formatDateTime } from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { scopeOf, type DataScope } from '../../lib/scope.js';
import { listLoginAttempts, listOperLogs, type TimeRange } from './oper-log.repository.js';
import type { LoginAttemptQuery, OperLogQuery } from './oper-log.schemas.js';

/** `YYYY-MM-DD[ HH:mm[:ss]]` as a server-local time (the zone dates are displayed in). */
function parseLocal(value: string): { at: Date; dateOnly: boolean } {
  const [date, time] = value.split(' ') as [string, string | undefined];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0] = (time ?? '').split(':').filter(Boolean).map(Number);
  return { at: new Date(y, m - 1, d, hh, mm, ss), dateOnly: time === undefined };
}

/** The filter's date range; a date without a time runs to the end of that day. */
export function rangeOf(q: { dateFrom?: string | undefined; dateTo?: string | undefined }) {
  const range: TimeRange = {};
  if (q.dateFrom) range.from = parseLocal(q.dateFrom).at;
  if (q.dateTo) {
    const { at, dateOnly } = parseLocal(q.dateTo);
    range.to = dateOnly
      ? new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1)
      : new Date(at.getTime() + 1000);
  }
  return range;
}

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

export async function operLogPage(db: Database, user: AuthUser, q: OperLogQuery) {
  const { rows, total } = await listOperLogs(db, operLogScope(user), { ...q, range: rangeOf(q) });
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
  const success = q.success === undefined ? undefined : q.success === 'true' || q.success === '1';
  const { rows, total } = await listLoginAttempts(db, scopeOf(user), {
    ...q,
    success,
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
