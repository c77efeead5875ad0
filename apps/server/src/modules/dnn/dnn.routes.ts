import {
  DnnCardPageSchema,
  DnnCardQuerySchema,
  DnnCardsQuerySchema,
  DnnCardsResultSchema,
  DnnCardsSchema,
  DnnDetailSchema,
  DnnEntrySchema,
  DnnListQuerySchema,
  DnnMessages,
  DnnPageSchema,
  envelope,
  IsolationCaseItemSchema,
  IsolationCasePageSchema,
  IsolationCaseSaveSchema,
  IsolationListQuerySchema,
  SliceCreateSchema,
  SliceItemSchema,
  Status,
} from '@pn/shared';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  addSlice,
  bindCards,
  cardPage,
  casePage,
  createCase,
  deleteCase,
  dnnDetail,
  dnnEntries,
  dnnPage,
  removeSlice,
  unbindCards,
  updateCase,
} from './dnn.service.js';

const TAGS = ['network-dnn'];
/** Both A2 screens (业务隔离 and 已订购业务 › DNN实例) read and change the same records. */
const A2: FastifyContextConfig = { access: { login: true, menu: ['a2', 'ordered.a2'] } };

const IdParams = z.object({ id: z.coerce.number().int().positive() });
const SliceParams = IdParams.extend({ sliceId: z.coerce.number().int().positive() });
const Deleted = envelope(z.object({ id: z.number().int() }));

/** Visitors browse only: every write is refused before validation and the menu check. */
async function refuseVisitorWrites(request: FastifyRequest): Promise<void> {
  if (request.method === 'GET' || request.method === 'HEAD') return;
  if (request.user?.visitor)
    throw new AppError(Status.FORBIDDEN, DnnMessages.VISITOR_READ_ONLY, 403);
}

/**
 * A2 业务隔离 under /network: the caller's DNN instances with their slices (S-NSSAI),
 * bound cards and 7-day traffic, and the isolation cases built on them. A customer sees
 * its enterprise's, province and city administrators their area's.
 */
export const dnnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.addHook('preValidation', refuseVisitorWrites);

  app.get(
    '/network/dnn/list',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: 'DNN实例列表（按DNN名称关键字、状态筛选，含切片数、绑定卡数与隔离方案数）',
        querystring: DnnListQuerySchema,
        response: { 200: envelope(DnnPageSchema) },
      },
    },
    async (request) => ok(await dnnPage(db, requireUser(request), request.query)),
  );

  app.get(
    '/network/dnn/entries',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '当前账号可见的DNN名称列表（控制台会话存储的DNN入口列表）',
        response: { 200: envelope(z.array(DnnEntrySchema)) },
      },
    },
    async (request) => ok(await dnnEntries(db, requireUser(request))),
  );

  app.get(
    '/network/dnn/:id',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: 'DNN实例详情：切片、隔离方案、绑定卡数与近7天流量汇总',
        params: IdParams,
        response: { 200: envelope(DnnDetailSchema) },
      },
    },
    async (request) => ok(await dnnDetail(db, requireUser(request), request.params.id)),
  );

  app.get(
    '/network/dnn/:id/cards',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: 'DNN绑定的物联网卡（分页，可按号码或ICCID前缀查询）',
        params: IdParams,
        querystring: DnnCardQuerySchema,
        response: { 200: envelope(DnnCardPageSchema) },
      },
    },
    async (request) =>
      ok(await cardPage(db, requireUser(request), request.params.id, request.query)),
  );

  app.post(
    '/network/dnn/:id/cards',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '绑定物联网卡到DNN（本企业的卡，每张卡只能属于一个DNN；全部成功或全部不绑定）',
        params: IdParams,
        body: DnnCardsSchema,
        response: { 200: envelope(DnnCardsResultSchema) },
      },
    },
    async (request) =>
      ok(
        await bindCards(db, requireUser(request), request.params.id, request.body.msisdns),
        DnnMessages.BOUND,
      ),
  );

  app.delete(
    '/network/dnn/:id/cards',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '从DNN解绑物联网卡（号码以msisdns传入；全部成功或全部不解绑）',
        params: IdParams,
        querystring: DnnCardsQuerySchema,
        response: { 200: envelope(DnnCardsResultSchema) },
      },
    },
    async (request) =>
      ok(
        await unbindCards(db, requireUser(request), request.params.id, request.query.msisdns),
        DnnMessages.UNBOUND,
      ),
  );

  app.post(
    '/network/dnn/:id/slices',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '为DNN添加网络切片（同一DNN内S-NSSAI不可重复）',
        params: IdParams,
        body: SliceCreateSchema,
        response: { 200: envelope(SliceItemSchema) },
      },
    },
    async (request) =>
      ok(
        await addSlice(db, requireUser(request), request.params.id, request.body),
        DnnMessages.SLICE_CREATED,
      ),
  );

  app.delete(
    '/network/dnn/:id/slices/:sliceId',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '删除DNN的网络切片（被隔离方案使用时不可删除）',
        params: SliceParams,
        response: { 200: Deleted },
      },
    },
    async (request) =>
      ok(
        await removeSlice(db, requireUser(request), request.params.id, request.params.sliceId),
        DnnMessages.SLICE_DELETED,
      ),
  );

  app.get(
    '/network/isolation/list',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '业务隔离方案列表（按名称、隔离级别、DNN筛选）',
        querystring: IsolationListQuerySchema,
        response: { 200: envelope(IsolationCasePageSchema) },
      },
    },
    async (request) => ok(await casePage(db, requireUser(request), request.query)),
  );

  app.post(
    '/network/isolation',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '新建业务隔离方案（切片隔离须选择该DNN的切片）',
        body: IsolationCaseSaveSchema,
        response: { 200: envelope(IsolationCaseItemSchema) },
      },
    },
    async (request) =>
      ok(await createCase(db, requireUser(request), request.body), DnnMessages.CASE_CREATED),
  );

  app.put(
    '/network/isolation/:id',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '修改业务隔离方案',
        params: IdParams,
        body: IsolationCaseSaveSchema,
        response: { 200: envelope(IsolationCaseItemSchema) },
      },
    },
    async (request) =>
      ok(
        await updateCase(db, requireUser(request), request.params.id, request.body),
        DnnMessages.CASE_UPDATED,
      ),
  );

  app.delete(
    '/network/isolation/:id',
    {
      config: A2,
      schema: {
        tags: TAGS,
        summary: '删除业务隔离方案',
        params: IdParams,
        response: { 200: Deleted },
      },
    },
    async (request) =>
      ok(await deleteCase(db, requireUser(request), request.params.id), DnnMessages.CASE_DELETED),
  );
};
