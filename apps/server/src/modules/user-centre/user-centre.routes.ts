import {
  AssignCardsSchema,
  CustomerRoleSchema,
  envelope,
  GrantableMenuSchema,
  OrgSaveSchema,
  OrgTreeSchema,
  RoleSaveSchema,
  SubAccountCreateSchema,
  SubAccountGrantSchema,
  SubAccountPageSchema,
  SubAccountQuerySchema,
  UserCentreMessages,
} from '@pn/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../lib/paging.js';
import { ok } from '../../lib/reply.js';
import { requireUser } from '../../plugins/auth.js';
import {
  createRole,
  deleteRole,
  grantableMenus,
  listRoles,
  updateRole,
} from './customer-role.service.js';
import { assignCards, createOrg, deleteOrg, orgTree, updateOrg } from './organization.service.js';
import { createSubAccount, grantSubAccount, listSubAccounts } from './sub-account.service.js';

const Empty = envelope(z.null());
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const Created = envelope(z.object({ id: z.number().int() }));
const access = (menu: string | string[]) => ({ access: { login: true, menu } }) as const;

/** 组织管理: the tree is also read by the sub-account screen, to place accounts. */
const ORG_READ = access(['user.organization', 'user.subAccount']);
const ORG = access('user.organization');
/** 角色管理: the list is also read by the sub-account screen, to give roles. */
const ROLE_READ = access(['user.role', 'user.subAccount']);
const ROLE = access('user.role');
const SUB = access('user.subAccount');

/** The console user centre: the enterprise's organisation, roles and sub-accounts. */
export const userCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/user/organization/tree',
    {
      config: ORG_READ,
      schema: {
        tags: ['user-centre'],
        summary: '本企业组织树（子账号仅见本人所属组织及下级）',
        response: { 200: envelope(OrgTreeSchema) },
      },
    },
    async (request) => ok(await orgTree(db, requireUser(request))),
  );

  app.post(
    '/user/organization',
    {
      config: ORG,
      schema: {
        tags: ['user-centre'],
        summary: '新建组织',
        body: OrgSaveSchema,
        response: { 200: Created },
      },
    },
    async (request) => ok(await createOrg(db, requireUser(request), request.body), '组织已创建'),
  );

  app.put(
    '/user/organization/:id',
    {
      config: ORG,
      schema: {
        tags: ['user-centre'],
        summary: '修改组织（名称、排序、上级）',
        params: IdParams,
        body: OrgSaveSchema,
        response: { 200: Created },
      },
    },
    async (request) =>
      ok(await updateOrg(db, requireUser(request), request.params.id, request.body), '组织已保存'),
  );

  app.delete(
    '/user/organization/:id',
    {
      config: ORG,
      schema: {
        tags: ['user-centre'],
        summary: '删除组织（须无下级组织、子账号和卡片）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await deleteOrg(db, requireUser(request), request.params.id);
      return ok(null, '组织已删除');
    },
  );

  app.post(
    '/user/organization/assignCards',
    {
      config: ORG,
      schema: {
        tags: ['user-centre'],
        summary: '将本企业的物联网卡分配到组织（orgId为空表示取消分配）',
        body: AssignCardsSchema,
        response: { 200: envelope(z.object({ assigned: z.number().int() })) },
      },
    },
    async (request) => {
      const result = await assignCards(db, requireUser(request), request.body);
      return ok(result, UserCentreMessages.CARDS_ASSIGNED(result.assigned));
    },
  );

  app.get(
    '/user/role/list',
    {
      config: ROLE_READ,
      schema: {
        tags: ['user-centre'],
        summary: '本企业角色',
        response: { 200: envelope(z.array(CustomerRoleSchema)) },
      },
    },
    async (request) => ok(await listRoles(db, requireUser(request))),
  );

  app.get(
    '/user/role/menus',
    {
      config: ROLE,
      schema: {
        tags: ['user-centre'],
        summary: '可授予角色的菜单和操作（本企业已开通的；子账号仅限本人拥有的）',
        response: { 200: envelope(z.array(GrantableMenuSchema)) },
      },
    },
    async (request) => ok(await grantableMenus(db, requireUser(request))),
  );

  app.post(
    '/user/role',
    {
      config: ROLE,
      schema: {
        tags: ['user-centre'],
        summary: '新建角色',
        body: RoleSaveSchema,
        response: { 200: envelope(CustomerRoleSchema) },
      },
    },
    async (request) => ok(await createRole(db, requireUser(request), request.body), '角色已创建'),
  );

  app.put(
    '/user/role/:id',
    {
      config: ROLE,
      schema: {
        tags: ['user-centre'],
        summary: '修改角色（持有该角色的账号即时生效）',
        params: IdParams,
        body: RoleSaveSchema,
        response: { 200: envelope(CustomerRoleSchema) },
      },
    },
    async (request) =>
      ok(await updateRole(db, requireUser(request), request.params.id, request.body), '角色已保存'),
  );

  app.delete(
    '/user/role/:id',
    {
      config: ROLE,
      schema: {
        tags: ['user-centre'],
        summary: '删除角色（持有该角色的账号即时失去其权限）',
        params: IdParams,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await deleteRole(db, requireUser(request), request.params.id);
      return ok(null, '角色已删除');
    },
  );

  app.get(
    '/user/account/subAccount/list',
    {
      config: SUB,
      schema: {
        tags: ['user-centre'],
        summary: '本企业子账号（按组织、角色、状态筛选）',
        querystring: SubAccountQuerySchema,
        response: { 200: envelope(SubAccountPageSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listSubAccounts(app, requireUser(request), q);
      return ok(pageOf(rows, total, q));
    },
  );

  app.post(
    '/user/account/create',
    {
      config: SUB,
      schema: {
        tags: ['user-centre'],
        summary: '新建子账号（手机号验证；初始密码以短信发送）',
        body: SubAccountCreateSchema,
        response: { 200: Created },
      },
    },
    async (request) =>
      ok(
        await createSubAccount(app, requireUser(request), request.body),
        UserCentreMessages.CREATED,
      ),
  );

  app.put(
    '/user/account/:id(^\\d+$)/grant',
    {
      config: SUB,
      schema: {
        tags: ['user-centre'],
        summary: '设置子账号的所属组织和角色（即时生效）',
        params: IdParams,
        body: SubAccountGrantSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await grantSubAccount(app, requireUser(request), request.params.id, request.body);
      return ok(null, '授权已保存');
    },
  );
};
