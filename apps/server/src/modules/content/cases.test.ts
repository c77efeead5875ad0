import {
  CASE_TYPES,
  CONTENT_FETCH_PAGE_SIZE,
  PAGE_SIZE_MAX_CONTENT,
  parseServiceContent,
  Status,
  type CaseDetail,
  type CaseListItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const BASE = '/unionmallmanage/sm/success/case';
const SEEDED_PUBLISHED = CASE_TYPES.length; // the 14 built-in cases
const SEEDED_DRAFT = '高校5G双域专网建设案例（草稿）';
const TEST_DRAFT = '测试草稿案例：电厂巡检';

describe('success cases: visibility, filters and detail', () => {
  let t: TestApp;
  let editor: string;
  let customer: string;
  let testDraftId: number;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await loginAs(t, 'editor');
    customer = await loginAs(t, 'OCB1000000001');
    const row = await t.database.db
      .insertInto('successCase')
      .values({ name: TEST_DRAFT, trade: 'energy', state: 0, businessNeeds: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    testDraftId = row.id;
  });
  afterAll(() => t.close());

  const list = (qs: string, token?: string) =>
    t.call<PageResult<CaseListItem>>({
      method: 'GET',
      url: `${BASE}/list?${qs}`,
      headers: token ? authed(token) : {},
    });
  const detail = (qs: string, token?: string) =>
    t.call<CaseDetail>({
      method: 'GET',
      url: `${BASE}/detail?${qs}`,
      headers: token ? authed(token) : {},
    });

  it('answers the portal’s (1, 1000, 1) call with every published case, the 14 built-in ones included', async () => {
    const res = await list(`page=1&pageSize=${CONTENT_FETCH_PAGE_SIZE}&state=1`);
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(Status.OK);
    const { data, total, page, pageSize } = res.body.result;
    expect({ total, page, pageSize }).toEqual({
      total: SEEDED_PUBLISHED,
      page: 1,
      pageSize: CONTENT_FETCH_PAGE_SIZE,
    });
    expect(data.map((d) => d.type).sort()).toEqual([...CASE_TYPES].sort());
    expect(data.every((d) => d.state === 1)).toBe(true);
    const grid = data.find((d) => d.type === 'powerGrid')!;
    expect(grid).toMatchObject({
      trade: 'energy',
      industryName: '电力能源',
      caseName: grid.name,
      casePicture: grid.front,
    });
    expect(grid.front).toMatch(/^\/images\//);
    expect(grid.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('hides drafts from anonymous callers whatever state they ask for', async () => {
    for (const qs of ['state=0', 'state=', '', 'pageSize=1000']) {
      const res = await list(qs);
      expect(res.statusCode).toBe(200);
      expect(res.body.result.total).toBe(SEEDED_PUBLISHED);
      expect(res.body.result.data.every((d) => d.state === 1)).toBe(true);
    }
    const names = (await list('state=0&pageSize=1000')).body.result.data.map((d) => d.name);
    expect(names).not.toContain(TEST_DRAFT);
    expect(names).not.toContain(SEEDED_DRAFT);
  });

  it('hides drafts from a logged-in customer too', async () => {
    const res = await list('state=0&pageSize=1000', customer);
    expect(res.body.result.total).toBe(SEEDED_PUBLISHED);
    expect(res.body.result.data.map((d) => d.name)).not.toContain(TEST_DRAFT);
  });

  it('lets the content editor list drafts, or every state when none is asked for', async () => {
    const drafts = await list('state=0', editor);
    expect(drafts.body.result.data.map((d) => d.name).sort()).toEqual(
      [SEEDED_DRAFT, TEST_DRAFT].sort(),
    );
    expect(drafts.body.result.data.every((d) => d.state === 0)).toBe(true);
    const all = await list('pageSize=1000', editor);
    expect(all.body.result.total).toBe(SEEDED_PUBLISHED + 2);
    const published = await list('state=1&pageSize=1000', editor);
    expect(published.body.result.total).toBe(SEEDED_PUBLISHED);
  });

  it('filters by industry and by keyword, treating wildcards literally', async () => {
    const mfg = await list('trade=manufacturing&pageSize=1000');
    expect(mfg.body.result.data.map((d) => d.type).sort()).toEqual(
      ['haier', 'huawei', 'kunShan', 'tcl'].sort(),
    );
    expect(mfg.body.result.data.every((d) => d.industryName === '智能制造')).toBe(true);

    const port = await list(`keyword=${encodeURIComponent('港口')}`);
    expect(port.body.result.data.map((d) => d.type)).toEqual(['smartPort']);

    const wildcard = await list(`keyword=${encodeURIComponent('%')}`);
    expect(wildcard.body.result.total).toBe(0);
    const none = await list('trade=no-such-industry');
    expect(none.body.result).toMatchObject({ total: 0, data: [] });
  });

  it('sorts on a chosen column either way, drafts without a publish time last', async () => {
    const byPublish = (order: string) =>
      list(`pageSize=1000&sortField=publishTime&sortOrder=${order}`, editor);
    for (const order of ['asc', 'desc'] as const) {
      const rows = (await byPublish(order)).body.result.data;
      expect(rows).toHaveLength(SEEDED_PUBLISHED + 2);
      const times = rows.map((r) => r.publishTime).filter(Boolean);
      const sorted = [...times].sort();
      expect(times).toEqual(order === 'asc' ? sorted : sorted.reverse());
      expect(rows.slice(-2).map((r) => r.publishTime)).toEqual(['', '']);
    }
    const updated = (await list('pageSize=1000&sortField=updateTime&sortOrder=asc', editor)).body
      .result.data;
    expect(updated.at(-1)!.name).toBe(TEST_DRAFT);

    const field = await list('sortField=name');
    expect(field.statusCode).toBe(400);
    expect(field.body.message).toBe('排序字段不正确');
    const order = await list('sortField=updateTime&sortOrder=up');
    expect(order.statusCode).toBe(400);
    expect(order.body.message).toBe('排序方向不正确');
  });

  it('reads a whole case by id and the same case by its built-in type', async () => {
    const byType = await detail('type=powerGrid');
    expect(byType.statusCode).toBe(200);
    const c = byType.body.result;
    expect(c).toMatchObject({
      type: 'powerGrid',
      trade: 'energy',
      industryName: '电力能源',
      state: 1,
    });
    expect(c.background.length).toBeGreaterThan(50);
    expect(c.businessNeeds.length).toBeGreaterThanOrEqual(3);
    expect(c.businessNeeds.length).toBeLessThanOrEqual(6);
    expect(c.businessNeeds[0]).toEqual({
      title: expect.any(String),
      description: expect.any(String),
      url: expect.any(String),
    });
    expect(parseServiceContent(c.serviceContent).map((s) => s.code)).toContain('A2');
    expect(c.resolveTitle).not.toBe('');
    expect(c.value).not.toBe('');

    const byId = await detail(`id=${c.pkId}`);
    expect(byId.body.result).toEqual(c);
    // The id wins when both are given.
    const port = await detail('type=smartPort');
    const both = await detail(`id=${port.body.result.pkId}&type=powerGrid`);
    expect(both.body.result.type).toBe('smartPort');
  });

  it('answers 404 in the envelope for an unknown id or type', async () => {
    for (const qs of ['id=987654321', 'type=noSuchCase']) {
      const res = await detail(qs);
      expect(res.statusCode).toBe(404);
      expect(res.body.status).toBe(Status.NOT_FOUND);
      expect(res.body.message).toBe('案例不存在或未发布');
      expect(res.body.result).toBeNull();
    }
  });

  it('serves a draft’s detail to the editor only', async () => {
    expect((await detail(`id=${testDraftId}`)).statusCode).toBe(404);
    expect((await detail(`id=${testDraftId}`, customer)).statusCode).toBe(404);
    const res = await detail(`id=${testDraftId}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toMatchObject({
      pkId: testDraftId,
      name: TEST_DRAFT,
      state: 0,
      type: null,
    });
  });

  it('rejects a detail request without id or type, and malformed parameters', async () => {
    const res = await detail('');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('请提供编号或类型');
    expect((await detail('id=abc')).statusCode).toBe(400);
    expect((await detail('id=-3')).statusCode).toBe(400);
    expect((await list('state=7')).statusCode).toBe(400);
    expect((await list('pageSize=abc')).statusCode).toBe(400);
  });
});

describe('success cases: paging', () => {
  let t: TestApp;
  const EXTRA = 1100;
  const total = SEEDED_PUBLISHED + EXTRA;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: EXTRA }, (_, i) => ({
      name: `分页测试案例${String(i).padStart(4, '0')}`,
      trade: 'port',
      state: 1,
      businessNeeds: '[]',
      updatedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await t.database.db.insertInto('successCase').values(rows).execute();
  });
  afterAll(() => t.close());

  const list = (qs: string) =>
    t.call<PageResult<CaseListItem>>({ method: 'GET', url: `${BASE}/list?${qs}` });

  it('defaults to page 1 of 10', async () => {
    const res = await list('');
    expect(res.body.result).toMatchObject({ page: 1, pageSize: 10, total });
    expect(res.body.result.data).toHaveLength(10);
  });

  it('caps the page size at 1000', async () => {
    const res = await list('pageSize=5000&state=1');
    expect(res.body.result.pageSize).toBe(PAGE_SIZE_MAX_CONTENT);
    expect(res.body.result.data).toHaveLength(PAGE_SIZE_MAX_CONTENT);
    expect(res.body.result.total).toBe(total);
  });

  it('pages through without overlap, newest first, and past the end returns an empty page', async () => {
    const first = await list('page=1&pageSize=1000');
    const second = await list('page=2&pageSize=1000');
    expect(second.body.result.data).toHaveLength(total - 1000);
    const ids = new Set(first.body.result.data.map((d) => d.pkId));
    expect(second.body.result.data.filter((d) => ids.has(d.pkId))).toEqual([]);
    const times = [...first.body.result.data, ...second.body.result.data].map((d) => d.updateTime);
    expect(times).toEqual([...times].sort().reverse());
    const beyond = await list('page=3&pageSize=1000');
    expect(beyond.body.result).toMatchObject({ data: [], total });
  });
});
