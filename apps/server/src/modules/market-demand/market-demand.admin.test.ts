import {
  MARKET_DEMAND_EXPORT_MAX_ROWS,
  MARKET_DEMAND_REF_PATTERN,
  MarketDemandMessages,
  Messages,
  Status,
  type MarketDemandFollowUpItem,
  type MarketDemandItem,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../../test/export-support.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { OUT_OF_SCOPE_MESSAGE } from '../../lib/scope.js';
import { lastSmsCode, resetSmsLimits, visitorToken } from '../sms/sms.test-support.js';
import { chinaDay } from '../../lib/daily-number.js';
import { refNoOf } from './market-demand.service.js';

const API = '/unionmallmanage';

/** Demands of a quiet month (March 2025) that no demo row shares, to test filters exactly. */
const FIXTURES: {
  companyName: string;
  area: string[];
  userName: string;
  userTel: string;
  userMarketDemand: string;
  status: number;
  createdAt: string;
  source?: { sourceKind: string; sourceId?: string; sourceName?: string };
}[] = [
  {
    companyName: '深圳边界时刻电子有限公司',
    area: ['广东省', '440000', '深圳市', '440300', '福田区', '440304'],
    userName: '甲一',
    userTel: '13500000001',
    userMarketDemand: '测试需求：当天零点三十分提交',
    status: 0,
    createdAt: '2025-03-01T00:30:00+08:00',
    source: { sourceKind: 'home' },
  },
  {
    companyName: '广州夜班物流有限公司',
    area: ['广东省', '440000', '广州市', '440100', '黄埔区', '440112'],
    userName: '乙二',
    userTel: '13500000002',
    userMarketDemand: '覆盖率需要100%达标',
    status: 1,
    createdAt: '2025-03-01T23:59:30+08:00',
    source: { sourceKind: 'product', sourceId: 'B1', sourceName: '优享模式' },
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
    for (const [index, f] of FIXTURES.entries()) {
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
          refNo: refNoOf(chinaDay(new Date(f.createdAt)), 900 + index),
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
          ...f.source,
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

    it('shows each demand’s reference number and source, and filters by source', async () => {
      const march = 'startDate=2025-03-01&endDate=2025-03-31&pageSize=50';
      const data = (await list('admin', march)).body.result.data;
      expect(data.map((d) => [d.refNo, d.source])).toEqual([
        ['XQ20250302000902', null],
        ['XQ20250301000901', { kind: 'product', id: 'B1', name: '优享模式' }],
        ['XQ20250301000900', { kind: 'home', id: '', name: '' }],
      ]);
      const names = async (qs: string) =>
        (await list('admin', `${march}&${qs}`)).body.result.data.map((d) => d.companyName);
      expect(await names('sourceKind=product')).toEqual(['广州夜班物流有限公司']);
      expect(await names('sourceKind=home')).toEqual(['深圳边界时刻电子有限公司']);
      expect(await names('sourceKind=case')).toEqual([]);
      // The reference number is searchable, in either case.
      expect(await names('keyword=xq20250302')).toEqual(['杭州次日科技有限公司']);
      const bad = await list('admin', 'sourceKind=banner');
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe('咨询来源不正确');
      // Every demo demand has a unique number of the documented shape.
      const all = (await list('admin', 'pageSize=50')).body.result.data;
      expect(all.every((d) => MARKET_DEMAND_REF_PATTERN.test(d.refNo))).toBe(true);
      expect(new Set(all.map((d) => d.refNo)).size).toBe(all.length);
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

  describe('follow-up', () => {
    const post = (who: string, id: number | string, action: 'follow-up' | 'close', body: unknown) =>
      t.call<{ id: number; status: number } | null>({
        method: 'POST',
        url: `${API}/sm/marketdemand/${id}/${action}`,
        headers: who ? authed(tokens[who]!) : {},
        payload: body as Record<string, unknown>,
      });
    const history = (who: string, id: number) =>
      t.call<MarketDemandFollowUpItem[]>({
        method: 'GET',
        url: `${API}/sm/marketdemand/${id}/follow-ups`,
        headers: who ? authed(tokens[who]!) : {},
      });
    const stateOf = async (id: number) => {
      const demand = await t.database.db
        .selectFrom('marketDemand')
        .select(['status', 'assigneeName', 'assigneeTel', 'updatedAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const followUps = await t.database.db
        .selectFrom('marketDemandFollowUp')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('demandId', '=', id)
        .executeTakeFirstOrThrow();
      return { ...demand, followUps: Number(followUps.n) };
    };
    const FOLLOW = {
      note: '已电话联系，约定周三现场勘察。',
      assigneeName: '陈伟',
      assigneeTel: '13923456781',
    };

    it('records a follow-up with its note and assignee, again, then a closing, newest first, and logs each', async () => {
      const id = ids['深圳边界时刻电子有限公司']!;
      const first = await post('sz_admin', id, 'follow-up', FOLLOW);
      expect(first.statusCode).toBe(200);
      expect(first.body.message).toBe(MarketDemandMessages.FOLLOWED_UP);
      expect(first.body.result).toEqual({ id, status: 1 });
      expect(await stateOf(id)).toMatchObject({
        status: 1,
        assigneeName: '陈伟',
        assigneeTel: '13923456781',
        followUps: 1,
      });

      // Followed up again: another account manager takes it over.
      const again = await post('gd_admin', id, 'follow-up', {
        note: '  转交广东公司行业经理  ',
        assigneeName: '梁志强',
        assigneeTel: '13711223344',
      });
      expect(again.body.result).toEqual({ id, status: 1 });
      const listed = (await list('sz_admin', 'keyword=边界时刻')).body.result.data[0]!;
      expect(listed).toMatchObject({ status: 1, assignee: { name: '梁志强', tel: '137****3344' } });

      const closed = await post('gd_admin', id, 'close', { note: '客户已在线订购，需求完结。' });
      expect(closed.statusCode).toBe(200);
      expect(closed.body.message).toBe(MarketDemandMessages.CLOSED);
      expect(closed.body.result).toEqual({ id, status: 2 });

      const res = await history('admin', id);
      expect(res.statusCode).toBe(200);
      expect(res.body.result.map((h) => [h.action, h.note, h.assignee, h.operatorName])).toEqual([
        ['close', '客户已在线订购，需求完结。', null, '黄晓明（gd_admin）'],
        [
          'follow',
          '转交广东公司行业经理',
          { name: '梁志强', tel: '137****3344' },
          '黄晓明（gd_admin）',
        ],
        ['follow', FOLLOW.note, { name: '陈伟', tel: '139****6781' }, '林嘉欣（sz_admin）'],
      ]);
      for (const h of res.body.result) {
        expect(h.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      }

      // A closed demand takes no further follow-up or closing.
      const before = await stateOf(id);
      for (const [action, body] of [
        ['follow-up', FOLLOW],
        ['close', {}],
      ] as const) {
        const refused = await post('admin', id, action, body);
        expect(refused.statusCode, action).toBe(409);
        expect(refused.body.message).toBe(MarketDemandMessages.ALREADY_CLOSED);
      }
      expect(await stateOf(id)).toEqual(before);

      await t.app.flushOperLog();
      const logged = await t.database.db
        .selectFrom('operLog')
        .select(['loginAccount', 'title', 'status'])
        .where('operUrl', 'like', `${API}/sm/marketdemand/${id}/%`)
        .where('operUrl', 'not like', '%/follow-ups')
        .orderBy('id')
        .execute();
      expect(logged.slice(0, 3).map((l) => [l.loginAccount, l.title, l.status])).toEqual([
        ['sz_admin', '跟进市场需求（跟进记录与跟进人）', '0'],
        ['gd_admin', '跟进市场需求（跟进记录与跟进人）', '0'],
        ['gd_admin', '关闭市场需求（可附说明）', '0'],
      ]);
    });

    // One case per rule of the follow-up and close forms, each breaking that rule only.
    const bad: [string, 'follow-up' | 'close', unknown, string][] = [
      ['no note', 'follow-up', { ...FOLLOW, note: undefined }, '请填写跟进记录'],
      ['a blank note', 'follow-up', { ...FOLLOW, note: '   ' }, '请填写跟进记录'],
      [
        'a note over 200',
        'follow-up',
        { ...FOLLOW, note: '记'.repeat(201) },
        '跟进记录不能超过200个字符',
      ],
      ['no assignee', 'follow-up', { ...FOLLOW, assigneeName: undefined }, '请输入跟进人姓名'],
      [
        'an assignee over 20',
        'follow-up',
        { ...FOLLOW, assigneeName: '名'.repeat(21) },
        '跟进人姓名不能超过20个字符',
      ],
      ['no assignee phone', 'follow-up', { ...FOLLOW, assigneeTel: '' }, '请输入跟进人手机号'],
      [
        'a landline',
        'follow-up',
        { ...FOLLOW, assigneeTel: '07558888888' },
        '跟进人手机号格式不正确',
      ],
      ['a closing note over 200', 'close', { note: '记'.repeat(201) }, '关闭说明不能超过200个字符'],
    ];
    it.each(bad)('refuses %s and changes nothing', async (_, action, body, message) => {
      const id = ids['深圳前一日_科技有限公司']!;
      const before = await stateOf(id);
      const res = await post('admin', id, action, body);
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(Status.VALIDATION_FAILED);
      expect(res.body.message).toBe(message);
      expect(await stateOf(id)).toEqual(before);
      expect(before).toMatchObject({ status: 0, followUps: 0, assigneeName: null });
    });

    it('refuses demands outside the caller’s scope, history included', async () => {
      const guangzhou = ids['广州夜班物流有限公司']!;
      const hangzhou = ids['杭州次日科技有限公司']!;
      for (const [who, id] of [
        ['sz_admin', guangzhou],
        ['gd_admin', hangzhou],
      ] as const) {
        const before = await stateOf(id);
        for (const [action, body] of [
          ['follow-up', FOLLOW],
          ['close', {}],
        ] as const) {
          const res = await post(who, id, action, body);
          expect(res.statusCode, `${who} ${action}`).toBe(403);
          expect(res.body.message).toBe(OUT_OF_SCOPE_MESSAGE);
        }
        expect((await history(who, id)).statusCode).toBe(403);
        expect(await stateOf(id)).toEqual(before);
      }
      // The province's own administrator may.
      expect((await post('gd_admin', guangzhou, 'follow-up', FOLLOW)).body.status).toBe(Status.OK);
      expect((await history('gd_admin', guangzhou)).body.result).toHaveLength(1);
    });

    it('refuses unknown demands, callers without the menu and anonymous callers', async () => {
      expect((await post('admin', 999999, 'follow-up', FOLLOW)).statusCode).toBe(404);
      expect((await post('admin', 999999, 'close', {})).statusCode).toBe(404);
      expect((await history('admin', 999999)).statusCode).toBe(404);
      const id = ids['深圳前一日_科技有限公司']!;
      const before = await stateOf(id);
      for (const who of ['OCB1000000001', 'visitor', 'editor']) {
        expect((await post(who, id, 'follow-up', FOLLOW)).statusCode, who).toBe(403);
        expect((await post(who, id, 'close', {})).statusCode, who).toBe(403);
        expect((await history(who, id)).statusCode, who).toBe(403);
      }
      expect((await post('', id, 'follow-up', FOLLOW)).statusCode).toBe(401);
      expect(await stateOf(id)).toEqual(before);
    });
  });

  describe('export', () => {
    const exportAs = (who: string, qs = '') =>
      t.app.inject({
        method: 'GET',
        url: `${API}/sm/marketdemand/export?${qs}`,
        headers: authed(tokens[who]!),
      });
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
        '需求编号',
        '提交时间',
        '企业名称',
        '省份',
        '城市',
        '区县',
        '联系人',
        '联系电话',
        '邮箱',
        '需求描述',
        '咨询来源',
        '状态',
        '跟进人',
        '跟进人电话',
      ]);
      // Guangdong's three March-2025 fixtures (Hangzhou's is out of scope), newest first;
      // the first two were followed up above.
      expect(rows.slice(1)).toEqual([
        [
          'XQ20250301000901',
          '2025-03-01 23:59:30',
          '广州夜班物流有限公司',
          '广东省',
          '广州市',
          '黄埔区',
          '乙二',
          '13500000002',
          'fixture@example.com',
          '覆盖率需要100%达标',
          '产品：优享模式',
          '跟进中',
          '陈伟',
          '13923456781',
        ],
        [
          'XQ20250301000900',
          '2025-03-01 00:30:00',
          '深圳边界时刻电子有限公司',
          '广东省',
          '深圳市',
          '福田区',
          '甲一',
          '13500000001',
          'fixture@example.com',
          '测试需求：当天零点三十分提交',
          '首页',
          '已关闭',
          '梁志强',
          '13711223344',
        ],
        [
          'XQ20250228000903',
          '2025-02-28 23:59:59',
          '深圳前一日_科技有限公司',
          '广东省',
          '深圳市',
          '南山区',
          '丁四',
          '13500000004',
          'fixture@example.com',
          '测试需求：前一日晚间提交',
          '',
          '待跟进',
          '',
          '',
        ],
      ]);
    });

    it('exports everything in scope when unfiltered, matching the list', async () => {
      const res = await exportAs('gd_admin');
      const { rows } = await readSheet(res.rawPayload);
      const listed = (await list('gd_admin', 'pageSize=50')).body.result;
      expect(rows.length - 1).toBe(listed.total);
      expect(rows.slice(1).map((r) => r[0])).toEqual(listed.data.map((d) => d.refNo));
      expect(rows.slice(1).every((r) => r[3] === '广东省' && /^1\d{10}$/.test(r[7]!))).toBe(true);
    });

    /** `n` demands submitted at the same moment of 1 June 2024, in Shenzhen. */
    const insertBulk = (n: number, from = 1) =>
      sql`
        insert into market_demand (ref_no, company_name, company_province, company_province_id,
          company_city, company_city_id, user_name, user_tel, user_email, user_market_demand,
          created_at)
        select 'XQ20240601' || lpad(n::text, 6, '0'), '批量企业' || n, '广东省', '440000',
          '深圳市', '440300', '测试', '13500009999',
          'bulk@example.com', '批量需求', timestamptz '2024-06-01 12:00:00+08'
        from generate_series(${from}::int, ${from + n - 1}::int) as n
      `.execute(t.database.db);

    it('writes large exports batch by batch without losing or repeating rows', async () => {
      await insertBulk(1201);
      const res = await exportAs('gd_admin', 'endDate=2024-06-01');
      expect(res.statusCode).toBe(200);
      const { rows } = await readSheet(res.rawPayload);
      const names = rows.slice(1).map((r) => r[2]);
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
