import { AreaChildrenQuerySchema, AreaListSchema, envelope } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { childrenOf } from './area.service.js';

/** Where the portal and the consoles load the cascader's next level (spec §7). */
const PATHS = [
  '/sm/area/list',
  '/cp/om/area/queryChildInfo',
  '/user/account/queryChildInfo',
] as const;

export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of PATHS) {
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: {
          tags: ['area'],
          summary: '下级行政区划（不传上级编号时返回全部省份）',
          querystring: AreaChildrenQuerySchema,
          response: { 200: envelope(AreaListSchema) },
        },
      },
      async (request, reply) => {
        const children = await childrenOf(app.database.db, request.query.parentAreaId);
        // The division tree only changes with a data migration: let browsers and proxies keep it.
        void reply.header('cache-control', 'public, max-age=86400');
        return ok(children);
      },
    );
  }
};
