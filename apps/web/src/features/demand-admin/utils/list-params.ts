import {
  MARKET_DEMAND_SOURCE_KINDS,
  PROVINCES,
  type MarketDemandExportQuery,
  type MarketDemandSourceKind,
} from '@pn/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { filterParam, type FiltersOf } from '@/lib/use-admin-list-query';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The filters held in the address: dates `YYYY-MM-DD`, the province as its GB code (what
 * the server stores for each demand), the source kind, status 0–2 and a keyword.
 */
export const DEMAND_FILTERS = {
  startDate: filterParam.matching(DATE),
  endDate: filterParam.matching(DATE),
  provinceId: filterParam.oneOf(PROVINCES.map((p) => p.gbCode)),
  sourceKind: filterParam.oneOf<MarketDemandSourceKind>(MARKET_DEMAND_SOURCE_KINDS),
  status: filterParam.oneOf<number>([0, 1, 2]),
  keyword: filterParam.text(40),
};

export type DemandFilters = FiltersOf<typeof DEMAND_FILTERS>;

/** What the filter form shows: the two dates are one range field. */
export interface DemandFilterValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  provinceId?: string;
  sourceKind?: MarketDemandSourceKind;
  status?: number;
  keyword?: string;
}

export function demandFormValues(f: DemandFilters): DemandFilterValues {
  return {
    range:
      f.startDate || f.endDate
        ? [f.startDate ? dayjs(f.startDate) : null, f.endDate ? dayjs(f.endDate) : null]
        : null,
    provinceId: f.provinceId,
    sourceKind: f.sourceKind,
    status: f.status,
    keyword: f.keyword,
  };
}

/** The filters the form asks for. */
export function demandFiltersOf(v: DemandFilterValues): DemandFilters {
  return {
    startDate: v.range?.[0]?.format('YYYY-MM-DD'),
    endDate: v.range?.[1]?.format('YYYY-MM-DD'),
    provinceId: v.provinceId,
    sourceKind: v.sourceKind,
    status: v.status,
    keyword: v.keyword?.trim() || undefined,
  };
}

/** The filters as the export takes them. */
/** GET sm/marketdemand/export: the .xlsx of the demands matching the list's filters. */
export const DEMAND_EXPORT_PATH = 'sm/marketdemand/export';

export function exportFilters(f: DemandFilters): MarketDemandExportQuery {
  return { ...f };
}
