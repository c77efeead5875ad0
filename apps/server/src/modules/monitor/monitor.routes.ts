import { envelope, PlatformHealthSchema } from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';

/** The back office's view of the platform's own health (平台监控), from this instance's metrics. */
export const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sm/prometheus/platform',
    {
      config: { access: { login: true, menu: 'admin.monitor' } },
      schema: {
        tags: ['monitor'],
        summary: '平台运行状况（本实例：请求量、延迟、错误、数据库、任务队列、进程）',
        response: { 200: envelope(PlatformHealthSchema) },
      },
    },
    async () => ok(await app.platformHealth()),
  );
};
