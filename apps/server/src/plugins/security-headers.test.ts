import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { SECURITY_OPTIONS, securityHeadersOf } from './security-headers.js';

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

  it('reach every answer: an API path, an unknown path and a refusal', async () => {
    const headers = securityHeadersOf(SECURITY_OPTIONS);
    for (const url of [
      '/unionmallmanage/health',
      '/unionmallmanage/no-such-path',
      '/unionmallmanage/icm/sim/overview',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(headers)) {
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      }
    }
  });
});
