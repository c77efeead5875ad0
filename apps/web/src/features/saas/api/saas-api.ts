import type {
  ClientDetail,
  DeviceGroup,
  DeviceKind,
  DeviceOnlineState,
  DevicePage,
  EcoApplyInput,
  EcoCategory,
  EcoCertState,
  EcoDetail,
  EcoItem,
  EcoNetwork,
  EcoRequest,
  ModelDetail,
  ModelItem,
  PageResult,
  SaasClient,
  SaasDeviceBrief,
  SaasOverview,
  SaasStatistic,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * 设备管理 (/unionmallmanage/saas/v1/...): overview, statistics, models, devices, terminals
 * and ecosystem devices, one function per endpoint; ./queries wraps them in TanStack Query.
 */
const BASE = 'saas/v1';

type Opts = { signal?: AbortSignal };
/** Query parameters without the unset ones. */
const q = (params: object): QueryParams =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;

export interface Paging {
  page: number;
  pageSize: number;
}
export interface StatisticParams {
  kind?: DeviceKind;
  beId?: string;
}
export interface ModelListParams extends Paging {
  vendor?: string;
  kind?: DeviceKind;
  keyword?: string;
}
export interface DeviceListParams extends Paging {
  kind?: DeviceKind;
  vendor?: string;
  modelId?: number;
  firmware?: string;
  onlineState?: DeviceOnlineState;
  groupId?: number;
  keyword?: string;
}
export interface ClientListParams extends Paging {
  deviceId?: number;
  online?: boolean;
  keyword?: string;
}
export interface EcoListParams extends Paging {
  category?: EcoCategory;
  network?: EcoNetwork;
  certState?: EcoCertState;
  vendor?: string;
  keyword?: string;
}

export const saasKeys = {
  all: ['saas'] as const,
  overview: ['saas', 'overview'] as const,
  statistic: (p: StatisticParams) => ['saas', 'statistic', p] as const,
  vendors: ['saas', 'vendors'] as const,
  models: (p: object) => ['saas', 'models', p] as const,
  model: (id: number) => ['saas', 'model', id] as const,
  modelDevices: (p: object) => ['saas', 'model-devices', p] as const,
  devices: (p: object) => ['saas', 'devices', p] as const,
  brief: (id: number) => ['saas', 'brief', id] as const,
  groups: ['saas', 'groups'] as const,
  clients: (p: object) => ['saas', 'clients', p] as const,
  client: (id: number) => ['saas', 'client', id] as const,
  eco: (p: object) => ['saas', 'eco', p] as const,
  ecoVendors: ['saas', 'eco-vendors'] as const,
  ecoDetail: (id: number) => ['saas', 'eco-detail', id] as const,
};

export const saasExportPaths = { devices: `${BASE}/device/export` } as const;
export const exportParams = q;

export const saasApi = {
  overview: (o: Opts = {}) => authApi.get<SaasOverview>(`${BASE}/overview`, {}, o),
  statistic: (p: StatisticParams, o: Opts = {}) =>
    authApi.get<SaasStatistic>(`${BASE}/statistic`, q(p), o),
  vendors: (o: Opts = {}) => authApi.get<string[]>(`${BASE}/vendor/list`, {}, o),
  models: (p: ModelListParams, o: Opts = {}) =>
    authApi.get<PageResult<ModelItem>>(`${BASE}/model/list`, q(p), o),
  model: (id: number, o: Opts = {}) => authApi.get<ModelDetail>(`${BASE}/model/detail`, { id }, o),
  modelDevices: (p: Paging & { id: number }, o: Opts = {}) =>
    authApi.get<DevicePage>(`${BASE}/model/devices`, q(p), o),
  devices: (p: DeviceListParams, o: Opts = {}) =>
    authApi.get<DevicePage>(`${BASE}/device/list`, q(p), o),
  brief: (id: number, o: Opts = {}) =>
    authApi.get<SaasDeviceBrief>(`${BASE}/device/brief`, { id }, o),
  /** The groups for the filter (终端分组 of the device stack). */
  groups: (o: Opts = {}) =>
    authApi.get<PageResult<DeviceGroup>>('cpe/v1/group/list', { page: 1, pageSize: 50 }, o),
  clients: (p: ClientListParams, o: Opts = {}) =>
    authApi.get<PageResult<SaasClient>>(`${BASE}/client/list`, q(p), o),
  client: (id: number, o: Opts = {}) =>
    authApi.get<ClientDetail>(`${BASE}/client/detail`, { id }, o),
  eco: (p: EcoListParams, o: Opts = {}) =>
    authApi.get<PageResult<EcoItem>>(`${BASE}/eco-device/list`, q(p), o),
  ecoVendors: (o: Opts = {}) => authApi.get<string[]>(`${BASE}/eco-device/vendors`, {}, o),
  ecoDetail: (id: number, o: Opts = {}) =>
    authApi.get<EcoDetail>(`${BASE}/eco-device/detail`, { id }, o),
  applyEco: (body: EcoApplyInput) => authApi.post<EcoRequest>(`${BASE}/eco-device/apply`, body),
};
