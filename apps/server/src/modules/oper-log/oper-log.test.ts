import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { accountIdOf, insertAccount, loginWith } from '../sms/sms.test-support.js';
import { rangeOf } from '../../lib/time-range.js';
import { grantExportPermission, readSheet } from '../../../test/export-support.js';
import { Messages } from '@pn/shared';

const API = '/unionmallmanage';

interface OperRow {
  id: number;
  status: string;
  operType: number;
  operUrl: string;
  title: string;
  loginAccount: string;
  bodyParam: string;
  createTime: string;
}
interface AttemptRow {
  id: number;
  loginAccount: string;
  success: boolean;
  method: string;
}

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

describe('operation log and login records', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of [
      'admin',
      'gd_admin',
      'sz_admin',
      'editor',
      'OCB1000000001',
      'OCB1000000002',
      '13800138000',
    ]) {
      tokens[who] = await loginAs(t, who);
    }
    await insertAccount(t, {
      loginAccount: 'OCB1000000001_ops',
      password: 'Test@12345',
      customerOf: 'OCB1000000001',
      parentAccountId: await accountIdOf(t, 'OCB1000000001'),
      menus: ['home', 'home.overview'],
    });
    tokens['OCB1000000001_ops'] = await loginWith(t, 'OCB1000000001_ops', 'Test@12345');
    // Everyone browses something; one wrong password for an account nobody has.
    for (const token of Object.values(tokens)) {
      await t.call({
        method: 'GET',
        url: `${API}/user/account/productMenu`,
        headers: authed(token),
      });
    }
    await t.call({
      method: 'POST',
      url: `${API}/user/account/common/login`,
      payload: { loginAccount: 'ghost_user', password: 'Wrong@12345' },
    });
    await t.app.flushOperLog();
  });
  afterAll(() => t.close());

  const operLog = (who: string, qs = '') =>
    t.call<{ data: OperRow[]; total: number }>({
      method: 'GET',
      url: `${API}/sm/sysOperStandardLog/list?pageSize=50${qs}`,
      headers: authed(tokens[who]!),
    });
  const accountsIn = (rows: { loginAccount: string }[]) =>
    [...new Set(rows.map((r) => r.loginAccount))].sort();

  it('shows a customer only its own enterprise’s rows', async () => {
    const res = await operLog('OCB1000000001');
    expect(res.statusCode).toBe(200);
    expect(accountsIn(res.body.result.data)).toEqual(['OCB1000000001', 'OCB1000000001_ops']);
    const other = await operLog('13800138000');
    expect(accountsIn(other.body.result.data)).toEqual(['13800138000']);
  });

  it('shows administrators the rows of their province or city', async () => {
    const gd = accountsIn((await operLog('gd_admin')).body.result.data);
    expect(gd).toEqual(
      expect.arrayContaining(['13800138000', 'OCB1000000001', 'gd_admin', 'sz_admin']),
    );
    expect(gd).not.toContain('OCB1000000002');
    expect(gd).not.toContain('admin');
    const sz = accountsIn((await operLog('sz_admin')).body.result.data);
    expect(sz).toEqual(['OCB1000000001', 'OCB1000000001_ops', 'sz_admin']);
    const all = accountsIn((await operLog('admin')).body.result.data);
    expect(all).toEqual(expect.arrayContaining(['OCB1000000002', 'admin', 'editor']));
  });

  it('lists newest first with formatted times and masked secrets', async () => {
    const { data } = (await operLog('admin')).body.result;
    const ids = data.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(data[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const login = data.find((d) => d.operUrl.endsWith('/common/login') && d.bodyParam);
    expect(login?.bodyParam).toContain('"password":"******"');
  });

  it('filters by type, keyword and date', async () => {
    const logins = (await operLog('admin', '&operType=0')).body.result.data;
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((d) => d.operType === 0)).toBe(true);
    const menus = (await operLog('admin', '&keyword=PRODUCTMENU')).body.result.data;
    expect(menus.length).toBeGreaterThan(0);
    expect(menus.every((d) => d.operUrl.endsWith('/productMenu'))).toBe(true);
    const byAccount = (await operLog('admin', '&keyword=gd_adm')).body.result.data;
    expect(accountsIn(byAccount)).toEqual(['gd_admin']);
    const today = ymd(new Date());
    const tomorrow = ymd(new Date(Date.now() + 86_400_000));
    const yesterday = ymd(new Date(Date.now() - 86_400_000));
    expect(
      (await operLog('admin', `&dateFrom=${today}&dateTo=${today}`)).body.result.total,
    ).toBeGreaterThan(0);
    expect((await operLog('admin', `&dateFrom=${tomorrow}`)).body.result.total).toBe(0);
    expect((await operLog('admin', `&dateTo=${yesterday}`)).body.result.total).toBe(0);
    const bad = await operLog('admin', '&dateFrom=2026/01/01');
    expect(bad.statusCode).toBe(400);
  });

  it('filters by outcome: status 0 or any other', async () => {
    const failed = (await operLog('admin', '&success=false')).body.result.data;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((d) => d.status !== '0')).toBe(true);
    expect(failed.map((d) => d.loginAccount)).toContain('ghost_user');
    const succeeded = (await operLog('admin', '&success=true')).body.result;
    expect(succeeded.data.every((d) => d.status === '0')).toBe(true);
    // Counted over the logins only: the log is written in the background (flushed every
    // second), and this test's own requests may land between two counts of everything.
    const logins = '&operType=0';
    const all = (await operLog('admin', logins)).body.result.total;
    const loginsSucceeded = (await operLog('admin', `${logins}&success=true`)).body.result.total;
    const loginsFailed = (await operLog('admin', `${logins}&success=0`)).body.result.total;
    expect(loginsSucceeded).toBeGreaterThan(0);
    expect(loginsFailed).toBeGreaterThan(0);
    expect(loginsSucceeded + loginsFailed).toBe(all);
    const bad = await operLog('admin', '&success=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('操作结果只能是true或false');
  });

  it('is closed to accounts without either log menu', async () => {
    expect((await operLog('editor')).statusCode).toBe(403);
    expect((await operLog('OCB1000000001_ops')).statusCode).toBe(403);
  });

  describe('export', () => {
    const exportAs = (who: string, qs = '') =>
      t.app.inject({
        method: 'GET',
        url: `${API}/sm/sysOperStandardLog/export?${qs}`,
        headers: authed(tokens[who]!),
      });

    it('needs an approved export permission and one of the log menus', async () => {
      const refused = await exportAs('OCB1000000001');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: '100403', message: Messages.NO_PERMISSION });
      await grantExportPermission(t, 'editor');
      expect((await exportAs('editor')).statusCode).toBe(403);
    });

    it('writes the caller’s own rows, filtered, newest first, as the list shows them', async () => {
      await grantExportPermission(t, 'OCB1000000001');
      // The menu reads of the set-up: this test's own calls are logged too, as they flush.
      const filter = 'operType=3&keyword=productMenu';
      const res = await exportAs('OCB1000000001', filter);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="operation-log_\d{8}\.xlsx"; filename\*=UTF-8''%E6%93%8D%E4%BD%9C%E6%97%A5%E5%BF%97_\d{8}\.xlsx$/,
      );
      const { name, rows } = await readSheet(res.rawPayload);
      expect(name).toBe('操作日志');
      expect(rows[0]!.slice(0, 4)).toEqual(['操作时间', '操作账号', '账号类型', '操作类型']);
      const body = rows.slice(1);
      const listed = (await operLog('OCB1000000001', `&${filter}`)).body.result;
      expect(body).toHaveLength(listed.total);
      expect(listed.total).toBeGreaterThanOrEqual(2);
      expect([...new Set(body.map((r) => r[1]))].sort()).toEqual([
        'OCB1000000001',
        'OCB1000000001_ops',
      ]);
      expect(body.every((r) => r[3] === '浏览查询')).toBe(true);
      expect(body.map((r) => r[0])).toEqual(listed.data.map((r) => r.createTime));
    });
  });

  it('reads a date without a time as the whole day', () => {
    const { from, to } = rangeOf({ dateFrom: '2026-03-01', dateTo: '2026-03-02' });
    expect(from).toEqual(new Date(2026, 2, 1));
    expect(to).toEqual(new Date(2026, 2, 3));
    expect(rangeOf({ dateTo: '2026-03-02 10:00:00' }).to).toEqual(new Date(2026, 2, 2, 10, 0, 1));
  });

  describe('login records', () => {
    const attempts = (who: string, qs = '') =>
      t.call<{ data: AttemptRow[]; total: number }>({
        method: 'GET',
        url: `${API}/sm/loginAttempt/list?pageSize=50${qs}`,
        headers: authed(tokens[who]!),
      });

    it('scopes records by the account’s place; unknown accounts are national only', async () => {
      const all = (await attempts('admin')).body.result.data;
      expect(accountsIn(all)).toEqual(expect.arrayContaining(['ghost_user', 'OCB1000000002']));
      const gd = accountsIn((await attempts('gd_admin')).body.result.data);
      expect(gd).toEqual(expect.arrayContaining(['13800138000', 'OCB1000000001', 'gd_admin']));
      expect(gd).not.toContain('ghost_user');
      expect(gd).not.toContain('OCB1000000002');
      const sz = accountsIn((await attempts('sz_admin')).body.result.data);
      expect(sz).toEqual(['OCB1000000001', 'OCB1000000001_ops', 'sz_admin']);
    });

    it('filters by outcome and account, and is closed to customers', async () => {
      const failed = (await attempts('admin', '&success=false')).body.result.data;
      expect(failed.map((d) => d.loginAccount)).toEqual(['ghost_user']);
      const mine = (await attempts('admin', '&keyword=OCB1000000002')).body.result.data;
      expect(accountsIn(mine)).toEqual(['OCB1000000002']);
      expect((await attempts('OCB1000000001')).statusCode).toBe(403);
    });
  });
});
