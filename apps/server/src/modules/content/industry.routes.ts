import {
  envelope,
  IndustryListQuerySchema,
  IndustryListSchema,
  IndustryPageSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { allIndustries, listIndustries } from './industry.service.js';

export const industryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/industry/list/all',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '全部行业（按排序号）',
        response: { 200: envelope(IndustryListSchema) },
      },
    },
    async () => ok(await allIndustries(app.database.db)),
  );

  app.get(
    '/sm/industry/list',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: '行业分页列表',
        querystring: IndustryListQuerySchema,
        response: { 200: envelope(IndustryPageSchema) },
      },
    },
    async (request) => ok(await listIndustries(app.database.db, request.query)),
  );
};
