import { Messages, Status } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import {
  accountIdOf,
  lastSms,
  lastSmsCode,
  resetSmsLimits,
  visitorToken,
} from '../sms/sms.test-support.js';
import { hasExportPermission, VaultMessages } from './vault.service.js';

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
    expect(await names('admin')).toEqual([
      '13800138000',
      'OCB1000000001',
      'OCB1000000002',
      'gd_admin',
    ]);
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
    const again = await decide('gd_admin', row.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(VaultMessages.DECIDED);
    // Approved counts as already applied.
    expect((await apply('OCB1000000001', '123456')).body.status).toBe(Status.ALREADY_APPLIED);
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
