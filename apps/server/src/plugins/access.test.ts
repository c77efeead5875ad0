import { Messages, Status } from '@pn/shared';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authed, createTestApp, loginAs, type TestApp } from '../../test/helpers.js';
import { ok } from '../lib/reply.js';
import { assertInScope, inScope, scopeOf } from '../lib/scope.js';
import { requireUser } from './auth.js';

// Routes standing in for the console and back-office modules: the same mechanism they use.
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/probe/sim', { config: { access: { login: true, menu: 'sim.manage' } } }, async () =>
    ok('sim'),
  );
  app.post(
    '/probe/content',
    { config: { access: { login: true, menu: ['admin.content.case', 'admin.content.news'] } } },
    async () => ok('saved'),
  );
  app.get(
    '/probe/customers',
    { config: { access: { login: true, menu: 'home' } } },
    async (request) => {
      const scope = scopeOf(requireUser(request));
      const rows = await app.database.db
        .selectFrom('enterpriseCustomer')
        .select('custCode')
        .where((eb) => inScope(eb, scope, { beId: 'beId', areaCode: 'cityCode', customerId: 'id' }))
        .orderBy('custCode')
        .execute();
      return ok(rows.map((r) => r.custCode));
    },
  );
  app.get(
    '/probe/customer',
    {
      config: { access: { login: true, menu: 'home' } },
      schema: { querystring: z.object({ custCode: z.string() }) },
    },
    async (request) => {
      const { custCode } = request.query as { custCode: string };
      const row = await app.database.db
        .selectFrom('enterpriseCustomer')
        .select(['id as customerId', 'beId', 'cityCode as areaCode', 'name'])
        .where('custCode', '=', custCode)
        .executeTakeFirstOrThrow();
      assertInScope(scopeOf(requireUser(request)), row);
      return ok(row.name);
    },
  );
};

describe('access rules and data scopes', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, probeRoutes);
    for (const a of ['admin', 'gd_admin', 'sz_admin', 'editor', 'OCB1000000001', 'OCB1000000002'])
      tokens[a] = await loginAs(t, a);
  });
  afterAll(() => t.close());

  const get = (url: string, who?: string) =>
    t.call<unknown>({
      method: 'GET',
      url: `/unionmallmanage${url}`,
      headers: who ? authed(tokens[who]!) : {},
    });

  it('requires login, then the menu the endpoint declares', async () => {
    expect((await get('/probe/sim')).statusCode).toBe(401);
    expect((await get('/probe/sim', 'OCB1000000001')).body.result).toBe('sim');
    const editor = await get('/probe/sim', 'editor');
    expect(editor.statusCode).toBe(403);
    expect(editor.body).toEqual({
      status: Status.FORBIDDEN,
      message: Messages.FORBIDDEN,
      result: null,
    });
    const post = (who: string) =>
      t.call({
        method: 'POST',
        url: '/unionmallmanage/probe/content',
        headers: authed(tokens[who]!),
        payload: {},
      });
    expect((await post('editor')).body.result).toBe('saved');
    expect((await post('OCB1000000001')).statusCode).toBe(403);
    expect((await post('gd_admin')).statusCode).toBe(403);
  });

  it('refuses an anonymous caller before checking the body or the query', async () => {
    // A real protected route: an anonymous caller learns nothing of its schema.
    const app = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/application',
      payload: {},
    });
    expect(app.statusCode).toBe(401);
    expect(app.body.status).toBe(Status.SESSION_EXPIRED);
    // The probe's query schema is not checked before the session either, for GET and HEAD.
    expect((await get('/probe/customer')).statusCode).toBe(401);
    const head = await t.app.inject({ method: 'HEAD', url: '/unionmallmanage/probe/customer' });
    expect(head.statusCode).toBe(401);
    // A signed-in caller still gets the schema's message.
    expect((await get('/probe/customer', 'admin')).statusCode).toBe(400);
  });

  it('scopes lists: national all, province its province, city its city, customer itself', async () => {
    const all = (await get('/probe/customers', 'admin')).body.result as string[];
    expect(all.length).toBe(7);
    // C0000000000001 is the demo enterprise of visitor mode (深圳).
    expect((await get('/probe/customers', 'gd_admin')).body.result).toEqual([
      'C0000000000001',
      'C2000020000001',
      'C2000755000001',
      'C2000755000002',
    ]);
    expect((await get('/probe/customers', 'sz_admin')).body.result).toEqual([
      'C0000000000001',
      'C2000755000001',
      'C2000755000002',
    ]);
    expect((await get('/probe/customers', 'OCB1000000001')).body.result).toEqual([
      'C2000755000001',
    ]);
    expect((await get('/probe/customers', 'OCB1000000002')).body.result).toEqual([
      'C5710571000001',
    ]);
  });

  it('refuses single records outside the scope', async () => {
    expect((await get('/probe/customer?custCode=C2000755000001', 'OCB1000000001')).statusCode).toBe(
      200,
    );
    const other = await get('/probe/customer?custCode=C5710571000001', 'OCB1000000001');
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe('您无权访问该数据');
    expect((await get('/probe/customer?custCode=C5710571000001', 'gd_admin')).statusCode).toBe(403);
    expect((await get('/probe/customer?custCode=C2000020000001', 'sz_admin')).statusCode).toBe(403);
    expect((await get('/probe/customer?custCode=C2000020000001', 'gd_admin')).statusCode).toBe(200);
    expect((await get('/probe/customer?custCode=C5710571000001', 'admin')).statusCode).toBe(200);
  });

  it('refuses to start when a route declares no access rule', async () => {
    const careless: FastifyPluginAsync = async (app) => {
      app.get('/careless', async () => ok(null));
    };
    await expect(createTestApp({}, careless)).rejects.toThrow(/declares no access rule/);
  });
});

describe('operation log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records every API call with its type, user type, masked parameters and outcome', async () => {
    const token = await loginAs(t, 'OCB1000000001');
    await t.call({
      method: 'POST',
      url: '/unionmallmanage/user/account/common/login',
      payload: { loginAccount: 'OCB1000000002', password: 'Bad@password1' },
    });
    await t.call({
      method: 'GET',
      url: '/unionmallmanage/user/account/getLevelInfo',
      headers: authed(token),
    });
    await t.call({
      method: 'PATCH',
      url: '/unionmallmanage/user/account/userCenter/edit',
      headers: authed(token),
      payload: { securityAccount: 'chenzq' },
    });
    await t.call({
      method: 'POST',
      url: '/unionmallmanage/user/account/loginout',
      headers: authed(token),
    });
    await t.app.flushOperLog();
    const rows = await t.database.db.selectFrom('operLog').selectAll().orderBy('id').execute();
    const byUrl = (u: string) => rows.filter((r) => r.operUrl === `/unionmallmanage${u}`);

    const logins = byUrl('/user/account/common/login');
    expect(logins.map((r) => r.operType)).toEqual([0, 0]);
    expect(logins[1]).toMatchObject({
      status: Status.LOGIN_FAILED,
      code: '400',
      loginAccount: 'OCB1000000002',
      userType: 0,
    });
    expect(logins[1]!.errorMsg).toContain('账号或密码错误');
    for (const r of logins) {
      expect(r.bodyParam).toContain('"password":"******"');
      expect(r.bodyParam).not.toMatch(/Demo@12345|Bad@password1/);
    }
    const browse = byUrl('/user/account/getLevelInfo')[0]!;
    expect(browse).toMatchObject({
      operType: 3,
      status: '0',
      userType: 0,
      loginAccount: 'OCB1000000001',
      beId: '200',
      operatorType: 0,
    });
    expect(browse.title).toBe('管理员级别信息');
    expect(browse.timeDelay).toBeGreaterThanOrEqual(0);
    const edit = byUrl('/user/account/userCenter/edit')[0]!;
    expect(edit).toMatchObject({
      operType: 2,
      bodyParam: '{"securityAccount":"chenzq"}',
      operParam: null,
    });
    expect(byUrl('/user/account/loginout')[0]).toMatchObject({ operType: 1, status: '0' });
    expect(byUrl('/health')).toEqual([]);
  });
});
