import {
  envelope,
  formatDateTime,
  maskPhone,
  Messages,
  SendCodeSchema,
  SmsCodeSchema,
  SmsPurpose,
} from '@pn/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccessRule } from '../../lib/auth-user.js';
import { pageOf } from '../../lib/paging.js';
import { rangeOf } from '../../lib/time-range.js';
import { badRequest } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { listOutbox } from './sms.repository.js';
import {
  InfoTypeQuerySchema,
  SendCodeToTelSchema,
  SmsOutboxPageSchema,
  SmsOutboxQuerySchema,
  SmsSentSchema,
} from './sms.schemas.js';
import {
  consumeSmsCode,
  NO_TEL_MESSAGE,
  sendAccountCode,
  sendBindCode,
  sendRegisterCode,
  sendVerifyCode,
} from './sms.service.js';

const CheckVerifyCodeSchema = z.object({ code: SmsCodeSchema });

const Sent = envelope(SmsSentSchema);

/**
 * Registers a send-code path for POST (JSON body) and GET (query string): some provinces
 * request codes with GET. Answers where the code went, masked, and the resend wait.
 */
function sendCodeRoute<S extends z.ZodType<{ tel: string }>>(
  app: FastifyInstance,
  url: string,
  def: { access: AccessRule; summary: string; input: S; message?: string },
  send: (input: z.infer<S>, request: FastifyRequest) => Promise<void>,
) {
  const handler = async (input: z.infer<S>, request: FastifyRequest) => {
    await send(input, request);
    return ok(
      { tel: maskPhone(input.tel), resendSeconds: app.config.smsResendSeconds },
      def.message ?? Messages.SMS_SENT,
    );
  };
  const common = { tags: ['sms'], summary: def.summary, response: { 200: Sent } };
  app.post(url, { config: { access: def.access }, schema: { ...common, body: def.input } }, (r) =>
    handler(r.body as z.infer<S>, r),
  );
  app.get(
    url,
    { config: { access: def.access }, schema: { ...common, querystring: def.input } },
    (r) => handler(r.query as z.infer<S>, r),
  );
}

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Texts the caller's identity code; answers the number, masked, and the resend wait. */
  const verifyCodeSent = async (request: FastifyRequest) => ({
    ...(await sendVerifyCode(app, request, requireUser(request))),
    resendSeconds: app.config.smsResendSeconds,
  });

  sendCodeRoute(
    app,
    '/user/account/sendCode',
    {
      access: 'public',
      summary: '发送登录/找回密码短信验证码（先过图片验证码；未注册的号码同样作答、不发送）',
      input: SendCodeSchema,
      message: Messages.SMS_SENT_IF_REGISTERED,
    },
    (input, request) => sendAccountCode(app, request, input),
  );
  sendCodeRoute(
    app,
    '/user/account/bind/sendCode',
    { access: { login: true }, summary: '发送绑定手机号短信验证码', input: SendCodeToTelSchema },
    (input, request) => sendBindCode(app, request, requireUser(request), input.tel),
  );
  sendCodeRoute(
    app,
    '/user/account/create/sendCode',
    {
      access: 'public',
      summary:
        '发送注册短信验证码（未登录须先过图片验证码；登录的客户为新子账号发送时按账号计数；已注册的号码改发提醒短信）',
      input: SendCodeToTelSchema,
      message: Messages.SMS_SENT_REGISTER,
    },
    (input, request) => sendRegisterCode(app, request, input),
  );

  app.post(
    '/sm/sysOperStandardLog/phone/getVerifiCode',
    {
      config: { access: { login: true } },
      schema: {
        tags: ['sms'],
        summary: '发送身份验证短信验证码（本人手机号）',
        response: { 200: Sent },
      },
    },
    async (request) => ok(await verifyCodeSent(request), Messages.SMS_SENT),
  );

  app.post(
    '/sm/sysOperStandardLog/phone/checkVerifiCode',
    {
      config: { access: { login: true } },
      schema: {
        tags: ['sms'],
        summary: '校验身份验证短信验证码（一次有效）',
        body: CheckVerifyCodeSchema,
        response: { 200: envelope(z.object({ verified: z.boolean() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.tel) throw badRequest(NO_TEL_MESSAGE);
      await consumeSmsCode(app.database.db, user.tel, SmsPurpose.VERIFY, request.body.code);
      return ok({ verified: true }, Messages.VERIFY_OK);
    },
  );

  app.get(
    '/usm-npn/web/oper/getDetailInfoVerificationCode',
    {
      config: { access: { login: true } },
      schema: {
        tags: ['sms'],
        summary: '发送查看详情身份验证短信验证码（本人手机号）',
        querystring: InfoTypeQuerySchema,
        response: { 200: Sent },
      },
    },
    async (request) => ok(await verifyCodeSent(request), Messages.SMS_SENT),
  );

  app.get(
    '/sm/sms/outbox',
    {
      config: { access: { login: true, menu: 'admin.system.sms' } },
      schema: {
        tags: ['sms'],
        summary: '短信发件箱',
        querystring: SmsOutboxQuerySchema,
        response: { 200: envelope(SmsOutboxPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listOutbox(app.database.db, { ...q, ...rangeOf(q) });
      const data = rows.map((r) => ({
        id: r.id,
        tel: r.tel,
        content: r.content,
        purpose: r.purpose,
        createTime: formatDateTime(r.createdAt),
      }));
      return ok(pageOf(data, total, q));
    },
  );
};
