import type { AccountKind } from '../db/schema.js';

/** Who is calling: resolved from the session token on every request. */
export interface AuthUser {
  sessionId: number;
  accountId: number;
  loginAccount: string;
  kind: AccountKind;
  name: string;
  realName: string;
  tel: string | null;
  customerId: number | null;
  custCode: string;
  parentAccountId: number | null;
  /** 0 national, 1 province, 2 city; null when not an administrator. */
  adminLevel: number | null;
  beId: string;
  areaCode: string;
  visitor: boolean;
  platId: string | null;
  /** Menu and action ids the account holds. */
  menus: ReadonlySet<string>;
  /**
   * The menus it may also write through: all of `menus`, less those a sub-account holds
   * only through read-only roles.
   */
  writeMenus: ReadonlySet<string>;
  /** A sub-account placed in an organisation node: that node's subtree; otherwise null. */
  orgIds: readonly number[] | null;
}

/** What an endpoint requires of its caller. */
export type AccessRule =
  | 'public'
  | {
      /** Any logged-in caller (visitors included for reads). */
      login: true;
      /** Menu or action ids; holding any one of them is enough. */
      menu?: string | readonly string[];
      /** Allows a visitor session to call this non-GET endpoint (log out, keep-alive). */
      visitorMayWrite?: boolean;
    };
