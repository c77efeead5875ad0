import { SimTariffKind } from '@pn/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { simApi, simKeys } from '../api/sim-api';

const LONG_STALE_MS = 5 * 60_000;

/** The card tariffs (资费), for filters and the tariff-change action. */
export function useSimTariffs(enabled = true) {
  return useQuery({
    queryKey: simKeys.tariffs(SimTariffKind.CARD),
    queryFn: ({ signal }) => simApi.tariffs(SimTariffKind.CARD, { signal }),
    staleTime: LONG_STALE_MS,
    enabled,
  });
}

/** Groups for a select: the first page matching `name` (the select searches on the server). */
export function useSimGroupOptions(name: string, enabled = true) {
  const query = { page: 1, pageSize: 50, name: name.trim() || undefined };
  return useQuery({
    queryKey: simKeys.groups(query),
    queryFn: ({ signal }) => simApi.groups(query, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const simOverviewQuery = (kind: number) =>
  queryOptions({
    queryKey: simKeys.overview(kind),
    queryFn: ({ signal }) => simApi.overview(kind, { signal }),
    staleTime: 30_000,
  });
