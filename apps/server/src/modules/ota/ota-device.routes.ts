import {
  envelope,
  FirmwareFileParamsSchema,
  UpgradeProgressParamsSchema,
  UpgradeProgressReplySchema,
  UpgradeProgressSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { authenticateDevice } from '../device/device-gateway.service.js';
import { firmwareForDevice, reportProgress } from './ota.service.js';

const TAGS = ['device-gateway'];
/** No user session: the device's own credential is checked by the onRequest hook below. */
const DEVICE: FastifyContextConfig = { access: 'public', skipOperLog: true };

function deviceOf(request: FastifyRequest) {
  if (!request.device) throw unauthorized();
  return request.device;
}

/**
 * The device side of upgrades, authenticated per device exactly like the heartbeat
 * (Authorization: Device <serial>:<secret>, user tokens refused): the firmware package for
 * a device of its model, and progress while downloading and installing.
 */
export const otaDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('onRequest', async (request) => {
    request.device = await authenticateDevice(db, request);
  });

  app.get(
    '/device/v1/firmware/:id',
    {
      config: DEVICE,
      schema: {
        tags: TAGS,
        summary: '下载固件包（仅限固件适用型号的本企业设备；响应头 x-checksum-sha256）',
        params: FirmwareFileParamsSchema,
      },
    },
    async (request, reply) => {
      const f = await firmwareForDevice(app, deviceOf(request), request.params.id);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(f.size))
        .header('x-checksum-sha256', f.sha256)
        .header('x-firmware-version', f.version)
        .header('cache-control', 'no-store')
        .send(f.body);
    },
  );

  app.post(
    '/device/v1/upgrade/:taskDeviceId/progress',
    {
      config: DEVICE,
      logLevel: 'warn',
      schema: {
        tags: TAGS,
        summary: '上报固件升级进度（downloading / installing；只能上报本设备的升级）',
        params: UpgradeProgressParamsSchema,
        body: UpgradeProgressSchema,
        response: { 200: envelope(UpgradeProgressReplySchema) },
      },
    },
    async (request) =>
      ok(await reportProgress(db, deviceOf(request), request.params.taskDeviceId, request.body)),
  );
};
