import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { deviceCommandKeys } from '@/components/device-command/api';
import {
  cpeApi,
  cpeKeys,
  type BlacklistListParams,
  type ClientListParams,
  type DeviceListParams,
} from './cpe-api';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** While a screen shows live device state, it is read again this often. */
export const LIVE_REFRESH_MS = 15_000;

/** GET cpe/v1/panel/overview, refreshed while shown. */
export function useCpePanel() {
  return useQuery({
    queryKey: cpeKeys.panel,
    queryFn: ({ signal }) => cpeApi.panel({ signal }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** GET cpe/v1/device/models: the operator's gateway models (kind cpe). */
export function useCpeModels() {
  return useQuery({
    queryKey: cpeKeys.models,
    queryFn: ({ signal }) => cpeApi.models({ signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET cpe/v1/device/list: one page of gateways, refreshed while shown. */
export function useCpeDevices(query: DeviceListParams, enabled = true) {
  return useQuery({
    queryKey: cpeKeys.devices(query),
    queryFn: ({ signal }) => cpeApi.devices(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
    enabled,
  });
}

/** The gateway's state, SIM, DNN, acceleration and Wi-Fi. */
export function useCpeDevice(id: number) {
  return useQuery({
    queryKey: cpeKeys.detail(id),
    queryFn: ({ signal }) => cpeApi.detail(id, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useCpeMetrics(id: number, hours = 24) {
  return useQuery({
    queryKey: cpeKeys.metrics(id, hours),
    queryFn: ({ signal }) => cpeApi.metrics(id, hours, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: 60_000,
  });
}

export function useCpeClients(id: number) {
  return useQuery({
    queryKey: cpeKeys.clients(id),
    queryFn: ({ signal }) => cpeApi.clients(id, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** The groups, for a filter or a choice (the first 50 by newest). */
export function useCpeGroupOptions() {
  const query = { page: 1, pageSize: 50 };
  return useQuery({
    queryKey: cpeKeys.groups(query),
    queryFn: ({ signal }) => cpeApi.groups(query, { signal }),
  });
}

/** The enterprise's CPE DNNs, for the list's filter (only with the DNN menu). */
export function useCpeDnnOptions(enabled: boolean) {
  return useQuery({
    queryKey: cpeKeys.dnns,
    queryFn: ({ signal }) => cpeApi.dnns({ signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useCpeGroups(query: { page: number; pageSize: number; keyword?: string }) {
  return useQuery({
    queryKey: cpeKeys.groups(query),
    queryFn: ({ signal }) => cpeApi.groups(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCpeUsers(query: ClientListParams) {
  return useQuery({
    queryKey: cpeKeys.users(query),
    queryFn: ({ signal }) => cpeApi.users(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useCpeBlacklist(query: BlacklistListParams, enabled = true) {
  return useQuery({
    queryKey: cpeKeys.blacklist(query),
    queryFn: ({ signal }) => cpeApi.blacklist(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
    enabled,
  });
}

/** The commands that include one device (or all), newest first. */
export function useCpeCommands(query: { page: number; pageSize: number; deviceId?: number }) {
  return useQuery({
    queryKey: cpeKeys.commands(query),
    queryFn: ({ signal }) => cpeApi.commands(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some((c) => !c.finished) ? 3_000 : LIVE_REFRESH_MS),
  });
}

/** A write of this console: every CPE and command query is read again once it succeeds. */
export function useCpeMutation<V, R>(fn: (v: V) => Promise<R>) {
  return useInvalidatingMutation(fn, {
    invalidates: [cpeKeys.all, deviceCommandKeys.all],
    awaitRefetch: false,
  });
}
