import {
  CONTENT_TOKEN_TTL_SECONDS,
  ContentOperCode,
  Messages,
  Status,
  type CaseDetail,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { sha256 } from '../../lib/tokens.js';
import { fetchSecurityToken, gateSession, visitorToken, type GateSession } from './testing.js';

const CASE = '/unionmallmanage/sm/success/case';
const form = (name: string, pkId?: number) => ({
  name,
  trade: 'energy',
  ...(pkId ? { pkId } : {}),
});

describe('content gateway: operCode and securityToken', () => {
  let t: TestApp;
  let editor: GateSession;
  let existingId: number;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
    const created = await t.call<CaseDetail>({
      method: 'POST',
      url: CASE,
      headers: editor.headers(ContentOperCode.CASE_ADD),
      payload: form('网关测试案例'),
    });
    existingId = created.body.result.pkId;
  });
  afterAll(() => t.close());

  const save = (headers: Record<string, string>, pkId?: number) =>
    t.call({ method: 'POST', url: CASE, headers, payload: form('网关测试案例', pkId) });

  it('issues a short-lived token bound to the session and stores only its hash', async () => {
    const res = await fetchSecurityToken(t, editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { securityToken, expiresIn, expireTime } = res.body.result;
    expect(securityToken.length).toBeGreaterThanOrEqual(40);
    expect(expiresIn).toBe(CONTENT_TOKEN_TTL_SECONDS);
    expect(expireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const rows = await t.database.db.selectFrom('contentSecurityToken').selectAll().execute();
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(securityToken));
    expect(JSON.stringify(rows)).not.toContain(securityToken);
  });

  it('refuses a token to customers, the visitor and anonymous callers', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    expect((await fetchSecurityToken(t, customer)).statusCode).toBe(403);
    expect((await fetchSecurityToken(t, await visitorToken(t))).statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'GET',
      url: '/unionmallmanage/sm/content/securityToken',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a save without operCode, with another operation’s code, or the wrong add/edit code', async () => {
    const cases: [Record<string, string>, number | undefined, string][] = [
      [editor.headers(), undefined, Messages.OPER_CODE_REQUIRED],
      [editor.headers('NOPE'), undefined, Messages.operCodeMismatch('CASE_ADD')],
      [editor.headers(ContentOperCode.CASE_EDIT), undefined, Messages.operCodeMismatch('CASE_ADD')],
      [
        editor.headers(ContentOperCode.SOLUTION_ADD),
        undefined,
        Messages.operCodeMismatch('CASE_ADD'),
      ],
      [
        editor.headers(ContentOperCode.CASE_ADD),
        existingId,
        Messages.operCodeMismatch('CASE_EDIT'),
      ],
      [editor.headers(ContentOperCode.PUBLISH), existingId, Messages.operCodeMismatch('CASE_EDIT')],
    ];
    for (const [headers, pkId, message] of cases) {
      const res = await save(headers, pkId);
      expect(res.statusCode, message).toBe(403);
      expect(res.body).toMatchObject({ status: Status.OPER_CODE_INVALID, message });
    }
    const publish = await t.call({
      method: 'GET',
      url: `${CASE}/updateStats?id=${existingId}&status=1`,
      headers: editor.headers(ContentOperCode.CASE_EDIT),
    });
    expect(publish.body).toMatchObject({
      status: Status.OPER_CODE_INVALID,
      message: Messages.operCodeMismatch('PUBLISH'),
    });
  });

  it('refuses a missing, wrong, or another session’s security token', async () => {
    const missing = await save({ ...authed(editor.token), operCode: ContentOperCode.CASE_ADD });
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toMatchObject({
      status: Status.SECURITY_TOKEN_INVALID,
      message: Messages.SECURITY_TOKEN_REQUIRED,
    });
    const wrong = await save({
      ...authed(editor.token),
      operCode: ContentOperCode.CASE_ADD,
      securityToken: 'x'.repeat(43),
    });
    expect(wrong.body).toMatchObject({
      status: Status.SECURITY_TOKEN_INVALID,
      message: Messages.SECURITY_TOKEN_INVALID,
    });
    // A second session of the same editor cannot use the first session's token.
    const other = await loginAs(t, 'editor');
    const borrowed = await save({
      ...authed(other),
      operCode: ContentOperCode.CASE_ADD,
      securityToken: editor.securityToken,
    });
    expect(borrowed.body.message).toBe(Messages.SECURITY_TOKEN_INVALID);
    // The national administrator holds the content menus but needs a token of its own.
    const admin = await gateSession(t, 'admin');
    const adminWithEditorToken = await save({
      ...authed(admin.token),
      operCode: ContentOperCode.CASE_ADD,
      securityToken: editor.securityToken,
    });
    expect(adminWithEditorToken.statusCode).toBe(403);
    expect((await save(admin.headers(ContentOperCode.CASE_ADD))).statusCode).toBe(200);
  });

  it('refuses an expired token and one whose session has logged out', async () => {
    const session = await gateSession(t);
    await t.database.db
      .updateTable('contentSecurityToken')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', sha256(session.securityToken))
      .execute();
    const expired = await save(session.headers(ContentOperCode.CASE_ADD));
    expect(expired.body).toMatchObject({
      status: Status.SECURITY_TOKEN_INVALID,
      message: Messages.SECURITY_TOKEN_INVALID,
    });

    const leaving = await gateSession(t);
    await t.call({
      method: 'POST',
      url: '/unionmallmanage/user/account/loginout',
      headers: authed(leaving.token),
    });
    const afterLogout = await save(leaving.headers(ContentOperCode.CASE_ADD));
    expect(afterLogout.statusCode).toBe(401);
  });

  it('accepts the right code with a live token of the same session', async () => {
    const add = await save(editor.headers(ContentOperCode.CASE_ADD));
    expect(add.statusCode).toBe(200);
    const edit = await save(editor.headers(ContentOperCode.CASE_EDIT), existingId);
    expect(edit.statusCode).toBe(200);
  });
});
