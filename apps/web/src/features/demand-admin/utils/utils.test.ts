import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { readFilters } from '@/lib/use-admin-list-query';
import { DEMAND_FILTERS, demandFiltersOf, demandFormValues } from './list-params';

describe('demand filters in the address', () => {
  it('reads the filters, dropping malformed values', () => {
    expect(
      readFilters(
        new URLSearchParams(
          'startDate=2026-11-01&endDate=2026-11-3&provinceId=440000&sourceKind=case&status=1&keyword=%20港口%20',
        ),
        DEMAND_FILTERS,
      ),
    ).toEqual({
      startDate: '2026-11-01',
      endDate: undefined,
      provinceId: '440000',
      sourceKind: 'case',
      status: 1,
      keyword: '港口',
    });
    expect(
      readFilters(
        new URLSearchParams('provinceId=200&sourceKind=banner&status=5&keyword=%20'),
        DEMAND_FILTERS,
      ),
    ).toMatchObject({
      provinceId: undefined,
      sourceKind: undefined,
      status: undefined,
      keyword: undefined,
    });
  });

  it('shows the two dates as one range in the form, and back', () => {
    const shown = demandFormValues({
      startDate: '2026-11-15',
      endDate: undefined,
      provinceId: undefined,
      sourceKind: undefined,
      status: 0,
      keyword: undefined,
    });
    expect(shown.range?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-15');
    expect(shown.range?.[1]).toBeNull();
    expect(demandFormValues({} as never).range).toBeNull();
    expect(
      demandFiltersOf({ range: [dayjs('2026-11-15'), dayjs('2026-11-19')], keyword: '  ' }),
    ).toEqual({
      startDate: '2026-11-15',
      endDate: '2026-11-19',
      provinceId: undefined,
      sourceKind: undefined,
      status: undefined,
      keyword: undefined,
    });
  });
});
