import { describe, expect, it } from 'vitest';
import { editTargetOf, readFilters } from '@/lib/use-admin-list-query';
import { industryEditOf, SCENE_FILTERS, tabOf } from './screen-params';

describe('industry screen address query', () => {
  it('reads the tab, the scene filters and the open editor', () => {
    const search = new URLSearchParams('tab=scenes&keyword=巡检&industryId=port&status=0&edit=7');
    expect(tabOf(search)).toBe('scenes');
    expect(readFilters(search, SCENE_FILTERS)).toEqual({
      keyword: '巡检',
      industryId: 'port',
      status: 0,
    });
    expect(editTargetOf(search.get('edit'))).toBe(7);
    expect(industryEditOf('ind_0a1b2c3d4e5f')).toBe('ind_0a1b2c3d4e5f');
    expect(industryEditOf('new')).toBe('new');
  });

  it('falls back on malformed values', () => {
    const search = new URLSearchParams('tab=other&industryId=a%20b&status=3&edit=..%2Fx');
    expect(tabOf(search)).toBe('industries');
    expect(readFilters(search, SCENE_FILTERS)).toEqual({
      keyword: undefined,
      industryId: undefined,
      status: undefined,
    });
    expect(industryEditOf(search.get('edit'))).toBeNull();
    expect(editTargetOf('new')).toBe('new');
  });
});
