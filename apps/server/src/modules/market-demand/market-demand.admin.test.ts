import {
  MARKET_DEMAND_EXPORT_MAX_ROWS,
  MarketDemandMessages,
  Messages,
  Status,
  type MarketDemandItem,
  type PageResult,
} from '@pn/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { lastSmsCode, resetSmsLimits, visitorToken } from '../sms/sms.test-support.js';

const API = '/unionmallmanage';

/** Demands of a quiet month (March 2025) that no demo row shares, to test filters exactly. */
const FIXTURES = [
  {
    companyName: '深圳边界时刻电子有限公司',
    area: ['广东省', '440000', '深圳市', '440300', '福田区', '440304'],
    userName: '甲一',
    userTel: '13500000001',
    userMarketDemand: '测试需求：当天零点三十分提交',
    status: 0,
    createdAt: '2025-03-01T00:30:00+08:00',
  },
  {
    companyName: '广州夜班物流有限公司',
    area: ['广东省', '440000', '广州市', '440100', '黄埔区', '440112'],
    userName: '乙二',
    userTel: '13500000002',
    userMarketDemand: '覆盖率需要100%达标',
    status: 1,
    createdAt: '2025-03-01T23:59:30+08:00',
  },
  {
    companyName: '杭州次日科技有限公司',
    area: ['浙江省', '330000', '杭州市', '330100', '西湖区', '330106'],
    userName: '丙三',
    userTel: '13500000003',
    userMarketDemand: '测试需求：次日零点提交',
    status: 2,
    createdAt: '2025-03-02T00:00:00+08:00',
  },
  {
    companyName: '深圳前一日_科技有限公司',
    area: ['广东省', '440000', '深圳市', '440300', '南山区', '440305'],
    userName: '丁四',
    userTel: '13500000004',
    userMarketDemand: '测试需求：前一日晚间提交',
    status: 0,
    createdAt: '2025-02-28T23:59:59+08:00',
  },
];

describe('market demand back office', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'gd_admin', 'sz_admin', 'editor', 'OCB1000000001', '13800138000']) {
      tokens[who] = await loginAs(t, who);
    }
    tokens.visitor = await visitorToken(t);
    for (const f of FIXTURES) {
      const [province, provinceId, city, cityId, district, districtId] = f.area as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const { id } = await t.database.db
        .insertInto('marketDemand')
        .values({
          companyName: f.companyName,
          companyProvince: province,
          companyProvinceId: provinceId,
          companyCity: city,
          companyCityId: cityId,
          companyDistrict: district,
          companyDistrictId: districtId,
          userName: f.userName,
          userTel: f.userTel,
          userEmail: 'fixture@example.com',
          userMarketDemand: f.userMarketDemand,
          status: f.status,
          clientIp: '',
          createdAt: f.createdAt,
          updatedAt: f.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[f.companyName] = id;
    }
  });
  afterAll(() => t.close());

  const list = (who: string, qs = '') =>
    t.call<PageResult<MarketDemandItem>>({
      method: 'GET',
      url: `${API}/sm/marketdemand/list?${qs}`,
      headers: who ? authed(tokens[who]!) : {},
    });
  const countWhere = async (where: { provinceId?: string; cityId?: string } = {}) => {
    let q = t.database.db
      .selectFrom('marketDemand')
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (where.provinceId) q = q.where('companyProvinceId', '=', where.provinceId);
    if (where.cityId) q = q.where('companyCityId', '=', where.cityId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  describe('list', () => {
    it('shows a national administrator every demand, newest first, phones masked', async () => {
      const res = await list('admin', 'pageSize=50');
      expect(res.statusCode).toBe(200);
      const { data, total } = res.body.result;
      expect(total).toBe(await countWhere());
      // The demo demands plus the fixtures, across several provinces.
      expect(total).toBeGreaterThanOrEqual(FIXTURES.length + 12);
      expect(new Set(data.map((d) => d.companyProvinceId)).size).toBeGreaterThan(5);
      const times = data.map((d) => d.createTime);
      expect(times).toEqual([...times].sort().reverse());
      for (const d of data) expect(d.userTel).toMatch(/^1\d{2}\*{4}\d{4}$/);
      const fixture = data.find((d) => d.companyName === '广州夜班物流有限公司')!;
      expect(fixture).toMatchObject({
        userTel: '135****0002',
        companyProvince: '广东省',
        companyCity: '广州市',
        companyDistrict: '黄埔区',
        status: 1,
        createTime: '2025-03-01 23:59:30',
      });
    });

    it('shows a province administrator only its province’s demands', async () => {
      const res = await list('gd_admin', 'pageSize=50');
      const { data, total } = res.body.result;
      expect(total).toBe(await countWhere({ provinceId: '440000' }));
      expect(total).toBeGreaterThan(4);
      expect(data.every((d) => d.companyProvinceId === '440000')).toBe(true);
      // Filtering for another province does not widen the scope.
      expect((await list('gd_admin', 'provinceId=330000')).body.result.total).toBe(0);
    });

    it('shows a city administrator only its city’s demands', async () => {
      const res = await list('sz_admin', 'pageSize=50');
      const { data, total } = res.body.result;
      expect(total).toBe(await countWhere({ cityId: '440300' }));
      expect(total).toBeGreaterThan(2);
      expect(data.every((d) => d.companyCityId === '440300')).toBe(true);
      expect(data.some((d) => d.companyName === '广州夜班物流有限公司')).toBe(false);
    });

    it('filters by inclusive China-time days', async () => {
      const names = async (who: string, qs: string) =>
        (await list(who, qs)).body.result.data.map((d) => d.companyName).sort();
      expect(await names('admin', 'startDate=2025-03-01&endDate=2025-03-01')).toEqual(
        ['广州夜班物流有限公司', '深圳边界时刻电子有限公司'].sort(),
      );
      expect(await names('admin', 'startDate=2025-02-28&endDate=2025-03-02')).toHaveLength(4);
      expect(await names('admin', 'startDate=2025-03-02&endDate=2025-03-02')).toEqual([
        '杭州次日科技有限公司',
      ]);
      expect(await names('gd_admin', 'startDate=2025-02-01&endDate=2025-03-31')).toEqual(
        ['广州夜班物流有限公司', '深圳前一日_科技有限公司', '深圳边界时刻电子有限公司'].sort(),
      );
      expect(await names('sz_admin', 'endDate=2025-03-01')).toEqual(
        ['深圳前一日_科技有限公司', '深圳边界时刻电子有限公司'].sort(),
      );
      const bad = await list('admin', 'startDate=2025/03/01');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('开始日期格式不正确');
    });

    it('filters by province and status', async () => {
      const zj = (await list('admin', 'provinceId=330000&pageSize=50')).body.result;
      expect(zj.total).toBe(await countWhere({ provinceId: '330000' }));
      expect(zj.data.every((d) => d.companyProvince === '浙江省')).toBe(true);
      const closed = (await list('admin', 'status=2&pageSize=50')).body.result;
      expect(closed.total).toBeGreaterThan(0);
      expect(closed.data.every((d) => d.status === 2)).toBe(true);
      const march = 'startDate=2025-03-01&endDate=2025-03-31';
      const newInMarch = (await list('admin', `${march}&status=0`)).body.result.data;
      expect(newInMarch.map((d) => d.companyName)).toEqual(['深圳边界时刻电子有限公司']);
    });

    it('searches company, contact, phone and demand text, wildcards taken literally', async () => {
      const names = async (keyword: string) =>
        (await list('admin', `keyword=${encodeURIComponent(keyword)}&pageSize=50`)).body.result.data
          .map((d) => d.companyName)
          .sort();
      expect(await names('夜班物流')).toEqual(['广州夜班物流有限公司']);
      expect(await names('丙三')).toEqual(['杭州次日科技有限公司']);
      expect(await names('3500000004')).toEqual(['深圳前一日_科技有限公司']);
      expect(await names('零点三十分')).toEqual(['深圳边界时刻电子有限公司']);
      expect(await names('100%')).toEqual(['广州夜班物流有限公司']);
      expect(await names('日_科')).toEqual(['深圳前一日_科技有限公司']);
      expect(await names('%')).toEqual(['广州夜班物流有限公司']);
      // Scope still applies to a search.
      const gd = (await list('gd_admin', 'keyword=次日')).body.result;
      expect(gd.total).toBe(0);
    });

    it('pages without overlap', async () => {
      const total = (await list('admin')).body.result.total;
      const seen = new Set<number>();
      for (let page = 1; page <= Math.ceil(total / 5); page++) {
        const res = (await list('admin', `page=${page}&pageSize=5`)).body.result;
        expect(res.page).toBe(page);
        expect(res.pageSize).toBe(5);
        for (const d of res.data) seen.add(d.id);
      }
      expect(seen.size).toBe(total);
      const beyond = (await list('admin', `page=${Math.ceil(total / 5) + 1}&pageSize=5`)).body;
      expect(beyond.result.data).toEqual([]);
    });

    it('refuses customers, visitors and operators without the menu, and anonymous callers', async () => {
      for (const who of ['OCB1000000001', '13800138000', 'visitor', 'editor']) {
        const res = await list(who);
        expect(res.statusCode, who).toBe(403);
        expect(res.body.status).toBe(Status.FORBIDDEN);
      }
      const anonymous = await list('');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body.message).toBe(Messages.SESSION_EXPIRED);
    });
  });

  describe('status', () => {
    const setStatus = (who: string, id: number | string, status: unknown) =>
      t.call<{ id: number; status: number }>({
        method: 'PATCH',
        url: `${API}/sm/marketdemand/${id}/status`,
        headers: authed(tokens[who]!),
        payload: { status },
      });
    const statusOf = async (id: number) =>
      (
        await t.database.db
          .selectFrom('marketDemand')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    it('moves a demand in scope to following up, then closed, and logs the change', async () => {
      const id = ids['深圳边界时刻电子有限公司']!;
      const res = await setStatus('sz_admin', id, 1);
      expect(res.statusCode).toBe(200);
      expect(res.body.message).toBe(MarketDemandMessages.STATUS_UPDATED);
      expect(res.body.result).toEqual({ id, status: 1 });
      expect(await statusOf(id)).toBe(1);
      expect((await setStatus('gd_admin', id, 2)).body.status).toBe(Status.OK);
      expect(await statusOf(id)).toBe(2);

      await t.app.flushOperLog();
      const logged = await t.database.db
        .selectFrom('operLog')
        .selectAll()
        .where('operUrl', '=', `${API}/sm/marketdemand/${id}/status`)
        .orderBy('id')
        .execute();
      expect(logged.map((l) => [l.loginAccount, l.status, l.bodyParam])).toEqual([
        ['sz_admin', '0', '{"status":1}'],
        ['gd_admin', '0', '{"status":2}'],
      ]);
      expect(logged[0]!.title).toBe('变更市场需求跟进状态');
    });

    it('refuses demands outside the caller’s scope', async () => {
      const guangzhou = ids['广州夜班物流有限公司']!;
      const hangzhou = ids['杭州次日科技有限公司']!;
      for (const [who, id] of [
        ['sz_admin', guangzhou],
        ['gd_admin', hangzhou],
      ] as const) {
        const res = await setStatus(who, id, 2);
        expect(res.statusCode).toBe(403);
        expect(res.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
      }
      expect(await statusOf(guangzhou)).toBe(1);
      expect(await statusOf(hangzhou)).toBe(2);
      expect((await setStatus('admin', hangzhou, 1)).body.status).toBe(Status.OK);
    });

    it('refuses unknown demands, other states and callers without the menu', async () => {
      expect((await setStatus('admin', 999999, 1)).statusCode).toBe(404);
      const id = ids['深圳前一日_科技有限公司']!;
      for (const status of [0, 3, 'x', undefined]) {
        const res = await setStatus('admin', id, status);
        expect(res.statusCode).toBe(400);
        expect(res.body.message).toBe('请选择跟进状态');
      }
      for (const who of ['OCB1000000001', 'visitor', 'editor']) {
        expect((await setStatus(who, id, 1)).statusCode, who).toBe(403);
      }
      expect(await statusOf(id)).toBe(0);
    });
  });

  describe('export', () => {
    const exportAs = (who: string, qs = '') =>
      t.app.inject({
        method: 'GET',
        url: `${API}/sm/marketdemand/export?${qs}`,
        headers: authed(tokens[who]!),
      });
    const readSheet = async (body: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
      });
      return { name: sheet.name, rows };
    };

    /** Files an application through the API and has the national administrator approve it. */
    const grantExport = async (who: string) => {
      const tel = (
        await t.database.db
          .selectFrom('account')
          .select('tel')
          .where('loginAccount', '=', who)
          .executeTakeFirstOrThrow()
      ).tel!;
      await resetSmsLimits(t, tel);
      await t.call({
        method: 'POST',
        url: `${API}/sm/sysOperStandardLog/phone/getVerifiCode`,
        headers: authed(tokens[who]!),
        payload: {},
      });
      const applied = await t.call({
        method: 'POST',
        url: `${API}/user/vault/applyPermission`,
        headers: authed(tokens[who]!),
        payload: {
          adminType: 1,
          beId: '200',
          department: '广东公司政企部',
          location: '广东',
          applyAccount: 'huangxiaoming',
          vaultCode: await lastSmsCode(t, tel),
        },
      });
      expect(applied.body.status).toBe(Status.OK);
      // Still pending: no export yet.
      expect((await exportAs(who)).statusCode).toBe(403);
      const { id } = await t.database.db
        .selectFrom('exportPermission as e')
        .innerJoin('account as a', 'a.id', 'e.accountId')
        .select('e.id')
        .where('a.loginAccount', '=', who)
        .executeTakeFirstOrThrow();
      const approved = await t.call({
        method: 'POST',
        url: `${API}/user/vault/applications/${id}/approve`,
        headers: authed(tokens.admin!),
        payload: {},
      });
      expect(approved.body.status).toBe(Status.OK);
    };

    it('refuses administrators without an approved export permission', async () => {
      for (const who of ['admin', 'gd_admin', 'sz_admin']) {
        const res = await exportAs(who);
        expect(res.statusCode, who).toBe(403);
        expect(res.json().message).toBe(Messages.NO_PERMISSION);
      }
      for (const who of ['OCB1000000001', 'visitor']) {
        expect((await exportAs(who)).statusCode, who).toBe(403);
      }
    });

    it('streams the filtered, scoped demands as a workbook with full phone numbers', async () => {
      await grantExport('gd_admin');
      const res = await exportAs('gd_admin', 'startDate=2025-02-01&endDate=2025-03-31');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="market-demand_\d{8}\.xlsx"; /);
      const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)![1]!;
      expect(decodeURIComponent(encoded)).toMatch(/^市场需求_\d{8}\.xlsx$/);

      const { name, rows } = await readSheet(res.rawPayload);
      expect(name).toBe('市场需求');
      expect(rows[0]).toEqual([
        '提交时间',
        '企业名称',
        '省份',
        '城市',
        '区县',
        '联系人',
        '联系电话',
        '邮箱',
        '需求描述',
        '状态',
      ]);
      // Guangdong's three March-2025 fixtures (Hangzhou's is out of scope), newest first.
      expect(rows.slice(1)).toEqual([
        [
          '2025-03-01 23:59:30',
          '广州夜班物流有限公司',
          '广东省',
          '广州市',
          '黄埔区',
          '乙二',
          '13500000002',
          'fixture@example.com',
          '覆盖率需要100%达标',
          '跟进中',
        ],
        [
          '2025-03-01 00:30:00',
          '深圳边界时刻电子有限公司',
          '广东省',
          '深圳市',
          '福田区',
          '甲一',
          '13500000001',
          'fixture@example.com',
          '测试需求：当天零点三十分提交',
          '已关闭',
        ],
        [
          '2025-02-28 23:59:59',
          '深圳前一日_科技有限公司',
          '广东省',
          '深圳市',
          '南山区',
          '丁四',
          '13500000004',
          'fixture@example.com',
          '测试需求：前一日晚间提交',
          '待跟进',
        ],
      ]);
    });

    it('exports everything in scope when unfiltered, matching the list', async () => {
      const res = await exportAs('gd_admin');
      const { rows } = await readSheet(res.rawPayload);
      const listed = (await list('gd_admin', 'pageSize=50')).body.result;
      expect(rows.length - 1).toBe(listed.total);
      expect(rows.slice(1).map((r) => r[1])).toEqual(listed.data.map((d) => d.companyName));
      expect(rows.slice(1).every((r) => r[2] === '广东省' && /^1\d{10}$/.test(r[6]!))).toBe(true);
    });

    /** `n` demands submitted at the same moment of 1 June 2024, in Shenzhen. */
    const insertBulk = (n: number, from = 1) =>
      sql`
        insert into market_demand (company_name, company_province, company_province_id,
          company_city, company_city_id, user_name, user_tel, user_email, user_market_demand,
          created_at)
        select '批量企业' || n, '广东省', '440000', '深圳市', '440300', '测试', '13500009999',
          'bulk@example.com', '批量需求', timestamptz '2024-06-01 12:00:00+08'
        from generate_series(${from}::int, ${from + n - 1}::int) as n
      `.execute(t.database.db);

    it('writes large exports batch by batch without losing or repeating rows', async () => {
      await insertBulk(1201);
      const res = await exportAs('gd_admin', 'endDate=2024-06-01');
      expect(res.statusCode).toBe(200);
      const { rows } = await readSheet(res.rawPayload);
      const names = rows.slice(1).map((r) => r[1]);
      expect(names).toHaveLength(1201);
      expect(new Set(names).size).toBe(1201);
    });

    it(`refuses more than ${MARKET_DEMAND_EXPORT_MAX_ROWS} rows with a clear message`, async () => {
      await insertBulk(MARKET_DEMAND_EXPORT_MAX_ROWS - 1200, 1202);
      try {
        const res = await exportAs('gd_admin');
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({
          status: Status.WARNING,
          message: MarketDemandMessages.exportTooLarge(MARKET_DEMAND_EXPORT_MAX_ROWS),
        });
        // A narrower filter is fine.
        const narrow = await exportAs('gd_admin', 'startDate=2025-01-01');
        expect(narrow.statusCode).toBe(200);
      } finally {
        await t.database.db
          .deleteFrom('marketDemand')
          .where('userTel', '=', '13500009999')
          .execute();
      }
    });
  });
});
