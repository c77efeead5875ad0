import { describe, expect, it } from 'vitest';
import { relatedCases } from './related-cases';

const item = (pkId: number, trade: string) => ({ pkId, trade });

describe('relatedCases', () => {
  const all = [
    item(1, 'manufacturing'),
    item(2, 'port'),
    item(3, 'manufacturing'),
    item(4, 'manufacturing'),
    item(5, 'manufacturing'),
    item(6, 'manufacturing'),
    item(7, 'manufacturing'),
  ];

  it('lists other cases of the same industry, in list order, at most four', () => {
    expect(relatedCases(all, item(3, 'manufacturing')).map((c) => c.pkId)).toEqual([1, 4, 5, 6]);
  });

  it('honours a smaller limit and returns none for a lone case', () => {
    expect(relatedCases(all, item(1, 'manufacturing'), 2).map((c) => c.pkId)).toEqual([3, 4]);
    expect(relatedCases(all, item(2, 'port'))).toEqual([]);
  });

  it('suggests nothing for a case without an industry', () => {
    expect(relatedCases([item(1, ''), item(2, '')], item(1, ''))).toEqual([]);
  });
});
