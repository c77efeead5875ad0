import { Messages, Status, UserCentreMessages } from '@pn/shared';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError, forbidden } from '../../lib/errors.js';

/**
 * Who is managing the enterprise's people: its main account, or a sub-account whose roles
 * hold the screen. A sub-account placed in a node manages that subtree only, and grants
 * nothing it does not hold itself.
 */
export interface Manager {
  accountId: number;
  customerId: number;
  /** The enterprise's main account. */
  ownerId: number;
  isMain: boolean;
  /** The caller's node subtree; null: the whole enterprise. */
  orgIds: readonly number[] | null;
  menus: ReadonlySet<string>;
  writeMenus: ReadonlySet<string>;
}

export function managerOf(user: AuthUser): Manager {
  if (user.visitor) throw new AppError(Status.FORBIDDEN, Messages.VISITOR_READ_ONLY, 403);
  if (user.kind !== 'customer' || user.customerId === null) {
    throw forbidden(UserCentreMessages.MAIN_ACCOUNT_ONLY);
  }
  return {
    accountId: user.accountId,
    customerId: user.customerId,
    ownerId: user.parentAccountId ?? user.accountId,
    isMain: user.parentAccountId === null,
    orgIds: user.orgIds,
    menus: user.menus,
    writeMenus: user.writeMenus,
  };
}

/** Whether a node (null: the enterprise as a whole) lies within what the manager manages. */
export function managesOrg(m: Manager, orgId: number | null): boolean {
  if (m.orgIds === null) return true;
  return orgId !== null && m.orgIds.includes(orgId);
}

export function assertManagesOrg(m: Manager, orgId: number | null): void {
  if (!managesOrg(m, orgId)) throw forbidden(UserCentreMessages.ORG_OUT_OF_SCOPE);
}
