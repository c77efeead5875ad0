import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

interface Page {
  data: { id: number; title: string; releaseTime: string; status: number }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('notice list (the paged-list convention)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: 60 }, (_, i) => ({
      title: `测试公告${String(i + 1).padStart(2, '0')}`,
      content: '正文',
      status: 1,
      place: 1,
      releaseTime: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    await t.database.db.insertInto('announcement').values(rows).execute();
    await t.database.db
      .insertInto('announcement')
      .values([
        {
          title: '草稿公告',
          content: '',
          status: 0,
          place: 1,
          releaseTime: new Date().toISOString(),
        },
        {
          title: '定时公告',
          content: '',
          status: 1,
          place: 1,
          releaseTime: '2099-01-01T00:00:00Z',
        },
        {
          title: '控制台公告',
          content: '',
          status: 1,
          place: 2,
          releaseTime: '2026-11-21T00:00:00Z',
        },
      ])
      .execute();
  });
  afterAll(() => t.close());

  const list = (qs: string) =>
    t.call<Page>({ method: 'GET', url: `/unionmallmanage/sm/announcement/manager/list?${qs}` });

  it('defaults to page 1 of 10 and reports the total', async () => {
    const res = await list('place=1');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.page).toBe(1);
    expect(res.body.result.pageSize).toBe(10);
    expect(res.body.result.data).toHaveLength(10);
    expect(res.body.result.total).toBe(63); // 3 seeded + 60 above
  });

  it('caps the page size on the server', async () => {
    const res = await list('place=1&pageSize=1000');
    expect(res.body.result.pageSize).toBe(50);
    expect(res.body.result.data).toHaveLength(50);
  });

  it('pages through without overlap and past the end returns an empty page', async () => {
    const first = await list('place=1&page=1&pageSize=20');
    const second = await list('place=1&page=2&pageSize=20');
    const ids1 = first.body.result.data.map((d) => d.id);
    const ids2 = second.body.result.data.map((d) => d.id);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    const beyond = await list('place=1&page=99&pageSize=20');
    expect(beyond.body.result.data).toEqual([]);
    expect(beyond.body.result.total).toBe(63);
  });

  it('answers the portal’s notice request (1, 1, 1, 1) with the newest published notice', async () => {
    const res = await list('page=1&pageSize=1&status=1&place=1');
    expect(res.body.result.data).toHaveLength(1);
    const first = res.body.result.data[0]!;
    expect(first.title).toBe('关于5G专网运营平台11月28日凌晨系统升级维护的公告');
    expect(first.releaseTime).toBe('2026-11-20 09:00:00');
  });

  it('never lists drafts, future releases or other places to the public', async () => {
    const all = await list('place=1&pageSize=50&page=2');
    const titles = [
      ...(await list('place=1&pageSize=50')).body.result.data,
      ...all.body.result.data,
    ].map((d) => d.title);
    expect(titles).not.toContain('草稿公告');
    expect(titles).not.toContain('定时公告');
    expect(titles).not.toContain('控制台公告');
    const drafts = await list('status=0&place=1');
    expect(drafts.body.result.data.every((d) => d.status === 1)).toBe(true);
  });
});
