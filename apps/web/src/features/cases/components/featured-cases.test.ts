import type { CaseListItem } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { pickFeatured } from './featured-cases';

const item = (pkId: number, trade: string) => ({ pkId, trade }) as CaseListItem;

describe('pickFeatured', () => {
  it('takes one case per industry first, then fills up in list order', () => {
    const cases = [item(1, 'port'), item(2, 'port'), item(3, 'energy'), item(4, 'mining')];
    expect(pickFeatured(cases).map((c) => c.pkId)).toEqual([1, 3, 4, 2]);
    expect(pickFeatured(cases, 2).map((c) => c.pkId)).toEqual([1, 3]);
    expect(pickFeatured([])).toEqual([]);
  });
});
