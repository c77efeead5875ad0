import {
  DB_INT_MAX,
  envelope,
  pageResult,
  SimBusinessListQuerySchema,
  SimBusinessPageSchema,
  SimBusinessRequestSchema,
  SimBusinessResultQuerySchema,
  SimBusinessResultSchema,
  SimCardItemSchema,
  SimDiagnosisQuerySchema,
  SimDiagnosisSchema,
  SimGroupFormSchema,
  SimGroupListQuerySchema,
  SimGroupMemberQuerySchema,
  SimGroupPageSchema,
  SimGroupSchema,
  SimMessages,
  SimRequestIdSchema,
  SimRiskEventPageSchema,
  SimRiskEventQuerySchema,
  SimRiskEventSchema,
  SimRiskEventUpdateSchema,
  SimRiskRuleSchema,
  SimRiskRuleUpdateSchema,
  SimTariffChangeSchema,
  SIM_RISK_KINDS,
} from '@pn/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { simBusinessSource } from './sim-business.processor.js';
import {
  assertMayHandle,
  businessPage,
  businessResult,
  submitBusiness,
} from './sim-business.service.js';
import { diagnose } from './sim-diagnosis.service.js';
import {
  createGroup,
  deleteGroup,
  groupPage,
  GroupMessages,
  memberPage,
  updateGroup,
} from './sim-group.service.js';
import {
  evaluateRiskRules,
  riskEventPage,
  riskRules,
  RiskMessages,
  updateRiskEvent,
  updateRiskRule,
} from './sim-risk.service.js';
import { refuseVisitorWrites, requireCustomer } from './sim-service.access.js';

const TAGS = ['sim'];
const access = (menu: string | string[]) => ({ access: { login: true, menu } }) as const;

/** Who sees business requests: the card table, and the tariff and group screens. */
const BUSINESS_READ = ['sim.manage', 'sim.tariff', 'ordered.b1.simFee', 'ordered.b1.groupFee'];
const GROUP_READ = ['ordered.b1.groupFee', 'sim.manage'];
const TARIFF_CHANGE = ['sim.tariff', 'ordered.b1.simFee'];

const IdParams = z.object({ id: z.coerce.number().int().positive().max(DB_INT_MAX) });

/**
 * SIM card business handling and per-card tools under icm/sim: business requests and
 * their results (processed in the background), tariff change, groups, smart diagnosis
 * and risk prevention.
 */
export const simServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.jobs.source(simBusinessSource(db));
  app.addHook('preValidation', refuseVisitorWrites);

  /** Processes small requests at once instead of at the next poll. */
  const kickSoon = () => setImmediate(() => app.jobs.kick());
  const user = (request: FastifyRequest) => requireUser(request);

  app.post(
    '/icm/sim/business',
    {
      config: access(['sim.manage', 'ordered.b1.groupFee']),
      schema: {
        tags: TAGS,
        summary: '物联网卡业务办理（停复机、资费变更、群组、流量上限；需身份验证，异步处理）',
        body: SimBusinessRequestSchema,
        response: { 200: envelope(SimRequestIdSchema) },
      },
    },
    async (request) => {
      const u = user(request);
      assertMayHandle(u, request.body.action);
      const result = await submitBusiness(db, u, request.body);
      kickSoon();
      return ok(result, SimMessages.SUBMITTED);
    },
  );

  app.get(
    '/icm/sim/business/list',
    {
      config: access(BUSINESS_READ),
      schema: {
        tags: TAGS,
        summary: '业务办理查询（按数据范围，最新在前）',
        querystring: SimBusinessListQuerySchema,
        response: { 200: envelope(SimBusinessPageSchema) },
      },
    },
    async (request) => ok(await businessPage(db, user(request), request.query)),
  );

  app.get(
    '/icm/sim/business/result',
    {
      config: access(BUSINESS_READ),
      schema: {
        tags: TAGS,
        summary: '业务办理结果（逐卡结果，分页）',
        querystring: SimBusinessResultQuerySchema,
        response: { 200: envelope(SimBusinessResultSchema) },
      },
    },
    async (request) => ok(await businessResult(db, user(request), request.query)),
  );

  app.post(
    '/icm/sim/tariff/change',
    {
      config: access(TARIFF_CHANGE),
      schema: {
        tags: TAGS,
        summary: '物联网卡资费变更（需身份验证，异步处理）',
        body: SimTariffChangeSchema,
        response: { 200: envelope(SimRequestIdSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      const result = await submitBusiness(db, user(request), {
        action: 'changeTariff',
        msisdnList: b.msisdnList,
        params: { tariffId: b.targetTariffId, currentTariffId: b.currentTariffId },
        verifyCode: b.verifyCode,
      });
      kickSoon();
      return ok(result, SimMessages.SUBMITTED);
    },
  );

  app.get(
    '/icm/sim/group/list',
    {
      config: access(GROUP_READ),
      schema: {
        tags: TAGS,
        summary: '群组列表（成员数、流量池与本月用量）',
        querystring: SimGroupListQuerySchema,
        response: { 200: envelope(SimGroupPageSchema) },
      },
    },
    async (request) => ok(await groupPage(db, user(request), request.query)),
  );

  app.post(
    '/icm/sim/group',
    {
      config: access('ordered.b1.groupFee'),
      schema: {
        tags: TAGS,
        summary: '新增群组',
        body: SimGroupFormSchema,
        response: { 200: envelope(SimGroupSchema) },
      },
    },
    async (request) => ok(await createGroup(db, user(request), request.body), GroupMessages.SAVED),
  );

  app.put(
    '/icm/sim/group/:id(^\\d+$)',
    {
      config: access('ordered.b1.groupFee'),
      schema: {
        tags: TAGS,
        summary: '修改群组',
        params: IdParams,
        body: SimGroupFormSchema,
        response: { 200: envelope(SimGroupSchema) },
      },
    },
    async (request) =>
      ok(
        await updateGroup(db, user(request), request.params.id, request.body),
        GroupMessages.SAVED,
      ),
  );

  app.delete(
    '/icm/sim/group/:id(^\\d+$)',
    {
      config: access('ordered.b1.groupFee'),
      schema: {
        tags: TAGS,
        summary: '删除群组（仅无成员时）',
        params: IdParams,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) =>
      ok(await deleteGroup(db, user(request), request.params.id), GroupMessages.DELETED),
  );

  app.get(
    '/icm/sim/group/member/list',
    {
      config: access(GROUP_READ),
      schema: {
        tags: TAGS,
        summary: '群组成员列表',
        querystring: SimGroupMemberQuerySchema,
        response: { 200: envelope(pageResult(SimCardItemSchema)) },
      },
    },
    async (request) => ok(await memberPage(db, user(request), request.query)),
  );

  app.get(
    '/icm/sim/diagnosis',
    {
      config: access('sim.diagnosis'),
      schema: {
        tags: TAGS,
        summary: '物联网卡智能诊断',
        querystring: SimDiagnosisQuerySchema,
        response: { 200: envelope(SimDiagnosisSchema) },
      },
    },
    async (request) => ok(await diagnose(db, user(request), request.query.msisdn)),
  );

  app.get(
    '/icm/sim/risk/rules',
    {
      config: access('sim.risk'),
      schema: {
        tags: TAGS,
        summary: '风险防控规则（首次查看时生成默认规则）',
        response: { 200: envelope(z.array(SimRiskRuleSchema)) },
      },
    },
    async (request) => ok(await riskRules(db, user(request))),
  );

  app.put(
    '/icm/sim/risk/rules/:id(^\\d+$)',
    {
      config: access('sim.risk'),
      schema: {
        tags: TAGS,
        summary: '修改风险防控规则',
        params: IdParams,
        body: SimRiskRuleUpdateSchema,
        response: { 200: envelope(SimRiskRuleSchema) },
      },
    },
    async (request) =>
      ok(
        await updateRiskRule(db, user(request), request.params.id, request.body),
        RiskMessages.RULE_SAVED,
      ),
  );

  app.get(
    '/icm/sim/risk/events',
    {
      config: access('sim.risk'),
      schema: {
        tags: TAGS,
        summary: '风险事件（按数据范围，最新在前）',
        querystring: SimRiskEventQuerySchema,
        response: { 200: envelope(SimRiskEventPageSchema) },
      },
    },
    async (request) => ok(await riskEventPage(db, user(request), request.query)),
  );

  app.patch(
    '/icm/sim/risk/events/:id(^\\d+$)',
    {
      config: access('sim.risk'),
      schema: {
        tags: TAGS,
        summary: '处理或忽略风险事件',
        params: IdParams,
        body: SimRiskEventUpdateSchema,
        response: { 200: envelope(SimRiskEventSchema) },
      },
    },
    async (request) =>
      ok(
        await updateRiskEvent(db, user(request), request.params.id, request.body.status),
        RiskMessages.EVENT_UPDATED,
      ),
  );

  app.post(
    '/icm/sim/risk/evaluate',
    {
      config: access('sim.risk'),
      schema: {
        tags: TAGS,
        summary: '按当前规则检测本企业的卡并生成风险事件',
        response: {
          200: envelope(
            z.object({
              raised: z.number().int(),
              byKind: z.record(z.enum(SIM_RISK_KINDS), z.number().int()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const result = await evaluateRiskRules(db, requireCustomer(user(request)));
      return ok(result, RiskMessages.evaluated(result.raised));
    },
  );
};
