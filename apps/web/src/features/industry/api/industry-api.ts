import type {
  IndustryAlarmBrief,
  IndustryApp,
  IndustryAppSaveInput,
  IndustryDevice,
  IndustryDeviceCreated,
  IndustryDeviceData,
  IndustryDeviceSaveInput,
  IndustryLink,
  IndustryLinkSaveInput,
  IndustryOverview,
  IndustryProbe,
  IndustryProbeSaveInput,
  IndustryRange,
  IndustrySeries,
  PageResult,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * 行业终端 and 行业专网 (/unionmallmanage/industry/v1/...), one function per endpoint; the
 * hooks in ./queries wrap them in TanStack Query.
 */
const BASE = 'industry/v1';
type Opts = { signal?: AbortSignal };
const q = (params: object): QueryParams =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;

export interface DeviceListParams {
  page: number;
  pageSize: number;
  category?: string;
  state?: string;
  keyword?: string;
  site?: string;
}
export interface MonitorListParams {
  page: number;
  pageSize: number;
  keyword?: string;
}

export const industryKeys = {
  all: ['industry'] as const,
  devices: (p: object) => ['industry', 'devices', p] as const,
  device: (id: number) => ['industry', 'device', id] as const,
  data: (id: number, range: IndustryRange) => ['industry', 'data', id, range] as const,
  overview: ['industry', 'overview'] as const,
  alarms: (kind?: string) => ['industry', 'alarms', kind ?? 'all'] as const,
  links: (p: object) => ['industry', 'links', p] as const,
  apps: (p: object) => ['industry', 'apps', p] as const,
  probes: (p: object) => ['industry', 'probes', p] as const,
  series: (kind: string, id: number, range: IndustryRange) =>
    ['industry', 'series', kind, id, range] as const,
};

export const industryApi = {
  devices: (p: DeviceListParams, o: Opts = {}) =>
    authApi.get<PageResult<IndustryDevice>>(`${BASE}/device/list`, q(p), o),
  device: (id: number, o: Opts = {}) =>
    authApi.get<IndustryDevice>(`${BASE}/device/detail`, { id }, o),
  data: (id: number, range: IndustryRange, o: Opts = {}) =>
    authApi.get<IndustryDeviceData>(`${BASE}/device/data`, { id, range }, o),
  addDevice: (body: IndustryDeviceSaveInput) =>
    authApi.post<IndustryDeviceCreated>(`${BASE}/device/add`, body),
  updateDevice: (body: IndustryDeviceSaveInput & { id: number }) =>
    authApi.post<IndustryDevice>(`${BASE}/device/update`, body),
  deleteDevice: (id: number) => authApi.post<null>(`${BASE}/device/delete`, { id }),
  resetSecret: (id: number) => authApi.post<{ secret: string }>(`${BASE}/device/secret`, { id }),

  overview: (o: Opts = {}) => authApi.get<IndustryOverview>(`${BASE}/overview`, {}, o),
  alarms: (kind?: string, o: Opts = {}) =>
    authApi.get<IndustryAlarmBrief[]>(`${BASE}/alarms`, q({ kind }), o),
  links: (p: MonitorListParams, o: Opts = {}) =>
    authApi.get<PageResult<IndustryLink>>(`${BASE}/link/list`, q(p), o),
  apps: (p: MonitorListParams, o: Opts = {}) =>
    authApi.get<PageResult<IndustryApp>>(`${BASE}/application/list`, q(p), o),
  probes: (p: MonitorListParams, o: Opts = {}) =>
    authApi.get<PageResult<IndustryProbe>>(`${BASE}/probe/list`, q(p), o),
  series: (kind: 'link' | 'app', id: number, range: IndustryRange, o: Opts = {}) =>
    authApi.get<IndustrySeries>(
      `${BASE}/${kind === 'link' ? 'link' : 'application'}/series`,
      { id, range },
      o,
    ),
  saveLink: (body: IndustryLinkSaveInput & { id?: number }) =>
    authApi.post<{ id: number }>(`${BASE}/link/${body.id ? 'update' : 'add'}`, body),
  deleteLink: (id: number) => authApi.post<null>(`${BASE}/link/delete`, { id }),
  saveApp: (body: IndustryAppSaveInput & { id?: number }) =>
    authApi.post<{ id: number }>(`${BASE}/application/${body.id ? 'update' : 'add'}`, body),
  deleteApp: (id: number) => authApi.post<null>(`${BASE}/application/delete`, { id }),
  saveProbe: (body: IndustryProbeSaveInput & { id?: number }) =>
    authApi.post<{ id: number }>(`${BASE}/probe/${body.id ? 'update' : 'add'}`, body),
  deleteProbe: (id: number) => authApi.post<null>(`${BASE}/probe/delete`, { id }),
};
