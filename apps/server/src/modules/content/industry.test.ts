import { INDUSTRIES, type IndustryItem, type PageResult } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

const BASE = '/unionmallmanage/sm/industry';

describe('industries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Inserted last but sorted first: the list follows sort_num, not insertion order.
    await t.database.db
      .insertInto('industry')
      .values({ id: 'aviation', name: '航空航天', sortNum: 1, icon: '', description: '' })
      .execute();
  });
  afterAll(() => t.close());

  it('lists every industry by sort number', async () => {
    const res = await t.call<IndustryItem[]>({ method: 'GET', url: `${BASE}/list/all` });
    expect(res.statusCode).toBe(200);
    const items = res.body.result;
    expect(items.map((i) => i.id)).toEqual(['aviation', ...INDUSTRIES.map((i) => i.id)]);
    const sortNums = items.map((i) => i.sortNum);
    expect(sortNums).toEqual([...sortNums].sort((a, b) => a - b));
    expect(items[1]).toEqual({
      id: 'energy',
      name: '电力能源',
      sortNum: expect.any(Number),
      icon: '/images/industry/energy.svg',
      description: expect.stringContaining('配网'),
    });
  });

  it('pages the same order and filters by name', async () => {
    const list = (qs: string) =>
      t.call<PageResult<IndustryItem>>({ method: 'GET', url: `${BASE}/list?${qs}` });
    const first = await list('page=1&pageSize=4');
    expect(first.body.result).toMatchObject({ page: 1, pageSize: 4, total: INDUSTRIES.length + 1 });
    expect(first.body.result.data.map((i) => i.id)).toEqual([
      'aviation',
      'energy',
      'port',
      'manufacturing',
    ]);
    const third = await list('page=3&pageSize=4');
    expect(third.body.result.data).toHaveLength(INDUSTRIES.length + 1 - 8);
    expect((await list('pageSize=5000')).body.result.pageSize).toBe(1000);
    const kw = await list(`keyword=${encodeURIComponent('矿山')}`);
    expect(kw.body.result.data.map((i) => i.id)).toEqual(['mining']);
  });
});
