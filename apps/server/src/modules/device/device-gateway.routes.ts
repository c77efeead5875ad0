import {
  DeviceCommandResultParamsSchema,
  DeviceCommandResultReplySchema,
  DeviceCommandResultSchema,
  envelope,
  HeartbeatReplySchema,
  HeartbeatSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_DEVICE_SERIALS } from '../../db/seed/devices.js';
import { unauthorized } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import {
  DEVICE_SWEEP_MS,
  pruneMetrics,
  sweepCommands,
  sweepOffline,
} from './device-command.service.js';
import {
  authenticateDevice,
  demoSecretsPath,
  ensureDemoCredentials,
  ingestHeartbeat,
  reportResult,
} from './device-gateway.service.js';

const TAGS = ['device-gateway'];
/**
 * No user session here: the device's own credential is checked by the onRequest hook below.
 * Heartbeats stay out of the operation log (thousands a minute, no person behind them).
 */
const DEVICE: FastifyContextConfig = { access: 'public', skipOperLog: true };

function deviceOf(request: FastifyRequest) {
  if (!request.device) throw unauthorized();
  return request.device;
}

/**
 * The device-facing API under device/v1 (gateways and multi-SIM devices, and the device
 * simulator): heartbeats carrying state, clients and results, answered with the commands to
 * run; results on their own. Also runs the device sweeps on the shared job runner (command
 * timeouts, offline marking, metric retention) and, in the demo, keeps the simulator's
 * secrets file in step.
 */
export const deviceGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.every('device.commands', DEVICE_SWEEP_MS, async (d) => {
    await sweepCommands(d);
  });
  app.jobs.every('device.offline', DEVICE_SWEEP_MS, async (d) => {
    await sweepOffline(d);
  });
  app.jobs.every('device.metrics.prune', 3_600_000, async (d) => {
    await pruneMetrics(d);
  });

  if (app.config.seedDemo && app.config.nodeEnv !== 'test') {
    app.addHook('onReady', async () => {
      const file = demoSecretsPath(app.config.dataDir);
      const issued = await ensureDemoCredentials(db, file, DEMO_DEVICE_SERIALS);
      if (issued) app.log.info({ file, issued }, 'demo device secrets written');
    });
  }

  // Before validation: a caller without a good credential learns nothing about the body.
  app.addHook('onRequest', async (request) => {
    request.device = await authenticateDevice(db, request);
  });

  app.post(
    '/device/v1/heartbeat',
    {
      config: DEVICE,
      // Thousands a minute: only warnings and errors reach the log.
      logLevel: 'warn',
      schema: {
        tags: TAGS,
        summary:
          '设备心跳（Authorization: Device <序列号>:<密钥>）：上报信号、流量、接入终端与指令结果，返回待执行指令',
        body: HeartbeatSchema,
        response: { 200: envelope(HeartbeatReplySchema) },
      },
    },
    async (request) => ok(await ingestHeartbeat(db, deviceOf(request), request.body)),
  );

  app.post(
    '/device/v1/commands/:itemId/result',
    {
      config: DEVICE,
      // Thousands a minute: only warnings and errors reach the log.
      logLevel: 'warn',
      schema: {
        tags: TAGS,
        summary: '上报一条指令的执行结果（只能上报本设备的指令）',
        params: DeviceCommandResultParamsSchema,
        body: DeviceCommandResultSchema,
        response: { 200: envelope(DeviceCommandResultReplySchema) },
      },
    },
    async (request) =>
      ok(await reportResult(db, deviceOf(request), request.params.itemId, request.body)),
  );
};
