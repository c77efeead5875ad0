import type { ContactInfo } from '@pn/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

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
    const res = await t.app.inject({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const body = res.json<{ status: string; result: ContactInfo }>();
    expect(body.status).toBe('0');
    expect(body.result).toEqual({
      phone: '400-123-4567',
      hotline: '400-765-4321',
      email: 'biz@example.org',
      serviceHours: '工作日 9:00-18:00',
      address: '',
      edition: 'national',
    });
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
