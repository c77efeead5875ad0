import {
  AccountNoticeIdParamsSchema,
  AccountNoticeItemSchema,
  AccountNoticeListQuerySchema,
  AccountNoticePageSchema,
  envelope,
  UnreadCountSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { noticeDetail, noticePage, readAll, unreadCount } from './account-notice.service.js';

// Every account reads its own messages only: no menu is needed, the account is the scope.
const OWN = { access: { login: true } } as const;

/** The logged-in account's messages (console 消息通知, the header's unread count). */
export const accountNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/user/notice/list',
    {
      config: OWN,
      schema: {
        tags: ['notice'],
        summary: '本人的消息通知',
        querystring: AccountNoticeListQuerySchema,
        response: { 200: envelope(AccountNoticePageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await noticePage(db(), requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    '/user/notice/unreadCount',
    {
      config: OWN,
      schema: {
        tags: ['notice'],
        summary: '本人的未读消息数',
        response: { 200: envelope(UnreadCountSchema) },
      },
    },
    async (request) => ok({ unread: await unreadCount(db(), requireUser(request)) }),
  );

  app.get(
    '/user/notice/:id(^\\d+$)',
    {
      config: OWN,
      schema: {
        tags: ['notice'],
        summary: '消息详情（同时标记为已读）',
        params: AccountNoticeIdParamsSchema,
        response: { 200: envelope(AccountNoticeItemSchema) },
      },
    },
    async (request) => ok(await noticeDetail(db(), requireUser(request), request.params.id)),
  );

  app.post(
    '/user/notice/readAll',
    {
      config: OWN,
      schema: {
        tags: ['notice'],
        summary: '全部标记为已读',
        response: { 200: envelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) =>
      ok({ updated: await readAll(db(), requireUser(request)) }, '已全部标记为已读'),
  );
};
