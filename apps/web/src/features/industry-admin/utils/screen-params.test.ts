import { describe, expect, it } from 'vitest';
import { industryScreenParams, patchSearch, sceneIdOf } from './screen-params';

describe('industry screen address query', () => {
  it('reads the tab, its filters and the open editor', () => {
    const p = industryScreenParams(
      new URLSearchParams(
        'tab=scenes&page=2&pageSize=20&keyword=巡检&industryId=port&status=0&edit=7',
      ),
    );
    expect(p.tab).toBe('scenes');
    expect(p.scenes).toEqual({
      page: 2,
      pageSize: 20,
      keyword: '巡检',
      industryId: 'port',
      status: 0,
    });
    expect(p.edit).toBe('7');
    expect(sceneIdOf(p.edit)).toBe(7);
    expect(industryScreenParams(new URLSearchParams('edit=ind_0a1b2c3d4e5f')).edit).toBe(
      'ind_0a1b2c3d4e5f',
    );
  });

  it('falls back on malformed values', () => {
    const p = industryScreenParams(
      new URLSearchParams('tab=other&pageSize=25&industryId=a%20b&status=3&edit=..%2Fx'),
    );
    expect(p).toMatchObject({ tab: 'industries', linkIndustry: undefined, edit: null });
    expect(p.scenes).toMatchObject({ pageSize: 10, industryId: undefined, status: undefined });
    expect(sceneIdOf('new')).toBeNull();
  });

  it('starts a tab afresh, keeps the page when opening an editor, resets it on filtering', () => {
    const search = new URLSearchParams('tab=scenes&page=3&status=1');
    expect(patchSearch(search, { tab: 'links' }).toString()).toBe('tab=links');
    expect(patchSearch(search, { edit: 'new' }).toString()).toBe(
      'tab=scenes&page=3&status=1&edit=new',
    );
    expect(patchSearch(search, { keyword: '港口' }).get('page')).toBeNull();
  });
});
