import multipart from '@fastify/multipart';
import {
  envelope,
  FirmwareListQuerySchema,
  FirmwarePageSchema,
  FirmwareSchema,
  OtaIdQuerySchema,
  OtaIdSchema,
  UpgradePauseSchema,
  UpgradeTaskAcceptedSchema,
  UpgradeTaskCreateSchema,
  UpgradeTaskDetailQuerySchema,
  UpgradeTaskDetailSchema,
  UpgradeTaskListQuerySchema,
  UpgradeTaskPageSchema,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { refuseVisitorWrites } from '../device/device.access.js';
import { FIRMWARE_FIELD } from './ota-firmware.js';
import { ROLLOUT_MS, rolloutStep } from './ota-rollout.js';
import * as svc from './ota.service.js';

const TAGS = ['saas-ota'];
const access = (menu: string[]): FastifyContextConfig => ({ access: { login: true, menu } });
const FIRMWARE = access(['saas.firmware']);
/** The task form picks a firmware. */
const FIRMWARE_READ = access(['saas.firmware', 'saas.upgrade']);
const UPGRADE = access(['saas.upgrade']);
const Empty = envelope(z.null());

/**
 * 设备管理 console API under saas/v1: firmware (upload, list, detail, delete) and staged
 * upgrade tasks (create, list, detail, advance, pause, resume, cancel, rollback). Customer
 * accounts write; administrators read in their area; visitors are refused writes. Also
 * runs the rollout engine on the shared job runner (`ota.rollout`).
 */
export const otaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.every('ota.rollout', ROLLOUT_MS, async (d) => {
    await rolloutStep(d);
  });
  // Firmware packages have their own, larger limit than pictures (this plugin only).
  await app.register(multipart, {
    limits: {
      fileSize: app.config.firmwareMaxBytes,
      files: 1,
      fields: 6,
      fieldSize: 4096,
      parts: 8,
    },
  });
  app.addHook('preValidation', refuseVisitorWrites);
  const user = (request: FastifyRequest) => requireUser(request);

  app.get(
    '/saas/v1/firmware/list',
    {
      config: FIRMWARE_READ,
      schema: {
        tags: TAGS,
        summary: '固件列表',
        querystring: FirmwareListQuerySchema,
        response: { 200: envelope(FirmwarePageSchema) },
      },
    },
    async (request) => ok(await svc.firmwarePage(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/firmware/detail',
    {
      config: FIRMWARE_READ,
      schema: {
        tags: TAGS,
        summary: '固件详情（含 SHA-256 与版本说明）',
        querystring: OtaIdQuerySchema,
        response: { 200: envelope(FirmwareSchema) },
      },
    },
    async (request) => ok(await svc.firmwareDetail(db, user(request), request.query.id)),
  );

  app.post(
    '/saas/v1/firmware/upload',
    {
      config: FIRMWARE,
      // The package is streamed to disk; the body limit of JSON requests does not apply.
      bodyLimit: app.config.firmwareMaxBytes + 64 * 1024,
      schema: {
        tags: TAGS,
        summary: '上传固件',
        description: `multipart/form-data：文件字段 ${FIRMWARE_FIELD}（.bin/.img/.pkg/.zip/.tar.gz，不能为空，默认不超过64MB），文本字段 modelId（适用型号）、version（版本号）、releaseNotes（版本说明）。服务端计算并返回 SHA-256。`,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(FirmwareSchema) },
      },
    },
    async (request) => ok(await svc.uploadFirmware(app, request), '上传成功'),
  );

  app.post(
    '/saas/v1/firmware/delete',
    {
      config: FIRMWARE,
      schema: {
        tags: TAGS,
        summary: '删除固件（未结束的升级任务使用时不能删除）',
        body: OtaIdSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await svc.deleteFirmware(app, user(request), request.body.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/saas/v1/upgrade/list',
    {
      config: UPGRADE,
      schema: {
        tags: TAGS,
        summary: '升级任务列表',
        querystring: UpgradeTaskListQuerySchema,
        response: { 200: envelope(UpgradeTaskPageSchema) },
      },
    },
    async (request) => ok(await svc.taskPage(db, user(request), request.query)),
  );

  app.get(
    '/saas/v1/upgrade/detail',
    {
      config: UPGRADE,
      schema: {
        tags: TAGS,
        summary: '升级任务详情：各阶段各状态台数与终端分页（可按状态、阶段筛选）',
        querystring: UpgradeTaskDetailQuerySchema,
        response: { 200: envelope(UpgradeTaskDetailSchema) },
      },
    },
    async (request) => ok(await svc.taskDetail(db, user(request), request.query)),
  );

  app.post(
    '/saas/v1/upgrade/create',
    {
      config: UPGRADE,
      schema: {
        tags: TAGS,
        summary: '创建升级任务（按型号、分组或终端；分阶段灰度，立即开始第一阶段）',
        body: UpgradeTaskCreateSchema,
        response: { 200: envelope(UpgradeTaskAcceptedSchema) },
      },
    },
    async (request) => ok(await svc.createTask(db, user(request), request.body), '任务已创建'),
  );

  const action = (
    path: string,
    summary: string,
    run: (u: ReturnType<typeof user>, id: number) => Promise<unknown>,
    message: string,
  ) =>
    app.post(
      path,
      {
        config: UPGRADE,
        schema: { tags: TAGS, summary, body: OtaIdSchema, response: { 200: Empty } },
      },
      async (request) => {
        await run(user(request), request.body.id);
        return ok(null, message);
      },
    );
  action(
    '/saas/v1/upgrade/advance',
    '进入下一阶段（当前阶段全部完成后人工确认）',
    (u, id) => svc.advanceTask(db, u, id),
    '已进入下一阶段',
  );
  action('/saas/v1/upgrade/resume', '恢复升级任务', (u, id) => svc.resumeTask(db, u, id), '已恢复');
  action('/saas/v1/upgrade/cancel', '取消升级任务', (u, id) => svc.cancelTask(db, u, id), '已取消');
  action(
    '/saas/v1/upgrade/rollback',
    '回滚升级任务（已升级的终端回到原版本）',
    (u, id) => svc.rollbackTask(db, u, id),
    '已开始回滚',
  );

  app.post(
    '/saas/v1/upgrade/pause',
    {
      config: UPGRADE,
      schema: {
        tags: TAGS,
        summary: '暂停升级任务（已下发的终端继续完成）',
        body: UpgradePauseSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await svc.pauseTask(db, user(request), request.body.id, request.body.reason);
      return ok(null, '已暂停');
    },
  );
};
