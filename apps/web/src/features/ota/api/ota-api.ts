import type {
  DeviceGroup,
  DeviceItem,
  DeviceModel,
  Firmware,
  PageResult,
  UpgradeDeviceState,
  UpgradeTask,
  UpgradeTaskAccepted,
  UpgradeTaskCreateInput,
  UpgradeTaskDetail,
  UpgradeTaskState,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * 设备管理 › 固件管理 and 升级任务 (/unionmallmanage/saas/v1/...), one function per
 * endpoint; the hooks in ./queries wrap them in TanStack Query. The model, group and device
 * choices read the 5G快线 API (cpe/v1).
 */
const BASE = 'saas/v1';
const CPE = 'cpe/v1';

type Opts = { signal?: AbortSignal };
/** Query parameters without the unset ones. */
const q = (params: object): QueryParams =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;

export interface FirmwareListParams {
  page: number;
  pageSize: number;
  modelId?: number;
}

export interface TaskListParams {
  page: number;
  pageSize: number;
  state?: UpgradeTaskState;
}

export interface TaskDetailParams {
  id: number;
  page: number;
  pageSize: number;
  state?: UpgradeDeviceState;
  phase?: number;
}

export const otaKeys = {
  all: ['ota'] as const,
  models: ['ota', 'models'] as const,
  groups: ['ota', 'groups'] as const,
  devices: (query: object) => ['ota', 'devices', query] as const,
  firmware: (query: object) => ['ota', 'firmware', query] as const,
  firmwareDetail: (id: number) => ['ota', 'firmware-detail', id] as const,
  tasks: (query: object) => ['ota', 'tasks', query] as const,
  task: (query: TaskDetailParams) => ['ota', 'task', query.id, query] as const,
};

export const otaApi = {
  models: (o: Opts = {}) => authApi.get<DeviceModel[]>(`${CPE}/device/models`, { kind: 'cpe' }, o),
  groups: (o: Opts = {}) =>
    authApi.get<PageResult<DeviceGroup>>(`${CPE}/group/list`, { page: 1, pageSize: 50 }, o),
  devices: (query: { keyword?: string; modelId?: number }, o: Opts = {}) =>
    authApi.get<PageResult<DeviceItem>>(
      `${CPE}/device/list`,
      q({ page: 1, pageSize: 20, ...query }),
      o,
    ),

  firmware: (query: FirmwareListParams, o: Opts = {}) =>
    authApi.get<PageResult<Firmware>>(`${BASE}/firmware/list`, q(query), o),
  firmwareDetail: (id: number, o: Opts = {}) =>
    authApi.get<Firmware>(`${BASE}/firmware/detail`, { id }, o),
  uploadFirmware: (form: FormData) => authApi.upload<Firmware>(`${BASE}/firmware/upload`, form),
  deleteFirmware: (id: number) => authApi.post<null>(`${BASE}/firmware/delete`, { id }),

  tasks: (query: TaskListParams, o: Opts = {}) =>
    authApi.get<PageResult<UpgradeTask>>(`${BASE}/upgrade/list`, q(query), o),
  task: (query: TaskDetailParams, o: Opts = {}) =>
    authApi.get<UpgradeTaskDetail>(`${BASE}/upgrade/detail`, q(query), o),
  createTask: (body: UpgradeTaskCreateInput) =>
    authApi.post<UpgradeTaskAccepted>(`${BASE}/upgrade/create`, body),
  action: (v: { id: number; action: TaskAction }) =>
    authApi.post<null>(`${BASE}/upgrade/${v.action}`, { id: v.id }),
};

export type TaskAction = 'advance' | 'pause' | 'resume' | 'cancel' | 'rollback';
