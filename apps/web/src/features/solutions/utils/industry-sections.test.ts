import type { SolutionListItem } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { industrySections } from './industry-sections';

const solution = (pkId: number, trade: string) => ({ pkId, trade }) as SolutionListItem;

describe('industrySections', () => {
  const groups = [
    { id: 'energy', name: '电力能源', items: [solution(1, 'energy')] },
    { id: 'lab', name: '实验行业', items: [solution(2, 'lab'), solution(3, 'lab')] },
  ];

  it('takes names and descriptions from the industry list, keeping the groups and order', () => {
    const sections = industrySections(groups, [
      { id: 'lab', name: '科研实验', sortNum: 5, icon: '', description: '实验室专网' },
      { id: 'energy', name: '电力', sortNum: 10, icon: '', description: '配网与采集' },
    ]);
    expect(sections.map((s) => [s.id, s.name, s.description, s.items.length])).toEqual([
      ['energy', '电力', '配网与采集', 1],
      ['lab', '科研实验', '实验室专网', 2],
    ]);
  });

  it('keeps the group name and no description when the industry is not listed', () => {
    expect(industrySections(groups).map((s) => [s.name, s.description])).toEqual([
      ['电力能源', ''],
      ['实验行业', ''],
    ]);
  });
});
