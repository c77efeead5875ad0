import { DeviceMessages, SmsPurpose, Status } from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { isInScope, OUT_OF_SCOPE_MESSAGE, type DataScope } from '../../lib/scope.js';
import { readScopeOf } from '../../lib/visitor-scope.js';
import { consumeSmsCode, NO_TEL_MESSAGE } from '../sms/sms.service.js';

/** Who may act on the device screens, and the small helpers every device service shares. */

export type Scope = Exclude<DataScope, { level: 'none' }>;

/**
 * Refuses a visitor's writes before validation and the menu check, with the device
 * screens' own message (the access rule would refuse them anyway).
 */
export async function refuseVisitorWrites(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.user?.visitor)
    throw new AppError(Status.FORBIDDEN, DeviceMessages.VISITOR_READ_ONLY, 403);
}

/** The caller's read scope (a visitor: the demo enterprise); none is refused. */
export async function scopeFor(db: Database, user: AuthUser): Promise<Scope> {
  const scope = await readScopeOf(db, user);
  if (scope.level === 'none') throw forbidden();
  return scope;
}

/** Scope columns of a table aliased `d` that carries the device's placement. */
export const DEVICE_COLS = {
  customerId: 'd.customerId',
  beId: 'd.beId',
  areaCode: 'd.areaCode',
  orgId: 'd.orgId',
} as const;

/** Scope columns of an enterprise-level table aliased `t` (groups, rules, logs). */
export const OWNED_COLS = { customerId: 't.customerId', beId: 't.beId', areaCode: 't.areaCode' };

/** Throws 403 unless the record lies in the scope. */
export function assertIn(
  scope: Scope,
  record: Parameters<typeof isInScope>[1],
  message: string = OUT_OF_SCOPE_MESSAGE,
): void {
  if (!isInScope(scope, record)) throw forbidden(message);
}

export const CUSTOMER_ONLY_MESSAGE = '仅企业客户账号可办理此操作';

/** The enterprise of a customer account: groups, rules and notices belong to one. */
export function requireCustomer(user: AuthUser): number {
  if (user.kind !== 'customer' || user.customerId === null) throw forbidden(CUSTOMER_ONLY_MESSAGE);
  return user.customerId;
}

/** Checks the identity-verification SMS code (used up on success, counted when wrong). */
export async function verifyIdentity(db: Database, user: AuthUser, code: string): Promise<void> {
  if (!user.tel) throw badRequest(NO_TEL_MESSAGE);
  await consumeSmsCode(db, user.tel, SmsPurpose.VERIFY, code);
}

/** A timestamp as the API answers it (ISO 8601), or null. */
export const iso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();
