import { envelope, HealthResultSchema, Messages, Status } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fail, ok } from '../../lib/reply.js';

const VERSION = process.env.npm_package_version ?? '1.0.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public', skipOperLog: true },
      schema: {
        tags: ['platform'],
        summary: '健康检查（含数据库连通性；数据库不可用时 HTTP 503、ready 为 false）',
        response: { 200: envelope(HealthResultSchema), 503: envelope(HealthResultSchema) },
      },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      const result = {
        database: up ? ('up' as const) : ('down' as const),
        ready: up,
        uptimeSeconds: Math.round(process.uptime()),
        version: VERSION,
      };
      if (!up)
        return reply
          .status(503)
          .send(fail(Status.UNAVAILABLE, Messages.DATABASE_UNAVAILABLE, result));
      return ok(result);
    },
  );
};
