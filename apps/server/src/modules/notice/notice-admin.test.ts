import {
  ContentOperCode,
  NoticeStatus,
  Status,
  type ContentVersionItem,
  type NoticeAdminItem,
  type NoticeItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, visitorToken, type GateSession } from '../content-admin/testing.js';

const BASE = '/unionmallmanage/sm/announcement/manager';

describe('notice (announcement) manager', () => {
  let t: TestApp;
  let editor: GateSession;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
  });
  afterAll(() => t.close());

  const save = (payload: object) =>
    t.call<NoticeAdminItem>({ method: 'POST', url: BASE, headers: editor.headers(), payload });
  const setStatus = (id: number, body: object) =>
    t.call<NoticeAdminItem>({
      method: 'PATCH',
      url: `${BASE}/${id}/status`,
      headers: editor.headers(ContentOperCode.PUBLISH),
      payload: body,
    });
  const remove = (id: number) =>
    t.call({ method: 'DELETE', url: `${BASE}/${id}`, headers: editor.headers() });
  /** What the portal asks for, as an editor who is logged in would ask it too. */
  const portalTitles = async (token?: string) =>
    (
      await t.call<PageResult<NoticeItem>>({
        method: 'GET',
        url: `${BASE}/list?page=1&pageSize=50&status=1&place=1`,
        headers: token ? authed(token) : {},
      })
    ).body.result.data.map((d) => d.title);
  const adminList = (qs: string, token = editor.token) =>
    t.call<PageResult<NoticeAdminItem>>({
      method: 'GET',
      url: `${BASE}/admin/list?${qs}`,
      headers: authed(token),
    });

  it('creates a sanitised draft the portal does not show', async () => {
    const res = await save({
      title: '测试公告：网络割接',
      content:
        '<p onclick="x()">今晚割接<script>alert(1)</script><a href="javascript:void(0)">详情</a></p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      status: NoticeStatus.DRAFT,
      place: 1,
      releaseTime: '',
      scheduled: false,
      content: '<p>今晚割接<a>详情</a></p>',
    });
    expect(await portalTitles()).not.toContain('测试公告：网络割接');
    expect(await portalTitles(editor.token)).not.toContain('测试公告：网络割接');
    const detail = await t.call({ method: 'GET', url: `${BASE}/detail?id=${res.body.result.id}` });
    expect(detail.statusCode).toBe(404);
    const asEditor = await t.call<NoticeAdminItem>({
      method: 'GET',
      url: `${BASE}/detail?id=${res.body.result.id}`,
      headers: authed(editor.token),
    });
    expect(asEditor.body.result.title).toBe('测试公告：网络割接');
  });

  it('schedules, publishes and withdraws; the public list follows', async () => {
    const id = (await save({ title: '定时公告测试', content: '<p>正文</p>' })).body.result.id;

    const scheduled = await setStatus(id, { status: 1, releaseTime: '2099-12-31 08:00:00' });
    expect(scheduled.body.result).toMatchObject({
      status: 1,
      scheduled: true,
      releaseTime: '2099-12-31 08:00:00',
    });
    expect(await portalTitles(editor.token)).not.toContain('定时公告测试');
    const scheduledList = await adminList('status=1&keyword=定时公告');
    expect(scheduledList.body.result.data.map((d) => [d.title, d.scheduled])).toEqual([
      ['定时公告测试', true],
    ]);

    const now = await setStatus(id, { status: 1 });
    expect(now.body.result.scheduled).toBe(false);
    expect((await portalTitles())[0]).toBe('定时公告测试');
    const latest = await t.call<PageResult<NoticeItem>>({
      method: 'GET',
      url: `${BASE}/list?page=1&pageSize=1&status=1&place=1`,
    });
    expect(latest.body.result.data[0]!.title).toBe('定时公告测试');

    const withdrawn = await setStatus(id, { status: 2 });
    expect(withdrawn.body.result.status).toBe(NoticeStatus.WITHDRAWN);
    expect(await portalTitles()).not.toContain('定时公告测试');

    const console = (await save({ title: '控制台公告测试', content: '', place: 2 })).body.result;
    await setStatus(console.id, { status: 1 });
    expect(await portalTitles()).not.toContain('控制台公告测试');
  });

  it('deletes drafts and withdrawn notices but not published ones, keeping the history', async () => {
    const id = (await save({ title: '待删除公告', content: '<p>旧内容</p>' })).body.result.id;
    await setStatus(id, { status: 1 });
    const refused = await remove(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe('已发布的公告请先下线再删除');

    await setStatus(id, { status: 2 });
    const deleted = await remove(id);
    expect(deleted.statusCode).toBe(200);
    expect((await remove(id)).statusCode).toBe(404);
    const history = await t.call<PageResult<ContentVersionItem>>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions?type=notice&id=${id}`,
      headers: authed(editor.token),
    });
    expect(history.body.result.data.map((v) => v.action)).toEqual([
      'delete',
      'withdraw',
      'publish',
      'create',
    ]);
  });

  it('edits a notice without changing its release', async () => {
    const id = (await save({ title: '修改前的标题', content: '' })).body.result.id;
    await setStatus(id, { status: 1 });
    const edited = await save({ id, title: '修改后的标题', content: '<p>补充说明</p>' });
    expect(edited.body.result).toMatchObject({ id, title: '修改后的标题', status: 1 });
    expect(await portalTitles()).toContain('修改后的标题');
    expect((await save({ id: 987654, title: '不存在' })).statusCode).toBe(404);
  });

  it('requires the notice menu, the security token and PUBLISH for a release', async () => {
    const customer = await loginAs(t, 'OCB1000000001');
    const visitor = await visitorToken(t);
    for (const [headers, code] of [
      [authed(customer), 403],
      [authed(visitor), 403],
      [{}, 401],
    ] as const) {
      const list = await t.call({ method: 'GET', url: `${BASE}/admin/list`, headers });
      expect(list.statusCode).toBe(code);
      const post = await t.call({
        method: 'POST',
        url: BASE,
        headers: { ...headers, securityToken: editor.securityToken },
        payload: { title: '越权公告' },
      });
      expect(post.statusCode).toBe(code);
      const del = await t.call({ method: 'DELETE', url: `${BASE}/1`, headers });
      expect(del.statusCode).toBe(code);
    }
    const id = (await save({ title: '网关公告' })).body.result.id;
    const noCode = await t.call({
      method: 'PATCH',
      url: `${BASE}/${id}/status`,
      headers: editor.headers(),
      payload: { status: 1 },
    });
    expect(noCode.body.status).toBe(Status.OPER_CODE_INVALID);
    const noToken = await t.call({
      method: 'DELETE',
      url: `${BASE}/${id}`,
      headers: authed(editor.token),
    });
    expect(noToken.body.status).toBe(Status.SECURITY_TOKEN_INVALID);
  });
});
