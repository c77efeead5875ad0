import { envelope, formatDateTime, NoticeListQuerySchema, NoticePageSchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { listNotices } from './notice.repository.js';

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/announcement/manager/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['notice'],
        summary: '公告列表（门户只返回已发布的公告）',
        querystring: NoticeListQuerySchema,
        response: { 200: envelope(NoticePageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      // Management of drafts arrives with the back office; until a caller is known to be
      // an operator, only published notices are listed.
      const { rows, total } = await listNotices(app.database.db, { ...q, publicOnly: true });
      const data = rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        status: r.status,
        place: r.place,
        releaseTime: formatDateTime(r.releaseTime ?? r.createdAt),
        createTime: formatDateTime(r.createdAt),
      }));
      return ok(pageOf(data, total, q));
    },
  );
};
