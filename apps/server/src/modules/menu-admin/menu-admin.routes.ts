import {
  envelope,
  MenuAdminItemSchema,
  MenuFormSchema,
  MenuIdParamsSchema,
  RoleAdminItemSchema,
  RoleCreateSchema,
  RoleIdParamsSchema,
  RoleUpdateSchema,
} from '@pn/shared';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import * as svc from './menu-admin.service.js';

const TAGS = ['menu-admin'];
const MENUS: FastifyContextConfig = { access: { login: true, menu: 'admin.system.menu' } };
const ROLES: FastifyContextConfig = { access: { login: true, menu: 'admin.system.role' } };
/** The role editor lists the menus to grant. */
const MENUS_READ: FastifyContextConfig = {
  access: { login: true, menu: ['admin.system.menu', 'admin.system.role'] },
};
const Empty = envelope(z.null());

/**
 * 菜单管理 and 角色管理 (sm/system): the whole menu tree with its province exclusions, menu
 * entries added, edited (built-in ones too), hidden or deleted (those added here); the
 * platform roles with the menus and actions they grant.
 */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/sm/system/menus',
    {
      config: MENUS_READ,
      schema: {
        tags: TAGS,
        summary: '全部菜单与操作权限（含隐藏的与各省不开放的）',
        response: { 200: envelope(z.array(MenuAdminItemSchema)) },
      },
    },
    async () => ok(await svc.menuList(db)),
  );
  app.post(
    '/sm/system/menus',
    {
      config: MENUS,
      schema: {
        tags: TAGS,
        summary: '新增菜单',
        body: MenuFormSchema,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => ok(await svc.createMenu(db, request.body), '保存成功'),
  );
  app.put(
    '/sm/system/menus/:id',
    {
      config: MENUS,
      schema: {
        tags: TAGS,
        summary: '修改菜单（名称、地址、上级、排序、打开方式、分隔线、隐藏、图标、不开放的省份）',
        params: MenuIdParamsSchema,
        body: MenuFormSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await svc.updateMenu(db, request.params.id, request.body);
      return ok(null, '保存成功');
    },
  );
  app.delete(
    '/sm/system/menus/:id',
    {
      config: MENUS,
      schema: {
        tags: TAGS,
        summary: '删除新增的菜单（无子菜单时）',
        params: MenuIdParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await svc.deleteMenu(db, request.params.id);
      return ok(null, '删除成功');
    },
  );

  app.get(
    '/sm/system/roles',
    {
      config: ROLES,
      schema: {
        tags: TAGS,
        summary: '平台角色及其菜单与操作权限',
        response: { 200: envelope(z.array(RoleAdminItemSchema)) },
      },
    },
    async () => ok(await svc.roleList(db)),
  );
  app.post(
    '/sm/system/roles',
    {
      config: ROLES,
      schema: {
        tags: TAGS,
        summary: '新增角色',
        body: RoleCreateSchema,
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await svc.createRole(db, request.body), '保存成功'),
  );
  app.put(
    '/sm/system/roles/:id',
    {
      config: ROLES,
      schema: {
        tags: TAGS,
        summary: '修改角色（名称、说明、只读、菜单与操作权限；持有者下一次请求即生效）',
        params: RoleIdParamsSchema,
        body: RoleUpdateSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await svc.updateRole(db, request.params.id, request.body);
      return ok(null, '保存成功');
    },
  );
  app.delete(
    '/sm/system/roles/:id',
    {
      config: ROLES,
      schema: {
        tags: TAGS,
        summary: '删除新增的角色（无账号使用时）',
        params: RoleIdParamsSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await svc.deleteRole(db, request.params.id);
      return ok(null, '删除成功');
    },
  );
};
