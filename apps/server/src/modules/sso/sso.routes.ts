import {
  envelope,
  MenuLinkRequestSchema,
  MenuLinkResultSchema,
  OperType,
  SsoLoginResultSchema,
  Status,
  TicketExchangeRequestSchema,
  TicketIdentitySchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { exchangeTicket, menuLink, sweepTickets } from './link-ticket.service.js';
import { ssoLogin } from './sso.service.js';

/** Every query parameter of the SSO link, posted as they came. */
const SsoParamsSchema = z.record(
  z.string().max(64, '参数名过长'),
  z.string({ error: '参数值必须是字符串' }).max(512, '参数值过长'),
);

export const NO_4A_MESSAGE = '未配置4A登录地址';
const NotConfigured = envelope(z.null());

/** The header a partner's server sends its secret in when exchanging a ticket. */
export const PARTNER_SECRET_HEADER = 'x-partner-secret';

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.every('external_link_ticket_sweep', 10 * 60_000, sweepTickets);

  // A new-tab menu entry the caller holds: its address, with a ticket at its token marker
  // for allow-listed hosts (never the session token).
  app.post(
    '/user/account/menuLink',
    {
      // Opening a link writes nothing of the user's: visitors may open theirs too.
      config: { access: { login: true, visitorMayWrite: true } },
      schema: {
        tags: ['session'],
        summary: '打开外部菜单链接（为白名单主机签发一次性票据）',
        body: MenuLinkRequestSchema,
        response: { 200: envelope(MenuLinkResultSchema) },
      },
    },
    async (request) =>
      ok(await menuLink(app.database.db, app.config, requireUser(request), request.body.menuId)),
  );

  // The partner's server exchanges a ticket for the user's identity.
  app.post(
    '/sso/ticket/exchange',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: '合作方兑换外部链接票据（服务端调用）',
        body: TicketExchangeRequestSchema,
        response: { 200: envelope(TicketIdentitySchema) },
      },
    },
    async (request) => {
      const raw = request.headers[PARTNER_SECRET_HEADER];
      const secret = Array.isArray(raw) ? raw[0] : raw;
      return ok(
        await exchangeTicket(
          app.database.db,
          app.config,
          secret,
          request.body.ticket,
          request.body.audience,
        ),
      );
    },
  );

  app.post(
    '/user/account/third/control/sso',
    {
      config: { access: 'public', operType: OperType.LOGIN },
      schema: {
        tags: ['session'],
        summary: '第三方单点登录（签名链接）',
        body: SsoParamsSchema,
        response: { 200: envelope(SsoLoginResultSchema) },
      },
    },
    async (request) => ok(await ssoLogin(app, request, request.body)),
  );

  // The external 4A login: the browser is sent to the configured address.
  app.get(
    '/user/account/login/4a',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: '跳转4A登录',
        response: { 404: NotConfigured },
      },
    },
    async (_request, reply) => {
      const target = app.config.external4aUrl;
      if (!target) return reply.status(404).send(fail(Status.NOT_FOUND, NO_4A_MESSAGE));
      return reply.redirect(target, 302);
    },
  );

  app.get(
    '/user/account/4a/encrypt',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: '跳转4A登录（携带加密参数）',
        response: { 404: NotConfigured },
      },
    },
    async (request, reply) => {
      const target = app.config.external4aUrl;
      if (!target) return reply.status(404).send(fail(Status.NOT_FOUND, NO_4A_MESSAGE));
      const query = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const url = query ? `${target}${target.includes('?') ? '&' : '?'}${query}` : target;
      return reply.redirect(url, 302);
    },
  );
};
