import {
  envelope,
  FaqAnswerSchema,
  FaqAskSchema,
  FaqHotListSchema,
  FaqIdParamsSchema,
  FaqItemSchema,
  FaqListQuerySchema,
  FaqPageSchema,
  FaqSaveSchema,
  FaqStatus,
  FaqStatusSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { ok } from '../../lib/reply.js';
import { ContentMenu } from '../content/content-access.js';
import {
  askFaq,
  changeFaqStatus,
  hotQuestions,
  listFaqs,
  FaqMessages,
  removeFaq,
  saveFaq,
} from './faq.service.js';

const Empty = envelope(z.null());
const MANAGE = { access: { login: true, menu: ContentMenu.FAQ } } as const;
// Numeric ids only, so /sm/faq/list and other names are never taken for an id.
const BY_ID = '/sm/faq/:id(^\\d+$)';
/** A light limit per client address: a person chatting never reaches it, a script does. */
const ASK_LIMIT: RateLimitRule = {
  bucket: 'faq-ask',
  windows: [
    { seconds: 60, max: 30 },
    { seconds: 3600, max: 600 },
  ],
};

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/sm/faq/portal/hot',
    {
      config: { access: 'public' },
      schema: {
        tags: ['faq'],
        summary: '智能客服热门问题',
        response: { 200: envelope(FaqHotListSchema) },
      },
    },
    async () => ok(await hotQuestions(db())),
  );

  app.post(
    '/sm/faq/ask',
    {
      config: { access: 'public' },
      preValidation: async (request, reply) =>
        enforceRateLimit(db(), reply, ASK_LIMIT, request.ip, FaqMessages.TOO_FREQUENT),
      schema: {
        tags: ['faq'],
        summary: '智能客服问答（先精确匹配问题，再按关键词匹配，否则兜底回复）',
        body: FaqAskSchema,
        response: { 200: envelope(FaqAnswerSchema) },
      },
    },
    async (request) => ok(await askFaq(db(), request.body.question)),
  );

  app.get(
    '/sm/faq/list',
    {
      config: MANAGE,
      schema: {
        tags: ['faq'],
        summary: '智能客服问答列表',
        querystring: FaqListQuerySchema,
        response: { 200: envelope(FaqPageSchema) },
      },
    },
    async (request) => ok(await listFaqs(db(), request.query)),
  );

  app.post(
    '/sm/faq',
    {
      config: MANAGE,
      schema: {
        tags: ['faq'],
        summary: '新增或修改智能客服问答',
        body: FaqSaveSchema,
        response: { 200: envelope(FaqItemSchema) },
      },
    },
    async (request) => ok(await saveFaq(db(), request.body), '保存成功'),
  );

  app.delete(
    BY_ID,
    {
      config: MANAGE,
      schema: {
        tags: ['faq'],
        summary: '删除智能客服问答',
        params: FaqIdParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await removeFaq(db(), request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.patch(
    `${BY_ID}/status`,
    {
      config: MANAGE,
      schema: {
        tags: ['faq'],
        summary: '启用/停用智能客服问答',
        params: FaqIdParamsSchema,
        body: FaqStatusSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      const { status } = request.body;
      await changeFaqStatus(db(), request.params.id, status);
      return ok(null, status === FaqStatus.ENABLED ? '问答已启用' : '问答已停用');
    },
  );
};
