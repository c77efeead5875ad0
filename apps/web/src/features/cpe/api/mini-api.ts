import type {
  MiniGroup,
  MiniPackage,
  MiniPanel,
  MiniService,
  MiniServiceCreateInput,
  MiniServiceDetail,
  MiniServiceState,
  MiniServiceUpdateInput,
  PageResult,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * The 5G 快线 小微业务 API (/unionmallmanage/cpe/v1/mini/...): packages on sale, the
 * overview, the subscriptions and their groups; one function per endpoint. The keys sit
 * under cpeKeys.all, so a write anywhere in the 5G 快线 console reads them again too.
 */
const BASE = 'cpe/v1/mini';

type Opts = { signal?: AbortSignal };
/** Query parameters without the unset ones. */
const q = (params: object): QueryParams =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as QueryParams;

export interface MiniServiceListParams {
  page: number;
  pageSize: number;
  keyword?: string;
  state?: MiniServiceState;
  packageId?: number;
  groupId?: number;
  /** Only running subscriptions ending within MINI_LIMITS.expiringDays. */
  expiring?: true;
}

export interface MiniGroupListParams {
  page: number;
  pageSize: number;
  keyword?: string;
}

export interface MiniGroupBody {
  name: string;
  description: string;
}

export const miniKeys = {
  all: ['cpe', 'mini'] as const,
  packages: ['cpe', 'mini', 'packages'] as const,
  panel: ['cpe', 'mini', 'panel'] as const,
  services: (query: object) => ['cpe', 'mini', 'services', query] as const,
  service: (id: number) => ['cpe', 'mini', 'service', id] as const,
  groups: (query: object) => ['cpe', 'mini', 'groups', query] as const,
  groupOptions: ['cpe', 'mini', 'group-options'] as const,
};

export const miniApi = {
  packages: (o: Opts = {}) => authApi.get<MiniPackage[]>(`${BASE}/packages`, {}, o),
  panel: (o: Opts = {}) => authApi.get<MiniPanel>(`${BASE}/panel`, {}, o),

  services: (query: MiniServiceListParams, o: Opts = {}) =>
    authApi.get<PageResult<MiniService>>(`${BASE}/service/list`, q(query), o),
  service: (id: number, o: Opts = {}) =>
    authApi.get<MiniServiceDetail>(`${BASE}/service/${id}`, {}, o),
  createService: (body: MiniServiceCreateInput) =>
    authApi.post<{ id: number }>(`${BASE}/service`, body),
  updateService: (id: number, body: MiniServiceUpdateInput) =>
    authApi.put<null>(`${BASE}/service/${id}`, body),
  suspend: (id: number) => authApi.post<null>(`${BASE}/service/${id}/suspend`),
  resume: (id: number) => authApi.post<null>(`${BASE}/service/${id}/resume`),
  renew: (id: number, body: { termMonths: number }) =>
    authApi.post<{ endDate: string }>(`${BASE}/service/${id}/renew`, body),

  groups: (query: MiniGroupListParams, o: Opts = {}) =>
    authApi.get<PageResult<MiniGroup>>(`${BASE}/group/list`, q(query), o),
  groupOptions: (o: Opts = {}) =>
    authApi.get<{ id: number; name: string }[]>(`${BASE}/group/options`, {}, o),
  createGroup: (body: MiniGroupBody) => authApi.post<{ id: number }>(`${BASE}/group`, body),
  updateGroup: (id: number, body: MiniGroupBody) => authApi.put<null>(`${BASE}/group/${id}`, body),
  deleteGroup: (id: number) => authApi.delete<null>(`${BASE}/group/${id}`),
};
