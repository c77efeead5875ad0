import type {
  CardGroup,
  CpeDnn,
  DeviceGroup,
  DeviceGroupFormInput,
  DeviceItem,
  IpRule,
  IpRuleFormInput,
  NoticeRule,
  NoticeRuleFormInput,
  PageResult,
} from '@pn/shared';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { authApi, type QueryParams } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';

/**
 * The 5G快线 settings API (/unionmallmanage/cpe/v1): card groups and their members, the
 * enterprise's DNNs with their gateways, IP access-control rules, the SMS log and the
 * notice rules. One function per endpoint, with its query key.
 */
const BASE = 'cpe/v1';
type Opts = { signal?: AbortSignal };
const q = (params: object): QueryParams => params as QueryParams;

export interface PagedQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
}

export interface CardGroupMember {
  iccid: string;
  msisdn: string;
  status: number;
  deviceSerial: string | null;
  addedAt: string;
}

export interface CardGroupMembersResult {
  changed: number;
  refused: { msisdn: string; reason: string }[];
}

export interface SmsLog {
  id: number;
  deviceId: number | null;
  serial: string | null;
  tel: string;
  event: string;
  content: string;
  status: 'sent' | 'failed';
  sentAt: string;
}

export const cpeSettingsKeys = {
  cardGroups: ['cpe', 'card-groups'] as const,
  cardGroupList: (query: object) => ['cpe', 'card-groups', 'list', query] as const,
  cardGroupMembers: (id: number, query: object) =>
    ['cpe', 'card-groups', 'members', id, query] as const,
  dnns: ['cpe', 'dnn'] as const,
  dnnList: (query: object) => ['cpe', 'dnn', 'list', query] as const,
  dnnDetail: (id: number, query: object) => ['cpe', 'dnn', 'detail', id, query] as const,
  ipRules: ['cpe', 'ip-rules'] as const,
  ipRuleList: (query: object) => ['cpe', 'ip-rules', 'list', query] as const,
  deviceGroups: ['cpe', 'settings-device-groups'] as const,
  sms: (query: object) => ['cpe', 'sms', query] as const,
  notices: ['cpe', 'notices'] as const,
  noticeList: (query: object) => ['cpe', 'notices', 'list', query] as const,
};

export const cpeSettingsApi = {
  cardGroups: (query: PagedQuery, o: Opts = {}) =>
    authApi.get<PageResult<CardGroup>>(`${BASE}/card-group/list`, q(query), o),
  createCardGroup: (body: DeviceGroupFormInput) =>
    authApi.post<CardGroup>(`${BASE}/card-group`, body),
  updateCardGroup: (id: number, body: DeviceGroupFormInput) =>
    authApi.put<CardGroup>(`${BASE}/card-group/${id}`, body),
  deleteCardGroup: (id: number) => authApi.delete<null>(`${BASE}/card-group/${id}`),
  cardGroupMembers: (query: { id: number; page: number; pageSize: number }, o: Opts = {}) =>
    authApi.get<PageResult<CardGroupMember>>(`${BASE}/card-group/members`, q(query), o),
  changeCardGroupMembers: (body: {
    groupId: number;
    action: 'add' | 'remove';
    msisdnList: string[];
  }) => authApi.post<CardGroupMembersResult>(`${BASE}/card-group/members`, body),

  dnns: (query: PagedQuery, o: Opts = {}) =>
    authApi.get<PageResult<CpeDnn>>(`${BASE}/dnn/list`, q(query), o),
  dnnDetail: (query: { id: number; page: number; pageSize: number }, o: Opts = {}) =>
    authApi.get<{ dnn: CpeDnn; devices: PageResult<DeviceItem> }>(
      `${BASE}/dnn/detail`,
      q(query),
      o,
    ),

  ipRules: (query: PagedQuery & { groupId?: number | undefined }, o: Opts = {}) =>
    authApi.get<PageResult<IpRule>>(`${BASE}/ip-rule/list`, q(query), o),
  createIpRule: (body: IpRuleFormInput) => authApi.post<IpRule>(`${BASE}/ip-rule`, body),
  updateIpRule: (id: number, body: IpRuleFormInput) =>
    authApi.put<IpRule>(`${BASE}/ip-rule/${id}`, body),
  deleteIpRule: (id: number) => authApi.delete<null>(`${BASE}/ip-rule/${id}`),
  /** The gateway groups a rule may apply to (the first 50, by name). */
  deviceGroups: (o: Opts = {}) =>
    authApi.get<PageResult<DeviceGroup>>(`${BASE}/group/list`, { page: 1, pageSize: 50 }, o),

  sms: (query: PagedQuery & { status?: string | undefined }, o: Opts = {}) =>
    authApi.get<PageResult<SmsLog>>(`${BASE}/sms/list`, q(query), o),

  notices: (query: PagedQuery, o: Opts = {}) =>
    authApi.get<PageResult<NoticeRule>>(`${BASE}/notice/list`, q(query), o),
  createNotice: (body: NoticeRuleFormInput) => authApi.post<NoticeRule>(`${BASE}/notice`, body),
  updateNotice: (id: number, body: NoticeRuleFormInput) =>
    authApi.put<NoticeRule>(`${BASE}/notice/${id}`, body),
  deleteNotice: (id: number) => authApi.delete<null>(`${BASE}/notice/${id}`),
};

/** A page query of one of the lists, keeping the previous page while the next loads. */
export function usePagedList<Q extends object, R extends PageResult<unknown>>(
  key: QueryKey,
  fetch: (query: Q, o: Opts) => Promise<R>,
  query: Q,
  enabled = true,
) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetch(query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDeviceGroupOptions() {
  return useQuery({
    queryKey: cpeSettingsKeys.deviceGroups,
    queryFn: ({ signal }) => cpeSettingsApi.deviceGroups({ signal }),
    staleTime: 60_000,
  });
}

/** A write that refreshes the lists under `key` once it succeeds. */
export function useSettingsMutation<V, R>(key: QueryKey, fn: (v: V) => Promise<R>) {
  return useInvalidatingMutation(fn, { invalidates: [key] });
}
