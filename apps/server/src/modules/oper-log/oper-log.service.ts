import type { Readable } from 'node:stream';
import {
  exportTooLarge,
  formatDateTime,
  OPER_LOG_EXPORT_MAX_ROWS,
  OPER_TYPE_LABELS,
  USER_TYPE_LABELS,
  type OperLogExportQuery,
} from '@pn/shared';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { scopeOf, type DataScope } from '../../lib/scope.js';
import { rangeOf } from '../../lib/time-range.js';
import { warning } from '../../lib/errors.js';
import { attachmentDisposition, exportStamp, workbookStream } from '../../lib/xlsx.js';
import {
  countOperLogs,
  listLoginAttempts,
  listOperLogs,
  operLogBatches,
} from './oper-log.repository.js';
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

const filterOf = (q: OperLogExportQuery) => ({
  ...q,
  success: flagOf(q.success),
  range: rangeOf(q),
});

export async function operLogPage(db: Database, user: AuthUser, q: OperLogQuery) {
  const { rows, total } = await listOperLogs(db, operLogScope(user), {
    ...filterOf(q),
    page: q.page,
    pageSize: q.pageSize,
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

const EXPORT_COLUMNS = [
  { header: '操作时间', key: 'createTime', width: 20 },
  { header: '操作账号', key: 'loginAccount', width: 18 },
  { header: '账号类型', key: 'userType', width: 14 },
  { header: '操作类型', key: 'operType', width: 10 },
  { header: '操作', key: 'title', width: 24 },
  { header: '接口', key: 'operUrl', width: 40 },
  { header: '结果', key: 'result', width: 8 },
  { header: '状态码', key: 'status', width: 10 },
  { header: '失败原因', key: 'errorMsg', width: 28 },
  { header: '耗时(毫秒)', key: 'timeDelay', width: 12 },
  { header: 'IP地址', key: 'ip', width: 16 },
  { header: '查询参数', key: 'operParam', width: 40 },
  { header: '请求内容', key: 'bodyParam', width: 40 },
] as const;

/** `操作日志_20261124.xlsx` (China day). */
export const operLogDisposition = (now = new Date()) => {
  const day = exportStamp(now, false);
  return attachmentDisposition(`操作日志_${day}.xlsx`, `operation-log_${day}.xlsx`);
};

/**
 * The caller's operation-log rows matching `q` as an .xlsx stream, newest first, with the
 * parameters masked as stored. Refused before anything is sent past the export maximum.
 */
export async function operLogWorkbook(
  db: Database,
  user: AuthUser,
  q: OperLogExportQuery,
): Promise<Readable> {
  const scope = operLogScope(user);
  const filter = filterOf(q);
  if ((await countOperLogs(db, scope, filter)) > OPER_LOG_EXPORT_MAX_ROWS) {
    throw warning(exportTooLarge(OPER_LOG_EXPORT_MAX_ROWS));
  }
  return workbookStream({
    sheetName: '操作日志',
    columns: EXPORT_COLUMNS,
    batches: operLogBatches(db, scope, filter, 500),
    toRow: (r) => ({
      createTime: formatDateTime(r.createdAt),
      loginAccount: r.loginAccount ?? '',
      userType: USER_TYPE_LABELS[r.userType] ?? '',
      operType: OPER_TYPE_LABELS[r.operType] ?? '',
      title: r.title,
      operUrl: r.operUrl,
      result: r.status === '0' ? '成功' : '失败',
      status: r.status,
      errorMsg: r.errorMsg ?? '',
      timeDelay: r.timeDelay,
      ip: r.ip,
      operParam: r.operParam ?? '',
      bodyParam: r.bodyParam ?? '',
    }),
  });
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
