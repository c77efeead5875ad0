import { AdminWorkplaceSchema, envelope } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { adminWorkplace } from './workplace.service.js';

/** The first page of each area: what is waiting for the caller. */
export const workplaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/workplace/admin',
    {
      config: { access: { login: true, menu: 'admin' } },
      schema: {
        tags: ['workplace'],
        summary: '运营后台工作台：待跟进需求、待审批申请、草稿与定时发布、本月新增',
        response: { 200: envelope(AdminWorkplaceSchema) },
      },
    },
    async (request) => ok(await adminWorkplace(app.database.db, requireUser(request))),
  );
};
