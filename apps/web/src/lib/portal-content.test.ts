import { describe, expect, it } from 'vitest';
import { caseHref, groupByIndustry, solutionHref } from './portal-content';

const rec = (trade: string, industryName = '') => ({ trade, industryName });

describe('portal content helpers', () => {
  it('groups by industry in catalogue order, unknown industries last, empty ones left out', () => {
    const groups = groupByIndustry([
      rec('mining'),
      rec('energy'),
      rec('space', '航天航空'),
      rec('mining'),
      rec(''),
    ]);
    expect(groups.map((g) => [g.id, g.name, g.items.length])).toEqual([
      ['energy', '电力能源', 1],
      ['mining', '智慧矿山', 2],
      ['space', '航天航空', 1],
      ['other', '其他行业', 1],
    ]);
  });

  it('links built-in records by type and id, editor-made ones by id', () => {
    expect(caseHref({ pkId: 3, type: 'smartPort' })).toBe('/case/detail?type=smartPort&id=3');
    expect(caseHref({ pkId: 9, type: null })).toBe('/case/detail?id=9');
    expect(solutionHref({ pkId: 4, type: null })).toBe('/solution/detail?id=4');
  });
});
