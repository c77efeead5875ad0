import { SimMessages, Status } from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, forbidden } from '../../lib/errors.js';
import type { Database } from '../../db/database.js';
import { OUT_OF_SCOPE_MESSAGE, type DataScope } from '../../lib/scope.js';
import { readScopeOf } from '../../lib/visitor-scope.js';

/**
 * Refuses every write of a visitor session with the SIM screens' own read-only message.
 * Runs before validation and before the menu check, so a visitor learns why at once.
 */
export async function refuseVisitorWrites(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.user?.visitor)
    throw new AppError(Status.FORBIDDEN, SimMessages.VISITOR_READ_ONLY, 403);
}

/**
 * The caller's data scope (a visitor reads the demo enterprise's, see readScopeOf); a caller
 * without one (no organisation) is refused.
 */
export async function requireScope(
  db: Database,
  user: AuthUser,
): Promise<Exclude<DataScope, { level: 'none' }>> {
  const scope = await readScopeOf(db, user);
  if (scope.level === 'none') throw forbidden();
  return scope;
}

export const CUSTOMER_ONLY_MESSAGE = '仅企业客户账号可办理此操作';

/** The enterprise of a customer account; groups and risk rules belong to one. */
export function requireCustomer(user: AuthUser): number {
  if (user.kind !== 'customer' || user.customerId === null) throw forbidden(CUSTOMER_ONLY_MESSAGE);
  return user.customerId;
}

/** Refusal of a card outside the caller's scope, worded for who is asking. */
export function cardOutOfScope(user: AuthUser): AppError {
  return forbidden(user.kind === 'customer' ? SimMessages.NOT_YOUR_CARD : OUT_OF_SCOPE_MESSAGE);
}

/** Refusal of a request, group or event outside the caller's scope. */
export const recordOutOfScope = () => forbidden(OUT_OF_SCOPE_MESSAGE);

// China Standard Time has no daylight saving.
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * First day of a month in the China calendar as YYYY-MM-DD: `offset` 0 is the current
 * month, -1 the month before, and so on.
 */
export function chinaMonthStart(offset = 0, now: number = Date.now()): string {
  const local = new Date(now + CHINA_OFFSET_MS);
  const d = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** A timestamp as the API answers it (ISO 8601), or null. */
export const iso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();
