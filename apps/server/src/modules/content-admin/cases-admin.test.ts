import {
  CASE_BUSINESS_NEEDS_MAX,
  ContentOperCode,
  Status,
  type CaseDetail,
  type CaseListItem,
  type ContentVersionDetail,
  type ContentVersionItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, visitorToken, type GateSession } from './testing.js';

const BASE = '/unionmallmanage/sm/success/case';
const row = (title: string) => ({ title, description: `${title}的说明`, url: '' });
const rows = (n: number, prefix = '需求') =>
  Array.from({ length: n }, (_, i) => row(`${prefix}${i + 1}`));

describe('success-case editor', () => {
  let t: TestApp;
  let editor: GateSession;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
  });
  afterAll(() => t.close());

  const save = (payload: object, operCode: string = ContentOperCode.CASE_ADD) =>
    t.call<CaseDetail>({ method: 'POST', url: BASE, headers: editor.headers(operCode), payload });
  const setStatus = (id: number, status: number) =>
    t.call<CaseDetail>({
      method: 'GET',
      url: `${BASE}/updateStats?id=${id}&status=${status}`,
      headers: editor.headers(ContentOperCode.PUBLISH),
    });
  const publicList = () =>
    t.call<PageResult<CaseListItem>>({
      method: 'GET',
      url: `${BASE}/list?page=1&pageSize=1000&state=1`,
    });
  const publicDetail = (id: number) =>
    t.call<CaseDetail>({ method: 'GET', url: `${BASE}/detail?id=${id}` });
  const versions = (id: number, token = editor.token) =>
    t.call<PageResult<ContentVersionItem>>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions?type=case&id=${id}`,
      headers: authed(token),
    });

  it('creates a draft that only editors see, with blank rows dropped', async () => {
    const res = await save({
      name: '测试案例：智慧水务',
      trade: 'energy',
      background: '背景说明',
      businessNeeds: [
        row('远程抄表'),
        row(''),
        row('   '),
        { title: '', description: '只有描述', url: '' },
        row('管网监测'),
      ],
      serviceContent: JSON.stringify([{ code: 'A2', desc: '业务隔离' }]),
      state: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('保存成功');
    const c = res.body.result;
    expect(c.businessNeeds.map((r) => r.title)).toEqual(['远程抄表', '管网监测']);
    // Saving never publishes: the form's state is not a way around updateStats.
    expect(c).toMatchObject({ state: 0, type: null, industryName: '电力能源', publishTime: '' });
    expect((await publicDetail(c.pkId)).statusCode).toBe(404);
    const managed = await t.call<PageResult<CaseListItem>>({
      method: 'GET',
      url: `${BASE}/list?state=0&keyword=${encodeURIComponent('智慧水务')}`,
      headers: authed(editor.token),
    });
    expect(managed.body.result.data.map((d) => d.pkId)).toEqual([c.pkId]);
  });

  it('keeps at most 8 business needs, counted after blank rows are dropped', async () => {
    const eight = await save({
      name: '八条需求',
      trade: 'port',
      businessNeeds: rows(CASE_BUSINESS_NEEDS_MAX),
    });
    expect(eight.statusCode).toBe(200);
    expect(eight.body.result.businessNeeds).toHaveLength(8);

    const eightAndBlank = await save({
      name: '八条加空行',
      trade: 'port',
      businessNeeds: [...rows(4), row(''), ...rows(4, '其他'), row(' ')],
    });
    expect(eightAndBlank.statusCode).toBe(200);
    expect(eightAndBlank.body.result.businessNeeds).toHaveLength(8);

    const nine = await save({ name: '九条需求', trade: 'port', businessNeeds: rows(9) });
    expect(nine.statusCode).toBe(400);
    expect(nine.body).toMatchObject({
      status: Status.VALIDATION_FAILED,
      message: '业务需求最多8条',
    });
    const names = (await t.database.db.selectFrom('successCase').select('name').execute()).map(
      (r) => r.name,
    );
    expect(names).not.toContain('九条需求');
  });

  it('stores an empty list when the only row is empty (the editor shows one empty row)', async () => {
    const res = await save({ name: '空行案例', trade: 'port', businessNeeds: [row('')] });
    expect(res.body.result.businessNeeds).toEqual([]);
    const edited = await save(
      { pkId: res.body.result.pkId, name: '空行案例', trade: 'port', businessNeeds: [] },
      ContentOperCode.CASE_EDIT,
    );
    expect(edited.body.result.businessNeeds).toEqual([]);
  });

  it('refuses an unknown industry, an unknown case and unsafe picture links', async () => {
    const industry = await save({ name: '无行业', trade: 'no-such-industry' });
    expect(industry.statusCode).toBe(400);
    expect(industry.body.message).toBe('所选行业不存在');
    const missing = await save(
      { pkId: 987654, name: '不存在', trade: 'port' },
      ContentOperCode.CASE_EDIT,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('案例不存在');
    for (const front of [
      'javascript:alert(1)',
      '//evil.example/a.png',
      'data:image/png;base64,AA',
    ]) {
      const res = await save({ name: '坏图片', trade: 'port', front });
      expect(res.statusCode, front).toBe(400);
      expect(res.body.message).toBe('封面图片只能是站内路径或http(s)地址');
    }
    const link = await save({
      name: '坏链接',
      trade: 'port',
      businessNeeds: [{ title: '需求', description: '', url: 'javascript:alert(1)' }],
    });
    expect(link.statusCode).toBe(400);
  });

  it('publishes to the portal, withdraws from it, and an edit keeps the published state', async () => {
    const created = await save({ name: '发布流程案例', trade: 'mining', businessNeeds: rows(2) });
    const id = created.body.result.pkId;
    expect((await publicList()).body.result.data.map((d) => d.pkId)).not.toContain(id);

    const published = await setStatus(id, 1);
    expect(published.statusCode).toBe(200);
    expect(published.body.message).toBe('发布成功');
    expect(published.body.result.state).toBe(1);
    expect(published.body.result.publishTime).not.toBe('');
    expect((await publicList()).body.result.data.map((d) => d.pkId)).toContain(id);
    expect((await publicDetail(id)).body.result.name).toBe('发布流程案例');

    const edited = await save(
      { pkId: id, name: '发布流程案例（修订）', trade: 'mining', businessNeeds: rows(3) },
      ContentOperCode.CASE_EDIT,
    );
    expect(edited.body.result.state).toBe(1);
    expect((await publicDetail(id)).body.result.name).toBe('发布流程案例（修订）');

    const withdrawn = await setStatus(id, 0);
    expect(withdrawn.body.result).toMatchObject({ state: 0, publishTime: '' });
    expect((await publicList()).body.result.data.map((d) => d.pkId)).not.toContain(id);
    expect((await publicDetail(id)).statusCode).toBe(404);

    const bad = await setStatus(id, 2);
    expect(bad.statusCode).toBe(400);
    const missing = await setStatus(987654, 1);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses customers, the visitor and anonymous callers on every write', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    const mobileCustomer = await loginAs(t, '13800138000');
    const visitor = await visitorToken(t);
    const province = await loginAs(t, 'gd_admin');
    const payload = { name: '越权案例', trade: 'port' };
    for (const [token, code] of [
      [customer, 403],
      [mobileCustomer, 403],
      [visitor, 403],
      [province, 403],
      [undefined, 401],
    ] as const) {
      const headers = {
        ...(token ? authed(token) : {}),
        operCode: ContentOperCode.CASE_ADD,
        securityToken: editor.securityToken,
      };
      const post = await t.call({ method: 'POST', url: BASE, headers, payload });
      expect(post.statusCode).toBe(code);
      const publish = await t.call({
        method: 'GET',
        url: `${BASE}/updateStats?id=1&status=1`,
        headers: { ...headers, operCode: ContentOperCode.PUBLISH },
      });
      expect(publish.statusCode).toBe(code);
    }
    const names = (await t.database.db.selectFrom('successCase').select('name').execute()).map(
      (r) => r.name,
    );
    expect(names).not.toContain('越权案例');
  });

  it('keeps every version, the built-in case’s original included, and logs who saved', async () => {
    const grid = await t.call<CaseDetail>({ method: 'GET', url: `${BASE}/detail?type=powerGrid` });
    const original = grid.body.result;
    const edited = await save(
      {
        ...original,
        name: '南方电网切片实践（修订）',
        businessNeeds: original.businessNeeds.slice(0, 2),
      },
      ContentOperCode.CASE_EDIT,
    );
    expect(edited.statusCode).toBe(200);
    await setStatus(original.pkId, 0);

    const list = await versions(original.pkId);
    expect(list.statusCode).toBe(200);
    const items = list.body.result.data;
    expect(items.map((v) => [v.version, v.action, v.operCode, v.operator])).toEqual([
      [3, 'withdraw', 'PUBLISH', 'editor'],
      [2, 'update', 'CASE_EDIT', 'editor'],
      [1, 'original', '', ''],
    ]);
    const first = await t.call<ContentVersionDetail>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions/detail?versionId=${items[2]!.versionId}`,
      headers: authed(editor.token),
    });
    expect(first.body.result.snapshot).toMatchObject({
      pkId: original.pkId,
      name: original.name,
      state: 1,
      businessNeeds: original.businessNeeds,
    });
    const second = await t.call<ContentVersionDetail>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions/detail?versionId=${items[1]!.versionId}`,
      headers: authed(editor.token),
    });
    expect(second.body.result.snapshot).toMatchObject({
      name: '南方电网切片实践（修订）',
      businessNeeds: original.businessNeeds.slice(0, 2),
    });

    const customer = await loginAs(t, 'OCB1000000001');
    expect((await versions(original.pkId, customer)).statusCode).toBe(403);
    const none = await t.call({
      method: 'GET',
      url: '/unionmallmanage/sm/content/versions/detail?versionId=987654',
      headers: authed(editor.token),
    });
    expect(none.statusCode).toBe(404);
    const badType = await t.call({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions?type=faq&id=${original.pkId}`,
      headers: authed(editor.token),
    });
    expect(badType.statusCode).toBe(400);

    await t.app.flushOperLog();
    const logged = await t.database.db
      .selectFrom('operLog')
      .select(['loginAccount', 'status', 'title', 'bodyParam', 'createdAt'])
      .where('operUrl', '=', BASE)
      .where('loginAccount', '=', 'editor')
      .where('status', '=', Status.OK)
      .execute();
    expect(logged.some((l) => l.bodyParam?.includes('南方电网切片实践（修订）'))).toBe(true);
    expect(logged[0]!.title).toBe('保存成功案例');
  });
});
