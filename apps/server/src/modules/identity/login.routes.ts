import {
  envelope,
  LevelInfoSchema,
  LoginResultSchema,
  LoginSchema,
  Messages,
  OperType,
  PORTAL_MENUS,
  ProductMenuResultSchema,
  provinceName,
  Status,
  UserCenterEditSchema,
  UserInfoSchema,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, warning } from '../../lib/errors.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import { VISITOR_ACCOUNT } from '../../db/seed/index.js';
import { findAccountForLogin, startSession } from './identity.service.js';
import { passwordLogin } from './login.service.js';
import { menuTreeOf } from './menu.service.js';
import { revokeSession, touchSession } from './session.repository.js';

const LOGIN = { access: 'public', operType: OperType.LOGIN } as const;
const LOGOUT = {
  access: { login: true, visitorMayWrite: true },
  operType: OperType.LOGOUT,
} as const;
const SIGNED_IN = { access: { login: true } } as const;
const Empty = envelope(z.null());

interface PortalMenuShape {
  menuId: string;
  menuPid: string | null;
  menuName: string;
  sortNum: number;
  hidden: boolean;
  imageUrl: string;
  url: string;
  menuLevel: number;
  children: PortalMenuShape[];
}
const PortalMenuSchema: z.ZodType<PortalMenuShape> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    menuPid: z.string().nullable(),
    menuName: z.string(),
    sortNum: z.number(),
    hidden: z.boolean(),
    imageUrl: z.string(),
    url: z.string(),
    menuLevel: z.number(),
    children: z.array(PortalMenuSchema),
  }),
);

export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // web/login and the back-office variant answer the same as the portal login.
  for (const path of [
    '/user/account/common/login',
    '/user/account/web/login',
    '/usm-npn/web/login',
  ]) {
    app.post(
      path,
      {
        config: LOGIN,
        schema: {
          tags: ['session'],
          summary: '账号密码登录',
          body: LoginSchema,
          response: { 200: envelope(LoginResultSchema) },
        },
      },
      async (request, reply) => ok(await passwordLogin(app, request, reply, request.body)),
    );
  }

  app.post(
    '/user/account/visitor/login',
    {
      config: LOGIN,
      schema: {
        tags: ['session'],
        summary: '访客登录（只读）',
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request) => {
      const account = await findAccountForLogin(app.database.db, { loginAccount: VISITOR_ACCOUNT });
      if (!account) throw new AppError(Status.UNAVAILABLE, Messages.UNAVAILABLE, 503);
      return ok(await startSession(app, request, account, { method: 'visitor', visitor: true }));
    },
  );

  for (const path of ['/user/account/loginout', '/user/account/web/loginout']) {
    app.post(
      path,
      {
        config: LOGOUT,
        schema: { tags: ['session'], summary: '退出登录', response: { 200: Empty } },
      },
      async (request) => {
        await revokeSession(app.database.db, requireUser(request).sessionId);
        return ok(null, Messages.LOGOUT_OK);
      },
    );
  }

  app.post(
    '/user/account/keepalive',
    {
      config: { access: { login: true, visitorMayWrite: true }, skipOperLog: true },
      schema: {
        tags: ['session'],
        summary: '会话保活',
        response: { 200: envelope(z.object({ idleExpiresAt: z.string(), expiresAt: z.string() })) },
      },
    },
    async (request) => {
      const row = await touchSession(
        app.database.db,
        requireUser(request).sessionId,
        app.config.sessionIdleMinutes,
      );
      return ok({
        idleExpiresAt: new Date(row!.idleExpiresAt).toISOString(),
        expiresAt: new Date(row!.expiresAt).toISOString(),
      });
    },
  );

  app.get(
    '/user/account/productMenu',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['session'],
        summary: '当前账号的菜单',
        response: { 200: envelope(ProductMenuResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tree = await menuTreeOf(app.database.db, user.menus);
      return ok({
        productMenuList: [{ menuNodeList: [{ childMenuList: tree }] }],
        permissions: [...user.menus].sort(),
      });
    },
  );

  app.get(
    '/user/platform/publicMenu',
    {
      config: { access: 'public', skipOperLog: true },
      schema: {
        tags: ['session'],
        summary: '门户菜单（内置，按 sortNum 排序）',
        response: { 200: envelope(z.array(PortalMenuSchema)) },
      },
    },
    async () => ok([...PORTAL_MENUS].sort((a, b) => a.sortNum - b.sortNum)),
  );

  app.get(
    '/user/account/getLevelInfo',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: '管理员级别信息',
        response: { 200: envelope(LevelInfoSchema) },
      },
    },
    async (request) => {
      const u = requireUser(request);
      return ok({
        level: u.kind === 'admin' ? u.adminLevel : null,
        beId: u.beId,
        areaCode: u.areaCode,
      });
    },
  );

  const userInfoOf = async (accountId: number) => {
    const row = await app.database.db
      .selectFrom('account as a')
      .leftJoin('enterpriseCustomer as c', 'c.id', 'a.customerId')
      .select([
        'a.realName',
        'a.name',
        'a.tel',
        'a.beId',
        'a.areaName',
        'a.department',
        'a.securityAccount',
        'c.beId as custBeId',
        'c.cityName',
      ])
      .where('a.id', '=', accountId)
      .executeTakeFirstOrThrow();
    return {
      provinceName: provinceName(row.custBeId ?? row.beId),
      cityName: row.cityName ?? row.areaName,
      securityAccount: row.securityAccount ?? '',
      department: row.department ?? '',
      name: row.realName || row.name,
      tel: row.tel ?? '',
    };
  };

  app.get(
    '/user/account/userCenter/getUserInfo',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: '用户中心信息',
        response: { 200: envelope(UserInfoSchema) },
      },
    },
    async (request) => ok(await userInfoOf(requireUser(request).accountId)),
  );

  app.patch(
    '/user/account/userCenter/edit',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['account'],
        summary: '补充4A账号与部门（仅限尚未登记的字段）',
        body: UserCenterEditSchema,
        response: { 200: envelope(UserInfoSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const current = await userInfoOf(user.accountId);
      const patch: { securityAccount?: string; department?: string } = {};
      const { securityAccount, department } = request.body;
      if (securityAccount !== undefined) {
        if (current.securityAccount && current.securityAccount !== securityAccount) {
          throw warning('4A账号已登记，如需变更请联系管理员');
        }
        patch.securityAccount = securityAccount;
      }
      if (department !== undefined) {
        if (current.department && current.department !== department) {
          throw warning('部门已登记，如需变更请联系管理员');
        }
        patch.department = department;
      }
      if (Object.keys(patch).length) {
        await app.database.db
          .updateTable('account')
          .set({ ...patch, updatedAt: new Date() })
          .where('id', '=', user.accountId)
          .execute();
      }
      return ok(await userInfoOf(user.accountId));
    },
  );
};
