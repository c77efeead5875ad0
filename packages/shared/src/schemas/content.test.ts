import { describe, expect, it } from 'vitest';
import { CASE_BUSINESS_NEEDS_MAX, SOLUTION_CUSTOMER_CASES_MAX } from '../constants.js';
import {
  CaseFormSchema,
  ContentDetailQuerySchema,
  ContentStatusQuerySchema,
  isSafeContentUrl,
  ReleaseStatusSchema,
  ContentListQuerySchema,
  dropBlankRows,
  emptyContentRow,
  NewsDetailQuerySchema,
  parseNet5gContent,
  parseServiceContent,
  SolutionFormSchema,
} from './content.js';

const row = (title: string) => ({ title, description: '说明', url: '' });
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('content list and detail queries', () => {
  it('treats blank filters as absent and caps the page size at 1000', () => {
    expect(ContentListQuerySchema.parse({ page: '1', pageSize: '1000', state: '1' })).toEqual({
      page: 1,
      pageSize: 1000,
      state: 1,
    });
    const blank = ContentListQuerySchema.parse({ state: '', trade: ' ', keyword: '' });
    expect(blank).toEqual({ page: 1, pageSize: 10 });
    expect(ContentListQuerySchema.parse({ pageSize: '5000' }).pageSize).toBe(1000);
    expect(messages(ContentListQuerySchema.safeParse({ state: '2' }))).toEqual(['状态取值不正确']);
    expect(messages(ContentListQuerySchema.safeParse({ state: 'x' }))).toEqual(['状态必须是数字']);
  });

  it('needs an id or a type for a detail', () => {
    expect(ContentDetailQuerySchema.parse({ id: '12' })).toEqual({ id: 12 });
    expect(ContentDetailQuerySchema.parse({ type: 'powerGrid', id: '' })).toEqual({
      type: 'powerGrid',
    });
    expect(messages(ContentDetailQuerySchema.safeParse({}))).toEqual(['请提供编号或类型']);
    expect(messages(ContentDetailQuerySchema.safeParse({ id: '0' }))).toEqual(['编号必须是正整数']);
    expect(NewsDetailQuerySchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(messages(NewsDetailQuerySchema.safeParse({}))).toEqual(['请提供资讯编号']);
    expect(messages(NewsDetailQuerySchema.safeParse({ id: 'x' }))).toEqual(['资讯编号必须是数字']);
  });
});

describe('case edit form', () => {
  const valid = { name: '测试案例', trade: 'energy' };

  it('defaults a new case to a draft with empty lists', () => {
    const form = CaseFormSchema.parse(valid);
    expect(form).toMatchObject({ state: 0, businessNeeds: [], serviceContent: '[]', front: '' });
    expect(form.pkId).toBeUndefined();
  });

  it('requires a name and an industry, in Chinese', () => {
    expect(messages(CaseFormSchema.safeParse({}))).toEqual(['请输入案例名称', '请选择所属行业']);
    expect(messages(CaseFormSchema.safeParse({ name: '  ', trade: 'energy' }))).toEqual([
      '请输入案例名称',
    ]);
  });

  it('drops rows without a title and allows at most 8 business needs', () => {
    const form = CaseFormSchema.parse({
      ...valid,
      businessNeeds: [row('需求一'), row(''), row('  '), row('需求二')],
    });
    expect(form.businessNeeds.map((r) => r.title)).toEqual(['需求一', '需求二']);
    const eight = Array.from({ length: CASE_BUSINESS_NEEDS_MAX }, (_, i) => row(`需求${i}`));
    expect(CaseFormSchema.safeParse({ ...valid, businessNeeds: eight }).success).toBe(true);
    expect(
      messages(CaseFormSchema.safeParse({ ...valid, businessNeeds: [...eight, row('多一条')] })),
    ).toEqual(['业务需求最多8条']);
  });

  it('accepts service content only as a JSON list of {code, desc}', () => {
    const ok = JSON.stringify([{ code: 'A2', desc: '业务隔离' }]);
    expect(CaseFormSchema.parse({ ...valid, serviceContent: ok }).serviceContent).toBe(ok);
    expect(CaseFormSchema.parse({ ...valid, serviceContent: '' }).serviceContent).toBe('[]');
    for (const bad of ['{', '{"code":"A2"}', '[{"code":1,"desc":""}]']) {
      expect(messages(CaseFormSchema.safeParse({ ...valid, serviceContent: bad }))).toEqual([
        '服务内容格式不正确',
      ]);
    }
    expect(parseServiceContent(ok)).toEqual([{ code: 'A2', desc: '业务隔离' }]);
    expect(parseServiceContent('not json')).toEqual([]);
    expect(parseServiceContent(null)).toEqual([]);
  });
});

describe('solution edit form', () => {
  const valid = { methodName: '测试方案', trade: 'port' };

  it('limits each list to its own maximum', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => row(`行${i}`));
    expect(
      SolutionFormSchema.safeParse({
        ...valid,
        businessNeeds: rows(4),
        appScenes: rows(8),
        customerCases: rows(SOLUTION_CUSTOMER_CASES_MAX),
      }).success,
    ).toBe(true);
    expect(messages(SolutionFormSchema.safeParse({ ...valid, businessNeeds: rows(5) }))).toEqual([
      '业务需求最多4条',
    ]);
    expect(messages(SolutionFormSchema.safeParse({ ...valid, appScenes: rows(9) }))).toEqual([
      '应用场景最多8条',
    ]);
    expect(messages(SolutionFormSchema.safeParse({ ...valid, customerCases: rows(6) }))).toEqual([
      '客户案例最多5条',
    ]);
  });

  it('requires a method name and checks the 5G items JSON', () => {
    expect(messages(SolutionFormSchema.safeParse({ trade: 'port' }))).toEqual(['请输入方案名称']);
    const items = JSON.stringify([{ checked: true, desc: '业务隔离' }]);
    const form = SolutionFormSchema.parse({ ...valid, net5gContent: items, appScenes: [row('')] });
    expect(form).toMatchObject({ state: 0, net5gContent: items, appScenes: [] });
    expect(parseNet5gContent(items)).toEqual([{ checked: true, desc: '业务隔离' }]);
    expect(
      messages(SolutionFormSchema.safeParse({ ...valid, net5gContent: '[{"checked":"yes"}]' })),
    ).toEqual(['5G网络能力格式不正确']);
  });

  it('offers an empty row and the blank-row filter to the editors', () => {
    expect(emptyContentRow()).toEqual({ title: '', description: '', url: '' });
    expect(dropBlankRows([emptyContentRow(), row('a')])).toEqual([row('a')]);
  });
});

describe('back-office schemas', () => {
  it('accepts site paths and http(s) links only in picture and link fields', () => {
    for (const ok of [
      '',
      '/images/a.svg',
      '/unionmallmanage/sm/file/download?path=a%2Fb.png',
      'https://a.cn/x.png',
      'http://a.cn',
    ]) {
      expect(isSafeContentUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:x',
      'data:image/png;base64,AA',
      '//evil.cn/x',
      '/a\\b',
      'images/a.svg',
      'https://',
      'ftp://a.cn',
    ]) {
      expect(isSafeContentUrl(bad), bad).toBe(false);
    }
  });

  it('reads release times in the server’s format or ISO 8601, refusing impossible dates', () => {
    expect(
      ReleaseStatusSchema.parse({ status: 1, releaseTime: '2026-11-20T09:00:00+08:00' })
        .releaseTime,
    ).toEqual(new Date('2026-11-20T01:00:00Z'));
    expect(ReleaseStatusSchema.parse({ status: 1 }).releaseTime).toBeUndefined();
    expect(
      messages(ReleaseStatusSchema.safeParse({ status: 1, releaseTime: '2026-13-01 00:00' })),
    ).toEqual(['时间不正确']);
    expect(
      messages(ReleaseStatusSchema.safeParse({ status: 1, releaseTime: '2027-02-29 00:00:00' })),
    ).toEqual(['时间不正确']);
    expect(
      ReleaseStatusSchema.safeParse({ status: 1, releaseTime: '2028-02-29 23:59:59' }).success,
    ).toBe(true);
    expect(messages(ReleaseStatusSchema.safeParse({ status: 3 }))).toEqual(['发布状态取值不正确']);
  });

  it('requires the id and the new state of a publish call', () => {
    expect(ContentStatusQuerySchema.parse({ id: '5', status: '1' })).toEqual({ id: 5, status: 1 });
    expect(messages(ContentStatusQuerySchema.safeParse({ status: '1' }))).toEqual(['请提供编号']);
    expect(messages(ContentStatusQuerySchema.safeParse({ id: 'x', status: '1' }))).toEqual([
      '编号必须是数字',
    ]);
    expect(messages(ContentStatusQuerySchema.safeParse({ id: '5' }))).toEqual(['请提供发布状态']);
    expect(messages(ContentStatusQuerySchema.safeParse({ id: '5', status: '2' }))).toEqual([
      '发布状态取值不正确',
    ]);
  });
});
