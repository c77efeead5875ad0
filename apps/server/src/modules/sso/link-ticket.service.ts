import {
  fillLinkMarker,
  hasLinkMarker,
  Status,
  type MenuLinkResult,
  type TicketIdentity,
} from '@pn/shared';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { AppError } from '../../lib/errors.js';
import { safeEqual, sha256 } from '../../lib/tokens.js';

/** How long a ticket can be exchanged. */
export const TICKET_LIFETIME_MS = 60_000;

export const LinkTicketMessages = {
  MENU_NOT_FOUND: '菜单不存在或无权访问',
  EXCHANGE_NOT_CONFIGURED: '未配置外部链接票据兑换',
  PARTNER_SECRET_INVALID: '合作方密钥无效',
  TICKET_INVALID: '票据无效、已使用或已过期',
} as const;

/** The host (host[:port], lower case) of an http(s) address, or null. */
export function linkHostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The address a new-tab menu entry the caller holds opens. Where its portalUrl has a token
 * marker and its host is on the allow-list, a fresh ticket (60 s, single use, bound to the
 * host) goes there; otherwise the marker stays empty and the link opens without one.
 */
export async function menuLink(
  db: Database,
  config: Pick<AppConfig, 'externalLinkHosts'>,
  user: AuthUser,
  menuId: string,
): Promise<MenuLinkResult> {
  const menu = user.menus.has(menuId)
    ? await db
        .selectFrom('menu')
        .select(['id', 'portalUrl'])
        .where('id', '=', menuId)
        .where('kind', '=', 'menu')
        .where('hidden', '=', false)
        .executeTakeFirst()
    : undefined;
  if (!menu) throw new AppError(Status.NOT_FOUND, LinkTicketMessages.MENU_NOT_FOUND, 404);
  if (!hasLinkMarker(menu.portalUrl)) return { url: menu.portalUrl, ticketed: false };
  const host = linkHostOf(menu.portalUrl);
  if (!host || !config.externalLinkHosts.includes(host)) {
    return { url: fillLinkMarker(menu.portalUrl, ''), ticketed: false };
  }
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('externalLinkTicket')
    .values({
      ticketHash: sha256(ticket),
      audience: host,
      menuId: menu.id,
      accountId: user.accountId,
      expiresAt: sql<Date>`now() + ${TICKET_LIFETIME_MS}::int * interval '1 millisecond'`,
    })
    .execute();
  return { url: fillLinkMarker(menu.portalUrl, ticket), ticketed: true };
}

/**
 * A partner's server exchanges a ticket for the user's identity: once, within its
 * lifetime, and only naming the host it was issued for. The partner proves itself with
 * the configured secret. Never answers a session token.
 */
export async function exchangeTicket(
  db: Database,
  config: Pick<AppConfig, 'externalLinkSecret'>,
  givenSecret: string | undefined,
  ticket: string,
  audience: string,
): Promise<TicketIdentity> {
  if (!config.externalLinkSecret) {
    throw new AppError(Status.NOT_FOUND, LinkTicketMessages.EXCHANGE_NOT_CONFIGURED, 404);
  }
  if (!givenSecret || !safeEqual(givenSecret, config.externalLinkSecret)) {
    throw new AppError(Status.FORBIDDEN, LinkTicketMessages.PARTNER_SECRET_INVALID, 403);
  }
  // One conditional update: of two exchanges of one ticket, one wins.
  const used = await db
    .updateTable('externalLinkTicket')
    .set({ usedAt: sql<Date>`now()` })
    .where('ticketHash', '=', sha256(ticket))
    .where('audience', '=', audience.trim().toLowerCase())
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['accountId', 'menuId'])
    .executeTakeFirst();
  if (!used) throw new AppError(Status.FORBIDDEN, LinkTicketMessages.TICKET_INVALID, 403);
  const account = await db
    .selectFrom('account as a')
    .leftJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
    .select(['a.loginAccount', 'a.name', 'a.realName', 'c.custCode'])
    .where('a.id', '=', used.accountId)
    .where('a.status', '=', 1)
    .executeTakeFirst();
  if (!account) throw new AppError(Status.FORBIDDEN, LinkTicketMessages.TICKET_INVALID, 403);
  return {
    loginAccount: account.loginAccount,
    name: account.realName || account.name,
    customerCode: account.custCode ?? '',
    menuId: used.menuId,
  };
}

/** Drops tickets an hour past their expiry (used or not): a periodic sweep of the job runner. */
export async function sweepTickets(db: Database): Promise<void> {
  await db
    .deleteFrom('externalLinkTicket')
    .where('expiresAt', '<', sql<Date>`now() - interval '1 hour'`)
    .execute();
}
