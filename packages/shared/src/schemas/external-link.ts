import { z } from 'zod';

/**
 * A new-tab menu entry opened with a ticket: the client asks for the entry's address, the
 * server puts a short-lived, single-use ticket where the address has its token marker
 * (`{token}` or an empty `token=`), only for hosts on its allow-list. The partner exchanges
 * the ticket server-to-server for the user's identity; the session token never leaves.
 */
export const MenuLinkRequestSchema = z.object({
  menuId: z.string({ error: '请选择菜单' }).trim().min(1, '请选择菜单').max(64, '菜单编号过长'),
});
export type MenuLinkRequest = z.infer<typeof MenuLinkRequestSchema>;

export const MenuLinkResultSchema = z.object({
  /** The address to open. */
  url: z.string(),
  /** Whether a ticket was put in (the host is on the allow-list). */
  ticketed: z.boolean(),
});
export type MenuLinkResult = z.infer<typeof MenuLinkResultSchema>;

export const TicketExchangeRequestSchema = z.object({
  ticket: z.string({ error: '票据不能为空' }).trim().min(1, '票据不能为空').max(128, '票据无效'),
  /** The partner's own host, as the ticket was issued for. */
  audience: z.string({ error: '受众不能为空' }).trim().min(1, '受众不能为空').max(255, '受众过长'),
});
export type TicketExchangeRequest = z.infer<typeof TicketExchangeRequestSchema>;

export const TicketIdentitySchema = z.object({
  loginAccount: z.string(),
  name: z.string(),
  /** The enterprise customer's code; empty for operator staff. */
  customerCode: z.string(),
  /** The menu entry the user opened. */
  menuId: z.string(),
});
export type TicketIdentity = z.infer<typeof TicketIdentitySchema>;

/** The token marker of a portalUrl: the `{token}` placeholder or an empty `token=` parameter. */
export const LINK_TOKEN_PLACEHOLDER = '{token}';
const EMPTY_TOKEN_PARAM = /([?&]token=)(?=&|#|$)/;

export function hasLinkMarker(portalUrl: string): boolean {
  return portalUrl.includes(LINK_TOKEN_PLACEHOLDER) || EMPTY_TOKEN_PARAM.test(portalUrl);
}

/** The address with `value` at its token marker ('' leaves the marker empty). */
export function fillLinkMarker(portalUrl: string, value: string): string {
  const v = encodeURIComponent(value);
  if (portalUrl.includes(LINK_TOKEN_PLACEHOLDER))
    return portalUrl.replaceAll(LINK_TOKEN_PLACEHOLDER, v);
  return portalUrl.replace(EMPTY_TOKEN_PARAM, `$1${v}`);
}
