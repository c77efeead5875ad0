import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  otaApi,
  otaKeys,
  type FirmwareListParams,
  type TaskDetailParams,
  type TaskListParams,
} from './ota-api';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/** A running task's screens are read again this often. */
export const LIVE_REFRESH_MS = 5_000;
const LIST_REFRESH_MS = 15_000;

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** GET cpe/v1/device/models: the gateway models (kind cpe). */
export function useOtaModels() {
  return useQuery({
    queryKey: otaKeys.models,
    queryFn: ({ signal }) => otaApi.models({ signal }),
    staleTime: 10 * 60_000,
  });
}

/** The first 50 groups, for a task's target. */
export function useOtaGroups(enabled = true) {
  return useQuery({
    queryKey: otaKeys.groups,
    queryFn: ({ signal }) => otaApi.groups({ signal }),
    enabled,
  });
}

/** Up to 20 gateways matching a keyword (and a model), for a task's target. */
export function useOtaDevices(query: { keyword?: string; modelId?: number }, enabled = true) {
  return useQuery({
    queryKey: otaKeys.devices(query),
    queryFn: ({ signal }) => otaApi.devices(query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFirmwareList(query: FirmwareListParams) {
  return useQuery({
    queryKey: otaKeys.firmware(query),
    queryFn: ({ signal }) => otaApi.firmware(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFirmware(id: number) {
  return useQuery({
    queryKey: otaKeys.firmwareDetail(id),
    queryFn: ({ signal }) => otaApi.firmwareDetail(id, { signal }),
    enabled: validId(id),
  });
}

/** Tasks, newest first; read again faster while one of them runs. */
export function useUpgradeTasks(query: TaskListParams) {
  return useQuery({
    queryKey: otaKeys.tasks(query),
    queryFn: ({ signal }) => otaApi.tasks(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.data.some((t) => t.state === 'running' || t.state === 'rolling_back')
        ? LIVE_REFRESH_MS
        : LIST_REFRESH_MS,
  });
}

/** One task with its phases and a page of devices, live every 5 s while it moves. */
export function useUpgradeTask(query: TaskDetailParams) {
  return useQuery({
    queryKey: otaKeys.task(query),
    queryFn: ({ signal }) => otaApi.task(query, { signal }),
    enabled: validId(query.id),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => {
      const state = q.state.data?.task.state;
      return state === 'running' || state === 'rolling_back' ? LIVE_REFRESH_MS : false;
    },
  });
}

/** A write of these screens: every firmware and task query is read again once it succeeds. */
export function useOtaMutation<V, R>(fn: (v: V) => Promise<R>) {
  return useInvalidatingMutation(fn, { invalidates: [otaKeys.all], awaitRefetch: false });
}
