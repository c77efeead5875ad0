import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha/captcha.routes.js';
import { clientLogRoutes } from './client-log/client-log.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { loginRoutes } from './identity/login.routes.js';
import { noticeRoutes } from './notice/notice.routes.js';

/** The whole API surface, mounted under /unionmallmanage. */
export const modules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(clientLogRoutes);
  await app.register(noticeRoutes);
  await app.register(captchaRoutes);
  await app.register(loginRoutes);
  // identity flows (SMS, accounts, SSO, export permission, operation log)
};
