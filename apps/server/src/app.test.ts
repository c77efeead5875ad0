import { Messages, Status } from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../test/helpers.js';
import { visitorToken } from './modules/sms/sms.test-support.js';

describe('API envelope, errors and platform endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('answers health with status "0" while the database is reachable', async () => {
    const res = await t.call<{ database: string }>({
      method: 'GET',
      url: '/unionmallmanage/health',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('0');
    expect(res.body.result.database).toBe('up');
    expect(res.body.result).toMatchObject({ ready: true });
  });

  it('answers unknown API paths with the envelope and HTTP 404', async () => {
    const res = await t.call({ method: 'GET', url: '/unionmallmanage/no/such/path' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({
      status: Status.NOT_FOUND,
      message: Messages.NOT_FOUND,
      result: null,
    });
    const post = await t.call({ method: 'POST', url: '/unionmallmanage/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.body.status).toBe(Status.NOT_FOUND);
  });

  it('answers unknown non-API paths with the envelope when the web app is not built', async () => {
    const res = await t.call({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe(Status.NOT_FOUND);
  });

  it('rejects invalid input with HTTP 400 and the rule’s Chinese message, naming the field', async () => {
    const res = await t.call<{ errors: { field: string; message: string }[] }>({
      method: 'GET',
      url: '/unionmallmanage/sm/announcement/manager/list?page=0',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(Status.VALIDATION_FAILED);
    expect(res.body.message).toBe('页码最小为1');
    expect(res.body.result.errors[0]).toEqual({ field: 'page', message: '页码最小为1' });

    const body = await t.call<{ errors: { field: string }[] }>({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog/error/add',
      payload: { logList: [] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.body.message).toBe('日志不能为空');
    expect(body.body.result.errors[0]?.field).toBe('logList');
  });

  it('uses Chinese default messages where a rule names none', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog/error/add',
      payload: { logList: 'oops' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('rejects malformed JSON and oversized bodies with the envelope', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog/error/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"logList": [',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({
      status: Status.VALIDATION_FAILED,
      message: '请求内容不是有效的JSON',
      result: null,
    });

    const big = await t.call({
      method: 'POST',
      url: '/unionmallmanage/sm/sysOperStandardLog/error/add',
      payload: { logList: [{ transId: 'x', message: 'y'.repeat(4000), status: '1' }] },
    });
    expect(big.statusCode).toBe(413);
    expect(big.body.status).toBe(Status.PAYLOAD_TOO_LARGE);
    expect(big.body.message).toBe(Messages.PAYLOAD_TOO_LARGE);
  });

  it('sends security headers and echoes a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/unionmallmanage/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/unionmallmanage/health' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document generated from the zod schemas, and its UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/unionmallmanage/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const list = doc.paths['/unionmallmanage/sm/announcement/manager/list'].get;
    const names = list.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'pageSize', 'status', 'place']));
    expect(doc.paths['/unionmallmanage/health']).toBeDefined();
    const body = doc.paths['/unionmallmanage/sm/sysOperStandardLog/error/add'].post.requestBody;
    expect(JSON.stringify(body)).toContain('logList');

    const ui = await t.app.inject({ method: 'GET', url: '/unionmallmanage/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers an unexpected failure with a generic message, no stack, and a request id', async () => {
    await sql`alter table announcement rename to announcement_gone`.execute(t.database.db);
    try {
      const res = await t.call<{ requestId: string }>({
        method: 'GET',
        url: '/unionmallmanage/sm/announcement/manager/list',
      });
      expect(res.statusCode).toBe(500);
      expect(res.body.status).toBe(Status.INTERNAL_ERROR);
      expect(res.body.message).toBe(Messages.INTERNAL_ERROR);
      expect(JSON.stringify(res.body)).not.toMatch(/announcement|stack|at /);
      expect(res.body.result.requestId).toBe(res.headers['x-request-id']);
    } finally {
      await sql`alter table announcement_gone rename to announcement`.execute(t.database.db);
    }
  });

  it('answers health with HTTP 503 and a non-success status when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.call<{ database: string }>({
      method: 'GET',
      url: '/unionmallmanage/health',
    });
    expect(res.statusCode).toBe(503);
    expect(res.body.status).toBe(Status.UNAVAILABLE);
    expect(res.body.result.database).toBe('down');
    expect(res.body.result).toMatchObject({ ready: false });
    await other.close();
  });
});

describe('the API reference in production', () => {
  const PRODUCTION = { NODE_ENV: 'production', SMS_TEST_CAPTURE: '', DEVICE_SIMULATOR: '0' };
  // The page, its assets, its JSON and the document itself.
  const DOC_URLS = [
    '/unionmallmanage/docs/',
    '/unionmallmanage/docs',
    '/unionmallmanage/docs/json',
    '/unionmallmanage/docs/yaml',
    '/unionmallmanage/docs/static/index.html',
    '/unionmallmanage/docs/static/swagger-initializer.js',
    '/unionmallmanage/docs/static/swagger-ui.css',
    '/unionmallmanage/openapi.json',
  ];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(() => t.close());

  it('refuses anonymous callers, customers and visitors with the envelope and no document', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    const visitor = await visitorToken(t);
    for (const url of DOC_URLS) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({
        status: Status.SESSION_EXPIRED,
        message: Messages.SESSION_EXPIRED,
        result: null,
      });
      expect(anonymous.body).not.toContain('/sm/');
      for (const token of [customer, visitor]) {
        const res = await t.app.inject({ method: 'GET', url, headers: authed(token) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json().status).toBe(Status.FORBIDDEN);
        expect(res.body).not.toContain('/sm/');
      }
    }
    // A token that is no session is anonymous too.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/unionmallmanage/openapi.json',
      headers: authed('x'.repeat(40)),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('serves signed-in administrators and operators', async () => {
    for (const account of ['admin', 'editor']) {
      const token = await loginAs(t, account);
      const doc = await t.app.inject({
        method: 'GET',
        url: '/unionmallmanage/openapi.json',
        headers: authed(token),
      });
      expect(doc.statusCode, account).toBe(200);
      expect(doc.json().paths['/unionmallmanage/sm/announcement/manager/list']).toBeDefined();
      const ui = await t.app.inject({
        method: 'GET',
        url: '/unionmallmanage/docs/',
        headers: authed(token),
      });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
      const css = await t.app.inject({
        method: 'GET',
        url: '/unionmallmanage/docs/static/swagger-ui.css',
        headers: authed(token),
      });
      expect(css.statusCode).toBe(200);
    }
  });

  it('leaves the rest of the API as it was', async () => {
    const health = await t.call({ method: 'GET', url: '/unionmallmanage/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers anyone with API_DOCS_PUBLIC=1', async () => {
    const open = await createTestApp({ ...PRODUCTION, API_DOCS_PUBLIC: '1' });
    try {
      for (const url of ['/unionmallmanage/openapi.json', '/unionmallmanage/docs/']) {
        const res = await open.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
      }
    } finally {
      await open.close();
    }
  });
});
