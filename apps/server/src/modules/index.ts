import type { FastifyPluginAsync } from 'fastify';
import { clientLogRoutes } from './client-log/client-log.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { noticeRoutes } from './notice/notice.routes.js';

/** The whole API surface, mounted under /unionmallmanage. */
export const modules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(clientLogRoutes);
  await app.register(noticeRoutes);
};
