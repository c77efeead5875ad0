import { ClientLogKind, type ErrorLogEntry, type OperLogEntry } from '@pn/shared';
import type { Database } from '../../db/database.js';

export interface ClientContext {
  accountId: number | null;
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 300;

/** Stores client-reported non-success responses in the client-reported log. */
export function insertErrorLogs(db: Database, entries: ErrorLogEntry[], ctx: ClientContext) {
  return db
    .insertInto('clientErrorLog')
    .values(
      entries.map((e) => ({
        kind: ClientLogKind.ERROR,
        transId: e.transId,
        status: e.status,
        message: e.message,
        accountId: ctx.accountId,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, USER_AGENT_MAX),
      })),
    )
    .execute();
}

/** Stores client-reported slow page loads in the client-reported log (never the operation log). */
export function insertPageLoads(db: Database, entries: OperLogEntry[], ctx: ClientContext) {
  return db
    .insertInto('clientErrorLog')
    .values(
      entries.map((e) => ({
        kind: ClientLogKind.PAGE_LOAD,
        transId: '',
        status: e.status,
        message: '',
        pageUrl: e.operUrl,
        title: e.title,
        timeDelay: e.timeDelay,
        accountId: ctx.accountId,
        ip: ctx.ip,
        userAgent: ctx.userAgent.slice(0, USER_AGENT_MAX),
      })),
    )
    .execute();
}
