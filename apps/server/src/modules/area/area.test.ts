import type { AreaItem } from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { resolveAreaPath } from './area.service.js';

const BASE = '/unionmallmanage';
const PATHS = ['/sm/area/list', '/cp/om/area/queryChildInfo', '/user/account/queryChildInfo'];

describe('mainland division tree and region list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = (qs = '', path = PATHS[0]) =>
    t.call<AreaItem[]>({ method: 'GET', url: `${BASE}${path}${qs}` });
  const children = async (parentAreaId: string) => {
    const res = await list(`?parentAreaId=${parentAreaId}`);
    expect(res.statusCode).toBe(200);
    return res.body.result;
  };
  const named = (items: AreaItem[], name: string) => {
    const item = items.find((a) => a.areaName === name);
    if (!item) throw new Error(`${name} not listed`);
    return item;
  };

  it('loads the whole mainland under the national root, without Taiwan, Hong Kong or Macau', async () => {
    const counts = await t.database.db
      .selectFrom('area')
      .select('level')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy('level')
      .orderBy('level')
      .execute();
    const byLevel = Object.fromEntries(counts.map((c) => [c.level, Number(c.n)]));
    expect(byLevel[0]).toBe(1);
    expect(byLevel[1]).toBe(31);
    expect(byLevel[2]).toBeGreaterThan(330);
    expect(byLevel[2]).toBeLessThan(350);
    expect(byLevel[3]).toBeGreaterThan(2800);
    expect(byLevel[3]).toBeLessThan(2900);

    const root = await t.database.db
      .selectFrom('area')
      .selectAll()
      .where('areaId', '=', '001')
      .executeTakeFirstOrThrow();
    expect(root).toMatchObject({ parentId: null, areaName: '全国', level: 0 });

    const outside = await t.database.db
      .selectFrom('area')
      .select('areaName')
      .where((eb) =>
        eb.or([
          eb('areaId', 'like', '71%'),
          eb('areaId', 'like', '81%'),
          eb('areaId', 'like', '82%'),
        ]),
      )
      .execute();
    expect(outside).toEqual([]);
  });

  it('lists the 31 provinces by default, for 001 and for an empty id, never 001 itself', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe('0');
    const provinces = res.body.result;
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({
      areaId: '110000',
      areaName: '北京市',
      level: 1,
      isLeaf: false,
    });
    expect(provinces.map((p) => p.areaName)).toEqual(
      expect.arrayContaining(['广东省', '新疆维吾尔自治区', '海南省', '上海市']),
    );
    expect(provinces.map((p) => p.areaName)).not.toEqual(expect.arrayContaining(['台湾省']));
    expect(provinces.every((p) => p.level === 1 && !p.isLeaf)).toBe(true);
    expect(await children('001')).toEqual(provinces);
    expect(await children('')).toEqual(provinces);
    expect(provinces.some((p) => p.areaId === '001')).toBe(false);
  });

  it('lets browsers cache the list', async () => {
    const res = await list();
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("lists Guangdong's cities in code order, 东莞 being a city without districts", async () => {
    const guangdong = named(await children(''), '广东省');
    const cities = await children(guangdong.areaId);
    expect(cities.length).toBe(21);
    expect(cities[0]?.areaName).toBe('广州市');
    const ids = cities.map((c) => c.areaId);
    expect(ids).toEqual([...ids].sort());
    expect(named(cities, '深圳市')).toEqual({
      areaId: '440300',
      areaName: '深圳市',
      level: 2,
      isLeaf: false,
    });
    expect(named(cities, '东莞市')).toMatchObject({ areaId: '441900', isLeaf: true });
    expect(named(cities, '中山市').isLeaf).toBe(true);
    expect(await children('441900')).toEqual([]);
  });

  it('lists the districts of a city as leaves', async () => {
    const districts = await children('440300');
    expect(districts.map((d) => d.areaName)).toEqual(
      expect.arrayContaining(['福田区', '南山区', '宝安区', '龙岗区']),
    );
    expect(named(districts, '南山区')).toEqual({
      areaId: '440305',
      areaName: '南山区',
      level: 3,
      isLeaf: true,
    });
    expect(districts.every((d) => d.level === 3 && d.isLeaf)).toBe(true);
    expect(await children('440305')).toEqual([]);
  });

  it('serves the municipalities down to their districts', async () => {
    for (const name of ['北京市', '上海市', '天津市', '重庆市']) {
      const municipality = named(await children(''), name);
      const below = await children(municipality.areaId);
      expect(below.length).toBeGreaterThan(0);
      expect(below.every((c) => c.level === 2 && !c.isLeaf)).toBe(true);
      const districts = await children(below[0]!.areaId);
      expect(districts.length).toBeGreaterThan(5);
      expect(districts.every((d) => d.level === 3 && d.isLeaf)).toBe(true);
    }
    const beijing = await children('110000');
    const beijingDistricts = await children(beijing[0]!.areaId);
    expect(beijingDistricts.map((d) => d.areaName)).toEqual(
      expect.arrayContaining(['东城区', '海淀区', '延庆区']),
    );
  });

  it('never lists the national root below any area', async () => {
    for (const id of ['', '001', '440000', '440300', '110100']) {
      expect((await children(id)).some((a) => a.areaId === '001')).toBe(false);
    }
  });

  it('offers administrative divisions only, not the statistical development zones', async () => {
    const suzhou = (await children('320500')).map((d) => d.areaName);
    expect(suzhou).toEqual(expect.arrayContaining(['姑苏区', '吴中区', '昆山市']));
    expect(suzhou).not.toContain('苏州工业园区');
    const shijiazhuang = await children('130100');
    expect(shijiazhuang.some((d) => d.areaId === '130171')).toBe(false);
  });

  it('answers an empty list for an unknown area', async () => {
    const res = await list('?parentAreaId=999999');
    expect(res.statusCode).toBe(200);
    expect(res.body.result).toEqual([]);
  });

  it('rejects a malformed id with a Chinese message', async () => {
    for (const bad of ['44abc', '1234567890123', '%27%3B--']) {
      const res = await list(`?parentAreaId=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).not.toBe('0');
      expect(res.body.message).toBe('地区编号格式不正确');
    }
  });

  it('answers the same on all three paths', async () => {
    for (const qs of ['', '?parentAreaId=440000', '?parentAreaId=440300']) {
      const [a, b, c] = await Promise.all(PATHS.map((p) => list(qs, p)));
      expect(a?.body.result.length).toBeGreaterThan(0);
      expect(b?.body).toEqual(a?.body);
      expect(c?.body).toEqual(a?.body);
    }
    const bad = await list('?parentAreaId=x', PATHS[2]);
    expect(bad.statusCode).toBe(400);
  });

  describe('resolveAreaPath', () => {
    const resolve = (ids: string[]) => resolveAreaPath(t.database.db, ids);

    it('accepts province, city and district and returns their names', async () => {
      expect(await resolve(['440000', '440300', '440305'])).toEqual({
        province: { areaId: '440000', areaName: '广东省' },
        city: { areaId: '440300', areaName: '深圳市' },
        district: { areaId: '440305', areaName: '南山区' },
      });
      const beijing = await resolve(['110000', '110100', '110108']);
      expect(beijing?.district?.areaName).toBe('海淀区');
    });

    it('accepts province and city when the city has no districts', async () => {
      expect(await resolve(['440000', '441900'])).toEqual({
        province: { areaId: '440000', areaName: '广东省' },
        city: { areaId: '441900', areaName: '东莞市' },
        district: null,
      });
    });

    it('rejects broken or incomplete chains', async () => {
      // a district of another city (越秀区 is in 广州)
      expect(await resolve(['440000', '440300', '440104'])).toBeNull();
      // a city of another province
      expect(await resolve(['450000', '440300', '440305'])).toBeNull();
      // a city that has districts, none chosen
      expect(await resolve(['440000', '440300'])).toBeNull();
      // unknown, too short, too long, the national root, a district under a leaf city
      expect(await resolve(['440000', '440300', '440399'])).toBeNull();
      expect(await resolve(['440000'])).toBeNull();
      expect(await resolve(['001', '440000', '440300', '440305'])).toBeNull();
      expect(await resolve(['001', '440000', '440300'])).toBeNull();
      expect(await resolve(['440000', '441900', '441900'])).toBeNull();
      expect(await resolve([])).toBeNull();
    });
  });
});
