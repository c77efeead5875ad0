import type { AreaItem } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { needsChildren, toAreaOptions } from './area-options';

const area = (areaId: string, areaName: string, level: number, isLeaf = false): AreaItem => ({
  areaId,
  areaName,
  level,
  isLeaf,
});

const provinces = [area('440000', '广东省', 1), area('710000', '台湾省', 1, true)];

describe('toAreaOptions', () => {
  it('lists the provinces alone until children are loaded', () => {
    expect(toAreaOptions(provinces, {})).toEqual([
      { value: '440000', label: '广东省', isLeaf: false },
      { value: '710000', label: '台湾省', isLeaf: true },
    ]);
  });

  it('nests every loaded level under its parent; districts end the path', () => {
    const options = toAreaOptions(provinces, {
      '440000': [area('440300', '深圳市', 2), area('441900', '东莞市', 2, true)],
      '440300': [area('440305', '南山区', 3)],
    });
    const guangdong = options[0]!;
    expect(guangdong.children?.map((c) => [c.label, c.isLeaf])).toEqual([
      ['深圳市', false],
      ['东莞市', true],
    ]);
    // A district is the last level even when the server does not flag it.
    expect(guangdong.children?.[0]?.children).toEqual([
      { value: '440305', label: '南山区', isLeaf: true },
    ]);
  });

  it('ends the path at an area found to have no children', () => {
    const options = toAreaOptions(provinces, { '440000': [] });
    expect(options[0]).toEqual({ value: '440000', label: '广东省', isLeaf: true });
  });

  it('never attaches children to a leaf', () => {
    const options = toAreaOptions(provinces, { '710000': [area('710100', '台北市', 2)] });
    expect(options[1]?.children).toBeUndefined();
  });
});

describe('needsChildren', () => {
  it('fetches for a branch not yet loaded, or whose load failed (empty list)', () => {
    const [branch, leaf] = toAreaOptions(provinces, {});
    expect(needsChildren(branch!)).toBe(true);
    expect(needsChildren(leaf!)).toBe(false);
    const [failed] = toAreaOptions(provinces, { '440000': 'failed' });
    expect(failed).toEqual({ value: '440000', label: '广东省', isLeaf: false, children: [] });
    expect(needsChildren(failed!)).toBe(true);
    const [loaded] = toAreaOptions(provinces, { '440000': [area('440300', '深圳市', 2)] });
    expect(needsChildren(loaded!)).toBe(false);
  });
});
