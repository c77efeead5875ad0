import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  saasApi,
  saasKeys,
  type ClientListParams,
  type DeviceListParams,
  type EcoListParams,
  type ModelListParams,
  type Paging,
  type StatisticParams,
} from './saas-api';

const validId = (id: number | undefined): id is number =>
  id !== undefined && Number.isSafeInteger(id) && id > 0;
const REFRESH_MS = 30_000;

export function useSaasOverview() {
  return useQuery({
    queryKey: saasKeys.overview,
    queryFn: ({ signal }) => saasApi.overview({ signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useSaasStatistic(p: StatisticParams) {
  return useQuery({
    queryKey: saasKeys.statistic(p),
    queryFn: ({ signal }) => saasApi.statistic(p, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaasVendors() {
  return useQuery({
    queryKey: saasKeys.vendors,
    queryFn: ({ signal }) => saasApi.vendors({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useSaasModels(p: ModelListParams) {
  return useQuery({
    queryKey: saasKeys.models(p),
    queryFn: ({ signal }) => saasApi.models(p, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaasModel(id: number | undefined) {
  return useQuery({
    queryKey: saasKeys.model(id ?? 0),
    queryFn: ({ signal }) => saasApi.model(id!, { signal }),
    enabled: validId(id),
  });
}

export function useSaasModelDevices(p: Paging & { id: number | undefined }) {
  return useQuery({
    queryKey: saasKeys.modelDevices(p),
    queryFn: ({ signal }) => saasApi.modelDevices({ ...p, id: p.id! }, { signal }),
    enabled: validId(p.id),
    placeholderData: keepPreviousData,
  });
}

export function useSaasDevices(p: DeviceListParams) {
  return useQuery({
    queryKey: saasKeys.devices(p),
    queryFn: ({ signal }) => saasApi.devices(p, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useSaasDeviceBrief(id: number | undefined) {
  return useQuery({
    queryKey: saasKeys.brief(id ?? 0),
    queryFn: ({ signal }) => saasApi.brief(id!, { signal }),
    enabled: validId(id),
    staleTime: 10 * 60_000,
  });
}

export function useSaasGroups() {
  return useQuery({
    queryKey: saasKeys.groups,
    queryFn: ({ signal }) => saasApi.groups({ signal }),
    staleTime: 60_000,
  });
}

export function useSaasClients(p: ClientListParams) {
  return useQuery({
    queryKey: saasKeys.clients(p),
    queryFn: ({ signal }) => saasApi.clients(p, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useSaasClient(id: number | undefined) {
  return useQuery({
    queryKey: saasKeys.client(id ?? 0),
    queryFn: ({ signal }) => saasApi.client(id!, { signal }),
    enabled: validId(id),
  });
}

export function useEcoDevices(p: EcoListParams) {
  return useQuery({
    queryKey: saasKeys.eco(p),
    queryFn: ({ signal }) => saasApi.eco(p, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEcoVendors() {
  return useQuery({
    queryKey: saasKeys.ecoVendors,
    queryFn: ({ signal }) => saasApi.ecoVendors({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useEcoDevice(id: number | undefined) {
  return useQuery({
    queryKey: saasKeys.ecoDetail(id ?? 0),
    queryFn: ({ signal }) => saasApi.ecoDetail(id!, { signal }),
    enabled: validId(id),
  });
}

/** An access request: the catalogue and the detail are read again once it is recorded. */
export function useApplyEco() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saasApi.applyEco,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: saasKeys.all }),
  });
}
