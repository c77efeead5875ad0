import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';
import { demandListQuery, exportFilters, patchSearch } from './list-params';

describe('demand list query from the address', () => {
  it('reads the filters and paging, dropping malformed values', () => {
    const q = demandListQuery(
      new URLSearchParams(
        'page=3&pageSize=20&startDate=2026-11-01&endDate=2026-11-3&provinceId=440000&status=1&keyword=%20港口%20',
      ),
    );
    expect(q).toEqual({
      page: 3,
      pageSize: 20,
      startDate: '2026-11-01',
      endDate: undefined,
      provinceId: '440000',
      status: 1,
      keyword: '港口',
    });
    expect(
      demandListQuery(new URLSearchParams('page=0&pageSize=30&provinceId=200&status=5')),
    ).toMatchObject({ page: 1, pageSize: 10, provinceId: undefined, status: undefined });
  });

  it('exports the filters without paging', () => {
    const q = demandListQuery(new URLSearchParams('page=2&status=0'));
    expect(exportFilters(q)).toEqual({
      startDate: undefined,
      endDate: undefined,
      provinceId: undefined,
      status: 0,
      keyword: undefined,
    });
  });

  it('goes back to page 1 when a filter changes, keeps the page when paging', () => {
    const search = new URLSearchParams('page=4&status=1');
    expect(patchSearch(search, { keyword: '园区', status: undefined }).toString()).toBe(
      'keyword=%E5%9B%AD%E5%8C%BA',
    );
    expect(patchSearch(search, { page: 5 }).toString()).toBe('page=5&status=1');
  });
});

describe('export file name', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="market-demand_20261122.xlsx"; filename*=UTF-8''${encodeURIComponent('市场需求_20261122.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('市场需求_20261122.xlsx');
    expect(fileNameOf('attachment; filename="a b.xlsx"', 'x.xlsx')).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx', 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
