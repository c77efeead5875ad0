import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  miniApi,
  miniKeys,
  type MiniGroupListParams,
  type MiniServiceListParams,
} from './mini-api';
import { LIVE_REFRESH_MS } from './queries';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** GET cpe/v1/mini/packages: the packages on sale, for the form's choice and the filter. */
export function useMiniPackages() {
  return useQuery({
    queryKey: miniKeys.packages,
    queryFn: ({ signal }) => miniApi.packages({ signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET cpe/v1/mini/panel, refreshed while shown (gateways online change with heartbeats). */
export function useMiniPanel() {
  return useQuery({
    queryKey: miniKeys.panel,
    queryFn: ({ signal }) => miniApi.panel({ signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** GET cpe/v1/mini/service/list: one page of subscriptions with their gateways' state. */
export function useMiniServices(query: MiniServiceListParams) {
  return useQuery({
    queryKey: miniKeys.services(query),
    queryFn: ({ signal }) => miniApi.services(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** GET cpe/v1/mini/service/:id: one subscription with its gateway's live state. */
export function useMiniService(id: number) {
  return useQuery({
    queryKey: miniKeys.service(id),
    queryFn: ({ signal }) => miniApi.service(id, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useMiniGroups(query: MiniGroupListParams) {
  return useQuery({
    queryKey: miniKeys.groups(query),
    queryFn: ({ signal }) => miniApi.groups(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET cpe/v1/mini/group/options: every mini group of the enterprise, for choices. */
export function useMiniGroupOptions() {
  return useQuery({
    queryKey: miniKeys.groupOptions,
    queryFn: ({ signal }) => miniApi.groupOptions({ signal }),
    staleTime: 60_000,
  });
}

/** A write of 小微业务: every mini query (lists, panel, detail, options) is read again. */
export function useMiniMutation<V, R>(fn: (v: V) => Promise<R>) {
  return useInvalidatingMutation(fn, { invalidates: [miniKeys.all] });
}
