import { IndustryMessages, Status } from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.js';

/**
 * Scope columns of an industry table aliased `t`. Industry terminals are not placed in
 * organisation nodes: a node sub-account reads none.
 */
export const COLS = {
  customerId: 't.customerId',
  beId: 't.beId',
  areaCode: 't.areaCode',
  orgId: false,
} as const;

/**
 * Refuses a visitor's writes before validation and the menu check, with the industry
 * screens' message (the access rule would refuse them anyway).
 */
export async function refuseVisitorWrites(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.user?.visitor)
    throw new AppError(Status.FORBIDDEN, IndustryMessages.VISITOR_READ_ONLY, 403);
}
