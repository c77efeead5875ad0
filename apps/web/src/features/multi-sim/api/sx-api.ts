import type {
  BindLog,
  BindLogQuerySchema,
  DeviceItem,
  DeviceListQuery,
  DeviceMetricPoint,
  DeviceModel,
  PageResult,
  SimCardItem,
  SxBindInput,
  SxDeviceDetail,
  SxPanel,
  SxUnbindInput,
} from '@pn/shared';
import { SimStatus } from '@pn/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * The 5G多卡 API (/unionmallmanage/sx/v1): multi-SIM devices, binding and unbinding their
 * cards, the binding log and the overview. One function per endpoint, with its query key.
 */
const BASE = 'sx/v1';
type Opts = { signal?: AbortSignal };
const q = (params: object): QueryParams => params as QueryParams;

export type SxDeviceQuery = Partial<Omit<DeviceListQuery, 'sortField'>> & { sortField?: string };
export type BindLogQuery = Partial<z.output<typeof BindLogQuerySchema>>;

/** Live figures (online state, traffic) are fetched again this often while shown. */
export const SX_REFRESH_MS = 30_000;

export const sxKeys = {
  all: ['sx'] as const,
  panel: ['sx', 'panel'] as const,
  devices: (query: SxDeviceQuery) => ['sx', 'devices', query] as const,
  detail: (id: number) => ['sx', 'detail', id] as const,
  metrics: (id: number, hours: number) => ['sx', 'metrics', id, hours] as const,
  logs: (query: BindLogQuery) => ['sx', 'logs', query] as const,
  cards: (keyword: string) => ['sx', 'cards', keyword] as const,
  models: ['sx', 'models'] as const,
};

export const sxApi = {
  models: (o: Opts = {}) =>
    authApi.get<DeviceModel[]>('cpe/v1/device/models', { kind: 'multiSim' }, o),
  panel: (o: Opts = {}) => authApi.get<SxPanel>(`${BASE}/panel/overview`, undefined, o),
  devices: (query: SxDeviceQuery, o: Opts = {}) =>
    authApi.get<PageResult<DeviceItem>>(`${BASE}/device/list`, q(query), o),
  detail: (id: number, o: Opts = {}) =>
    authApi.get<SxDeviceDetail>(`${BASE}/device/detail`, { id }, o),
  metrics: (id: number, hours: number, o: Opts = {}) =>
    authApi.get<DeviceMetricPoint[]>(`${BASE}/device/metrics`, { id, hours }, o),
  bind: (body: SxBindInput) => authApi.post<SxDeviceDetail>(`${BASE}/device/bind`, body),
  unbind: (body: SxUnbindInput) => authApi.post<SxDeviceDetail>(`${BASE}/device/unbind`, body),
  logs: (query: BindLogQuery, o: Opts = {}) =>
    authApi.get<PageResult<BindLog>>(`${BASE}/bind-log/list`, q(query), o),
  /** Active cards of the enterprise whose number starts with `keyword` (the SIM list). */
  activeCards: (keyword: string, o: Opts = {}) =>
    authApi.get<PageResult<SimCardItem>>(
      'icm/sim/list',
      { page: 1, pageSize: 10, status: SimStatus.ACTIVE, keyword },
      o,
    ),
};

export const sxPanelQuery = () =>
  queryOptions({
    queryKey: sxKeys.panel,
    queryFn: ({ signal }) => sxApi.panel({ signal }),
    refetchInterval: SX_REFRESH_MS,
  });

export function useSxPanel() {
  return useQuery(sxPanelQuery());
}

/** The operator's multi-SIM models (their slot counts). */
export function useSxModels() {
  return useQuery({
    queryKey: sxKeys.models,
    queryFn: ({ signal }) => sxApi.models({ signal }),
    staleTime: 10 * 60_000,
  });
}

export function useSxDevices(query: SxDeviceQuery, enabled = true) {
  return useQuery({
    queryKey: sxKeys.devices(query),
    queryFn: ({ signal }) => sxApi.devices(query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: SX_REFRESH_MS,
    enabled,
  });
}

export function useSxDevice(id: number | undefined) {
  return useQuery({
    queryKey: sxKeys.detail(id ?? 0),
    queryFn: ({ signal }) => sxApi.detail(id!, { signal }),
    enabled: id !== undefined,
    refetchInterval: SX_REFRESH_MS,
  });
}

export function useSxMetrics(id: number | undefined, hours = 24) {
  return useQuery({
    queryKey: sxKeys.metrics(id ?? 0, hours),
    queryFn: ({ signal }) => sxApi.metrics(id!, hours, { signal }),
    enabled: id !== undefined,
    refetchInterval: SX_REFRESH_MS,
  });
}

export function useBindLogs(query: BindLogQuery) {
  return useQuery({
    queryKey: sxKeys.logs(query),
    queryFn: ({ signal }) => sxApi.logs(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for the card to bind, once a few digits are typed (needs the SIM list menu). */
export function useActiveCards(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: sxKeys.cards(keyword),
    queryFn: ({ signal }) => sxApi.activeCards(keyword, { signal }),
    enabled: enabled && keyword.length >= 3,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Bind or unbind: the answer is the device as it is now; every 5G多卡 view refreshes. */
function useSxMutation<V>(fn: (v: V) => Promise<SxDeviceDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (detail) => {
      queryClient.setQueryData(sxKeys.detail(detail.device.id), detail);
      void queryClient.invalidateQueries({ queryKey: sxKeys.all });
    },
  });
}

export function useBindCard() {
  return useSxMutation((body: SxBindInput) => sxApi.bind(body));
}

export function useUnbindCard() {
  return useSxMutation((body: SxUnbindInput) => sxApi.unbind(body));
}
