import { Messages, Status } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../test/helpers.js';

const API = '/unionmallmanage';

describe('NUL bytes in the input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses U+0000 in a keyword, a body field or a key with 400 and a Chinese message', async () => {
    const token = await loginAs(t, 'admin');
    const cases = [
      { method: 'GET' as const, url: `${API}/sm/announcement/manager/list?keyword=a%00b` },
      {
        method: 'POST' as const,
        url: `${API}/user/account/common/login`,
        payload: { loginAccount: 'adm\u0000in', password: 'Admin@12345' },
      },
      {
        method: 'GET' as const,
        url: `${API}/sm/announcement/manager/admin/list?keyword=%00`,
        headers: authed(token),
      },
    ];
    for (const c of cases) {
      const res = await t.call(c);
      expect(res.statusCode, c.url).toBe(400);
      expect(res.body).toEqual({
        status: Status.VALIDATION_FAILED,
        message: Messages.NUL_CHARACTER,
        result: null,
      });
    }
    // Nothing was recorded for the refused login.
    const attempts = await t.database.db
      .selectFrom('loginAttempt')
      .select('id')
      .where('loginAccount', 'like', 'adm%in')
      .where('success', '=', false)
      .execute();
    expect(attempts).toHaveLength(0);
  });

  it('still takes ordinary text, control characters other than NUL included', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${API}/sm/announcement/manager/list?keyword=${encodeURIComponent('公告\t')}`,
    });
    expect(res.statusCode).toBe(200);
  });
});
