import {
  CONTENT_FETCH_PAGE_SIZE,
  INDUSTRIES,
  isCaseType,
  parseNet5gContent,
  SOLUTION_APP_SCENES_MAX,
  SOLUTION_BUSINESS_NEEDS_MAX,
  SOLUTION_CUSTOMER_CASES_MAX,
  Status,
  type PageResult,
  type SolutionDetail,
  type SolutionListItem,
} from '@pn/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createTestApp, loginAs, type TestApp } from '../../../test/helpers.js';

const BASE = '/unionmallmanage/sm/content/manager';
const DRAFT_TYPE = 'lowAltitudeSensing';

describe('industry solutions', () => {
  let t: TestApp;
  let editor: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp();
    editor = await loginAs(t, 'editor');
    customer = await loginAs(t, 'OCB1000000001');
  });
  afterAll(() => t.close());

  const list = (qs: string, token?: string) =>
    t.call<PageResult<SolutionListItem>>({
      method: 'GET',
      url: `${BASE}/list?${qs}`,
      headers: token ? authed(token) : {},
    });
  const detail = (qs: string, token?: string) =>
    t.call<SolutionDetail>({
      method: 'GET',
      url: `${BASE}/detail?${qs}`,
      headers: token ? authed(token) : {},
    });

  it('answers the portal’s (1, 1000, 1) call with a published solution for every industry', async () => {
    const res = await list(`page=1&pageSize=${CONTENT_FETCH_PAGE_SIZE}&state=1`);
    expect(res.statusCode).toBe(200);
    const { data, total } = res.body.result;
    expect(total).toBe(data.length);
    expect(data.every((s) => s.state === 1)).toBe(true);
    const trades = new Set(data.map((s) => s.trade));
    for (const industry of INDUSTRIES) expect(trades).toContain(industry.id);
    const port = data.find((s) => s.type === 'portRemoteControl')!;
    expect(port).toMatchObject({
      pkId: expect.any(Number),
      methodName: '5G智慧港口解决方案',
      trade: 'port',
      industryName: '智慧港口',
    });
    expect(port.methodDesc.length).toBeGreaterThan(10);
    expect(port.fontPic).toMatch(/^\/images\//);
  });

  it('hides the draft from anonymous callers and customers, shows it to the editor', async () => {
    for (const token of [undefined, customer]) {
      const res = await list('state=0&pageSize=1000', token);
      expect(res.body.result.data.map((s) => s.type)).not.toContain(DRAFT_TYPE);
      expect(res.body.result.data.every((s) => s.state === 1)).toBe(true);
      expect((await detail(`type=${DRAFT_TYPE}`, token)).statusCode).toBe(404);
    }
    const drafts = await list('state=0', editor);
    expect(drafts.body.result.data.map((s) => s.type)).toEqual([DRAFT_TYPE]);
    const preview = await detail(`type=${DRAFT_TYPE}`, editor);
    expect(preview.statusCode).toBe(200);
    expect(preview.body.result.state).toBe(0);
  });

  it('filters by industry and keyword', async () => {
    const mining = await list('trade=mining');
    expect(mining.body.result.data.map((s) => s.type)).toEqual(['mineUnderground']);
    const kw = await list(`keyword=${encodeURIComponent('医院')}`);
    expect(kw.body.result.data.map((s) => s.type)).toEqual(['hospitalPrivateNet']);
  });

  it('reads a whole solution by id and by type, within the editor’s row limits', async () => {
    const byType = await detail('type=flexibleFactory');
    expect(byType.statusCode).toBe(200);
    const s = byType.body.result;
    expect(s).toMatchObject({ trade: 'manufacturing', industryName: '智能制造', state: 1 });
    expect(s.businessNeeds.length).toBeGreaterThan(0);
    expect(s.businessNeeds.length).toBeLessThanOrEqual(SOLUTION_BUSINESS_NEEDS_MAX);
    expect(s.appScenes.length).toBeLessThanOrEqual(SOLUTION_APP_SCENES_MAX);
    expect(s.customerCases.length).toBeLessThanOrEqual(SOLUTION_CUSTOMER_CASES_MAX);
    const net5g = parseNet5gContent(s.net5gContent);
    expect(net5g.length).toBeGreaterThan(0);
    expect(net5g.some((n) => n.checked)).toBe(true);
    expect(net5g.some((n) => !n.checked)).toBe(true);
    // Customer cases link to built-in case details that exist.
    for (const c of s.customerCases) {
      const type = /\/case\/detail\?type=(\w+)/.exec(c.url)?.[1];
      expect(type && isCaseType(type)).toBe(true);
    }
    const byId = await detail(`id=${s.pkId}`);
    expect(byId.body.result).toEqual(s);
  });

  it('answers 404 for an unknown solution and 400 without id or type', async () => {
    const missing = await detail('id=123456789');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({
      status: Status.NOT_FOUND,
      message: '解决方案不存在或未发布',
      result: null,
    });
    expect((await detail('type=')).statusCode).toBe(400);
  });

  it('caps the page size at 1000 and pages without overlap', async () => {
    const capped = await list('pageSize=100000');
    expect(capped.body.result.pageSize).toBe(1000);
    const a = await list('page=1&pageSize=4');
    const b = await list('page=2&pageSize=4');
    expect(a.body.result.data).toHaveLength(4);
    const ids = new Set(a.body.result.data.map((s) => s.pkId));
    expect(b.body.result.data.some((s) => ids.has(s.pkId))).toBe(false);
  });
});
