import { describe, expect, it } from 'vitest';
import { caseKind, solutionKind } from './kinds';
import { compareVersion, readableValue } from './version-diff';

describe('version comparison', () => {
  it('marks the fields that differ from the current record', () => {
    const before = {
      name: '港口远控',
      industryName: '智慧港口',
      businessNeeds: [{ title: '低时延', description: '毫秒级', url: '' }],
      serviceContent: '[{"code":"B1","desc":"园区覆盖"}]',
      state: 0,
    };
    const now = { ...before, name: '港口远控（二期）', state: 1 };
    const rows = compareVersion(caseKind.fields, before, now);
    expect(rows.filter((r) => r.changed).map((r) => r.label)).toEqual(['案例名称', '状态']);
    const state = rows.find((r) => r.key === 'state');
    expect([state?.before, state?.after]).toEqual(['草稿', '已发布']);
    expect(rows.find((r) => r.key === 'businessNeeds')?.before).toBe('1. 低时延：毫秒级');
  });

  it('marks nothing while the current record is unknown', () => {
    const rows = compareVersion(solutionKind.fields, { methodName: '方案' }, undefined);
    expect(rows.some((r) => r.changed)).toBe(false);
    expect(rows[0]?.after).toBeUndefined();
  });

  it('reads JSON text fields and flags in words', () => {
    expect(readableValue('services', '[{"code":"B1","desc":"覆盖"}]')).toMatch(/：覆盖$/);
    expect(
      readableValue('net5g', '[{"checked":true,"desc":"隔离"},{"checked":false,"desc":"分流"}]'),
    ).toBe('☑ 隔离\n☐ 分流');
    expect(readableValue('flag', true)).toBe('已授权');
    expect(readableValue('text', undefined)).toBe('');
  });
});
