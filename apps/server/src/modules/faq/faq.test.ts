import {
  FAQ_CATEGORIES,
  Messages,
  type FaqAnswer,
  type FaqHotItem,
  type FaqItem,
  type PageResult,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFaq } from '../../db/seed/faq.js';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';
import { visitorToken } from '../sms/sms.test-support.js';

const API = '/unionmallmanage/sm/faq';
const GATEWAY = '5G快线网关最多可以接入多少台设备？';
const REFUND = '套餐退订如何收费？';

describe('FAQ chatbot and its back office', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'editor', 'gd_admin', 'OCB1000000001']) {
      tokens[who] = await loginAs(t, who);
    }
    tokens.visitor = await visitorToken(t);
  });
  afterAll(() => t.close());

  const ask = (question: unknown, remoteAddress?: string) =>
    t.call<FaqAnswer>({
      method: 'POST',
      url: `${API}/ask`,
      payload: { question },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const hot = () => t.call<FaqHotItem[]>({ method: 'GET', url: `${API}/portal/hot` });
  const list = (qs: string, who = 'admin') =>
    t.call<PageResult<FaqItem>>({
      method: 'GET',
      url: `${API}/list?${qs}`,
      headers: authed(tokens[who]!),
    });
  const save = (payload: object, who = 'admin') =>
    t.call<FaqItem>({ method: 'POST', url: API, headers: authed(tokens[who]!), payload });
  const setStatus = (id: number, status: number) =>
    t.call({
      method: 'PATCH',
      url: `${API}/${id}/status`,
      headers: authed(tokens.admin!),
      payload: { status },
    });
  const idOf = async (question: string) =>
    (
      await t.database.db
        .selectFrom('faq')
        .select('id')
        .where('question', '=', question)
        .executeTakeFirstOrThrow()
    ).id;

  it('ships at least 35 enabled questions with 2 to 6 keywords in known categories', async () => {
    const rows = await t.database.db.selectFrom('faq').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(35);
    const categories = FAQ_CATEGORIES.map((c) => c.value as string);
    for (const r of rows) {
      expect(r.status).toBe(1);
      expect(r.keywords.length, r.question).toBeGreaterThanOrEqual(2);
      expect(r.keywords.length, r.question).toBeLessThanOrEqual(6);
      expect(categories).toContain(r.category);
    }
    expect(new Set(rows.map((r) => r.category)).size).toBe(FAQ_CATEGORIES.length);
  });

  it('seeds only an empty table, so operators’ deletions survive a restart', async () => {
    const before = await t.database.db
      .selectFrom('faq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await seedFaq(t.database.db);
    const after = await t.database.db
      .selectFrom('faq')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('lists the hot questions in sort order', async () => {
    const res = await hot();
    expect(res.statusCode).toBe(200);
    const questions = res.body.result.map((h) => h.question);
    expect(questions).toHaveLength(6);
    expect(questions).toContain(GATEWAY);
    expect(questions).toContain(REFUND);
    const rows = await t.database.db
      .selectFrom('faq')
      .select(['id', 'sortNum'])
      .where('hot', '=', true)
      .execute();
    const sortOf = new Map(rows.map((r) => [r.id, r.sortNum]));
    const sorts = res.body.result.map((h) => sortOf.get(h.id)!);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('answers a question matched exactly, whatever its width, case and punctuation', async () => {
    const res = await ask('  ５Ｇ快线网关最多可以接入多少台设备 ');
    expect(res.statusCode).toBe(200);
    expect(res.body.result.kind).toBe('exact');
    expect(res.body.result.question).toBe(GATEWAY);
    expect(res.body.result.answer).toContain('15台小流量设备');
  });

  it('answers a differently worded question by its keywords', async () => {
    const gateway = await ask('网关能带几台摄像头呀');
    expect(gateway.body.result).toMatchObject({ kind: 'keyword', question: GATEWAY });
    const refund = await ask('我想退订，要交多少钱');
    expect(refund.body.result).toMatchObject({ kind: 'keyword', question: REFUND });
    expect(refund.body.result.answer).toContain('全额');
    const history = await ask('历史用量最多能看多久');
    expect(history.body.result.kind).toBe('keyword');
    expect(history.body.result.answer).toContain('最近6个月');
  });

  it('falls back with an apology and the hot questions', async () => {
    const res = await ask('火星上明天刮不刮风');
    expect(res.statusCode).toBe(200);
    const r = res.body.result;
    expect(r.kind).toBe('fallback');
    expect(r.question).toBeUndefined();
    expect(r.answer).toMatch(/^抱歉，我还在学习中/);
    expect(r.hot).toEqual((await hot()).body.result);
  });

  it('refuses an empty or blank question with the input-empty message', async () => {
    for (const q of ['', '   ', undefined]) {
      const res = await ask(q);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe(Messages.INPUT_EMPTY);
    }
    const none = await t.call({ method: 'POST', url: `${API}/ask` });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe(Messages.INPUT_EMPTY);
    const long = await ask('问'.repeat(201));
    expect(long.body.message).toBe('问题不能超过200个字符');
  });

  it('never answers with or offers a disabled question', async () => {
    const id = await idOf(GATEWAY);
    expect((await setStatus(id, 0)).body.message).toBe('问答已停用');
    try {
      const exact = await ask(GATEWAY);
      expect(exact.body.result.question).not.toBe(GATEWAY);
      expect(exact.body.result.answer).not.toContain('15台小流量设备');
      const keyword = await ask('网关能带几台摄像头呀');
      expect(keyword.body.result.question).not.toBe(GATEWAY);
      expect((await hot()).body.result.map((h) => h.id)).not.toContain(id);
      const disabled = await list('status=0');
      expect(disabled.body.result.data.map((f) => f.question)).toEqual([GATEWAY]);
    } finally {
      expect((await setStatus(id, 1)).body.message).toBe('问答已启用');
    }
    expect((await ask(GATEWAY)).body.result.kind).toBe('exact');
  });

  it('lets operators create, find, update and delete a question', async () => {
    const created = await save({
      question: '园区专网建设需要多长时间？',
      keywords: ['建设周期', '多长时间', '建设周期'],
      answer: '视方案而定，标准园区通常数周内完成（典型周期）。',
      category: 'product',
      sortNum: 5,
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('保存成功');
    const item = created.body.result;
    expect(item).toMatchObject({ keywords: ['建设周期', '多长时间'], hot: false, status: 1 });
    expect(item.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const found = await list(`keyword=${encodeURIComponent('建设周期')}&category=product`);
    expect(found.body.result.data.map((f) => f.id)).toEqual([item.id]);
    expect((await ask('园区专网建设需要多长时间')).body.result.kind).toBe('exact');

    const updated = await save({ ...item, pkId: item.id, answer: '一般为4到8周（典型周期）。' });
    expect(updated.body.result.answer).toBe('一般为4到8周（典型周期）。');
    expect((await ask('专网建设周期多久')).body.result.answer).toBe('一般为4到8周（典型周期）。');

    const duplicate = await save({ ...item, question: '园区专网建设，需要多长时间' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body.message).toBe('已存在相同的问题');
    const missing = await save({ ...item, pkId: 99999999 });
    expect(missing.statusCode).toBe(404);

    const del = () =>
      t.call({ method: 'DELETE', url: `${API}/${item.id}`, headers: authed(tokens.admin!) });
    expect((await del()).body.message).toBe('删除成功');
    expect((await del()).statusCode).toBe(404);
    expect((await list(`keyword=${encodeURIComponent('建设周期')}`)).body.result.total).toBe(0);
  });

  it('pages and filters the back-office list', async () => {
    const gateway = await list('category=gateway&pageSize=50', 'editor');
    expect(gateway.statusCode).toBe(200);
    expect(gateway.body.result.total).toBe(5);
    expect(gateway.body.result.data.every((f) => f.category === 'gateway')).toBe(true);
    const page = await list('page=2&pageSize=10');
    expect(page.body.result).toMatchObject({ page: 2, pageSize: 10 });
    expect(page.body.result.data).toHaveLength(10);
    // Keywords are searched too: 几台 appears only in a keyword list.
    const kw = await list(`keyword=${encodeURIComponent('几台')}`);
    expect(kw.body.result.data.map((f) => f.question)).toEqual([GATEWAY]);
    const bad = await list('category=weather');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('请选择问题分类');
  });

  it('validates the form with Chinese messages', async () => {
    const base = {
      question: '测试问题',
      keywords: ['测试'],
      answer: '测试答案',
      category: 'support',
    };
    const cases: [object, string][] = [
      [{ ...base, question: '  ' }, '请输入问题'],
      [{ ...base, question: '问'.repeat(101) }, '问题不能超过100个字符'],
      [{ ...base, answer: '' }, '请输入答案'],
      [{ ...base, answer: '答'.repeat(2001) }, '答案不能超过2000个字符'],
      [{ ...base, keywords: Array.from({ length: 21 }, (_, i) => `词${i}`) }, '关键词最多20个'],
      [{ ...base, keywords: ['词'.repeat(21)] }, '每个关键词不能超过20个字符'],
      [{ ...base, keywords: [' '] }, '关键词不能为空'],
      [{ ...base, category: 'weather' }, '请选择问题分类'],
      [{ ...base, status: 2 }, '状态只能是0或1'],
      [{ ...base, question: '？？！' }, '问题需包含文字或数字'],
    ];
    for (const [payload, message] of cases) {
      const res = await save(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('keeps customers, the visitor, other administrators and anonymous callers out', async () => {
    const payload = { question: '越权问题', keywords: [], answer: '越权答案', category: 'support' };
    const id = await idOf(REFUND);
    for (const who of ['OCB1000000001', 'visitor', 'gd_admin']) {
      const headers = authed(tokens[who]!);
      expect((await list('', who)).statusCode, who).toBe(403);
      expect((await save(payload, who)).statusCode, who).toBe(403);
      const del = await t.call({ method: 'DELETE', url: `${API}/${id}`, headers });
      expect(del.statusCode, who).toBe(403);
      const patch = await t.call({
        method: 'PATCH',
        url: `${API}/${id}/status`,
        headers,
        payload: { status: 0 },
      });
      expect(patch.statusCode, who).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: `${API}/list` })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: API, payload })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: `${API}/${id}` })).statusCode).toBe(401);
    const rows = await t.database.db
      .selectFrom('faq')
      .select(['question', 'status'])
      .where((eb) => eb.or([eb('id', '=', id), eb('question', '=', '越权问题')]))
      .execute();
    expect(rows).toEqual([{ question: REFUND, status: 1 }]);
  });

  it('records back-office writes in the operation log', async () => {
    const id = await idOf(REFUND);
    await setStatus(id, 1);
    await t.app.flushOperLog();
    const row = await t.database.db
      .selectFrom('operLog')
      .select(['title', 'loginAccount', 'bodyParam', 'status'])
      .where('operUrl', '=', `${API}/${id}/status`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: '启用/停用智能客服问答',
      loginAccount: 'admin',
      bodyParam: '{"status":1}',
      status: '0',
    });
  });

  it('limits how fast one address may ask', async () => {
    const address = '203.0.113.7';
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push((await ask('如何开具发票？', address)).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await ask('如何开具发票？', '203.0.113.8')).statusCode).toBe(200);
  });
});
