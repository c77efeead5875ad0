import {
  NewsStatus,
  PAGE_SIZE_MAX,
  Status,
  type NewsDetail,
  type NewsListItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const BASE = '/unionmallmanage/sm/newsinsight';
const SEEDED_RELEASED = 8;
const SEEDED_SCHEDULED = '平台年度服务升级预告';
const SEEDED_DRAFT = '双域专网在高校的应用实践（草稿）';
const SEEDED_WITHDRAWN = '关于5G快线资费说明的更正（已撤回）';
const FRESH = '测试资讯：刚刚发布';
const FAR_FUTURE = '测试资讯：2099年才发布';

describe('news insight', () => {
  let t: TestApp;
  let editor: string;
  let customer: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    editor = await loginAs(t, 'editor');
    customer = await loginAs(t, 'OCB1000000001');
    await t.database.db
      .insertInto('newsInsight')
      .values([
        {
          title: FRESH,
          status: NewsStatus.PUBLISHED,
          releaseTime: new Date(Date.now() - 60_000),
          content: '<p>正文</p>',
        },
        { title: FAR_FUTURE, status: NewsStatus.PUBLISHED, releaseTime: '2099-01-01T00:00:00Z' },
      ])
      .execute();
    const rows = await t.database.db.selectFrom('newsInsight').select(['id', 'title']).execute();
    for (const r of rows) ids[r.title] = r.id;
  });
  afterAll(() => t.close());

  const list = (qs: string, token?: string) =>
    t.call<PageResult<NewsListItem>>({
      method: 'GET',
      url: `${BASE}/portal/list?${qs}`,
      headers: token ? authed(token) : {},
    });
  const detail = (id: number | string, token?: string) =>
    t.call<NewsDetail>({
      method: 'GET',
      url: `${BASE}/detail?id=${id}`,
      headers: token ? authed(token) : {},
    });

  it('lists published, released news newest first', async () => {
    const res = await list('pageSize=50');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.body.result;
    expect(total).toBe(SEEDED_RELEASED + 1);
    expect(data[0]!.title).toBe(FRESH);
    expect(data[1]!.title).toBe('平台“成功案例”与“行业解决方案”专区全新上线');
    const times = data.map((d) => d.releaseTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.every((d) => d.status === NewsStatus.PUBLISHED)).toBe(true);
    expect(data[1]).toMatchObject({
      summary: expect.stringContaining('成功案例'),
      cover: expect.stringMatching(/^\/images\/news\//),
      source: '5G专网运营平台',
      releaseTime: '2026-11-18 10:00:00',
    });
  });

  it('hides scheduled, draft and withdrawn items from the public and from customers', async () => {
    const seeded = await t.database.db
      .selectFrom('newsInsight')
      .select('releaseTime')
      .where('title', '=', SEEDED_SCHEDULED)
      .executeTakeFirstOrThrow();
    expect(seeded.releaseTime.getTime()).toBeGreaterThan(Date.now());
    for (const token of [undefined, customer]) {
      for (const qs of ['pageSize=50', 'status=0&pageSize=50', 'status=2&pageSize=50']) {
        const titles = (await list(qs, token)).body.result.data.map((d) => d.title);
        expect(titles).toHaveLength(SEEDED_RELEASED + 1);
        for (const hidden of [SEEDED_SCHEDULED, FAR_FUTURE, SEEDED_DRAFT, SEEDED_WITHDRAWN]) {
          expect(titles).not.toContain(hidden);
        }
      }
      for (const hidden of [SEEDED_SCHEDULED, FAR_FUTURE, SEEDED_DRAFT, SEEDED_WITHDRAWN]) {
        const res = await detail(ids[hidden]!, token);
        expect(res.statusCode).toBe(404);
        expect(res.body.message).toBe('资讯不存在或未发布');
      }
    }
  });

  it('lets the news editor list and preview drafts and scheduled items on request', async () => {
    const drafts = await list('status=0', editor);
    expect(drafts.body.result.data.map((d) => d.title)).toEqual([SEEDED_DRAFT]);
    const published = await list('status=1&pageSize=50', editor);
    const titles = published.body.result.data.map((d) => d.title);
    expect(titles).toContain(SEEDED_SCHEDULED);
    expect(titles[0]).toBe(FAR_FUTURE);
    // Browsing the portal without a status, the editor sees what the public sees.
    expect((await list('pageSize=50', editor)).body.result.total).toBe(SEEDED_RELEASED + 1);

    const preview = await detail(ids[SEEDED_DRAFT]!, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.body.result).toMatchObject({ status: 0, viewCount: 0 });
    expect((await detail(ids[SEEDED_DRAFT]!, editor)).body.result.viewCount).toBe(0);
  });

  it('counts a view on every read of a released item', async () => {
    const id = ids[FRESH]!;
    const first = await detail(id);
    expect(first.statusCode).toBe(200);
    expect(first.body.result).toMatchObject({ id, title: FRESH, content: '<p>正文</p>' });
    const before = first.body.result.viewCount;
    expect((await detail(id, customer)).body.result.viewCount).toBe(before + 1);
    expect((await detail(id)).body.result.viewCount).toBe(before + 2);
    const listed = (await list('pageSize=1')).body.result.data[0]!;
    expect(listed).toMatchObject({ id, viewCount: before + 2 });
    // A failed read of a hidden item counts nothing.
    await detail(ids[FAR_FUTURE]!);
    const hidden = await t.database.db
      .selectFrom('newsInsight')
      .select('viewCount')
      .where('id', '=', ids[FAR_FUTURE]!)
      .executeTakeFirstOrThrow();
    expect(hidden.viewCount).toBe(0);
  });

  it('counts concurrent portal views atomically and keeps them out of caches', async () => {
    const id = ids[FRESH]!;
    const before = (await detail(id)).body.result.viewCount;
    const reads = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'GET', url: `${BASE}/detail?id=${id}` }),
      ),
    );
    for (const res of reads) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Each read saw its own count: no two reads lost an increment to each other.
    const counts = reads.map((res) => res.json<{ result: NewsDetail }>().result.viewCount);
    expect(new Set(counts).size).toBe(12);
    expect(Math.max(...counts)).toBe(before + 12);
    const listed = (await list('pageSize=1')).body.result.data[0]!;
    expect(listed).toMatchObject({ id, viewCount: before + 12 });
    expect((await detail(id)).body.result.viewCount).toBe(before + 13);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const missing = await detail(987654321);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.status).toBe(Status.NOT_FOUND);
    const none = await t.call({ method: 'GET', url: `${BASE}/detail` });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe('请提供资讯编号');
    expect((await detail('abc')).statusCode).toBe(400);
  });

  it('caps the page size like other ordinary lists and filters by keyword', async () => {
    const capped = await list('pageSize=1000');
    expect(capped.body.result.pageSize).toBe(PAGE_SIZE_MAX);
    const page2 = await list('page=2&pageSize=5');
    expect(page2.body.result.data).toHaveLength(SEEDED_RELEASED + 1 - 5);
    const kw = await list(`keyword=${encodeURIComponent('RedCap')}`);
    expect(kw.body.result.data.map((d) => d.title)).toEqual(['RedCap轻量化5G进入规模应用阶段']);
  });

  it('sorts on views or times either way when asked, and refuses an unknown column', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const rows = (await list(`pageSize=50&sortField=viewCount&sortOrder=${order}`, editor)).body
        .result.data;
      const views = rows.map((r) => r.viewCount);
      const sorted = [...views].sort((a, b) => a - b);
      expect(views).toEqual(order === 'asc' ? sorted : sorted.reverse());
      expect(new Set(views).size).toBeGreaterThan(1);
    }
    const bad = await list('sortField=title');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('排序字段不正确');
  });
});
