import type {
  PageResult,
  SimBusinessItem,
  SimBusinessRequestInput,
  SimBusinessResult,
  SimDetail,
  SimDiagnosis,
  SimGroup,
  SimGroupFormInput,
  SimListQuery,
  SimOverview,
  SimPage,
  SimRiskEvent,
  SimRiskRule,
  SimRiskRuleUpdate,
  SimTariff,
  SimTariffChangeInput,
  SimCardItem,
} from '@pn/shared';
import { authApi, type QueryParams } from '@/lib/api-client';

/**
 * The SIM card API (/unionmallmanage/icm/sim/...), one function per endpoint. Screens
 * wrap these in TanStack Query hooks next to where they are used.
 */
const BASE = 'icm/sim';

type Opts = { signal?: AbortSignal };
const q = (params: object): QueryParams => params as QueryParams;

export const simKeys = {
  all: ['sim'] as const,
  list: (query: Partial<SimListQuery>) => ['sim', 'list', query] as const,
  detail: (iccid: string) => ['sim', 'detail', iccid] as const,
  overview: (kind: number) => ['sim', 'overview', kind] as const,
  business: (query: object) => ['sim', 'business', query] as const,
  businessResult: (query: object) => ['sim', 'business-result', query] as const,
  tariffs: (kind: number) => ['sim', 'tariffs', kind] as const,
  groups: (query: object) => ['sim', 'groups', query] as const,
  groupMembers: (query: object) => ['sim', 'group-members', query] as const,
  diagnosis: (msisdn: string) => ['sim', 'diagnosis', msisdn] as const,
  riskRules: ['sim', 'risk-rules'] as const,
  riskEvents: (query: object) => ['sim', 'risk-events', query] as const,
};

export const simApi = {
  list: (query: Partial<SimListQuery>, o: Opts = {}) =>
    authApi.get<SimPage>(`${BASE}/list`, q(query), o),
  detail: (iccid: string, o: Opts = {}) => authApi.get<SimDetail>(`${BASE}/detail`, { iccid }, o),
  overview: (kind = 0, o: Opts = {}) => authApi.get<SimOverview>(`${BASE}/overview`, { kind }, o),

  business: (body: SimBusinessRequestInput) =>
    authApi.post<{ requestId: string }>(`${BASE}/business`, body),
  businessList: (query: object, o: Opts = {}) =>
    authApi.get<PageResult<SimBusinessItem>>(`${BASE}/business/list`, q(query), o),
  businessResult: (
    query: { requestId: string; page?: number; pageSize?: number; success?: boolean },
    o: Opts = {},
  ) => authApi.get<SimBusinessResult>(`${BASE}/business/result`, q(query), o),

  tariffs: (kind = 1, o: Opts = {}) => authApi.get<SimTariff[]>(`${BASE}/tariff/list`, { kind }, o),
  changeTariff: (body: SimTariffChangeInput) =>
    authApi.post<{ requestId: string }>(`${BASE}/tariff/change`, body),

  groups: (query: object, o: Opts = {}) =>
    authApi.get<PageResult<SimGroup>>(`${BASE}/group/list`, q(query), o),
  createGroup: (body: SimGroupFormInput) => authApi.post<SimGroup>(`${BASE}/group`, body),
  updateGroup: (id: number, body: SimGroupFormInput) =>
    authApi.put<SimGroup>(`${BASE}/group/${id}`, body),
  deleteGroup: (id: number) => authApi.delete<{ id: number }>(`${BASE}/group/${id}`),
  groupMembers: (
    query: { groupId: number; page?: number; pageSize?: number; keyword?: string },
    o: Opts = {},
  ) => authApi.get<PageResult<SimCardItem>>(`${BASE}/group/member/list`, q(query), o),

  diagnosis: (msisdn: string, o: Opts = {}) =>
    authApi.get<SimDiagnosis>(`${BASE}/diagnosis`, { msisdn }, o),

  riskRules: (o: Opts = {}) => authApi.get<SimRiskRule[]>(`${BASE}/risk/rules`, undefined, o),
  updateRiskRule: (id: number, body: SimRiskRuleUpdate) =>
    authApi.put<SimRiskRule>(`${BASE}/risk/rules/${id}`, body),
  riskEvents: (query: object, o: Opts = {}) =>
    authApi.get<PageResult<SimRiskEvent>>(`${BASE}/risk/events`, q(query), o),
  updateRiskEvent: (id: number, status: number) =>
    authApi.patch<SimRiskEvent>(`${BASE}/risk/events/${id}`, { status }),

  /** Path of the xlsx export (GET with the list filters); see api-client's requestBlob. */
  exportPath: `${BASE}/export`,
};
