import type { ErrorLogEntry, OperLogEntry } from '@pn/shared';
import type { Database } from '../../db/database.js';

export interface ClientContext {
  accountId: number | null;
  ip: string;
  userAgent: string;
}

export function insertErrorLogs(db: Database, entries: ErrorLogEntry[], ctx: ClientContext) {
  return db
    .insertInto('clientErrorLog')
    .values(
      entries.map((e) => ({
        transId: e.transId,
        status: e.status,
        message: e.message,
        accountId: ctx.accountId,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, 300),
      })),
    )
    .execute();
}

export function insertClientOperLogs(
  db: Database,
  entries: OperLogEntry[],
  ctx: ClientContext & { userType: number },
) {
  return db
    .insertInto('operLog')
    .values(
      entries.map((e) => ({
        status: e.status,
        operType: e.operType,
        operUrl: e.operUrl,
        title: e.title,
        operatorType: 1,
        timeDelay: e.timeDelay,
        userType: ctx.userType,
        code: e.status,
        accountId: ctx.accountId,
        ip: ctx.ip,
      })),
    )
    .execute();
}
