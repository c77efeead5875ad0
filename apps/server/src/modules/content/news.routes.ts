import {
  envelope,
  NewsDetailQuerySchema,
  NewsDetailSchema,
  NewsListQuerySchema,
  NewsPageSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { listPortalNews, newsDetail } from './news.service.js';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/newsinsight/portal/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '新闻资讯列表（已发布且已到发布时间，最新在前）',
        querystring: NewsListQuerySchema,
        response: { 200: envelope(NewsPageSchema) },
      },
    },
    async (request) => ok(await listPortalNews(app.database.db, request.user, request.query)),
  );

  app.get(
    '/sm/newsinsight/detail',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '新闻资讯详情（每次阅读计一次浏览）',
        querystring: NewsDetailQuerySchema,
        response: { 200: envelope(NewsDetailSchema) },
      },
    },
    async (request, reply) => {
      // Each read is a counted view: no browser or proxy may answer it from a cache.
      void reply.header('cache-control', 'no-store');
      return ok(await newsDetail(app.database.db, request.user, request.query));
    },
  );
};
