import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { API_SECURITY_HEADERS, SECURITY_OPTIONS, securityHeadersOf } from './security-headers.js';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are exactly what helmet sets on a real response', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    helmet(SECURITY_OPTIONS)(res.req, res, () => {});
    const expected = Object.fromEntries(
      Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]),
    );
    expect(securityHeadersOf(SECURITY_OPTIONS)).toEqual(expected);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
  });

  it('reach every API answer as the lean set, with its request id: a path, an unknown path and a refusal', async () => {
    for (const url of [
      '/unionmallmanage/health',
      '/unionmallmanage/user/platform/contactInfo',
      '/unionmallmanage/no-such-path',
      '/unionmallmanage/icm/sim/overview',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      // None of the document-only headers.
      expect(res.headers['origin-agent-cluster'], url).toBeUndefined();
      expect(String(res.headers['x-request-id']), url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('reach pages and the API docs as the full set', async () => {
    const full = securityHeadersOf(SECURITY_OPTIONS);
    for (const url of ['/home', '/no-such-page', '/unionmallmanage/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(full)) {
        if (name === 'content-security-policy' && url.includes('/docs')) continue;
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
      expect(String(res.headers['x-request-id']), url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
