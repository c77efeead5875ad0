import {
  ContentOperCode,
  parseNet5gContent,
  SOLUTION_APP_SCENES_MAX,
  SOLUTION_BUSINESS_NEEDS_MAX,
  SOLUTION_CUSTOMER_CASES_MAX,
  Status,
  type ContentVersionItem,
  type PageResult,
  type SolutionDetail,
  type SolutionListItem,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, visitorToken, type GateSession } from './testing.js';

const BASE = '/unionmallmanage/sm/content/manager';
const row = (title: string) => ({
  title,
  description: '说明',
  url: '/images/solutions/scenes/a.svg',
});
const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`行${i + 1}`));
const NET5G = JSON.stringify([
  { checked: true, desc: '业务隔离：专用DNN与切片' },
  { checked: false, desc: '业务加速：上行增强' },
]);

describe('solution editor', () => {
  let t: TestApp;
  let editor: GateSession;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
  });
  afterAll(() => t.close());

  const save = (payload: object, operCode: string = ContentOperCode.SOLUTION_ADD) =>
    t.call<SolutionDetail>({
      method: 'POST',
      url: BASE,
      headers: editor.headers(operCode),
      payload,
    });
  const call = (path: string, operCode: string = ContentOperCode.PUBLISH) =>
    t.call<SolutionDetail>({
      method: 'GET',
      url: `${BASE}/${path}`,
      headers: editor.headers(operCode),
    });
  const publicIds = async () =>
    (
      await t.call<PageResult<SolutionListItem>>({
        method: 'GET',
        url: `${BASE}/list?page=1&pageSize=1000&state=1`,
      })
    ).body.result.data.map((d) => d.pkId);
  const base = { methodName: '测试方案：智慧园区', trade: 'manufacturing' };

  it('saves the whole form with each list at its maximum and the 5G items', async () => {
    const res = await save({
      ...base,
      businessNeeds: rows(SOLUTION_BUSINESS_NEEDS_MAX),
      appScenes: rows(SOLUTION_APP_SCENES_MAX),
      customerCases: rows(SOLUTION_CUSTOMER_CASES_MAX),
      net5gContent: NET5G,
      net5gDesc: '网络能力说明',
      sceneContent: '场景说明',
    });
    expect(res.statusCode).toBe(200);
    const s = res.body.result;
    expect([s.businessNeeds.length, s.appScenes.length, s.customerCases.length]).toEqual([4, 8, 5]);
    expect(parseNet5gContent(s.net5gContent)).toEqual([
      { checked: true, desc: '业务隔离：专用DNN与切片' },
      { checked: false, desc: '业务加速：上行增强' },
    ]);
    expect(s).toMatchObject({ state: 0, authorized: false, industryName: '智能制造' });
  });

  it('refuses one row over each maximum, counting after blank rows are dropped', async () => {
    const over = [
      ['businessNeeds', SOLUTION_BUSINESS_NEEDS_MAX, '业务需求最多4条'],
      ['appScenes', SOLUTION_APP_SCENES_MAX, '应用场景最多8条'],
      ['customerCases', SOLUTION_CUSTOMER_CASES_MAX, '客户案例最多5条'],
    ] as const;
    for (const [field, max, message] of over) {
      const res = await save({ ...base, [field]: rows(max + 1) });
      expect(res.statusCode, field).toBe(400);
      expect(res.body).toMatchObject({ status: Status.VALIDATION_FAILED, message });
      const padded = await save({ ...base, [field]: [row(''), ...rows(max), row('  ')] });
      expect(padded.statusCode, field).toBe(200);
      expect(padded.body.result[field]).toHaveLength(max);
    }
    const blank = await save({
      ...base,
      businessNeeds: [row('')],
      appScenes: [row('')],
      customerCases: [],
    });
    expect(blank.body.result).toMatchObject({
      businessNeeds: [],
      appScenes: [],
      customerCases: [],
    });
  });

  it('refuses malformed 5G items and the wrong operator codes', async () => {
    const bad = await save({ ...base, net5gContent: '[{"checked":"yes","desc":1}]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('5G网络能力格式不正确');
    const caseCode = await save(base, ContentOperCode.CASE_ADD);
    expect(caseCode.body.status).toBe(Status.OPER_CODE_INVALID);
    const id = (await save(base)).body.result.pkId;
    const addForEdit = await save({ ...base, pkId: id }, ContentOperCode.SOLUTION_ADD);
    expect(addForEdit.body.message).toBe('操作编码与当前操作不符，本操作应使用SOLUTION_EDIT');
    expect(
      (await call(`authorize?id=${id}&authorized=1`, ContentOperCode.SOLUTION_EDIT)).statusCode,
    ).toBe(403);
  });

  it('publishes only an authorised solution; revoking the authorisation withdraws it', async () => {
    const created = await save({ ...base, methodName: '授权流程方案', businessNeeds: rows(2) });
    const id = created.body.result.pkId;

    const early = await call(`updateStats?id=${id}&status=1`);
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('该方案尚未完成展示授权，请先授权再发布');
    expect(await publicIds()).not.toContain(id);

    const authorized = await call(`authorize?id=${id}&authorized=1`);
    expect(authorized.body).toMatchObject({
      message: '授权成功',
      result: { authorized: true, state: 0 },
    });
    const published = await call(`updateStats?id=${id}&status=1`);
    expect(published.body.result).toMatchObject({ state: 1, authorized: true });
    expect(await publicIds()).toContain(id);
    const portal = await t.call<SolutionDetail>({ method: 'GET', url: `${BASE}/detail?id=${id}` });
    expect(portal.body.result.methodName).toBe('授权流程方案');

    const withdrawn = await call(`updateStats?id=${id}&status=0`);
    expect(withdrawn.body.result).toMatchObject({ state: 0, authorized: true });
    expect(await publicIds()).not.toContain(id);

    await call(`updateStats?id=${id}&status=1`);
    const revoked = await call(`authorize?id=${id}&authorized=0`);
    expect(revoked.body).toMatchObject({
      message: '已取消授权',
      result: { authorized: false, state: 0 },
    });
    expect(await publicIds()).not.toContain(id);
    expect((await t.call({ method: 'GET', url: `${BASE}/detail?id=${id}` })).statusCode).toBe(404);

    const history = await t.call<PageResult<ContentVersionItem>>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions?type=solution&id=${id}`,
      headers: authed(editor.token),
    });
    expect(history.body.result.data.map((v) => v.action)).toEqual([
      'revoke',
      'publish',
      'withdraw',
      'publish',
      'authorize',
      'create',
    ]);
    expect(history.body.result.total).toBe(6);

    expect((await call('authorize?id=987654&authorized=1')).statusCode).toBe(404);
    expect((await call(`authorize?id=${id}&authorized=2`)).statusCode).toBe(400);
    expect((await call(`authorize?id=${id}`)).body.message).toBe('请提供授权状态');
  });

  it('refuses customers, the visitor and anonymous callers', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    const visitor = await visitorToken(t);
    for (const [token, code] of [
      [customer, 403],
      [visitor, 403],
      [undefined, 401],
    ] as const) {
      const headers = {
        ...(token ? authed(token) : {}),
        operCode: ContentOperCode.SOLUTION_ADD,
        securityToken: editor.securityToken,
      };
      expect((await t.call({ method: 'POST', url: BASE, headers, payload: base })).statusCode).toBe(
        code,
      );
      for (const path of ['updateStats?id=1&status=1', 'authorize?id=1&authorized=1']) {
        const res = await t.call({
          method: 'GET',
          url: `${BASE}/${path}`,
          headers: { ...headers, operCode: ContentOperCode.PUBLISH },
        });
        expect(res.statusCode, path).toBe(code);
      }
    }
  });
});
