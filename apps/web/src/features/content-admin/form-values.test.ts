import {
  CaseFormSchema,
  SolutionFormSchema,
  type CaseDetail,
  type SolutionDetail,
} from '@pn/shared';
import { describe, expect, it } from 'vitest';
import {
  casePayloadOf,
  caseValuesOf,
  emptyCaseValues,
  emptySolutionValues,
  rowsForEditing,
  solutionPayloadOf,
  solutionValuesOf,
} from './form-values';

const storedCase: CaseDetail = {
  pkId: 12,
  type: null,
  name: '某港口5G远控',
  trade: 'port',
  industryName: '智慧港口',
  front: '/unionmallmanage/sm/file/download?path=case%2F202601%2Fa.png',
  banner: '',
  background: '背景',
  businessNeeds: [],
  resolveTitle: '',
  resolveDesc: '',
  resolvePic: '',
  serviceContent: '[{"code":"B1","desc":"园区覆盖"}]',
  serviceDesc: '',
  value: '',
  state: 0,
  publishTime: '',
  createTime: '2026-01-01 10:00:00',
  updateTime: '2026-01-01 10:00:00',
};

describe('editor lists', () => {
  it('show one empty row for a record without rows', () => {
    expect(rowsForEditing([])).toEqual([{ title: '', description: '', url: '' }]);
    expect(caseValuesOf(storedCase).businessNeeds).toHaveLength(1);
    expect(emptySolutionValues().appScenes).toHaveLength(1);
  });

  it('drop rows without a title on save', () => {
    const values = {
      ...caseValuesOf(storedCase),
      businessNeeds: [
        { title: '远程操控', description: '时延', url: '' },
        { title: '  ', description: '只有描述', url: '' },
        { title: '', description: '', url: '' },
      ],
    };
    expect(casePayloadOf(values, 12).businessNeeds).toEqual([
      { title: '远程操控', description: '时延', url: '' },
    ]);
  });
});

describe('case form', () => {
  it('reads the services from their JSON text and writes them back', () => {
    const values = caseValuesOf(storedCase);
    expect(values.trade).toBe('port');
    expect(values.serviceContent).toEqual([{ code: 'B1', desc: '园区覆盖' }]);
    values.serviceContent.push({ code: undefined, desc: '' }, { code: 'A1', desc: ' 视频回传 ' });
    const payload = casePayloadOf(values, 12);
    expect(payload.pkId).toBe(12);
    expect(JSON.parse(payload.serviceContent ?? '')).toEqual([
      { code: 'B1', desc: '园区覆盖' },
      { code: 'A1', desc: '视频回传' },
    ]);
    expect(CaseFormSchema.safeParse(payload).success).toBe(true);
  });

  it('sends a new case without pkId, and the schema asks for the name and industry', () => {
    const payload = casePayloadOf(emptyCaseValues(), undefined);
    expect(payload).not.toHaveProperty('pkId');
    expect(payload.businessNeeds).toEqual([]);
    const issues = CaseFormSchema.safeParse(payload).error?.issues.map((i) => i.message);
    expect(issues).toEqual(expect.arrayContaining(['请输入案例名称', '请选择所属行业']));
  });
});

describe('solution form', () => {
  const stored: SolutionDetail = {
    pkId: 5,
    type: 'gridSlicing',
    methodName: '5G智能电网切片解决方案',
    methodDesc: '简介',
    fontPic: '',
    bannerPic: '',
    trade: 'energy',
    industryName: '电力能源',
    businessNeeds: [{ title: '时延', description: '', url: '' }],
    appScenes: [],
    customerCases: [],
    net5gContent: '[{"checked":true,"desc":"业务隔离"},{"checked":false,"desc":"本地分流"}]',
    net5gDesc: '',
    resolveTitle: '',
    resolveDesc: '',
    resolvePic: '',
    sceneContent: '',
    state: 1,
    authorized: true,
    publishTime: '2026-01-01 10:00:00',
    createTime: '2026-01-01 10:00:00',
    updateTime: '2026-01-01 10:00:00',
  };

  it('edits the 5G checklist as items and sends JSON text without blank items', () => {
    const values = solutionValuesOf(stored);
    expect(values.net5gContent).toEqual([
      { checked: true, desc: '业务隔离' },
      { checked: false, desc: '本地分流' },
    ]);
    values.net5gContent[1] = { checked: true, desc: '本地分流：数据不出园区' };
    values.net5gContent.push({ checked: true, desc: ' ' });
    const payload = solutionPayloadOf(values, 5);
    expect(JSON.parse(payload.net5gContent ?? '')).toEqual([
      { checked: true, desc: '业务隔离' },
      { checked: true, desc: '本地分流：数据不出园区' },
    ]);
    expect(payload.appScenes).toEqual([]);
    expect(SolutionFormSchema.safeParse(payload).success).toBe(true);
  });
});
