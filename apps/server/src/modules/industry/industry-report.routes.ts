import {
  envelope,
  INDUSTRY_REPORT_PATH,
  IndustryReportReplySchema,
  IndustryReportSchema,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { authenticateIndustryDevice, ingestReport } from './industry-report.service.js';

/** No user session: the terminal's own credential is checked by the onRequest hook. */
const DEVICE: FastifyContextConfig = { access: 'public', skipOperLog: true };

/**
 * The industry terminals' reporting endpoint, under the device-facing prefix (device/v1)
 * and authenticated like gateways (`Authorization: Device <设备标识>:<密钥>`). The path is
 * the shared INDUSTRY_REPORT_PATH, which the console's 数据上报指南 shows.
 */
export const industryReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Before validation: a caller without a good credential learns nothing about the body.
  app.addHook('onRequest', async (request) => {
    request.industryDevice = await authenticateIndustryDevice(db, request);
  });

  app.post(
    INDUSTRY_REPORT_PATH,
    {
      config: DEVICE,
      logLevel: 'warn',
      schema: {
        tags: ['industry-device'],
        summary: '行业终端数据上报（Authorization: Device <设备标识>:<密钥>）：一批带时间的指标值',
        body: IndustryReportSchema,
        response: { 200: envelope(IndustryReportReplySchema) },
      },
    },
    async (request) => {
      const device = request.industryDevice;
      if (!device) throw unauthorized();
      return ok(await ingestReport(db, device, request.body.points), '上报成功');
    },
  );
};
