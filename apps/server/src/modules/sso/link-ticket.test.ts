import { Status } from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { sha256 } from '../../lib/tokens.js';
import { LinkTicketMessages } from './link-ticket.service.js';

const API = '/unionmallmanage';
const SECRET = 'partner-secret-0123456789';
const PARTNER = 'partner.example.com';
const ACCOUNT = 'OCB1000000001';

const MENUS = [
  { id: 'tk-partner', portalUrl: `https://${PARTNER}/sso?token={token}&from=pn` },
  { id: 'tk-param', portalUrl: `https://${PARTNER}/entry?from=pn&token=` },
  { id: 'tk-unlisted', portalUrl: 'https://elsewhere.example.net/open?token={token}' },
  { id: 'tk-plain', portalUrl: `https://${PARTNER}/about` },
  { id: 'tk-not-held', portalUrl: `https://${PARTNER}/sso?token={token}` },
];

async function addMenus(t: TestApp) {
  const db = t.database.db;
  await db
    .insertInto('menu')
    .values(
      MENUS.map((m, i) => ({
        ...m,
        parentId: null,
        name: `外部链接${i}`,
        orderId: 900 + i,
        navigateMethod: 2,
        isBorderBottom: false,
        activeMenu: '',
        menuGroup: 'home',
        kind: 'menu',
        icon: '',
      })),
    )
    .execute();
  const { roleId } = await db
    .selectFrom('accountRole as ar')
    .innerJoin('account as a', 'a.id', 'ar.accountId')
    .select('ar.roleId')
    .where('a.loginAccount', '=', ACCOUNT)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('roleMenu')
    .values(MENUS.filter((m) => m.id !== 'tk-not-held').map((m) => ({ roleId, menuId: m.id })))
    .execute();
}

describe('external link tickets', () => {
  let t: TestApp;
  let bare: TestApp;
  let token: string;
  beforeAll(async () => {
    [t, bare] = await Promise.all([
      createTestApp({
        EXTERNAL_LINK_HOSTS: `${PARTNER}, other.example.org`,
        EXTERNAL_LINK_SECRET: SECRET,
      }),
      createTestApp(),
    ]);
    await Promise.all([addMenus(t), addMenus(bare)]);
    token = await loginAs(t, ACCOUNT);
  });
  afterAll(() => Promise.all([t.close(), bare.close()]));

  const link = (app: TestApp, menuId: string, userToken = token) =>
    app.call<{ url: string; ticketed: boolean }>({
      method: 'POST',
      url: `${API}/user/account/menuLink`,
      headers: authed(userToken),
      payload: { menuId },
    });
  const exchange = (
    app: TestApp,
    ticket: string,
    audience = PARTNER,
    secret: string | null = SECRET,
  ) =>
    app.call<Record<string, string>>({
      method: 'POST',
      url: `${API}/sso/ticket/exchange`,
      headers: secret === null ? {} : { 'x-partner-secret': secret },
      payload: { ticket, audience },
    });
  const ticketOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

  it('puts a ticket, never the session token, at the marker of an allow-listed host', async () => {
    const res = await link(t, 'tk-partner');
    expect(res.body.status).toBe(Status.OK);
    expect(JSON.stringify(res.body)).not.toContain(token);
    const { url, ticketed } = res.body.result;
    expect(ticketed).toBe(true);
    expect(url.startsWith(`https://${PARTNER}/sso?token=`)).toBe(true);
    expect(url.endsWith('&from=pn')).toBe(true);
    const ticket = ticketOf(url);
    expect(ticket.length).toBeGreaterThanOrEqual(40);
    expect(ticket).not.toBe(token);
    // Only the hash is kept, bound to the host, for 60 s.
    const row = await t.database.db
      .selectFrom('externalLinkTicket')
      .select([
        'ticketHash',
        'audience',
        'menuId',
        sql<number>`extract(epoch from expires_at - now())`.as('left'),
      ])
      .where('ticketHash', '=', sha256(ticket))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ audience: PARTNER, menuId: 'tk-partner' });
    expect(Number(row.left)).toBeGreaterThan(55);
    expect(Number(row.left)).toBeLessThanOrEqual(60);
    const { n } = await t.database.db
      .selectFrom('externalLinkTicket')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ticketHash', '=', ticket)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);

    // An empty token= parameter is a marker too.
    const param = await link(t, 'tk-param');
    expect(param.body.result.ticketed).toBe(true);
    expect(ticketOf(param.body.result.url)).toMatch(/^[\w-]{40,}$/);
  });

  it('the partner exchanges a ticket once for the user’s identity', async () => {
    const ticket = ticketOf((await link(t, 'tk-partner')).body.result.url);
    const first = await exchange(t, ticket);
    expect(first.body.status).toBe(Status.OK);
    expect(first.body.result).toEqual({
      loginAccount: ACCOUNT,
      name: expect.any(String),
      customerCode: expect.stringMatching(/.+/),
      menuId: 'tk-partner',
    });
    expect(JSON.stringify(first.body)).not.toContain(token);
    const again = await exchange(t, ticket);
    expect(again.statusCode).toBe(403);
    expect(again.body).toMatchObject({
      status: Status.FORBIDDEN,
      message: LinkTicketMessages.TICKET_INVALID,
    });
  });

  it('a ticket is bound to its host and to the partner’s secret; failed tries do not use it up', async () => {
    const ticket = ticketOf((await link(t, 'tk-partner')).body.result.url);
    const otherHost = await exchange(t, ticket, 'other.example.org');
    expect(otherHost.statusCode).toBe(403);
    expect(otherHost.body.message).toBe(LinkTicketMessages.TICKET_INVALID);
    const wrongSecret = await exchange(t, ticket, PARTNER, 'not-the-partner-secret');
    expect(wrongSecret.statusCode).toBe(403);
    expect(wrongSecret.body.message).toBe(LinkTicketMessages.PARTNER_SECRET_INVALID);
    const noSecret = await exchange(t, ticket, PARTNER, null);
    expect(noSecret.statusCode).toBe(403);
    const made = await exchange(t, ticket, PARTNER.toUpperCase());
    expect(made.body.result.loginAccount).toBe(ACCOUNT);
  });

  it('a ticket expires after 60 s', async () => {
    const ticket = ticketOf((await link(t, 'tk-partner')).body.result.url);
    // 61 s pass.
    await sql`update external_link_ticket set expires_at = expires_at - interval '61 seconds'
      where ticket_hash = ${sha256(ticket)}`.execute(t.database.db);
    const late = await exchange(t, ticket);
    expect(late.statusCode).toBe(403);
    expect(late.body.message).toBe(LinkTicketMessages.TICKET_INVALID);
  });

  it('hosts off the allow-list get no ticket: the link opens without one', async () => {
    const before = await t.database.db
      .selectFrom('externalLinkTicket')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unlisted = await link(t, 'tk-unlisted');
    expect(unlisted.body.result).toEqual({
      url: 'https://elsewhere.example.net/open?token=',
      ticketed: false,
    });
    const plain = await link(t, 'tk-plain');
    expect(plain.body.result).toEqual({ url: `https://${PARTNER}/about`, ticketed: false });
    const after = await t.database.db
      .selectFrom('externalLinkTicket')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // No allow-list configured: no ticket for any host, and no exchange.
    const bareToken = await loginAs(bare, ACCOUNT);
    const none = await link(bare, 'tk-partner', bareToken);
    expect(none.body.result).toEqual({
      url: `https://${PARTNER}/sso?token=&from=pn`,
      ticketed: false,
    });
    expect(JSON.stringify(none.body)).not.toContain(bareToken);
    const closed = await exchange(bare, 'x'.repeat(43));
    expect(closed.statusCode).toBe(404);
    expect(closed.body.message).toBe(LinkTicketMessages.EXCHANGE_NOT_CONFIGURED);
  });

  it('only for a menu the caller holds, and only when logged in', async () => {
    const notHeld = await link(t, 'tk-not-held');
    expect(notHeld.statusCode).toBe(404);
    expect(notHeld.body.message).toBe(LinkTicketMessages.MENU_NOT_FOUND);
    const unknown = await link(t, 'no-such-menu');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.call({
      method: 'POST',
      url: `${API}/user/account/menuLink`,
      payload: { menuId: 'tk-partner' },
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await link(t, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('请选择菜单');
  });
});
