import { Messages } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

/** Every answer of an API path is the envelope, the router's own refusals included. */
describe('router and framework refusals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (method: string, url: string) => t.app.inject({ method: method as 'GET', url });

  it('answers an over-long path parameter with 414 in the envelope, without echoing the path', async () => {
    const id = '7'.repeat(100_000);
    const res = await send('PATCH', `/unionmallmanage/sm/newsinsight/${id}/status`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ status: '100414', message: Messages.URI_TOO_LONG, result: null });
    expect(res.body).not.toContain('7777777777');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a malformed URL with 400 in the envelope', async () => {
    const res = await send('GET', '/unionmallmanage/sm/newsinsight/%E0%A4%A/detail');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: '100400', message: Messages.BAD_URL, result: null });
    expect(res.body).not.toContain('%E0');
  });

  it('answers unsupported methods and unknown paths with 404 in the envelope', async () => {
    for (const [method, url] of [
      ['PROPFIND', '/unionmallmanage/health'],
      ['DELETE', '/unionmallmanage/health'],
      ['GET', '/unionmallmanage/no/such/path'],
    ]) {
      const res = await send(method!, url!);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ status: '100404', message: Messages.NOT_FOUND, result: null });
    }
  });
});
