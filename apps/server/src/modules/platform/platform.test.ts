import type { ContactInfo } from '@pn/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { DEFAULT_DEMO_NOTICE, loadConfig } from '../../config/env.js';
import { contactInfoOf } from './platform.routes.js';

const URL = '/unionmallmanage/user/platform/contactInfo';

describe('GET /user/platform/contactInfo', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers the configured lines with the email in the national edition', async () => {
    t = await createTestApp({
      CONTACT_PHONE: '400-123-4567',
      CONTACT_REPORT_HOTLINE: '400-765-4321',
      CONTACT_EMAIL: 'biz@example.org',
      CONTACT_SERVICE_HOURS: '工作日 9:00-18:00',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: URL,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    // Serialised once at start: sent as JSON text, small enough to go uncompressed.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    const body = res.json<{ status: string; result: ContactInfo }>();
    expect(body.status).toBe('0');
    expect(body.result).toEqual({
      phone: '400-123-4567',
      hotline: '400-765-4321',
      email: 'biz@example.org',
      serviceHours: '工作日 9:00-18:00',
      address: '',
      edition: 'national',
      icpFiling: null,
      demoNotice: DEFAULT_DEMO_NOTICE,
    });
  });

  it('serves the configured ICP filing and demo notice', async () => {
    t = await createTestApp({
      ICP_FILING: '粤ICP备12345678号-1',
      DEMO_NOTICE: '演示站点，内容仅供参考',
    });
    const body = (await t.app.inject({ method: 'GET', url: URL })).json<{
      result: ContactInfo;
    }>();
    expect(body.result.icpFiling).toBe('粤ICP备12345678号-1');
    expect(body.result.demoNotice).toBe('演示站点，内容仅供参考');
  });

  it('shows no demo notice outside the demo edition or when the notice is empty', async () => {
    for (const env of [
      { PORTAL_DEMO: '0' },
      { SEED_DEMO: '0' },
      { DEMO_NOTICE: '' },
      { DATABASE_URL: 'postgres://app@127.0.0.1/db' },
    ]) {
      expect(contactInfoOf(loadConfig(env)).demoNotice, JSON.stringify(env)).toBeNull();
    }
    // A real database can still run the demo edition when asked to.
    const demo = loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1/db', PORTAL_DEMO: '1' });
    expect(contactInfoOf(demo).demoNotice).toBe(DEFAULT_DEMO_NOTICE);
  });

  it('leaves the email line out of a province edition', async () => {
    t = await createTestApp({ PORTAL_EDITION: 'province' });
    const body = (await t.app.inject({ method: 'GET', url: URL })).json<{
      result: ContactInfo;
    }>();
    expect(body.result.edition).toBe('province');
    expect(body.result.email).toBeNull();
    expect(body.result.phone).toBe('400-000-5855');
  });

  it('refuses to start with a malformed contact mailbox', async () => {
    await expect(createTestApp({ CONTACT_EMAIL: 'not-an-address' })).rejects.toThrow(
      /CONTACT_EMAIL/,
    );
  });
});
