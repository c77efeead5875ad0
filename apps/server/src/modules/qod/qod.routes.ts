import {
  envelope,
  Messages,
  QodCreateSchema,
  QodDeviceQuerySchema,
  QodExtendSchema,
  QodInstanceDetailSchema,
  QodInstanceSchema,
  QodMessages,
  QodSessionIdParamsSchema,
  QodSessionPageSchema,
  QodSessionQuerySchema,
  QodSessionSchema,
  Status,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  createSession,
  deleteSession,
  deviceSessions,
  extendSession,
  instanceDetail,
  instanceList,
  sessionDetail,
  sessionPage,
  sweepSessions,
} from './qod.service.js';

const TAGS = ['qod'];
const BASE = '/network/qod/v1';
const access = (menu: string | string[]): FastifyContextConfig => ({
  access: { login: true, menu },
});
/** 业务加速 (/control/A1) runs sessions; 业务加速实例 (/control/ordered/A1/business) reads too. */
const SESSIONS_WRITE = access('a1');
const READ = access(['a1', 'ordered.a1']);
const Empty = envelope(z.null());
const IdParams = z.object({ id: z.coerce.number({ error: '实例编号不正确' }).int().positive() });

/** How often live sessions are checked for their end (and their instance's). */
export const QOD_SWEEP_MS = 30_000;

/**
 * Refuses a visitor's writes before validation and the menu check, so a visitor learns
 * why at once (visitors only look).
 */
async function refuseVisitorWrites(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.user?.visitor) throw new AppError(Status.FORBIDDEN, Messages.VISITOR_READ_ONLY, 403);
}

/**
 * A1 业务加速: acceleration sessions under network/qod/v1, close to CAMARA Quality-on-Demand
 * (sessions created, read, extended and deleted by id; a device's sessions), the console's
 * paged list, and the caller's A1 business instances. Sessions end on time through a
 * periodic sweep on the shared job runner.
 */
export const qodRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.every('qod.expire', QOD_SWEEP_MS, async (d) => {
    await sweepSessions(d);
  });
  app.addHook('preValidation', refuseVisitorWrites);

  app.post(
    `${BASE}/sessions`,
    {
      config: SESSIONS_WRITE,
      schema: {
        tags: TAGS,
        summary:
          '新建加速会话（设备须为实例订购的卡号，带宽不超过订购档位，时长不超过实例服务期，同一设备同时只能有一个生效中的会话）',
        body: QodCreateSchema,
        response: { 200: envelope(QodSessionSchema) },
      },
    },
    async (request) =>
      ok(await createSession(db, requireUser(request), request.body), QodMessages.CREATED),
  );

  app.get(
    `${BASE}/sessions`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '按设备（卡号）查询加速会话（生效中的在前）',
        querystring: QodDeviceQuerySchema,
        response: { 200: envelope(z.array(QodSessionSchema)) },
      },
    },
    async (request) => ok(await deviceSessions(db, requireUser(request), request.query.msisdn)),
  );

  app.get(
    `${BASE}/session-list`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '加速会话分页列表（按状态、卡号、实例筛选；客户看本企业，管理员看管辖范围）',
        querystring: QodSessionQuerySchema,
        response: { 200: envelope(QodSessionPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await sessionPage(db, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    `${BASE}/sessions/:sessionId`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '加速会话详情',
        params: QodSessionIdParamsSchema,
        response: { 200: envelope(QodSessionSchema) },
      },
    },
    async (request) => ok(await sessionDetail(db, requireUser(request), request.params.sessionId)),
  );

  app.post(
    `${BASE}/sessions/:sessionId/extend`,
    {
      config: SESSIONS_WRITE,
      schema: {
        tags: TAGS,
        summary: '延长加速会话（总时长不超过24小时，不超过实例服务期）',
        params: QodSessionIdParamsSchema,
        body: QodExtendSchema,
        response: { 200: envelope(QodSessionSchema) },
      },
    },
    async (request) =>
      ok(
        await extendSession(db, requireUser(request), request.params.sessionId, request.body),
        QodMessages.EXTENDED,
      ),
  );

  app.delete(
    `${BASE}/sessions/:sessionId`,
    {
      config: SESSIONS_WRITE,
      schema: {
        tags: TAGS,
        summary: '结束加速会话',
        params: QodSessionIdParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await deleteSession(db, requireUser(request), request.params.sessionId);
      return ok(null, QodMessages.DELETED);
    },
  );

  app.get(
    `${BASE}/instances`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '业务加速实例（订购带宽、带宽档位、服务期、卡数与生效中的会话数）',
        response: { 200: envelope(z.array(QodInstanceSchema)) },
      },
    },
    async (request) => ok(await instanceList(db, requireUser(request))),
  );

  app.get(
    `${BASE}/instances/:id`,
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: '业务加速实例详情：实例、卡号与加速会话',
        params: IdParams,
        response: { 200: envelope(QodInstanceDetailSchema) },
      },
    },
    async (request) => ok(await instanceDetail(db, requireUser(request), request.params.id)),
  );
};
