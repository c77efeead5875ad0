import type { IndustryRange } from '@pn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  industryApi,
  industryKeys,
  type DeviceListParams,
  type MonitorListParams,
} from './industry-api';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** Live screens are read again this often (terminals report every 30 s in the demo). */
const LIVE_MS = 30_000;
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

export function useIndustryDevices(p: DeviceListParams) {
  return useQuery({
    queryKey: industryKeys.devices(p),
    queryFn: ({ signal }) => industryApi.devices(p, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryDevice(id: number) {
  return useQuery({
    queryKey: industryKeys.device(id),
    queryFn: ({ signal }) => industryApi.device(id, { signal }),
    enabled: validId(id),
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryData(id: number, range: IndustryRange) {
  return useQuery({
    queryKey: industryKeys.data(id, range),
    queryFn: ({ signal }) => industryApi.data(id, range, { signal }),
    enabled: validId(id),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryOverview() {
  return useQuery({
    queryKey: industryKeys.overview,
    queryFn: ({ signal }) => industryApi.overview({ signal }),
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryAlarms(kind?: 'link' | 'app' | 'terminal') {
  return useQuery({
    queryKey: industryKeys.alarms(kind),
    queryFn: ({ signal }) => industryApi.alarms(kind, { signal }),
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryLinks(p: MonitorListParams) {
  return useQuery({
    queryKey: industryKeys.links(p),
    queryFn: ({ signal }) => industryApi.links(p, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryApps(p: MonitorListParams) {
  return useQuery({
    queryKey: industryKeys.apps(p),
    queryFn: ({ signal }) => industryApi.apps(p, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useIndustryProbes(p: MonitorListParams) {
  return useQuery({
    queryKey: industryKeys.probes(p),
    queryFn: ({ signal }) => industryApi.probes(p, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useIndustrySeries(kind: 'link' | 'app', id: number, range: IndustryRange) {
  return useQuery({
    queryKey: industryKeys.series(kind, id, range),
    queryFn: ({ signal }) => industryApi.series(kind, id, range, { signal }),
    enabled: validId(id),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

/** A write; every industry query is read again after it. */
export function useIndustryMutation<V, R>(fn: (v: V) => Promise<R>) {
  return useInvalidatingMutation(fn, { invalidates: [industryKeys.all], awaitRefetch: false });
}
