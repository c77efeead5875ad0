import {
  MARKET_DEMAND_RATE_LIMITS,
  MARKET_DEMAND_REF_PATTERN,
  MarketDemandMessages,
  Messages,
  Status,
  type MarketDemandFormInput,
} from '@pn/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { chinaDay } from '../../lib/daily-number.js';

const API = '/unionmallmanage';
const ANSWER = 'E2E8';

type Form = Partial<Record<keyof MarketDemandFormInput, unknown>>;

let uuidSeq = 0;
let ipSeq = 0;
/** A fresh client address, so that tests do not share a rate limit unless they mean to. */
const nextIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

describe('market demand submission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER });
  });
  afterAll(() => t.close());

  /** Draws a captcha for a new uuid, as the dialog does when it opens. */
  const freshCaptcha = async () => {
    const uuid = `md-${Date.now()}-${uuidSeq++}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/user/account/generateVerifyCode?uuid=${uuid}`,
    });
    expect(res.statusCode).toBe(200);
    return uuid;
  };
  const validForm = (uuid: string): Form => ({
    companyName: '深圳市南山湾区通信测试有限公司',
    address: ['440000', '440300', '440305'],
    userName: '林小雨',
    userTel: '13912345678',
    userEmail: 'linxy@nanshan-test.example.com',
    userMarketDemand: '园区需要覆盖约2万平方米的5G专网，用于AGV调度与视频回传。',
    verifyCode: ANSWER,
    uuid,
  });
  const submit = (payload: Form, ip = nextIp(), headers: Record<string, string> = {}) =>
    t.call<{ id: number; refNo: string } | null>({
      method: 'POST',
      url: `${API}/sm/marketdemand`,
      payload,
      headers,
      remoteAddress: ip,
    });
  const stored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('marketDemand')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a valid demand with the area names looked up on the server', async () => {
    const before = await stored();
    const form = {
      ...validForm(await freshCaptcha()),
      companyName: '  深圳市南山湾区通信测试有限公司  ',
      // Names sent by the client are not trusted.
      companyProvince: '某省',
    };
    const res = await submit(form, '10.99.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(Status.OK);
    expect(res.body.message).toBe(Messages.SUBMIT_OK);
    const id = res.body.result!.id;
    expect(await stored()).toBe(before + 1);
    const row = await t.database.db
      .selectFrom('marketDemand')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      companyName: '深圳市南山湾区通信测试有限公司',
      companyProvince: '广东省',
      companyProvinceId: '440000',
      companyCity: '深圳市',
      companyCityId: '440300',
      companyDistrict: '南山区',
      companyDistrictId: '440305',
      userName: '林小雨',
      userTel: '13912345678',
      userEmail: 'linxy@nanshan-test.example.com',
      marketDemandType: 0,
      status: 0,
      clientIp: '10.99.0.1',
    });
    expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('accepts every field at its maximum length', async () => {
    const res = await submit({
      ...validForm(await freshCaptcha()),
      companyName: '企'.repeat(40),
      userName: '名'.repeat(20),
      userEmail: `${'a'.repeat(28)}@example.com`,
      userMarketDemand: '需'.repeat(200),
    });
    expect(res.body.status).toBe(Status.OK);
  });

  // One case per rule of the advice form (spec §5), each breaking that rule only.
  const cases: [string, Form, string][] = [
    ['company name missing', { companyName: undefined }, '请输入您的企业名称'],
    ['company name blank', { companyName: '   ' }, '请输入您的企业名称'],
    ['company name over 40', { companyName: '企'.repeat(41) }, '企业名称不能超过40个字符'],
    ['area missing', { address: undefined }, '请选择您的企业所在地'],
    ['area with the province only', { address: ['440000'] }, '请选择您的企业所在地'],
    [
      'area of four levels',
      { address: ['440000', '440300', '440305', '1'] },
      '请选择您的企业所在地',
    ],
    ['name missing', { userName: undefined }, '请输入您的真实姓名'],
    ['name blank', { userName: ' ' }, '请输入您的真实姓名'],
    ['name over 20', { userName: '名'.repeat(21) }, '姓名不能超过20个字符'],
    ['phone missing', { userTel: undefined }, '请输入您的联系方式'],
    ['phone blank', { userTel: '' }, '请输入您的联系方式'],
    ['phone over 11', { userTel: '139123456789' }, '联系电话格式不正确'],
    ['phone too short', { userTel: '1391234567' }, '联系电话格式不正确'],
    ['phone not a mobile number', { userTel: '12912345678' }, '联系电话格式不正确'],
    ['phone with letters', { userTel: '1391234567a' }, '联系电话格式不正确'],
    ['email missing', { userEmail: undefined }, '请输入您的邮箱地址'],
    ['email blank', { userEmail: '' }, '请输入您的邮箱地址'],
    ['email without @', { userEmail: 'linxy.example.com' }, '邮箱格式不正确'],
    ['email without domain dot', { userEmail: 'linxy@example' }, '邮箱格式不正确'],
    ['email over 40', { userEmail: `${'a'.repeat(29)}@example.com` }, '邮箱不能超过40个字符'],
    ['demand missing', { userMarketDemand: undefined }, '其他需求不能为空'],
    ['demand blank', { userMarketDemand: '  ' }, '其他需求不能为空'],
    ['demand over 200', { userMarketDemand: '需'.repeat(201) }, '其他需求不能超过200个字符'],
    ['captcha answer missing', { verifyCode: undefined }, '图片验证码不能为空'],
    ['captcha answer blank', { verifyCode: '' }, '图片验证码不能为空'],
    ['captcha uuid missing', { uuid: undefined }, '请刷新图片验证码'],
    ['an unknown source kind', { source: { kind: 'banner' } }, '咨询来源不正确'],
    ['a source without its kind', { source: { id: 'B1' } }, '咨询来源不正确'],
    ['a malformed source id', { source: { kind: 'case', id: '1; drop' } }, '咨询来源不正确'],
    [
      'a source name over 60',
      { source: { kind: 'case', id: '1', name: '名'.repeat(61) } },
      '咨询内容名称不能超过60个字符',
    ],
  ];
  it.each(cases)('refuses %s with its message and stores nothing', async (_, change, message) => {
    const before = await stored();
    const uuid = await freshCaptcha();
    const res = await submit({ ...validForm(uuid), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(Status.VALIDATION_FAILED);
    expect(res.body.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  describe('reference number', () => {
    const today = () => chinaDay(new Date());
    const refOf = async (id: number) =>
      (
        await t.database.db
          .selectFrom('marketDemand')
          .select('refNo')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).refNo;

    it('is XQ, the China-time day and the day’s next six-digit number, answered and stored', async () => {
      const first = await submit(validForm(await freshCaptcha()));
      const second = await submit(validForm(await freshCaptcha()));
      const a = first.body.result!;
      const b = second.body.result!;
      expect(a.refNo).toMatch(new RegExp(`^XQ${today()}\\d{6}$`));
      expect(MARKET_DEMAND_REF_PATTERN.test(a.refNo)).toBe(true);
      expect(Number(b.refNo.slice(10))).toBe(Number(a.refNo.slice(10)) + 1);
      expect(await refOf(a.id)).toBe(a.refNo);
      expect(await refOf(b.id)).toBe(b.refNo);
    });

    it('goes on from the day’s counter', async () => {
      await t.database.db
        .updateTable('dailySequence')
        .set({ lastValue: 41 })
        .where('prefix', '=', 'XQ')
        .where('day', '=', today())
        .execute();
      const res = await submit(validForm(await freshCaptcha()));
      expect(res.body.result!.refNo).toBe(`XQ${today()}000042`);
    });

    it('never hands out one number twice to submissions made at the same moment', async () => {
      const uuids = await Promise.all(Array.from({ length: 8 }, () => freshCaptcha()));
      const results = await Promise.all(uuids.map((uuid) => submit(validForm(uuid))));
      const refs = results.map((r) => r.body.result!.refNo);
      expect(new Set(refs).size).toBe(8);
      const seqs = refs.map((r) => Number(r.slice(10))).sort((x, y) => x - y);
      expect(seqs.at(-1)! - seqs[0]!).toBe(7);
    });

    it('spends no number on a refused submission', async () => {
      const before = await submit(validForm(await freshCaptcha()));
      const refused = await submit({
        ...validForm(await freshCaptcha()),
        source: { kind: 'product', id: 'Z9' },
      });
      expect(refused.statusCode).toBe(400);
      const after = await submit(validForm(await freshCaptcha()));
      expect(Number(after.body.result!.refNo.slice(10))).toBe(
        Number(before.body.result!.refNo.slice(10)) + 1,
      );
    });
  });

  describe('source', () => {
    const sourceOf = async (id: number) =>
      t.database.db
        .selectFrom('marketDemand')
        .select(['sourceKind', 'sourceId', 'sourceName'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const submitFrom = async (source: unknown) => {
      const res = await submit({ ...validForm(await freshCaptcha()), source });
      expect(res.body.status, JSON.stringify(source)).toBe(Status.OK);
      return sourceOf(res.body.result!.id);
    };

    it('names a product from the catalogue, whatever name was sent', async () => {
      expect(await submitFrom({ kind: 'product', id: 'B1', name: '随便写的名字' })).toEqual({
        sourceKind: 'product',
        sourceId: 'B1',
        sourceName: '优享模式',
      });
    });

    it('names a case, a solution and an application from their records', async () => {
      const db = t.database.db;
      const kase = await db
        .selectFrom('successCase')
        .select(['id', 'name'])
        .executeTakeFirstOrThrow();
      const solution = await db
        .selectFrom('solution')
        .select(['id', 'methodName'])
        .executeTakeFirstOrThrow();
      const app = await db
        .selectFrom('marketApplication')
        .select(['id', 'applicationName'])
        .executeTakeFirstOrThrow();
      expect(await submitFrom({ kind: 'case', id: String(kase.id), name: 'x' })).toEqual({
        sourceKind: 'case',
        sourceId: String(kase.id),
        sourceName: kase.name,
      });
      expect(await submitFrom({ kind: 'solution', id: String(solution.id) })).toEqual({
        sourceKind: 'solution',
        sourceId: String(solution.id),
        sourceName: solution.methodName,
      });
      expect(await submitFrom({ kind: 'application', id: String(app.id) })).toEqual({
        sourceKind: 'application',
        sourceId: String(app.id),
        sourceName: app.applicationName,
      });
    });

    it('keeps the sent name of a record that is gone: the demand still counts', async () => {
      expect(await submitFrom({ kind: 'case', id: '987654', name: '  已下线的案例  ' })).toEqual({
        sourceKind: 'case',
        sourceId: '987654',
        sourceName: '已下线的案例',
      });
    });

    it('keeps only the kind for pages without an item, and nothing for old clients', async () => {
      for (const kind of ['support', 'home', 'widget'] as const) {
        expect(await submitFrom({ kind, id: 'B1', name: '无关' })).toEqual({
          sourceKind: kind,
          sourceId: '',
          sourceName: '',
        });
      }
      // The solutions page's button: solutions in general.
      expect(await submitFrom({ kind: 'solution' })).toEqual({
        sourceKind: 'solution',
        sourceId: '',
        sourceName: '',
      });
      expect(await submitFrom(undefined)).toEqual({
        sourceKind: null,
        sourceId: '',
        sourceName: '',
      });
    });

    it.each([
      ['an unknown product', { kind: 'product', id: 'Z9' }],
      ['a record id that is not a number', { kind: 'case', id: 'haier' }],
      ['a record id too large to be one', { kind: 'application', id: '99999999999999999999' }],
    ])('refuses %s and stores nothing', async (_, source) => {
      const before = await stored();
      const res = await submit({ ...validForm(await freshCaptcha()), source });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(MarketDemandMessages.SOURCE_INVALID);
      expect(await stored()).toBe(before);
    });
  });

  describe('captcha', () => {
    const refusedAsCaptcha = (res: Awaited<ReturnType<typeof submit>>) => {
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(Status.CAPTCHA_INVALID);
      expect(res.body.message).toBe(Messages.CAPTCHA_INVALID);
    };

    it('refuses a uuid that was never drawn', async () => {
      const before = await stored();
      refusedAsCaptcha(await submit(validForm('md-never-drawn')));
      expect(await stored()).toBe(before);
    });

    it('refuses a wrong answer and uses the image up', async () => {
      const before = await stored();
      const uuid = await freshCaptcha();
      refusedAsCaptcha(await submit({ ...validForm(uuid), verifyCode: 'ABCD' }));
      // One attempt per image: the right answer no longer helps.
      refusedAsCaptcha(await submit(validForm(uuid)));
      expect(await stored()).toBe(before);
    });

    it('refuses an expired image', async () => {
      const before = await stored();
      const uuid = await freshCaptcha();
      await t.database.db
        .updateTable('captcha')
        .set({ expiresAt: sql<Date>`now() - interval '1 second'` })
        .where('uuid', '=', uuid)
        .execute();
      refusedAsCaptcha(await submit(validForm(uuid)));
      expect(await stored()).toBe(before);
    });

    it('refuses an image used again after a successful submission', async () => {
      const uuid = await freshCaptcha();
      expect((await submit(validForm(uuid))).body.status).toBe(Status.OK);
      const before = await stored();
      refusedAsCaptcha(await submit(validForm(uuid)));
      expect(await stored()).toBe(before);
    });

    it('accepts the answer in lower case', async () => {
      const res = await submit({ ...validForm(await freshCaptcha()), verifyCode: 'e2e8' });
      expect(res.body.status).toBe(Status.OK);
    });
  });

  describe('location', () => {
    const cases: [string, string[]][] = [
      ['a district of another city', ['440000', '440300', '440106']],
      ['a city of another province', ['440000', '330100', '330108']],
      ['a city that has districts, none chosen', ['440000', '440300']],
      ['an unknown code', ['440000', '440300', '449999']],
      ['the national root', ['001', '440000', '440300']],
    ];
    it.each(cases)('refuses %s and stores nothing', async (_, address) => {
      const before = await stored();
      const res = await submit({ ...validForm(await freshCaptcha()), address });
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(Status.VALIDATION_FAILED);
      expect(res.body.message).toBe(MarketDemandMessages.AREA_INVALID);
      expect(await stored()).toBe(before);
    });
  });

  describe('rate limit per client address', () => {
    const [short, daily] = MARKET_DEMAND_RATE_LIMITS;
    const refusedAsTooFrequent = (res: Awaited<ReturnType<typeof submit>>) => {
      expect(res.statusCode).toBe(429);
      expect(res.body.status).toBe(Status.TOO_MANY_REQUESTS);
      expect(res.body.message).toBe('提交过于频繁，请稍后再试');
    };

    it(`refuses the ${short.max + 1}th attempt within ${short.seconds / 60} minutes, invalid ones included`, async () => {
      const ip = '192.0.2.10';
      // One attempt fails validation; it counts like the others.
      expect((await submit({ ...validForm('x'), userTel: '123' }, ip)).statusCode).toBe(400);
      for (let i = 1; i < short.max; i++) {
        expect((await submit(validForm(await freshCaptcha()), ip)).body.status).toBe(Status.OK);
      }
      const before = await stored();
      const uuid = await freshCaptcha();
      const refused = await submit(validForm(uuid), ip);
      refusedAsTooFrequent(refused);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(short.seconds);
      expect(await stored()).toBe(before);

      // Another address is not affected, and the refused attempt left the captcha unused.
      expect((await submit(validForm(uuid), '192.0.2.11')).body.status).toBe(Status.OK);

      // Once the window has passed, the address may submit again.
      await t.database.db
        .updateTable('rateLimitHit')
        .set({ createdAt: sql<Date>`created_at - make_interval(secs => ${short.seconds + 1})` })
        .where('key', '=', ip)
        .execute();
      expect((await submit(validForm(await freshCaptcha()), ip)).body.status).toBe(Status.OK);
    });

    it(`refuses more than ${daily.max} attempts a day from one address`, async () => {
      const ip = '192.0.2.20';
      await t.database.db
        .insertInto('rateLimitHit')
        .values(
          Array.from({ length: daily.max }, () => ({
            bucket: 'market-demand',
            key: ip,
            createdAt: sql<Date>`now() - interval '2 hours'`,
          })),
        )
        .execute();
      refusedAsTooFrequent(await submit(validForm(await freshCaptcha()), ip));
    });
  });
});

describe('market demand rate limit behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CAPTCHA_FIXED_ANSWER: ANSWER, TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('counts by the forwarded client address, not the proxy’s', async () => {
    const from = (client: string) =>
      t.call({
        method: 'POST',
        url: `${API}/sm/marketdemand`,
        payload: {},
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < MARKET_DEMAND_RATE_LIMITS[0].max; i++) {
      expect((await from('198.51.100.7')).statusCode).toBe(400);
    }
    expect((await from('198.51.100.7')).statusCode).toBe(429);
    expect((await from('198.51.100.8')).statusCode).toBe(400);
  });
});
