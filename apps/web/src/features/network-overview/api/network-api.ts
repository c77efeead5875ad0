import type {
  B1Overview,
  LineDnnPage,
  OrderedPage,
  OrderedQuery,
  StatKind,
  StatRange,
  StatSeries,
  StatTarget,
} from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { authApi } from '@/lib/api-client';

const KEY = ['network'] as const;

/** GET network/line/dnnView: DNNs carrying private lines, with their lines and state. */
export function useLineDnnView(query: {
  page: number;
  pageSize: number;
  status?: number | undefined;
  keyword?: string | undefined;
}) {
  return useQuery({
    queryKey: [...KEY, 'dnnView', query],
    queryFn: ({ signal }) =>
      authApi.get<LineDnnPage>('network/line/dnnView', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET network/statistics/targets: the DNNs or lines the caller may chart. */
export function useStatTargets(kind: StatKind) {
  return useQuery({
    queryKey: [...KEY, 'targets', kind],
    queryFn: ({ signal }) =>
      authApi.get<StatTarget[]>('network/statistics/targets', { kind }, { signal }),
  });
}

/** What the statistics screen asks for (StatQuerySchema's fields). */
export interface StatRequest {
  kind: StatKind;
  id: number;
  range: StatRange;
  from?: string;
  to?: string;
}

/** GET network/statistics: one DNN's or line's series over the range. */
export function useStatSeries(query: StatRequest | null) {
  return useQuery({
    queryKey: [...KEY, 'statistics', query],
    queryFn: ({ signal }) =>
      authApi.get<StatSeries>('network/statistics', { ...query! }, { signal }),
    enabled: query !== null,
  });
}

/** GET network/b1/overview: the preferred network at a glance. */
export function useB1Overview() {
  return useQuery({
    queryKey: [...KEY, 'b1'],
    queryFn: ({ signal }) => authApi.get<B1Overview>('network/b1/overview', undefined, { signal }),
  });
}

/** GET network/ordered/overview: every ordered business with its order and usage. */
export function useOrderedOverview(query: Partial<OrderedQuery>) {
  return useQuery({
    queryKey: [...KEY, 'ordered', query],
    queryFn: ({ signal }) =>
      authApi.get<OrderedPage>('network/ordered/overview', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });
}
