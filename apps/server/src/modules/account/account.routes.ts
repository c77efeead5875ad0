import {
  AccountPatchSchema,
  BindTelSchema,
  ChangePasswordSchema,
  ChangeStateSchema,
  envelope,
  ForgetPasswordSchema,
  LoginResultSchema,
  OperType,
  PhoneLoginSchema,
  RegisterSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  AccountIdParamsSchema,
  AccountItemSchema,
  AccountKeyParamsSchema,
  AccountListQuerySchema,
  AccountPageSchema,
  MaskedTelResultSchema,
  RegisterResultSchema,
} from './account.schemas.js';
import {
  accountDetail,
  bindOwnTel,
  changeOwnPassword,
  changeState,
  forgetPassword,
  listManagedAccounts,
  MANAGE_MENUS,
  patchAccount,
  phoneLogin,
  registerCustomer,
  removeAccount,
  resetDefaultPassword,
} from './account.service.js';

const Empty = envelope(z.null());
const SIGNED_IN = { access: { login: true } } as const;
/** Who may reach management endpoints at all; `assertCanManage` decides per account. */
const MANAGE = { access: { login: true, menu: MANAGE_MENUS } } as const;
// Numeric ids only, so other /user/account/<name> paths still answer 404.
const BY_ID = '/user/account/:id(^\\d+$)';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/account/portal/phone/login',
    {
      config: { access: 'public', operType: OperType.LOGIN },
      schema: {
        tags: ['session'],
        summary: '手机号验证码登录',
        body: PhoneLoginSchema,
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request) => ok(await phoneLogin(app, request, request.body)),
  );

  app.post(
    '/user/account/create/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: '企业客户注册',
        body: RegisterSchema,
        response: { 200: envelope(RegisterResultSchema) },
      },
    },
    async (request) => ok(await registerCustomer(app, request.body), '注册成功'),
  );

  app.post(
    '/user/account/:id/forgetPassword',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: '找回密码（短信验证码）',
        params: AccountKeyParamsSchema,
        body: ForgetPasswordSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await forgetPassword(app, request.params.id, request.body);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    `${BY_ID}/changePasswordWithValidation`,
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: '修改本人密码（校验原密码）',
        params: AccountIdParamsSchema,
        body: ChangePasswordSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await changeOwnPassword(app, requireUser(request), request.params.id, request.body);
      return ok(null, '密码修改成功');
    },
  );

  app.post(
    `${BY_ID}/bindTel`,
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: '绑定本人手机号',
        params: AccountIdParamsSchema,
        body: BindTelSchema,
        response: { 200: envelope(MaskedTelResultSchema) },
      },
    },
    async (request) =>
      ok(
        await bindOwnTel(app, requireUser(request), request.params.id, request.body),
        '手机号绑定成功',
      ),
  );

  app.get(
    '/user/account/list',
    {
      config: { access: { login: true, menu: 'admin.system.account' } },
      schema: {
        tags: ['account'],
        summary: '账号列表（按数据范围）',
        querystring: AccountListQuerySchema,
        response: { 200: envelope(AccountPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listManagedAccounts(app, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.get(
    BY_ID,
    {
      config: MANAGE,
      schema: {
        tags: ['account'],
        summary: '账号详情',
        params: AccountIdParamsSchema,
        response: { 200: envelope(AccountItemSchema) },
      },
    },
    async (request) => ok(await accountDetail(app, requireUser(request), request.params.id)),
  );

  app.patch(
    `${BY_ID}/changeState`,
    {
      config: MANAGE,
      schema: {
        tags: ['account'],
        summary: '启用/停用账号',
        params: AccountIdParamsSchema,
        body: ChangeStateSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      const { status } = request.body;
      await changeState(app, requireUser(request), request.params.id, status);
      return ok(null, status === 1 ? '账号已启用' : '账号已停用');
    },
  );

  app.patch(
    `${BY_ID}/resetDefaultPassword`,
    {
      config: MANAGE,
      schema: {
        tags: ['account'],
        summary: '重置密码（新密码以短信发送给账号本人）',
        params: AccountIdParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await resetDefaultPassword(app, requireUser(request), request.params.id);
      return ok(null, '密码已重置，新密码已通过短信发送');
    },
  );

  app.patch(
    BY_ID,
    {
      config: MANAGE,
      schema: {
        tags: ['account'],
        summary: '修改账号信息',
        params: AccountIdParamsSchema,
        body: AccountPatchSchema,
        response: { 200: envelope(AccountItemSchema) },
      },
    },
    async (request) =>
      ok(await patchAccount(app, requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    BY_ID,
    {
      config: MANAGE,
      schema: {
        tags: ['account'],
        summary: '删除账号（子账号删除，其他账号停用）',
        params: AccountIdParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await removeAccount(app, requireUser(request), request.params.id);
      return ok(null, '账号已删除');
    },
  );
};
