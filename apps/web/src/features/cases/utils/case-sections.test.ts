import type { CaseDetail } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { caseSections, serviceItems } from './case-sections';

const blank: CaseDetail = {
  pkId: 1,
  type: null,
  name: '案例',
  trade: 'port',
  industryName: '智慧港口',
  front: '',
  banner: '',
  background: '',
  businessNeeds: [],
  resolveTitle: '',
  resolveDesc: '',
  resolvePic: '',
  serviceContent: '[]',
  serviceDesc: '',
  value: '',
  state: 0,
  publishTime: '',
  createTime: '',
  updateTime: '',
};

describe('caseSections', () => {
  it('lists every section of a complete case, in page order', () => {
    const ids = caseSections({
      ...blank,
      background: '背景',
      businessNeeds: [{ title: '需求', description: '', url: '' }],
      resolveTitle: '方案',
      serviceContent: JSON.stringify([{ code: 'A2', desc: '隔离' }]),
      value: '价值',
    }).map((s) => s.id);
    expect(ids).toEqual(['background', 'needs', 'solution', 'services', 'value']);
  });

  it('leaves out what a draft has not filled in', () => {
    expect(caseSections(blank)).toEqual([]);
    expect(
      caseSections({ ...blank, background: '  ', resolvePic: '/p.svg' }).map((s) => s.id),
    ).toEqual(['solution']);
    expect(caseSections({ ...blank, serviceContent: 'not json' })).toEqual([]);
    expect(caseSections({ ...blank, serviceDesc: '说明' }).map((s) => s.id)).toEqual(['services']);
  });
});

describe('serviceItems', () => {
  it('names and links catalogue products', () => {
    expect(serviceItems(JSON.stringify([{ code: 'A2', desc: '专用DNN' }]))).toEqual([
      { code: 'A2', label: '业务隔离', href: '/product/introduce/A2', desc: '专用DNN' },
    ]);
    expect(serviceItems(JSON.stringify([{ code: 'double', desc: '一卡双域' }]))[0]?.href).toBe(
      '/product/intro/double',
    );
  });

  it('shows an unknown code as text, without a link', () => {
    expect(serviceItems(JSON.stringify([{ code: 'Z9', desc: '其他' }]))).toEqual([
      { code: 'Z9', label: 'Z9', href: undefined, desc: '其他' },
    ]);
  });

  it('reads malformed text as no services', () => {
    expect(serviceItems('{')).toEqual([]);
  });
});
