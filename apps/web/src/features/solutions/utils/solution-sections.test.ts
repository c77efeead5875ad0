import type { SolutionDetail } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { capabilityParts, isInAppPath, solutionSections } from './solution-sections';

const row = (title: string) => ({ title, description: '', url: '' });

const blank: SolutionDetail = {
  pkId: 1,
  type: 'x',
  methodName: '方案',
  methodDesc: '',
  fontPic: '',
  bannerPic: '',
  trade: 'port',
  industryName: '智慧港口',
  businessNeeds: [],
  appScenes: [],
  customerCases: [],
  net5gContent: '[]',
  net5gDesc: '',
  resolveTitle: '',
  resolveDesc: '',
  resolvePic: '',
  sceneContent: '',
  state: 0,
  authorized: false,
  publishTime: '',
  createTime: '',
  updateTime: '',
};

describe('solutionSections', () => {
  it('lists every section of a complete solution, in page order', () => {
    const ids = solutionSections({
      ...blank,
      businessNeeds: [row('痛点')],
      resolveDesc: '描述',
      net5gContent: JSON.stringify([{ checked: false, desc: '业务加速' }]),
      appScenes: [row('场景')],
      customerCases: [row('案例')],
    }).map((s) => s.id);
    expect(ids).toEqual(['needs', 'solution', 'network', 'scenes', 'customers']);
  });

  it('ends with the industry applications when there are some', () => {
    const ids = solutionSections({ ...blank, customerCases: [row('案例')] }, true).map((s) => s.id);
    expect(ids).toEqual(['customers', 'applications']);
  });

  it('leaves out what a draft has not filled in', () => {
    expect(solutionSections(blank)).toEqual([]);
    expect(solutionSections({ ...blank, net5gDesc: '说明' }).map((s) => s.id)).toEqual(['network']);
  });
});

describe('isInAppPath', () => {
  it('accepts portal paths only', () => {
    expect(isInAppPath('/case/detail?type=smartPort')).toBe(true);
    expect(isInAppPath(' /case ')).toBe(true);
    expect(isInAppPath('https://example.com/case')).toBe(false);
    expect(isInAppPath('//example.com/case')).toBe(false);
    expect(isInAppPath('/\\example.com')).toBe(false);
    expect(isInAppPath('javascript:alert(1)')).toBe(false);
    expect(isInAppPath('')).toBe(false);
  });
});

describe('capabilityParts', () => {
  it('splits the name from what it does at the full-width colon', () => {
    expect(capabilityParts('业务隔离：专用DNN与网络切片')).toEqual({
      name: '业务隔离',
      detail: '专用DNN与网络切片',
    });
  });

  it('treats a line without a name as all description', () => {
    expect(capabilityParts('边缘计算节点')).toEqual({ name: '', detail: '边缘计算节点' });
    expect(capabilityParts('：以冒号开头')).toEqual({ name: '', detail: '：以冒号开头' });
  });
});
