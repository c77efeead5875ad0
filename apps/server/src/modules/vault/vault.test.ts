import { Messages, Status } from '@pn/shared';
import type { AuthUser } from '../../lib/auth-user.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import {
  accountIdOf,
  lastSms,
  lastSmsCode,
  resetSmsLimits,
  visitorToken,
} from '../sms/sms.test-support.js';
import { hasExportPermission, mayDecide, VaultMessages } from './vault.service.js';

const API = '/unionmallmanage';

interface Application {
  id: number;
  loginAccount: string;
  status: number;
  beId: string;
  areaCode: string;
  approverName: string;
  remark: string;
}

describe('data-export permission', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of [
      'admin',
      'gd_admin',
      'sz_admin',
      'OCB1000000001',
      'OCB1000000002',
      '13800138000',
      'approver',
    ]) {
      tokens[who] = await loginAs(t, who);
    }
  });
  afterAll(() => t.close());

  const telOf = async (who: string) =>
    (
      await t.database.db
        .selectFrom('account')
        .select('tel')
        .where('loginAccount', '=', who)
        .executeTakeFirstOrThrow()
    ).tel!;
  /** Asks for an identity code for `who` and returns it. */
  const verifyCode = async (who: string) => {
    const tel = await telOf(who);
    await resetSmsLimits(t, tel);
    const res = await t.call({
      method: 'POST',
      url: `${API}/sm/sysOperStandardLog/phone/getVerifiCode`,
      headers: authed(tokens[who]!),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    return lastSmsCode(t, tel);
  };
  const apply = (who: string, vaultCode: string, over: object = {}) =>
    t.call<{ approverName: string; approverTel: string } | null>({
      method: 'POST',
      url: `${API}/user/vault/applyPermission`,
      headers: authed(tokens[who]!),
      payload: {
        adminType: null,
        beId: '200',
        department: '信息中心',
        location: '广东深圳',
        applyAccount: `4a_${who}`.slice(0, 20),
        vaultCode,
        ...over,
      },
    });
  const permission = (who: string) =>
    t.call<{ status: string; approverName?: string; approverTel?: string; remark?: string }>({
      method: 'GET',
      url: `${API}/user/vault/permission`,
      headers: authed(tokens[who]!),
    });
  const applications = (who: string, qs = '') =>
    t.call<{ data: Application[]; total: number }>({
      method: 'GET',
      url: `${API}/user/vault/applications?pageSize=50${qs}`,
      headers: authed(tokens[who]!),
    });
  const decide = (who: string, id: number, action: 'approve' | 'reject', remark?: string) =>
    t.call({
      method: 'POST',
      url: `${API}/user/vault/applications/${id}/${action}`,
      headers: authed(tokens[who]!),
      payload: remark === undefined ? {} : { remark },
    });
  const applicationOf = async (who: string) => {
    const row = await t.database.db
      .selectFrom('exportPermission as e')
      .innerJoin('account as a', 'a.id', 'e.accountId')
      .select(['e.id', 'e.status', 'e.beId', 'e.areaCode', 'e.applyAccount', 'e.department'])
      .where('a.loginAccount', '=', who)
      .orderBy('e.id', 'desc')
      .executeTakeFirstOrThrow();
    return row;
  };

  it('starts with no permission', async () => {
    const res = await permission('OCB1000000001');
    expect(res.body.result).toEqual({ status: 'none' });
    expect(await hasExportPermission(t.database.db, await accountIdOf(t, 'OCB1000000001'))).toBe(
      false,
    );
  });

  it('refuses a wrong verification code and files nothing', async () => {
    const code = await verifyCode('OCB1000000001');
    const res = await apply('OCB1000000001', code === '000000' ? '111111' : '000000');
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(Status.SMS_CODE_INVALID);
    expect((await permission('OCB1000000001')).body.result.status).toBe('none');
  });

  it('files an application naming the city administrator, and fills the 4A account', async () => {
    const code = await lastSmsCode(t, '13823456781');
    const res = await apply('OCB1000000001', code);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(Status.OK);
    expect(res.body.result).toEqual({ approverName: '林嘉欣', approverTel: '13800000003' });
    const row = await applicationOf('OCB1000000001');
    expect(row).toMatchObject({
      status: 0,
      beId: '200',
      areaCode: '755',
      applyAccount: '4a_OCB1000000001',
    });
    const account = await t.database.db
      .selectFrom('account')
      .select(['department', 'securityAccount'])
      .where('loginAccount', '=', 'OCB1000000001')
      .executeTakeFirstOrThrow();
    // The department on file stays; the missing 4A account is filled in.
    expect(account).toEqual({ department: '信息中心', securityAccount: '4a_OCB1000000001' });
    expect((await permission('OCB1000000001')).body.result).toEqual({
      status: 'pending',
      approverName: '林嘉欣',
      approverTel: '13800000003',
    });
  });

  it('answers status 1 (already applied) with HTTP 200 while one is pending', async () => {
    const res = await apply('OCB1000000001', '123456');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: Status.ALREADY_APPLIED,
      message: Messages.ALREADY_APPLIED,
      result: null,
    });
  });

  it('names the province administrator, else the national one, as approver', async () => {
    const guangzhou = await apply('13800138000', await verifyCode('13800138000'));
    expect(guangzhou.body.result).toEqual({ approverName: '黄晓明', approverTel: '13800000002' });
    const zhejiang = await apply('OCB1000000002', await verifyCode('OCB1000000002'));
    expect(zhejiang.body.result).toEqual({ approverName: '张国栋', approverTel: '13800000001' });
    const province = await apply('gd_admin', await verifyCode('gd_admin'));
    expect(province.body.result?.approverName).toBe('张国栋');
  });

  it('lists applications within each administrator’s scope', async () => {
    const names = async (who: string) =>
      (await applications(who)).body.result.data.map((d) => d.loginAccount).sort();
    expect(await names('sz_admin')).toEqual(['OCB1000000001']);
    expect(await names('gd_admin')).toEqual(['13800138000', 'OCB1000000001', 'gd_admin']);
    expect(await names('approver')).toEqual([
      '13800138000',
      'OCB1000000001',
      'OCB1000000002',
      'gd_admin',
    ]);
    expect(await names('admin')).toEqual(await names('approver'));
    const pending = await applications('admin', '&status=1');
    expect(pending.body.result.total).toBe(0);
    expect((await applications('OCB1000000001')).statusCode).toBe(403);
  });

  it('lets no administrator decide outside its scope, or its own application', async () => {
    const guangzhou = await applicationOf('13800138000');
    const outside = await decide('sz_admin', guangzhou.id, 'approve');
    expect(outside.statusCode).toBe(403);
    const own = await decide('gd_admin', (await applicationOf('gd_admin')).id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.body.message).toBe(VaultMessages.OWN);
    expect((await applicationOf('13800138000')).status).toBe(0);
    expect((await decide('admin', 999_999, 'approve')).statusCode).toBe(404);
  });

  it('approves within scope, texts the applicant, and grants the permission', async () => {
    const row = await applicationOf('OCB1000000001');
    const res = await decide('sz_admin', row.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect((await permission('OCB1000000001')).body.result).toMatchObject({
      status: 'approved',
      approverName: '林嘉欣',
    });
    expect((await lastSms(t, '13823456781'))?.content).toContain('数据导出权限申请已审批通过');
    expect(await hasExportPermission(t.database.db, await accountIdOf(t, 'OCB1000000001'))).toBe(
      true,
    );
    const again = await decide('gd_admin', row.id, 'reject', '重复审批');
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(VaultMessages.DECIDED);
    // Approved counts as already applied.
    expect((await apply('OCB1000000001', '123456')).body.status).toBe(Status.ALREADY_APPLIED);
  });

  it('leaves the applicant a message on the decision, readable by it alone', async () => {
    const notices = await t.call<{ data: { id: number; title: string; read: boolean }[] }>({
      method: 'GET',
      url: `${API}/user/notice/list?category=approval`,
      headers: authed(tokens.OCB1000000001!),
    });
    const approved = notices.body.result.data.find((n) => n.title === '数据导出权限申请已通过');
    expect(approved).toMatchObject({ read: false });
    const unread = await t.call<{ unread: number }>({
      method: 'GET',
      url: `${API}/user/notice/unreadCount`,
      headers: authed(tokens.OCB1000000001!),
    });
    expect(unread.body.result.unread).toBeGreaterThanOrEqual(1);
    const other = await t.call({
      method: 'GET',
      url: `${API}/user/notice/${approved!.id}`,
      headers: authed(tokens.OCB1000000002!),
    });
    expect(other.statusCode).toBe(404);
    const own = await t.call<{ read: boolean; content: string }>({
      method: 'GET',
      url: `${API}/user/notice/${approved!.id}`,
      headers: authed(tokens.OCB1000000001!),
    });
    expect(own.body.result).toMatchObject({ read: true });
    expect(own.body.result.content).toContain('林嘉欣');
    const after = await t.call<{ unread: number }>({
      method: 'GET',
      url: `${API}/user/notice/unreadCount`,
      headers: authed(tokens.OCB1000000001!),
    });
    expect(after.body.result.unread).toBe(unread.body.result.unread - 1);
  });

  it('shows an approver the applicant and its history, within scope', async () => {
    const row = await applicationOf('OCB1000000001');
    const detail = await t.call<{
      application: { id: number; decidable: boolean };
      applicant: { custName: string; tel: string };
      history: { id: number; status: number; approverName: string }[];
    }>({
      method: 'GET',
      url: `${API}/user/vault/applications/${row.id}`,
      headers: authed(tokens.gd_admin!),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body.result.applicant).toMatchObject({
      custName: '深圳市鹏城智能制造有限公司',
      tel: '138****6781',
    });
    expect(detail.body.result.application).toMatchObject({ id: row.id, decidable: false });
    expect(detail.body.result.history[0]).toMatchObject({
      id: row.id,
      status: 1,
      approverName: '林嘉欣',
    });
    const zhejiang = await applicationOf('OCB1000000002');
    const outside = await t.call({
      method: 'GET',
      url: `${API}/user/vault/applications/${zhejiang.id}`,
      headers: authed(tokens.gd_admin!),
    });
    expect(outside.statusCode).toBe(403);
  });

  it('asks a reason of a rejection and changes nothing without one', async () => {
    const row = await applicationOf('13800138000');
    const res = await decide('gd_admin', row.id, 'reject', '  ');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('请填写驳回原因');
    expect((await applicationOf('13800138000')).status).toBe(0);
  });

  it('sends a national administrator’s application to the designated approver', async () => {
    const res = await apply('admin', await verifyCode('admin'));
    expect(res.body.result).toEqual({ approverName: '赵敏', approverTel: '13800000005' });
    const approver = await loginAs(t, 'approver');
    const queue = await t.call<{ data: Application[] }>({
      method: 'GET',
      url: `${API}/user/vault/applications?status=0&keyword=admin&pageSize=50`,
      headers: authed(approver),
    });
    const mine = queue.body.result.data.find((a) => a.loginAccount === 'admin');
    expect(mine).toMatchObject({ decidable: true });
    const notices = await t.call<{ data: { title: string; link: string }[] }>({
      method: 'GET',
      url: `${API}/user/notice/list`,
      headers: authed(approver),
    });
    expect(notices.body.result.data[0]).toMatchObject({
      title: '有新的数据导出权限申请待审批',
      link: '/admin/approval/export',
    });
    expect((await decide('admin', mine!.id, 'approve')).statusCode).toBe(403);
    const ok = await t.call({
      method: 'POST',
      url: `${API}/user/vault/applications/${mine!.id}/approve`,
      headers: authed(approver),
      payload: {},
    });
    expect(ok.statusCode).toBe(200);
    expect((await permission('admin')).body.result.status).toBe('approved');
  });

  it('rejects with a remark, after which the applicant may apply again', async () => {
    const row = await applicationOf('13800138000');
    const res = await decide('gd_admin', row.id, 'reject', '请补充部门负责人审批材料');
    expect(res.statusCode).toBe(200);
    expect((await permission('13800138000')).body.result).toMatchObject({
      status: 'rejected',
      approverName: '黄晓明',
      remark: '请补充部门负责人审批材料',
    });
    expect(await hasExportPermission(t.database.db, await accountIdOf(t, '13800138000'))).toBe(
      false,
    );
    const again = await apply('13800138000', await verifyCode('13800138000'));
    expect(again.body.status).toBe(Status.OK);
  });

  it('validates the department rule and refuses visitors and anonymous callers', async () => {
    const bad = await apply('OCB1000000002', '123456', { department: '部门/非法' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('不超过20个字符，仅限中文、英文、数字、下划线、括号！');
    const visitor = await visitorToken(t);
    const res = await t.call({
      method: 'POST',
      url: `${API}/user/vault/applyPermission`,
      headers: authed(visitor),
      payload: { department: '访客', applyAccount: 'x', vaultCode: '1' },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.call({ method: 'GET', url: `${API}/user/vault/permission` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('who may decide an application', () => {
  const user = (over: Partial<AuthUser>): AuthUser => ({
    sessionId: 1,
    accountId: 1,
    loginAccount: 'x',
    kind: 'admin',
    name: 'x',
    realName: 'x',
    tel: null,
    customerId: null,
    custCode: '',
    parentAccountId: null,
    adminLevel: 1,
    beId: '200',
    areaCode: '',
    visitor: false,
    platId: null,
    menus: new Set(),
    writeMenus: new Set(),
    orgIds: null,
    ...over,
  });
  const pending = (adminType: number | null) => ({ accountId: 2, adminType, status: 0 });

  it('lets administrators decide customers’ applications, never their own', () => {
    expect(mayDecide(user({ adminLevel: 2 }), pending(null))).toBe(true);
    expect(mayDecide(user({}), { accountId: 1, adminType: null, status: 0 })).toBe(false);
    expect(mayDecide(user({}), { accountId: 2, adminType: null, status: 1 })).toBe(false);
  });

  it('takes an administrator’s application one level up, or to national level', () => {
    expect(mayDecide(user({ adminLevel: 1 }), pending(1))).toBe(false);
    expect(mayDecide(user({ adminLevel: 2 }), pending(1))).toBe(false);
    expect(mayDecide(user({ adminLevel: 1 }), pending(2))).toBe(true);
    expect(mayDecide(user({ adminLevel: 0 }), pending(0))).toBe(true);
    expect(mayDecide(user({ kind: 'operator', adminLevel: null }), pending(0))).toBe(true);
    expect(mayDecide(user({ kind: 'customer', adminLevel: null }), pending(null))).toBe(false);
  });
});
