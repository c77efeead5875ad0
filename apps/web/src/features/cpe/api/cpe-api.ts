import type {
  BlacklistChangeInput,
  BlacklistItem,
  CommandAccepted,
  CommandCreateInput,
  Command,
  CpeDnn,
  CpePanel,
  DeviceClient,
  DeviceCreateInput,
  DeviceCredential,
  DeviceDetail,
  DeviceGroup,
  DeviceGroupFormInput,
  DeviceItem,
  DeviceMetricPoint,
  DeviceModel,
  PageResult,
  WifiUpdateInput,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * The 5G 快线 console API (/unionmallmanage/cpe/v1/...), one function per endpoint; the
 * hooks beside the screens wrap them in TanStack Query.
 */
const BASE = 'cpe/v1';

type Opts = { signal?: AbortSignal };
/** Query parameters without the unset ones. */
const q = (params: object): QueryParams =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;

export interface DeviceListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  modelId?: number;
  onlineState?: string;
  groupId?: number;
  dnnId?: number;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

export interface ClientListParams {
  page: number;
  pageSize: number;
  deviceId?: number;
  keyword?: string;
  online?: boolean;
  blacklisted?: boolean;
}

export interface BlacklistListParams {
  page: number;
  pageSize: number;
  deviceId?: number;
  keyword?: string;
}

export const cpeKeys = {
  all: ['cpe'] as const,
  panel: ['cpe', 'panel'] as const,
  models: ['cpe', 'models'] as const,
  devices: (query: object) => ['cpe', 'devices', query] as const,
  detail: (id: number) => ['cpe', 'detail', id] as const,
  metrics: (id: number, hours: number) => ['cpe', 'metrics', id, hours] as const,
  clients: (id: number) => ['cpe', 'clients', id] as const,
  groups: (query: object) => ['cpe', 'groups', query] as const,
  users: (query: object) => ['cpe', 'users', query] as const,
  blacklist: (query: object) => ['cpe', 'blacklist', query] as const,
  commands: (query: object) => ['cpe', 'commands', query] as const,
  dnns: ['cpe', 'dnns'] as const,
};

export const cpeApi = {
  panel: (o: Opts = {}) => authApi.get<CpePanel>(`${BASE}/panel/overview`, {}, o),
  models: (o: Opts = {}) => authApi.get<DeviceModel[]>(`${BASE}/device/models`, { kind: 'cpe' }, o),
  devices: (query: DeviceListParams, o: Opts = {}) =>
    authApi.get<PageResult<DeviceItem>>(`${BASE}/device/list`, q(query), o),
  detail: (id: number, o: Opts = {}) =>
    authApi.get<DeviceDetail>(`${BASE}/device/detail`, { id }, o),
  metrics: (id: number, hours: number, o: Opts = {}) =>
    authApi.get<DeviceMetricPoint[]>(`${BASE}/device/metrics`, { id, hours }, o),
  clients: (id: number, o: Opts = {}) =>
    authApi.get<DeviceClient[]>(`${BASE}/device/clients`, { id }, o),
  addDevice: (body: DeviceCreateInput) =>
    authApi.post<DeviceCredential>(`${BASE}/device/add`, body),
  reissueCredential: (body: { id: number; verifyCode: string }) =>
    authApi.post<DeviceCredential>(`${BASE}/device/credential`, body),
  moveToGroup: (body: { deviceIds: number[]; groupId: number | null }) =>
    authApi.post<{ moved: number }>(`${BASE}/device/group`, body),

  command: (body: CommandCreateInput) => authApi.post<CommandAccepted>(`${BASE}/command`, body),
  wifiUpdate: (body: WifiUpdateInput) => authApi.post<CommandAccepted>(`${BASE}/wifi/update`, body),
  blacklistAdd: (body: BlacklistChangeInput) =>
    authApi.post<CommandAccepted>(`${BASE}/blacklist/add`, body),
  blacklistRemove: (body: BlacklistChangeInput) =>
    authApi.post<CommandAccepted>(`${BASE}/blacklist/remove`, body),
  commands: (query: { page: number; pageSize: number; deviceId?: number }, o: Opts = {}) =>
    authApi.get<PageResult<Command>>(`${BASE}/command/list`, q(query), o),

  groups: (query: { page: number; pageSize: number; keyword?: string }, o: Opts = {}) =>
    authApi.get<PageResult<DeviceGroup>>(`${BASE}/group/list`, q(query), o),
  createGroup: (body: DeviceGroupFormInput) => authApi.post<DeviceGroup>(`${BASE}/group`, body),
  updateGroup: (id: number, body: DeviceGroupFormInput) =>
    authApi.put<DeviceGroup>(`${BASE}/group/${id}`, body),
  deleteGroup: (id: number) => authApi.delete<null>(`${BASE}/group/${id}`),

  dnns: (o: Opts = {}) =>
    authApi.get<PageResult<CpeDnn>>(`${BASE}/dnn/list`, { page: 1, pageSize: 50 }, o),

  users: (query: ClientListParams, o: Opts = {}) =>
    authApi.get<PageResult<DeviceClient>>(`${BASE}/user/list`, q(query), o),
  blacklist: (query: BlacklistListParams, o: Opts = {}) =>
    authApi.get<PageResult<BlacklistItem>>(`${BASE}/blacklist/list`, q(query), o),
};

/** Export endpoints (GET, .xlsx), for ExportButton. */
export const cpeExportPaths = {
  devices: `${BASE}/device/export`,
  blacklist: `${BASE}/blacklist/export`,
} as const;

/** Parameters without the unset ones, as an export endpoint takes them. */
export const exportParams = q;
