import {
  ContentOperCode,
  NewsStatus,
  Status,
  type ContentVersionDetail,
  type ContentVersionItem,
  type NewsDetail,
  type NewsListItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { gateSession, visitorToken, type GateSession } from './testing.js';

const BASE = '/unionmallmanage/sm/newsinsight';
const HOSTILE = [
  '<p>第一段<strong>加粗</strong><script>alert(1)</script></p>',
  '<img src="x" onerror="alert(1)">',
  '<img src="https://cdn.example.com/a.png" onload="alert(2)" alt="图">',
  '<a href="javascript:alert(3)">坏链接</a>',
  '<a href="https://www.example.com" target="_blank" onclick="alert(4)">好链接</a>',
  '<p style="position:fixed" class="x">样式</p>',
  '<iframe src="https://evil.example"></iframe><svg><script>alert(5)</script></svg>',
].join('');

describe('news editor', () => {
  let t: TestApp;
  let editor: GateSession;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await gateSession(t);
  });
  afterAll(() => t.close());

  const save = (payload: object) =>
    t.call<NewsDetail>({ method: 'POST', url: BASE, headers: editor.headers(), payload });
  const setStatus = (id: number, body: object, operCode: string = ContentOperCode.PUBLISH) =>
    t.call<NewsDetail>({
      method: 'PATCH',
      url: `${BASE}/${id}/status`,
      headers: editor.headers(operCode),
      payload: body,
    });
  const portalIds = async () =>
    (
      await t.call<PageResult<NewsListItem>>({
        method: 'GET',
        url: `${BASE}/portal/list?pageSize=50`,
      })
    ).body.result.data.map((d) => d.id);
  const portalDetail = (id: number) => t.call({ method: 'GET', url: `${BASE}/detail?id=${id}` });
  const editorDetail = (
    id: number | string,
    headers: Record<string, string> = authed(editor.token),
  ) => t.call<NewsDetail>({ method: 'GET', url: `${BASE}/manager/detail?id=${id}`, headers });
  const storedViews = async (id: number) =>
    (
      await t.database.db
        .selectFrom('newsInsight')
        .select('viewCount')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).viewCount;

  it('sanitises the body before storing it: no script, handlers, javascript: or styles', async () => {
    const res = await save({ title: '安全测试资讯', summary: '摘要', content: HOSTILE });
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db
      .selectFrom('newsInsight')
      .select('content')
      .where('id', '=', res.body.result.id)
      .executeTakeFirstOrThrow();
    for (const html of [stored.content, res.body.result.content]) {
      expect(html).not.toMatch(
        /<script|onerror|onload|onclick|javascript:|style=|<iframe|<svg|alert/i,
      );
      expect(html).toContain('<p>第一段<strong>加粗</strong></p>');
      expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="图" />');
      expect(html).toContain(
        '<a href="https://www.example.com" target="_blank" rel="noopener noreferrer">好链接</a>',
      );
      expect(html).toContain('<a>坏链接</a>');
      expect(html).toContain('<p>样式</p>');
    }
  });

  it('refuses an empty body and a save without the security token', async () => {
    const empty = await save({ title: '无正文', content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('请输入资讯正文');
    const noToken = await t.call({
      method: 'POST',
      url: BASE,
      headers: authed(editor.token),
      payload: { title: '无令牌', content: '<p>正文</p>' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body.status).toBe(Status.SECURITY_TOKEN_INVALID);
  });

  it('publishes now, schedules for later, and withdraws, as the portal sees it', async () => {
    const created = await save({ title: '发布流程资讯', content: '<p>正文</p>' });
    const id = created.body.result.id;
    expect(created.body.result.status).toBe(NewsStatus.DRAFT);
    expect(await portalIds()).not.toContain(id);
    expect((await portalDetail(id)).statusCode).toBe(404);

    const scheduled = await setStatus(id, { status: 1, releaseTime: '2099-06-01 09:00:00' });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.body.result).toMatchObject({ status: 1, releaseTime: '2099-06-01 09:00:00' });
    expect(await portalIds()).not.toContain(id);
    expect((await portalDetail(id)).statusCode).toBe(404);

    const now = await setStatus(id, { status: 1 });
    expect(now.body.result.status).toBe(1);
    expect(await portalIds()).toContain(id);
    expect((await portalDetail(id)).statusCode).toBe(200);

    const withdrawn = await setStatus(id, { status: 2 });
    expect(withdrawn.body.result.status).toBe(NewsStatus.WITHDRAWN);
    expect(await portalIds()).not.toContain(id);
    expect((await portalDetail(id)).statusCode).toBe(404);

    const past = await setStatus(id, { status: 1, releaseTime: '2026-01-02T03:04:05+08:00' });
    expect(past.body.result.releaseTime).toBe('2026-01-02 03:04:05');
    expect(await portalIds()).toContain(id);

    for (const [body, message] of [
      [{ status: 0 }, '发布状态取值不正确'],
      [{ status: 2, releaseTime: '2099-01-01 00:00:00' }, '下线时不能设置发布时间'],
      [{ status: 1, releaseTime: '明天' }, '时间格式应为YYYY-MM-DD HH:mm:ss'],
      [{ status: 1, releaseTime: '2026-02-30 10:00:00' }, '时间不正确'],
    ] as const) {
      const res = await setStatus(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await setStatus(id, { status: 2 }, ContentOperCode.CASE_EDIT)).statusCode).toBe(403);
    expect((await setStatus(987654, { status: 2 })).statusCode).toBe(404);
  });

  it('lists every state for editors only, filtered by status and keyword', async () => {
    const all = await t.call<PageResult<NewsListItem>>({
      method: 'GET',
      url: `${BASE}/list?pageSize=50`,
      headers: authed(editor.token),
    });
    expect(all.statusCode).toBe(200);
    const statuses = new Set(all.body.result.data.map((d) => d.status));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
    const drafts = await t.call<PageResult<NewsListItem>>({
      method: 'GET',
      url: `${BASE}/list?status=0&keyword=${encodeURIComponent('安全测试')}`,
      headers: authed(editor.token),
    });
    expect(drafts.body.result.data.map((d) => d.title)).toEqual(['安全测试资讯']);

    const customer = await loginAs(t, 'OCB1000000001');
    const visitor = await visitorToken(t);
    for (const [headers, code] of [
      [authed(customer), 403],
      [authed(visitor), 403],
      [{}, 401],
    ] as const) {
      expect((await t.call({ method: 'GET', url: `${BASE}/list`, headers })).statusCode).toBe(code);
      const post = await t.call({
        method: 'POST',
        url: BASE,
        headers: { ...headers, securityToken: editor.securityToken },
        payload: { title: '越权资讯', content: '<p>x</p>' },
      });
      expect(post.statusCode).toBe(code);
    }
  });

  it('keeps the seeded item’s original text when it is first edited', async () => {
    const list = await t.call<PageResult<NewsListItem>>({
      method: 'GET',
      url: `${BASE}/portal/list?pageSize=1`,
    });
    const seeded = list.body.result.data[0]!;
    const before = (await editorDetail(seeded.id)).body.result;
    const edited = await save({ ...before, content: '<p>修订后的正文</p>' });
    expect(edited.body.result).toMatchObject({
      id: seeded.id,
      status: 1,
      content: '<p>修订后的正文</p>',
    });

    const history = await t.call<PageResult<ContentVersionItem>>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions?type=news&id=${seeded.id}`,
      headers: authed(editor.token),
    });
    const [update, original] = history.body.result.data;
    expect([update!.action, original!.action]).toEqual(['update', 'original']);
    const snapshot = await t.call<ContentVersionDetail>({
      method: 'GET',
      url: `/unionmallmanage/sm/content/versions/detail?versionId=${original!.versionId}`,
      headers: authed(editor.token),
    });
    expect(snapshot.body.result.snapshot.content).toBe(before.content);
  });

  it('lists when each item was last saved', async () => {
    const created = await save({ title: '更新时间资讯', content: '<p>正文</p>' });
    await t.database.db
      .updateTable('newsInsight')
      .set({ updatedAt: new Date('2026-03-04T05:06:07+08:00') })
      .where('id', '=', created.body.result.id)
      .execute();
    const listed = await t.call<PageResult<NewsListItem & { updateTime: string }>>({
      method: 'GET',
      url: `${BASE}/list?keyword=${encodeURIComponent('更新时间资讯')}`,
      headers: authed(editor.token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body.result.data).toHaveLength(1);
    expect(listed.body.result.data[0]).toMatchObject({
      id: created.body.result.id,
      updateTime: '2026-03-04 05:06:07',
    });
    // The portal's list stays as it was.
    const portal = await t.call<PageResult<NewsListItem>>({
      method: 'GET',
      url: `${BASE}/portal/list?pageSize=1`,
    });
    expect(portal.body.result.data[0]).not.toHaveProperty('updateTime');
  });

  it('opens a published item in the editor without counting a view; the portal still counts', async () => {
    const created = await save({ title: '浏览量资讯', content: '<p>正文</p>' });
    const id = created.body.result.id;
    await setStatus(id, { status: 1 });
    const before = await storedViews(id);

    const opened = await editorDetail(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.result).toMatchObject({ id, status: 1, viewCount: before });
    await editorDetail(id);
    expect(await storedViews(id)).toBe(before);

    const read = await portalDetail(id);
    expect(read.statusCode).toBe(200);
    expect(await storedViews(id)).toBe(before + 1);
    expect((await editorDetail(id)).body.result.viewCount).toBe(before + 1);
    expect(await storedViews(id)).toBe(before + 1);
  });

  it('lets only news editors open any item in the editor', async () => {
    const draft = await save({ title: '编辑详情草稿', content: '<p>草稿</p>' });
    const id = draft.body.result.id;
    const opened = await editorDetail(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.body.result).toMatchObject({ id, status: 0, content: '<p>草稿</p>' });

    const customer = await loginAs(t, 'OCB1000000001');
    expect((await editorDetail(id, authed(customer))).statusCode).toBe(403);
    expect((await editorDetail(id, {})).statusCode).toBe(401);
    const missing = await editorDetail(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('资讯不存在');
    const none = await editorDetail('abc');
    expect(none.statusCode).toBe(400);
  });
});
