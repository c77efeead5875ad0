import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { consumeCaptcha } from './captcha.service.js';

const image = (t: TestApp, uuid: string) =>
  t.app.inject({
    method: 'GET',
    url: `/unionmallmanage/user/account/generateVerifyCode?uuid=${uuid}`,
  });

describe('image captcha', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('serves an uncached SVG whose random answer the browser never sees', async () => {
    t = await createTestApp();
    const res = await image(t, 'captcha-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<svg/);
    // Without a fixed answer configured, guessing the test answer fails.
    expect(await consumeCaptcha(t.database.db, 'captcha-0001', 'E2E8')).toBe(false);
  });

  it('draws the configured fixed answer for browser tests, still one attempt per image', async () => {
    t = await createTestApp({ CAPTCHA_FIXED_ANSWER: 'E2E8' });
    await image(t, 'captcha-0002');
    expect(await consumeCaptcha(t.database.db, 'captcha-0002', 'e2e8')).toBe(true);
    expect(await consumeCaptcha(t.database.db, 'captcha-0002', 'E2E8')).toBe(false);
  });

  it('refuses a malformed fixed answer at start-up', async () => {
    await expect(createTestApp({ CAPTCHA_FIXED_ANSWER: 'abc' })).rejects.toThrow(
      /CAPTCHA_FIXED_ANSWER/,
    );
  });
});
