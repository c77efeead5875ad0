import { Messages, Status } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, type TestApp } from '../../../test/helpers.js';
import { NO_4A_MESSAGE } from './sso.routes.js';
import { signSso } from './sso.service.js';

const API = '/unionmallmanage';
const SECRET = 'sso-test-secret-0123456789';
const EXTERNAL_4A = 'https://4a.example.com/login';

describe('SSO and 4A', () => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    [t, bare] = await Promise.all([
      createTestApp({
        SSO_SECRET: SECRET,
        SSO_MAX_AGE_SECONDS: '300',
        EXTERNAL_4A_URL: EXTERNAL_4A,
      }),
      createTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()]);
  });

  const link = (over: Record<string, string> = {}, secret = SECRET) => {
    const loginAccount = over.loginAccount ?? 'OCB1000000001';
    const platId = over.platId ?? 'PLAT01';
    const timestamp = over.timestamp ?? String(Date.now());
    return {
      loginAccount,
      platId,
      timestamp,
      token: signSso(secret, loginAccount, platId, timestamp),
      from: 'partner',
      ...over,
    };
  };
  const sso = (app: TestApp, body: object) =>
    app.call<{ username: string; name: string; token: string; platId: string }>({
      method: 'POST',
      url: `${API}/user/account/third/control/sso`,
      payload: body,
    });
  const lastAttempt = (app: TestApp) =>
    app.database.db
      .selectFrom('loginAttempt')
      .selectAll()
      .where('method', '=', 'sso')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const refused = (res: Awaited<ReturnType<typeof sso>>) => {
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({
      status: Status.FORBIDDEN,
      message: Messages.SSO_INVALID,
      result: null,
    });
  };

  it('logs in from a valid signed link and answers username, name, token and platId', async () => {
    const res = await sso(t, link());
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual({
      username: 'OCB1000000001',
      name: '陈志强',
      token: expect.any(String),
      platId: 'PLAT01',
    });
    const menu = await t.call({
      method: 'GET',
      url: `${API}/user/account/productMenu`,
      headers: authed(res.body.result.token),
    });
    expect(menu.statusCode).toBe(200);
    const session = await t.database.db
      .selectFrom('session')
      .select(['platId', 'loginMethod'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ platId: 'PLAT01', loginMethod: 'sso' });
    expect(await lastAttempt(t)).toMatchObject({ success: true, loginAccount: 'OCB1000000001' });
  });

  it('refuses a link used a second time', async () => {
    const body = link({ loginAccount: 'OCB1000000002' });
    expect((await sso(t, body)).statusCode).toBe(200);
    refused(await sso(t, body));
    expect(await lastAttempt(t)).toMatchObject({ success: false, reason: 'replayed' });
  });

  it('refuses a bad signature and records the failure', async () => {
    refused(await sso(t, link({}, 'another-secret')));
    expect(await lastAttempt(t)).toMatchObject({
      success: false,
      reason: 'bad_signature',
      loginAccount: 'OCB1000000001',
    });
    // The signature covers every signed field.
    const good = link();
    refused(await sso(t, { ...good, platId: 'PLAT02' }));
  });

  it('refuses an expired link and one dated in the future', async () => {
    refused(await sso(t, link({ timestamp: String(Date.now() - 301_000) })));
    expect((await lastAttempt(t)).reason).toBe('expired');
    refused(await sso(t, link({ timestamp: String(Date.now() + 120_000) })));
    expect((await sso(t, link({ timestamp: String(Date.now() + 30_000) }))).statusCode).toBe(200);
  });

  it('refuses missing parameters, unknown and disabled accounts', async () => {
    const { token: _token, ...noToken } = link();
    refused(await sso(t, noToken));
    refused(await sso(t, link({ timestamp: 'yesterday' })));
    refused(await sso(t, link({ loginAccount: 'nobody' })));
    expect((await lastAttempt(t)).reason).toBe('unknown_account');
    await t.database.db
      .updateTable('account')
      .set({ status: 0 })
      .where('loginAccount', '=', '13800138000')
      .execute();
    refused(await sso(t, link({ loginAccount: '13800138000' })));
    expect((await lastAttempt(t)).reason).toBe('disabled');
    refused(await sso(t, link({ loginAccount: 'visitor' })));
  });

  it('refuses everything while no secret is configured', async () => {
    refused(await sso(bare, link()));
    expect(await lastAttempt(bare)).toMatchObject({ success: false, reason: 'sso_disabled' });
  });

  it('redirects the 4A endpoints to the configured address', async () => {
    const login = await t.app.inject({ method: 'GET', url: `${API}/user/account/login/4a` });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe(EXTERNAL_4A);
    const encrypt = await t.app.inject({
      method: 'GET',
      url: `${API}/user/account/4a/encrypt?data=a%2Bb&sign=xyz`,
    });
    expect(encrypt.statusCode).toBe(302);
    expect(encrypt.headers.location).toBe(`${EXTERNAL_4A}?data=a%2Bb&sign=xyz`);
    const plain = await t.app.inject({ method: 'GET', url: `${API}/user/account/4a/encrypt` });
    expect(plain.headers.location).toBe(EXTERNAL_4A);
  });

  it('answers 404 on the 4A endpoints when no address is configured', async () => {
    for (const path of ['/user/account/login/4a', '/user/account/4a/encrypt?x=1']) {
      const res = await bare.call({ method: 'GET', url: `${API}${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).toEqual({ status: Status.NOT_FOUND, message: NO_4A_MESSAGE, result: null });
    }
  });

  it('signs with hex HMAC-SHA256 of loginAccount|platId|timestamp', () => {
    // Reference value from `printf 'a|p|1' | openssl dgst -sha256 -hmac k`.
    expect(signSso('k', 'a', 'p', 1)).toBe(
      'b3b864bcf674d3511158f581e8861f46617c541899c3f66f050ab52c43978553',
    );
  });
});
